'use client';
// /community/admin/webhooks/{id} (issue #32, item 5; the page the pause email links to): one endpoint's settings
// (address, events, description), its secret rotation (asks first, shows the new secret once), pause, resume,
// a test event, deletion, and its delivery log with a status filter and "Redeliver".
import { HttpError } from '@reef/client';
import { WEBHOOK_DELIVERY_STATUSES, webhookUpdateBody } from '@reef/core';
import Link from '@/components/ui/link';
import { useRouter } from '@/i18n/use-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable, type DataTableColumn } from '../kit/data-table';
import { AdminEmptyState } from '../kit/empty-state';
import { useFormErrors } from '../kit/field';
import { FilterBar } from '../kit/filter-bar';
import { ListPagination } from '../kit/list-pagination';
import { AdminLoadFailure } from '../kit/load-failure';
import { useAdminApi, useAdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { useListParams } from '../kit/use-list-params';
import {
  describeState,
  WebhookFields,
  type WebhookDraft,
  formatWhen,
  SecretBox,
  useFocusFirstInvalid,
  webhookErrorsFromApi,
} from './webhook-parts';
import {
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  pingWebhook,
  redeliverWebhookDelivery,
  setWebhookPaused,
  updateWebhook,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhooks-api';
import { WEBHOOKS_PATH } from './webhooks-screen';
import styles from '../kit/admin.module.css';
import { fill, fillNodes } from '../shell/admin-words';
import type { WebhookDetailWords } from './webhooks-words';

type Draft = WebhookDraft;

function draftOf(endpoint: WebhookEndpoint): Draft {
  return { url: endpoint.url, events: [...endpoint.events], description: endpoint.description };
}

/** The page of one endpoint; `id` is the address's segment (anything, `new` included). */
export function WebhookDetail({ id, words: w }: { id: string; words: WebhookDetailWords }) {
  const numericId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  // `/community/admin/webhooks/new` (or any other word) is no endpoint: not found, without asking the API.
  const endpoint = useAdminData(`webhook-${id}`, (admin) =>
    numericId === null ? Promise.resolve(null) : getWebhook(admin.ctx, numericId),
  );

  const isMissing =
    endpoint.data === null || (endpoint.error instanceof HttpError && endpoint.error.status === 404);
  if (isMissing || endpoint.error) {
    return (
      <>
        <AdminPageHeading title={isMissing ? w.notFound : w.detailTitle} />
        {isMissing ? (
          <p role="alert">
            {fill(numericId === null ? w.missingWord : w.missingNumber, { id })}{' '}
            <Link href={WEBHOOKS_PATH}>{w.back}</Link>
          </p>
        ) : (
          <AdminLoadFailure what={w.theEndpoint} onRetry={endpoint.reload} />
        )}
      </>
    );
  }
  if (!endpoint.data) {
    return (
      <>
        <AdminPageHeading title={w.detailTitle} />
        <p role="status">{w.loadingEndpoint}</p>
      </>
    );
  }
  return <EndpointPage endpoint={endpoint.data} onChanged={endpoint.reload} words={w} />;
}

function EndpointPage({
  endpoint,
  onChanged,
  words: w,
}: {
  endpoint: WebhookEndpoint;
  onChanged: () => void;
  words: WebhookDetailWords;
}) {
  const api = useAdminApi();
  const toast = useAdminToast();
  const router = useRouter();
  const form = useFormErrors();
  const formId = useId().replace(/:/g, '');
  const [draft, setDraft] = useState<Draft>(() => draftOf(endpoint));
  const [isSaving, setIsSaving] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [logRound, setLogRound] = useState(0);
  const secretHeading = useRef<HTMLHeadingElement>(null);
  useFocusFirstInvalid(formId, form);

  // A fresh read of the endpoint (after pause, resume, save) resets the form to what is stored.
  useEffect(() => setDraft(draftOf(endpoint)), [endpoint]);
  useEffect(() => {
    if (secret) secretHeading.current?.focus();
  }, [secret]);

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    const changes: Partial<Draft> = {};
    if (draft.url.trim() !== endpoint.url) changes.url = draft.url.trim();
    if ([...draft.events].sort().join() !== [...endpoint.events].sort().join()) changes.events = draft.events;
    if (draft.description.trim() !== endpoint.description) changes.description = draft.description.trim();
    if (Object.keys(changes).length === 0) {
      toast.success(w.unchanged);
      return;
    }
    if (!form.check(webhookUpdateBody, { webhook: changes })) return;
    setIsSaving(true);
    try {
      await updateWebhook(api.ctx, endpoint.id, changes);
      toast.success(w.saved);
      onChanged();
    } catch (error) {
      webhookErrorsFromApi(form, error);
      toast.error(w.notSaved, error);
    } finally {
      setIsSaving(false);
    }
  };

  const act = async (action: 'pause' | 'resume' | 'ping') => {
    setIsBusy(true);
    try {
      if (action === 'ping') {
        await pingWebhook(api.ctx, endpoint.id);
        toast.success(w.pingSentLog);
        setLogRound((n) => n + 1);
      } else {
        await setWebhookPaused(api.ctx, endpoint.id, action === 'pause');
        toast.success(action === 'pause' ? w.endpointPaused : w.endpointResumed);
        onChanged();
      }
    } catch (error) {
      toast.error(
        action === 'ping' ? w.pingFailed : action === 'pause' ? w.pauseFailed : w.resumeFailed,
        error,
      );
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <AdminPageHeading title={endpoint.url} lede={endpoint.description || undefined} />
      {secret ? (
        <SecretBox
          ref={secretHeading}
          secret={secret}
          url={endpoint.url}
          isRotated
          onDone={() => setSecret(null)}
          words={w}
        />
      ) : null}
      <section aria-labelledby="webhook-state-title" className={styles.block}>
        <h2 id="webhook-state-title" className={styles.blockTitle}>
          {w.state}
        </h2>
        <dl className={styles.facts}>
          <dt>{w.state}</dt>
          <dd>{describeState(endpoint, w)}</dd>
          {endpoint.paused_at ? (
            <>
              <dt>{w.pausedSince}</dt>
              <dd>{formatWhen(endpoint.paused_at)}</dd>
            </>
          ) : null}
          <dt>{w.failures}</dt>
          <dd>{endpoint.consecutive_failures}</dd>
          <dt>{w.created}</dt>
          <dd>
            {formatWhen(endpoint.created_at)}
            {endpoint.created_by ? fill(w.by, { name: endpoint.created_by.username }) : ''}
          </dd>
        </dl>
        <ul className={styles.actions}>
          <li>
            <Button
              variant="secondary"
              size="small"
              disabled={isBusy}
              onClick={() => void act(endpoint.state === 'active' ? 'pause' : 'resume')}
            >
              {endpoint.state === 'active' ? w.pause : w.resume}
            </Button>
          </li>
          <li>
            <Button variant="secondary" size="small" disabled={isBusy} onClick={() => void act('ping')}>
              {w.sendTest}
            </Button>
          </li>
          <li>
            <Button variant="secondary" size="small" onClick={() => setConfirming('rotate')}>
              {w.rotate}
            </Button>
          </li>
          <li>
            <Button variant="tertiary" size="small" onClick={() => setConfirming('delete')}>
              {w.deleteConfirm}
            </Button>
          </li>
        </ul>
      </section>
      <section aria-labelledby="webhook-settings-title" className={styles.block}>
        <h2 id="webhook-settings-title" className={styles.blockTitle}>
          {w.settings}
        </h2>
        <form id={formId} noValidate onSubmit={handleSave} className={styles.form}>
          <WebhookFields formId={formId} form={form} draft={draft} setDraft={setDraft} words={w} />
          <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel={w.saving}>
            {w.save}
          </Button>
        </form>
      </section>
      <DeliveryLog endpointId={endpoint.id} round={logRound} words={w} />
      <ConfirmDialog
        open={confirming === 'rotate'}
        title={w.rotateTitle}
        consequences={<p>{fillNodes(w.rotateText, { url: <strong>{endpoint.url}</strong> })}</p>}
        confirmLabel={w.rotate}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          try {
            const answer = await updateWebhook(api.ctx, endpoint.id, { rotate_secret: true });
            if (answer.secret) setSecret(answer.secret);
            toast.success(w.rotated);
          } catch (error) {
            toast.error(w.notRotated, error);
          } finally {
            setConfirming(null);
          }
        }}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={fill(w.deleteTitle, { url: endpoint.url })}
        consequences={<p>{fillNodes(w.deleteText, { url: <strong>{endpoint.url}</strong> })}</p>}
        confirmLabel={w.deleteConfirm}
        isDestructive
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          try {
            await deleteWebhook(api.ctx, endpoint.id);
            toast.success(fill(w.deleted, { url: endpoint.url }));
            setConfirming(null);
            router.push(WEBHOOKS_PATH);
          } catch (error) {
            toast.error(w.notDeletedPlain, error);
            setConfirming(null);
          }
        }}
      />
    </>
  );
}

/** The endpoint's deliveries, newest first, filtered by status (in the address), with Redeliver. */
function DeliveryLog({
  endpointId,
  round,
  words: w,
}: {
  endpointId: number;
  round: number;
  words: WebhookDetailWords;
}) {
  const api = useAdminApi();
  const toast = useAdminToast();
  const params = useListParams();
  const status = params.get('status');
  const query = {
    page: params.page,
    limit: params.limit,
    status: status && (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(status) ? status : undefined,
  };
  const log = useAdminData(`deliveries-${endpointId}-${JSON.stringify(query)}-${round}`, (admin) =>
    listWebhookDeliveries(admin.ctx, endpointId, query),
  );
  const [busy, setBusy] = useState<number | null>(null);

  const redeliver = async (delivery: WebhookDelivery) => {
    setBusy(delivery.id);
    try {
      const fresh = await redeliverWebhookDelivery(api.ctx, endpointId, delivery.id);
      toast.success(fill(w.redelivered, { id: delivery.id, event: delivery.event_type, fresh: fresh.id }));
      log.reload();
    } catch (error) {
      toast.error(fill(w.notRedelivered, { id: delivery.id }), error);
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      key: 'event_type',
      label: w.colEvent,
      isRowHeader: true,
      render: (delivery) => (
        <>
          <code>{delivery.event_type}</code>
          <span className="visually-hidden">{fill(w.deliveryHidden, { id: delivery.id })}</span>
        </>
      ),
    },
    {
      key: 'status',
      label: w.colStatus,
      render: (delivery) => (
        <>
          {w.statuses[delivery.status] ?? delivery.status}
          {delivery.redelivery_of ? (
            <span className={styles.muted}>{fill(w.sendsAgain, { id: delivery.redelivery_of })}</span>
          ) : null}
        </>
      ),
    },
    { key: 'attempts', label: w.colAttempts, align: 'end', render: (delivery) => String(delivery.attempts) },
    {
      key: 'result',
      label: w.colLastAnswer,
      render: (delivery) =>
        delivery.last_status_code !== null
          ? `HTTP ${delivery.last_status_code}${delivery.last_error ? `: ${delivery.last_error}` : ''}`
          : (delivery.last_error ?? '—'),
    },
    {
      key: 'time',
      label: w.colTime,
      render: (delivery) => (
        <>
          {formatWhen(delivery.last_attempt_at ?? delivery.created_at)}
          {delivery.next_attempt_at ? (
            <span className={styles.muted}>
              {fill(w.nextTry, { when: formatWhen(delivery.next_attempt_at) })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      label: w.colDeliveryActions,
      render: (delivery) =>
        delivery.status === 'failed' || delivery.status === 'delivered' ? (
          <Button
            size="small"
            variant="secondary"
            disabled={busy === delivery.id}
            onClick={() => void redeliver(delivery)}
          >
            {w.redeliver}
            <span className="visually-hidden">{fill(w.redeliverHidden, { id: delivery.id })}</span>
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <section aria-labelledby="webhook-log-title" className={styles.block}>
      <h2 id="webhook-log-title" className={styles.blockTitle}>
        {w.log}
      </h2>
      <FilterBar
        filters={[
          {
            param: 'status',
            label: w.colStatus,
            anyLabel: w.anyStatus,
            options: WEBHOOK_DELIVERY_STATUSES.map((value) => ({ value, label: w.statuses[value] ?? value })),
          },
        ]}
      />
      {log.error && !log.data ? (
        <AdminLoadFailure what={w.theLog} onRetry={log.reload} />
      ) : log.data || !log.isLoading ? (
        <DataTable
          caption={w.logCaption}
          columns={columns}
          rows={log.data?.data ?? []}
          rowId={(delivery) => String(delivery.id)}
          isLoading={log.isLoading}
          empty={<AdminEmptyState words={w.logEmpty} isFiltered={Boolean(query.status)} />}
        />
      ) : (
        <p role="status">{w.loadingLog}</p>
      )}
      {log.data ? (
        <ListPagination
          meta={log.data.meta.pagination}
          noun={{ one: 'Delivery', many: 'Deliveries' }}
          words={w.logCount}
        />
      ) : null}
    </section>
  );
}
