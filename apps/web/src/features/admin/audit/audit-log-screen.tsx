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
export function AuditLogScreen() {
  const params = useListParams();
  const query: Record<string, string | number> = { page: params.page, limit: params.limit };
  for (const key of AUDIT_FILTER_PARAMS) if (params.values[key]) query[key] = params.values[key]!;
  const { data, error, isLoading } = useAdminData(`audit?${JSON.stringify(query)}`, (api) =>
    listAuditLog(api.ctx, query),
  );
  const isFiltered = AUDIT_FILTER_PARAMS.some((key) => params.values[key]);
  return (
    <>
      <AdminPageHeading
        title="Audit log"
        lede="Every action of administrators and moderators: who did what, when, to which object, and the fields it changed. Times are in UTC."
      />
      <FilterBar
        texts={[
          { param: 'actor', label: 'Actor (member slug)' },
          { param: 'subject_id', label: 'Object id' },
        ]}
        filters={[
          {
            param: 'subject_type',
            label: 'Object type',
            anyLabel: 'Any object',
            options: Object.keys(AUDIT_VERBS).map((type) => ({ value: type, label: subjectLabel(type) })),
          },
          {
            param: 'action',
            label: 'Action',
            anyLabel: 'Any action',
            options: AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: `${describeAuditAction(action)} (${action})`,
            })),
          },
        ]}
        dates={[
          { param: 'since', label: 'From' },
          { param: 'until', label: 'To' },
        ]}
      />
      {error ? (
        <p role="alert" className={styles.muted}>
          The audit log could not be read. Try again in a moment.
        </p>
      ) : null}
      <DataTable
        caption="Audit log entries, newest first"
        columns={auditColumns({
          withSubject: subjectCell,
          // The actor's admin page: it opens for any state (a public profile of a disabled account does not).
          actorHref: (entry) => (entry.actor.id !== null ? `/community/admin/users/${entry.actor.id}` : null),
        })}
        rows={data?.data ?? []}
        rowId={(entry) => String(entry.id)}
        isLoading={isLoading}
        empty={isLoading ? 'Loading the log…' : <AdminEmptyState noun="entries" isFiltered={isFiltered} />}
      />
      {data ? <ListPagination meta={data.meta.pagination} noun={{ one: 'Entry', many: 'Entries' }} /> : null}
    </>
  );
}
