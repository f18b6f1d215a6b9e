'use client';
// /community/admin/webhooks/{id} (issue #32, item 5; the page the pause email links to): one endpoint's settings
// (address, events, description), its secret rotation (asks first, shows the new secret once), pause, resume,
// a test event, deletion, and its delivery log with a status filter and "Redeliver".
import { HttpError } from '@reef/client';
import { WEBHOOK_DELIVERY_STATUSES, webhookUpdateBody, type WebhookDeliveryStatus } from '@reef/core';
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

const STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Waiting (first try or a retry)',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
};

type Draft = WebhookDraft;

function draftOf(endpoint: WebhookEndpoint): Draft {
  return { url: endpoint.url, events: [...endpoint.events], description: endpoint.description };
}

/** The page of one endpoint; `id` is the address's segment (anything, `new` included). */
export function WebhookDetail({ id }: { id: string }) {
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
        <AdminPageHeading title={isMissing ? 'Endpoint not found' : 'Webhook endpoint'} />
        {isMissing ? (
          <p role="alert">
            There is no webhook endpoint {numericId === null ? `“${id}”` : `number ${id}`}: it may have been
            deleted. <Link href={WEBHOOKS_PATH}>Back to the webhooks</Link>
          </p>
        ) : (
          <AdminLoadFailure what="The endpoint" onRetry={endpoint.reload} />
        )}
      </>
    );
  }
  if (!endpoint.data) {
    return (
      <>
        <AdminPageHeading title="Webhook endpoint" />
        <p role="status">Loading the endpoint…</p>
      </>
    );
  }
  return <EndpointPage endpoint={endpoint.data} onChanged={endpoint.reload} />;
}

function EndpointPage({ endpoint, onChanged }: { endpoint: WebhookEndpoint; onChanged: () => void }) {
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
      toast.success('Nothing to save: the endpoint is unchanged.');
      return;
    }
    if (!form.check(webhookUpdateBody, { webhook: changes })) return;
    setIsSaving(true);
    try {
      await updateWebhook(api.ctx, endpoint.id, changes);
      toast.success('Endpoint saved.');
      onChanged();
    } catch (error) {
      webhookErrorsFromApi(form, error);
      toast.error('The endpoint was not saved.', error);
    } finally {
      setIsSaving(false);
    }
  };

  const act = async (action: 'pause' | 'resume' | 'ping') => {
    setIsBusy(true);
    try {
      if (action === 'ping') {
        await pingWebhook(api.ctx, endpoint.id);
        toast.success('A test event (webhook.ping) is on its way; it shows in the delivery log.');
        setLogRound((n) => n + 1);
      } else {
        await setWebhookPaused(api.ctx, endpoint.id, action === 'pause');
        toast.success(
          action === 'pause'
            ? 'Endpoint paused: it gets no new events.'
            : 'Endpoint resumed: what waited is being sent.',
        );
        onChanged();
      }
    } catch (error) {
      toast.error(
        action === 'ping' ? 'The test event was not sent.' : `The endpoint was not ${action}d.`,
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
        />
      ) : null}
      <section aria-labelledby="webhook-state-title" className={styles.block}>
        <h2 id="webhook-state-title" className={styles.blockTitle}>
          State
        </h2>
        <dl className={styles.facts}>
          <dt>State</dt>
          <dd>{describeState(endpoint)}</dd>
          {endpoint.paused_at ? (
            <>
              <dt>Paused since</dt>
              <dd>{formatWhen(endpoint.paused_at)}</dd>
            </>
          ) : null}
          <dt>Failed deliveries in a row</dt>
          <dd>{endpoint.consecutive_failures}</dd>
          <dt>Created</dt>
          <dd>
            {formatWhen(endpoint.created_at)}
            {endpoint.created_by ? ` by ${endpoint.created_by.username}` : ''}
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
              {endpoint.state === 'active' ? 'Pause' : 'Resume'}
            </Button>
          </li>
          <li>
            <Button variant="secondary" size="small" disabled={isBusy} onClick={() => void act('ping')}>
              Send a test event
            </Button>
          </li>
          <li>
            <Button variant="secondary" size="small" onClick={() => setConfirming('rotate')}>
              Rotate the secret
            </Button>
          </li>
          <li>
            <Button variant="tertiary" size="small" onClick={() => setConfirming('delete')}>
              Delete endpoint
            </Button>
          </li>
        </ul>
      </section>
      <section aria-labelledby="webhook-settings-title" className={styles.block}>
        <h2 id="webhook-settings-title" className={styles.blockTitle}>
          Settings
        </h2>
        <form id={formId} noValidate onSubmit={handleSave} className={styles.form}>
          <WebhookFields formId={formId} form={form} draft={draft} setDraft={setDraft} />
          <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel="Saving…">
            Save endpoint
          </Button>
        </form>
      </section>
      <DeliveryLog endpointId={endpoint.id} round={logRound} />
      <ConfirmDialog
        open={confirming === 'rotate'}
        title="Rotate the signing secret?"
        consequences={
          <p>
            A new secret is made and shown once. From now on every delivery to <strong>{endpoint.url}</strong>{' '}
            is signed with it: the receiver rejects them until it has the new secret.
          </p>
        }
        confirmLabel="Rotate the secret"
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          try {
            const answer = await updateWebhook(api.ctx, endpoint.id, { rotate_secret: true });
            if (answer.secret) setSecret(answer.secret);
            toast.success('New signing secret made. Copy it now: it is shown only once.');
          } catch (error) {
            toast.error('The secret was not rotated.', error);
          } finally {
            setConfirming(null);
          }
        }}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={`Delete the endpoint ${endpoint.url}?`}
        consequences={
          <p>
            <strong>{endpoint.url}</strong> gets no more events, and its delivery log is deleted with it.
            Deliveries waiting for a retry are dropped. This cannot be undone.
          </p>
        }
        confirmLabel="Delete endpoint"
        isDestructive
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          try {
            await deleteWebhook(api.ctx, endpoint.id);
            toast.success(`Endpoint ${endpoint.url} deleted.`);
            setConfirming(null);
            router.push(WEBHOOKS_PATH);
          } catch (error) {
            toast.error('The endpoint was not deleted.', error);
            setConfirming(null);
          }
        }}
      />
    </>
  );
}

/** The endpoint's deliveries, newest first, filtered by status (in the address), with Redeliver. */
function DeliveryLog({ endpointId, round }: { endpointId: number; round: number }) {
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
      toast.success(
        `Delivery ${delivery.id} (${delivery.event_type}) is sent again as delivery ${fresh.id}.`,
      );
      log.reload();
    } catch (error) {
      toast.error(`Delivery ${delivery.id} was not sent again.`, error);
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      key: 'event_type',
      label: 'Event',
      isRowHeader: true,
      render: (delivery) => (
        <>
          <code>{delivery.event_type}</code>
          <span className="visually-hidden"> (delivery {delivery.id})</span>
        </>
      ),
    },
    {
      key: 'status',
      label: 'Status',
      render: (delivery) => (
        <>
          {STATUS_LABELS[delivery.status]}
          {delivery.redelivery_of ? (
            <span className={styles.muted}> (sends delivery {delivery.redelivery_of} again)</span>
          ) : null}
        </>
      ),
    },
    { key: 'attempts', label: 'Attempts', align: 'end', render: (delivery) => String(delivery.attempts) },
    {
      key: 'result',
      label: 'Last answer',
      render: (delivery) =>
        delivery.last_status_code !== null
          ? `HTTP ${delivery.last_status_code}${delivery.last_error ? `: ${delivery.last_error}` : ''}`
          : (delivery.last_error ?? '—'),
    },
    {
      key: 'time',
      label: 'Time',
      render: (delivery) => (
        <>
          {formatWhen(delivery.last_attempt_at ?? delivery.created_at)}
          {delivery.next_attempt_at ? (
            <span className={styles.muted}> (next try {formatWhen(delivery.next_attempt_at)})</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      label: 'Actions',
      render: (delivery) =>
        delivery.status === 'failed' || delivery.status === 'delivered' ? (
          <Button
            size="small"
            variant="secondary"
            disabled={busy === delivery.id}
            onClick={() => void redeliver(delivery)}
          >
            Redeliver<span className="visually-hidden"> delivery {delivery.id}</span>
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <section aria-labelledby="webhook-log-title" className={styles.block}>
      <h2 id="webhook-log-title" className={styles.blockTitle}>
        Delivery log
      </h2>
      <FilterBar
        filters={[
          {
            param: 'status',
            label: 'Status',
            anyLabel: 'Any status',
            options: WEBHOOK_DELIVERY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          },
        ]}
      />
      {log.error && !log.data ? (
        <AdminLoadFailure what="The delivery log" onRetry={log.reload} />
      ) : log.data || !log.isLoading ? (
        <DataTable
          caption="Deliveries, newest first"
          columns={columns}
          rows={log.data?.data ?? []}
          rowId={(delivery) => String(delivery.id)}
          isLoading={log.isLoading}
          empty={<AdminEmptyState noun="deliveries" isFiltered={Boolean(query.status)} />}
        />
      ) : (
        <p role="status">Loading the deliveries…</p>
      )}
      {log.data ? (
        <ListPagination meta={log.data.meta.pagination} noun={{ one: 'Delivery', many: 'Deliveries' }} />
      ) : null}
    </section>
  );
}
