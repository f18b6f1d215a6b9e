'use client';
// /community/admin/webhooks (issue #32, item 5; docs/webhooks.md): the endpoints subscribed to domain events, and
// the form that adds one. A new endpoint's signing secret is shown once, with a copy button; deleting asks first
// and is never the primary button.
import { webhookCreateBody } from '@reef/core';
import Link from '@/components/ui/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable, type DataTableColumn } from '../kit/data-table';
import { AdminEmptyState } from '../kit/empty-state';
import { useFormErrors } from '../kit/field';
import { ListPagination } from '../kit/list-pagination';
import { AdminLoadFailure } from '../kit/load-failure';
import { useAdminApi, useAdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { useListParams } from '../kit/use-list-params';
import { useUnsavedChanges } from '../kit/use-unsaved-changes';
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
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  pingWebhook,
  setWebhookPaused,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from './webhooks-api';
import styles from '../kit/admin.module.css';

import { fill, fillNodes } from '../shell/admin-words';
import type { WebhooksWords } from './webhooks-words';
export const WEBHOOKS_PATH = '/community/admin/webhooks';

type Draft = WebhookDraft;
const EMPTY: Draft = { url: '', events: [], description: '' };

/** The newest delivery of an endpoint: its status and time (read per row). */
function LastDelivery({ endpointId, noneYet }: { endpointId: number; noneYet: string }) {
  const { data, error } = useAdminData(`last-delivery-${endpointId}`, (api) =>
    listWebhookDeliveries(api.ctx, endpointId, { limit: 1 }),
  );
  if (error) return <>—</>;
  if (!data) return <>…</>;
  const last = data.data[0];
  if (!last) return <>{noneYet}</>;
  return (
    <>
      {last.event_type}: {last.status}, {formatWhen(last.last_attempt_at ?? last.created_at)}
    </>
  );
}

/** The webhooks section. */
export function WebhooksScreen({ words: w }: { words: WebhooksWords }) {
  const toast = useAdminToast();
  const params = useListParams();
  const form = useFormErrors();
  const formId = useId().replace(/:/g, '');
  const query = { page: params.page, limit: params.limit };
  const list = useAdminData(JSON.stringify(query), (admin) => listWebhooks(admin.ctx, query));
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const secretHeading = useRef<HTMLHeadingElement>(null);
  const api = useAdminApi();
  useUnsavedChanges(!isSaving && (draft.url !== '' || draft.events.length > 0 || draft.description !== ''));
  useFocusFirstInvalid(formId, form);
  // The secret box takes focus when it appears, so the administrator hears it and can copy it at once.
  useEffect(() => {
    if (created) secretHeading.current?.focus();
  }, [created]);

  const handleCreate = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    const body = { url: draft.url.trim(), events: draft.events, description: draft.description.trim() };
    if (!form.check(webhookCreateBody, { webhook: body })) return;
    setIsSaving(true);
    try {
      const endpoint = await createWebhook(api.ctx, body);
      setCreated(endpoint);
      setDraft(EMPTY);
      list.reload();
      toast.success(fill(w.added, { url: endpoint.url }));
    } catch (error) {
      webhookErrorsFromApi(form, error);
      toast.error(w.notAdded, error);
    } finally {
      setIsSaving(false);
    }
  };

  const act = async (endpoint: WebhookEndpoint, action: 'pause' | 'resume' | 'ping') => {
    setBusy(endpoint.id);
    try {
      if (action === 'ping') {
        await pingWebhook(api.ctx, endpoint.id);
        toast.success(fill(w.pingSent, { url: endpoint.url }));
      } else {
        await setWebhookPaused(api.ctx, endpoint.id, action === 'pause');
        toast.success(
          action === 'pause'
            ? fill(w.pausedDone, { url: endpoint.url })
            : fill(w.resumedDone, { url: endpoint.url }),
        );
      }
      list.reload();
    } catch (error) {
      toast.error(
        action === 'ping' ? w.pingFailed : action === 'pause' ? w.pauseFailed : w.resumeFailed,
        error,
      );
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<WebhookEndpoint>[] = [
    {
      key: 'url',
      label: w.colUrl,
      isRowHeader: true,
      render: (endpoint) => (
        <>
          <Link href={`${WEBHOOKS_PATH}/${endpoint.id}`}>{endpoint.url}</Link>
          {endpoint.description ? <span className={styles.muted}> {endpoint.description}</span> : null}
        </>
      ),
    },
    { key: 'events', label: w.fieldEvents, render: (endpoint) => endpoint.events.join(', ') },
    {
      key: 'state',
      label: w.colState,
      render: (endpoint) => (
        <span className={styles.badge} data-state={endpoint.state === 'active' ? 'active' : 'disabled'}>
          {describeState(endpoint, w)}
        </span>
      ),
    },
    {
      key: 'consecutive_failures',
      label: w.colFailures,
      align: 'end',
      render: (endpoint) => String(endpoint.consecutive_failures),
    },
    {
      key: 'last_delivery',
      label: w.colLast,
      render: (endpoint) => <LastDelivery endpointId={endpoint.id} noneYet={w.noneYet} />,
    },
    {
      key: 'actions',
      label: w.colActions,
      render: (endpoint) => {
        const isBusy = busy === endpoint.id;
        return (
          <ul className={styles.actions} aria-label={fill(w.actionsOn, { url: endpoint.url })}>
            <li>
              <Button
                size="small"
                variant="secondary"
                disabled={isBusy}
                onClick={() => void act(endpoint, endpoint.state === 'active' ? 'pause' : 'resume')}
              >
                {endpoint.state === 'active' ? w.pause : w.resume}
                <span className="visually-hidden"> {endpoint.url}</span>
              </Button>
            </li>
            <li>
              <Button
                size="small"
                variant="secondary"
                disabled={isBusy}
                onClick={() => void act(endpoint, 'ping')}
              >
                {w.sendTest}
                <span className="visually-hidden">{fill(w.toUrl, { url: endpoint.url })}</span>
              </Button>
            </li>
            <li>
              <Button size="small" variant="tertiary" onClick={() => setDeleting(endpoint)}>
                {w.delete}
                <span className="visually-hidden"> {endpoint.url}</span>
              </Button>
            </li>
          </ul>
        );
      },
    },
  ];

  return (
    <>
      <AdminPageHeading title={w.title} lede={w.lede} />
      {created ? (
        <SecretBox
          ref={secretHeading}
          secret={created.secret}
          url={created.url}
          onDone={() => setCreated(null)}
          words={w}
        />
      ) : null}
      <section aria-labelledby="webhook-endpoints-title" className={styles.block}>
        <h2 id="webhook-endpoints-title" className={styles.blockTitle}>
          {w.endpoints}
        </h2>
        {list.error && !list.data ? (
          <AdminLoadFailure what={w.theEndpoints} onRetry={list.reload} />
        ) : list.data || !list.isLoading ? (
          <DataTable
            caption={w.caption}
            columns={columns}
            rows={list.data?.data ?? []}
            rowId={(endpoint) => String(endpoint.id)}
            isLoading={list.isLoading}
            empty={<AdminEmptyState words={w.empty} />}
          />
        ) : (
          <p role="status">{w.loading}</p>
        )}
        {list.data ? (
          <ListPagination
            meta={list.data.meta.pagination}
            noun={{ one: 'Endpoint', many: 'Endpoints' }}
            words={w.count}
          />
        ) : null}
      </section>
      <section aria-labelledby="new-webhook-title" className={styles.block}>
        <h2 id="new-webhook-title" className={styles.blockTitle}>
          {w.addTitle}
        </h2>
        <form id={formId} noValidate onSubmit={handleCreate} className={styles.form}>
          <WebhookFields formId={formId} form={form} draft={draft} setDraft={setDraft} withHelp words={w} />
          <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel={w.adding}>
            {w.add}
          </Button>
        </form>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={fill(w.deleteTitle, { url: deleting?.url ?? '' })}
        consequences={<p>{fillNodes(w.deleteText, { url: <strong>{deleting?.url}</strong> })}</p>}
        confirmLabel={w.deleteConfirm}
        isDestructive
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteWebhook(api.ctx, deleting.id);
            toast.success(fill(w.deleted, { url: deleting.url }));
            list.reload();
          } catch (error) {
            toast.error(fill(w.notDeleted, { url: deleting.url }), error);
          } finally {
            setDeleting(null);
          }
        }}
      />
    </>
  );
}
