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
import { fillIn, fillInNodes, plural } from '../generic/words';
import { useSectionWords } from '../generic/section-words';

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
  const w = useSectionWords().marketingForms;
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
      label: w.when,
      isRowHeader: true,
      render: (lead) => formatValue('created_at', lead.created_at),
    },
    { key: 'data', label: w.answers, render: (lead) => describeLead(lead, form) },
    { key: 'destination', label: w.destination },
  ];

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      const csv = (await exportLeadsCsv(api.ctx, form.id)) ?? '';
      saveText(csv, `leads-${String(form.slug)}.csv`, 'text/csv;charset=utf-8');
      toast.success(w.exported);
    } catch (failure) {
      toast.error(w.notExported, failure);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className={styles.logo}>
      <h2 id={titleId}>{w.leads}</h2>
      <p className={styles.help}>{w.leadsHelp}</p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" disabled={isExporting} onClick={exportCsv}>
          {isExporting ? w.exporting : w.export}
        </Button>
      </div>
      <FilterBar search={{ param: 'q', label: w.search, placeholder: w.searchPlaceholder }} />
      {error ? (
        <p role="alert" className={styles.error}>
          {w.leadsError}
        </p>
      ) : null}
      {data ? (
        <>
          <DataTable
            caption={fillIn(w.leadsCaption, { title: String(form.title) })}
            columns={columns}
            rows={data.data}
            rowId={(lead) => String(lead.id)}
            isLoading={isLoading}
            empty={<p>{q ? fillIn(w.noMatch, { q }) : w.noLeads}</p>}
          />
          <ListPagination meta={data.meta.pagination} noun={{ one: 'Lead', many: 'Leads' }} />
        </>
      ) : (
        <p role="status">{w.loadingLeads}</p>
      )}
    </section>
  );
}

/** The webhook deliveries of a form's leads, each with its attempts. */
export function DeliveryLog({ form }: { form: AdminItem }) {
  const words = useSectionWords();
  const w = words.marketingForms;
  const titleId = useId();
  const { data, error } = useAdminData(`deliveries-${form.id}`, (admin) =>
    listLeadDeliveries(admin.ctx, form.id, { limit: 20 }),
  );
  return (
    <section aria-labelledby={titleId} className={styles.logo}>
      <h2 id={titleId}>{w.log}</h2>
      <p className={styles.help}>{fillIn(w.logHelp, { url: String(form.webhook_url) })}</p>
      <p className={styles.help}>{form.webhook_secret_set === true ? w.secret : w.noSecret}</p>
      {error ? (
        <p role="alert" className={styles.error}>
          {w.deliveriesError}
        </p>
      ) : null}
      {data ? (
        data.data.length === 0 ? (
          <p>{w.noDeliveries}</p>
        ) : (
          <ol>
            {data.data.map((delivery) => (
              <li key={delivery.id}>
                {fillInNodes(plural(w.delivery, delivery.attempts, words.locale), {
                  lead: delivery.lead_id,
                  status: <strong>{delivery.status}</strong>,
                })}
                {delivery.next_attempt_at
                  ? fillIn(w.nextAt, {
                      time: String(formatValue('next_attempt_at', delivery.next_attempt_at)),
                    })
                  : ''}
                {delivery.log.length > 0 ? (
                  <ul>
                    {delivery.log.map((attempt) => (
                      <li key={attempt.attempt}>
                        {fillIn(w.attemptLine, {
                          number: attempt.attempt,
                          time: String(formatValue('started_at', attempt.started_at)),
                          code: attempt.status_code ?? w.noAnswer,
                          delivered: attempt.ok ? w.delivered : '',
                          ms: attempt.duration_ms,
                        })}
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
        <p role="status">{w.loadingDeliveries}</p>
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
