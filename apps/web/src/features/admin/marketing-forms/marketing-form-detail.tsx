'use client';
// A marketing form's admin page (issue #12): the generic fields and history, plus its leads (searched and paged in
// the address, exported as CSV) and, when the form has a webhook, the log of its deliveries.
import { exportLeadsCsv, listLeadDeliveries, listLeads, type LeadList } from '@reef/client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, type DataTableColumn } from '../kit/data-table';
import { FilterBar } from '../kit/filter-bar';
import { ListPagination } from '../kit/list-pagination';
import { useAdminApi, useAdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { useListParams } from '../kit/use-list-params';
import { ResourceDetail } from '../generic/resource-detail';
import { formatValue } from '../generic/format';
import type { AdminItem } from '../generic/screens';
import { marketingFormScreens } from './screens';
import styles from '../partners/partners.module.css';

type Lead = LeadList['data'][number];

/** A lead's answers as one line ("Email: ada@example.test · Company: Ada"), labelled by the form's fields. */
export function describeLead(lead: Lead, form: AdminItem): string {
  const fields = (Array.isArray(form.fields) ? form.fields : []) as { name: string; label?: string }[];
  const labels = new Map(fields.map((field) => [field.name, field.label || field.name]));
  return Object.entries(lead.data)
    .map(([name, value]) => `${labels.get(name) ?? name}: ${String(value)}`)
    .join(' · ');
}

/** Saves text as a file through a link to a Blob (the CSV needs the member's token, which a plain link lacks). */
function saveText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The leads of a form: search and page kept in the address, and the CSV export. */
export function LeadsPanel({ form }: { form: AdminItem }) {
  const params = useListParams();
  const api = useAdminApi();
  const toast = useAdminToast();
  const titleId = useId();
  const [isExporting, setIsExporting] = useState(false);
  const q = params.get('q');
  const query = { page: params.page, limit: params.limit, q };
  const { data, error, isLoading } = useAdminData(`${form.id}?${JSON.stringify(query)}`, (admin) =>
    listLeads(admin.ctx, form.id, query),
  );
  const columns: DataTableColumn<Lead>[] = [
    {
      key: 'created_at',
      label: 'When',
      isRowHeader: true,
      render: (lead) => formatValue('created_at', lead.created_at),
    },
    { key: 'data', label: 'Answers', render: (lead) => describeLead(lead, form) },
    { key: 'destination', label: 'Destination' },
  ];

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      const csv = (await exportLeadsCsv(api.ctx, form.id)) ?? '';
      saveText(csv, `leads-${String(form.slug)}.csv`, 'text/csv;charset=utf-8');
      toast.success('The leads were exported as CSV.');
    } catch (failure) {
      toast.error('The leads were not exported.', failure);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className={styles.logo}>
      <h2 id={titleId}>Leads</h2>
      <p className={styles.help}>
        What visitors sent through this form, newest first. The CSV holds every lead, a column per field.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" disabled={isExporting} onClick={exportCsv}>
          {isExporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      <FilterBar search={{ param: 'q', label: 'Search leads', placeholder: 'An email, a name…' }} />
      {error ? (
        <p role="alert" className={styles.error}>
          The leads could not be loaded.
        </p>
      ) : null}
      {data ? (
        <>
          <DataTable
            caption={`Leads of ${String(form.title)}`}
            columns={columns}
            rows={data.data}
            rowId={(lead) => String(lead.id)}
            isLoading={isLoading}
            empty={<p>{q ? `No lead matches “${q}”.` : 'No leads yet.'}</p>}
          />
          <ListPagination meta={data.meta.pagination} noun={{ one: 'Lead', many: 'Leads' }} />
        </>
      ) : (
        <p role="status">Loading the leads…</p>
      )}
    </section>
  );
}

/** The webhook deliveries of a form's leads, each with its attempts. */
export function DeliveryLog({ form }: { form: AdminItem }) {
  const titleId = useId();
  const { data, error } = useAdminData(`deliveries-${form.id}`, (admin) =>
    listLeadDeliveries(admin.ctx, form.id, { limit: 20 }),
  );
  return (
    <section aria-labelledby={titleId} className={styles.logo}>
      <h2 id={titleId}>Delivery log</h2>
      <p className={styles.help}>
        Each lead is POSTed to {String(form.webhook_url)}; a failed delivery is retried with a growing wait,
        then given up. The 20 newest deliveries:
      </p>
      <p className={styles.help}>
        {form.webhook_secret_set === true
          ? 'A secret is stored (never shown): each delivery carries a signature header.'
          : 'No secret: deliveries are not signed.'}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          The deliveries could not be loaded.
        </p>
      ) : null}
      {data ? (
        data.data.length === 0 ? (
          <p>No deliveries yet.</p>
        ) : (
          <ol>
            {data.data.map((delivery) => (
              <li key={delivery.id}>
                Lead {delivery.lead_id}: <strong>{delivery.status}</strong> after {delivery.attempts}{' '}
                {delivery.attempts === 1 ? 'attempt' : 'attempts'}
                {delivery.next_attempt_at
                  ? `, next at ${String(formatValue('next_attempt_at', delivery.next_attempt_at))}`
                  : ''}
                {delivery.log.length > 0 ? (
                  <ul>
                    {delivery.log.map((attempt) => (
                      <li key={attempt.attempt}>
                        Attempt {attempt.attempt}, {formatValue('started_at', attempt.started_at)}:{' '}
                        {attempt.status_code ?? 'no answer'}
                        {attempt.ok ? ' (delivered)' : ''} in {attempt.duration_ms} ms
                        {attempt.error ? ` — ${attempt.error}` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        )
      ) : error ? null : (
        <p role="status">Loading the deliveries…</p>
      )}
    </section>
  );
}

/** /community/admin/marketing_forms/{id}. */
export function MarketingFormDetail({ id }: { id: string }) {
  return (
    <ResourceDetail screens={marketingFormScreens} id={id}>
      {(item) => (
        <>
          <LeadsPanel form={item} />
          {item.webhook_url ? <DeliveryLog form={item} /> : null}
        </>
      )}
    </ResourceDetail>
  );
}
