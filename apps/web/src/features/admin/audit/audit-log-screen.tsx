'use client';
// The audit log (ADMINISTRATOR): every recorded action, newest first, filtered by actor, object (type and id),
// action and date, all kept in the address. Each row says who did what, when, to which object, and which fields
// changed.
import { listAuditLog, type AuditEntry } from '@reef/client';
import { AUDIT_ACTIONS, AUDIT_VERBS } from '@reef/core';
import Link from '@/components/ui/link';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { AdminEmptyState, DataTable, FilterBar, ListPagination, useAdminData, useListParams } from '../kit';
import { auditColumns } from './audit-trail';
import { auditSubjectHref, describeAuditAction, subjectLabel } from './audit-format';
import styles from './audit.module.css';
import { useSiteLocale } from '@/i18n/locale-context';
import type { AuditLogWords } from './audit-words';

/** The filters of the log, each a query parameter sent to the API as it is. */
export const AUDIT_FILTER_PARAMS = [
  'actor',
  'subject_type',
  'subject_id',
  'action',
  'since',
  'until',
] as const;

function subjectCell(entry: AuditEntry) {
  const label = `${subjectLabel(entry.subject_type)}${entry.subject_id ? ` ${entry.subject_id}` : ''}`;
  const href = auditSubjectHref(entry.subject_type, entry.subject_id);
  return href ? <Link href={href}>{label}</Link> : label;
}

/** The whole audit log with its filters. */
export function AuditLogScreen({ words: w }: { words: AuditLogWords }) {
  const locale = useSiteLocale();
  const params = useListParams();
  const query: Record<string, string | number> = { page: params.page, limit: params.limit };
  for (const key of AUDIT_FILTER_PARAMS) if (params.values[key]) query[key] = params.values[key]!;
  const { data, error, isLoading } = useAdminData(`audit?${JSON.stringify(query)}`, (api) =>
    listAuditLog(api.ctx, query),
  );
  const isFiltered = AUDIT_FILTER_PARAMS.some((key) => params.values[key]);
  return (
    <>
      <AdminPageHeading title={w.title} lede={w.lede} />
      <FilterBar
        texts={[
          { param: 'actor', label: w.actor },
          { param: 'subject_id', label: w.objectId },
        ]}
        filters={[
          {
            param: 'subject_type',
            label: w.objectType,
            anyLabel: w.anyObject,
            options: Object.keys(AUDIT_VERBS).map((type) => ({ value: type, label: subjectLabel(type) })),
          },
          {
            param: 'action',
            label: w.actionLabel,
            anyLabel: w.anyAction,
            options: AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: `${describeAuditAction(action, w)} (${action})`,
            })),
          },
        ]}
        dates={[
          { param: 'since', label: w.from },
          { param: 'until', label: w.to },
        ]}
      />
      {error ? (
        <p role="alert" className={styles.muted}>
          {w.failed}
        </p>
      ) : null}
      <DataTable
        caption={w.caption}
        columns={auditColumns({
          words: w,
          locale,
          withSubject: subjectCell,
          // The actor's admin page: it opens for any state (a public profile of a disabled account does not).
          actorHref: (entry) => (entry.actor.id !== null ? `/community/admin/users/${entry.actor.id}` : null),
        })}
        rows={data?.data ?? []}
        rowId={(entry) => String(entry.id)}
        isLoading={isLoading}
        empty={isLoading ? w.loading : <AdminEmptyState words={w.empty} isFiltered={isFiltered} />}
      />
      {data ? (
        <ListPagination
          meta={data.meta.pagination}
          noun={{ one: 'Entry', many: 'Entries' }}
          words={w.count}
        />
      ) : null}
    </>
  );
}
