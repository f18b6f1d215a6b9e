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

export const WEBHOOKS_PATH = '/community/admin/webhooks';

type Draft = WebhookDraft;
const EMPTY: Draft = { url: '', events: [], description: '' };

/** The newest delivery of an endpoint: its status and time (read per row). */
function LastDelivery({ endpointId }: { endpointId: number }) {
  const { data, error } = useAdminData(`last-delivery-${endpointId}`, (api) =>
    listWebhookDeliveries(api.ctx, endpointId, { limit: 1 }),
  );
  if (error) return <>—</>;
  if (!data) return <>…</>;
  const last = data.data[0];
  if (!last) return <>None yet</>;
  return (
    <>
      {last.event_type}: {last.status}, {formatWhen(last.last_attempt_at ?? last.created_at)}
    </>
  );
}

/** The webhooks section. */
export function WebhooksScreen() {
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
      toast.success(`Endpoint ${endpoint.url} added. Copy its signing secret now: it is shown only once.`);
    } catch (error) {
      webhookErrorsFromApi(form, error);
      toast.error('The endpoint was not added.', error);
    } finally {
      setIsSaving(false);
    }
  };

  const act = async (endpoint: WebhookEndpoint, action: 'pause' | 'resume' | 'ping') => {
    setBusy(endpoint.id);
    try {
      if (action === 'ping') {
        await pingWebhook(api.ctx, endpoint.id);
        toast.success(`A test event (webhook.ping) is on its way to ${endpoint.url}.`);
      } else {
        await setWebhookPaused(api.ctx, endpoint.id, action === 'pause');
        toast.success(
          action === 'pause'
            ? `${endpoint.url} is paused: it gets no new events.`
            : `${endpoint.url} is active again; what waited is being sent.`,
        );
      }
      list.reload();
    } catch (error) {
      toast.error(
        action === 'ping' ? 'The test event was not sent.' : `The endpoint was not ${action}d.`,
        error,
      );
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<WebhookEndpoint>[] = [
    {
      key: 'url',
      label: 'URL',
      isRowHeader: true,
      render: (endpoint) => (
        <>
          <Link href={`${WEBHOOKS_PATH}/${endpoint.id}`}>{endpoint.url}</Link>
          {endpoint.description ? <span className={styles.muted}> {endpoint.description}</span> : null}
        </>
      ),
    },
    { key: 'events', label: 'Events', render: (endpoint) => endpoint.events.join(', ') },
    {
      key: 'state',
      label: 'State',
      render: (endpoint) => (
        <span className={styles.badge} data-state={endpoint.state === 'active' ? 'active' : 'disabled'}>
          {describeState(endpoint)}
        </span>
      ),
    },
    {
      key: 'consecutive_failures',
      label: 'Failures in a row',
      align: 'end',
      render: (endpoint) => String(endpoint.consecutive_failures),
    },
    {
      key: 'last_delivery',
      label: 'Last delivery',
      render: (endpoint) => <LastDelivery endpointId={endpoint.id} />,
    },
    {
      key: 'actions',
      label: 'Actions',
      render: (endpoint) => {
        const isBusy = busy === endpoint.id;
        return (
          <ul className={styles.actions} aria-label={`Actions on ${endpoint.url}`}>
            <li>
              <Button
                size="small"
                variant="secondary"
                disabled={isBusy}
                onClick={() => void act(endpoint, endpoint.state === 'active' ? 'pause' : 'resume')}
              >
                {endpoint.state === 'active' ? 'Pause' : 'Resume'}
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
                Send a test event<span className="visually-hidden"> to {endpoint.url}</span>
              </Button>
            </li>
            <li>
              <Button size="small" variant="tertiary" onClick={() => setDeleting(endpoint)}>
                Delete<span className="visually-hidden"> {endpoint.url}</span>
              </Button>
            </li>
          </ul>
        );
      },
    },
  ];

  return (
    <>
      <AdminPageHeading
        title="Webhooks"
        lede="Endpoints that receive the site's events as signed JSON. Failed deliveries are retried with a growing wait; an endpoint that keeps failing is paused and the administrators are emailed."
      />
      {created ? (
        <SecretBox
          ref={secretHeading}
          secret={created.secret}
          url={created.url}
          onDone={() => setCreated(null)}
        />
      ) : null}
      <section aria-labelledby="webhook-endpoints-title" className={styles.block}>
        <h2 id="webhook-endpoints-title" className={styles.blockTitle}>
          Endpoints
        </h2>
        {list.error && !list.data ? (
          <AdminLoadFailure what="The endpoints" onRetry={list.reload} />
        ) : list.data || !list.isLoading ? (
          <DataTable
            caption="Webhook endpoints, newest first"
            columns={columns}
            rows={list.data?.data ?? []}
            rowId={(endpoint) => String(endpoint.id)}
            isLoading={list.isLoading}
            empty={<AdminEmptyState noun="webhook endpoints" />}
          />
        ) : (
          <p role="status">Loading endpoints…</p>
        )}
        {list.data ? (
          <ListPagination meta={list.data.meta.pagination} noun={{ one: 'Endpoint', many: 'Endpoints' }} />
        ) : null}
      </section>
      <section aria-labelledby="new-webhook-title" className={styles.block}>
        <h2 id="new-webhook-title" className={styles.blockTitle}>
          Add an endpoint
        </h2>
        <form id={formId} noValidate onSubmit={handleCreate} className={styles.form}>
          <WebhookFields formId={formId} form={form} draft={draft} setDraft={setDraft} withHelp />
          <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel="Adding…">
            Add endpoint
          </Button>
        </form>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the endpoint ${deleting?.url ?? ''}?`}
        consequences={
          <p>
            <strong>{deleting?.url}</strong> gets no more events, and its delivery log is deleted with it.
            Deliveries waiting for a retry are dropped. This cannot be undone.
          </p>
        }
        confirmLabel="Delete endpoint"
        isDestructive
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteWebhook(api.ctx, deleting.id);
            toast.success(`Endpoint ${deleting.url} deleted.`);
            list.reload();
          } catch (error) {
            toast.error(`Endpoint ${deleting.url} was not deleted.`, error);
          } finally {
            setDeleting(null);
          }
        }}
      />
    </>
  );
}
