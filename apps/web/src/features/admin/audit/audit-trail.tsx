'use client';
// An object's history on its admin page (issue #11): who did what to it, when, with the fields each change
// touched. Embed it on any admin page: `<AuditTrail subject="tag" id={tag.id} />`. It shows only to members who
// manage that kind of object (the API answers 403 to the others: `GET /v1/audit_log/{subject}/{id}`), ten entries
// at a time with "Show older entries", and links administrators to the whole log filtered to the object.
import { canReadAuditLog, canReadAuditTrail, type AuditTrailSubject } from '@reef/core';
import { listAuditTrail, type AuditEntry } from '@reef/client';
import Link from '@/components/ui/link';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { sessionActor, useSession } from '@/features/auth/session-provider';
import { describeApiError } from '@/features/editor/api-errors';
import { DataTable, type DataTableColumn } from '../kit';
import { AuditChanges } from './audit-changes';
import { auditLogHref, describeAuditAction } from './audit-format';
import styles from './audit.module.css';

/** Entries per "page" of a trail. */
export const AUDIT_TRAIL_PAGE_SIZE = 10;

const timeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** When an entry was written, as text a reader compares at a glance (UTC, as every admin sees it). */
export function formatAuditTime(iso: string): string {
  return `${timeFormat.format(new Date(iso))} UTC`;
}

/** The columns of an entry list; `withSubject` adds the object (the whole log; a trail is about one object). */
export function auditColumns(options: {
  withSubject?: (entry: AuditEntry) => ReactNode;
  actorHref?: (entry: AuditEntry) => string | null;
}): DataTableColumn<AuditEntry>[] {
  return [
    {
      key: 'created_at',
      label: 'When',
      isRowHeader: true,
      render: (entry) => <time dateTime={entry.created_at}>{formatAuditTime(entry.created_at)}</time>,
    },
    {
      key: 'actor',
      label: 'Who',
      render: (entry) => {
        if (!entry.actor.slug) return 'System';
        const href = options.actorHref?.(entry);
        return href ? <Link href={href}>{entry.actor.slug}</Link> : entry.actor.slug;
      },
    },
    {
      key: 'action',
      label: 'What',
      render: (entry) => (
        <span className={styles.action}>
          <span>{describeAuditAction(entry.action)}</span>
          <code>{entry.action}</code>
          {entry.summary ? <span className={styles.muted}>{entry.summary}</span> : null}
        </span>
      ),
    },
    ...(options.withSubject
      ? [
          {
            key: 'subject',
            label: 'Object',
            render: options.withSubject,
          } satisfies DataTableColumn<AuditEntry>,
        ]
      : []),
    { key: 'changes', label: 'Changes', render: (entry) => <AuditChanges entry={entry} /> },
  ];
}

/** Inputs of AuditTrail. */
export type AuditTrailProps = {
  /** The kind of object (`AUDIT_TRAILS` of @reef/core: tag, user, user_group, tutorial…). */
  subject: AuditTrailSubject;
  /** The object's id, as its audit entries record it (the numeric id). */
  id: string | number;
  /** The heading (default "History"). */
  title?: string;
  /** Bump it after a write on the page to read the trail again. */
  refreshKey?: unknown;
};

/** An object's audit trail, for the members who manage its type; nothing for the others. */
export function AuditTrail({ subject, id, title = 'History', refreshKey }: AuditTrailProps) {
  const { api, user } = useSession();
  const actor = sessionActor(user);
  const isAllowed = canReadAuditTrail(actor, subject);
  const headingId = useId();
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  useEffect(() => {
    if (!isAllowed) return;
    let isCurrent = true;
    setIsLoading(true);
    listAuditTrail(api, subject, id, { page: 1, limit: AUDIT_TRAIL_PAGE_SIZE }).then(
      (result) => {
        if (!isCurrent) return;
        setEntries(result.data);
        setTotal(result.meta.pagination.total);
        setPage(1);
        setError(null);
        setIsLoading(false);
      },
      (failure: unknown) => {
        if (!isCurrent) return;
        setError(describeApiError(failure).message ?? 'The history could not be read.');
        setIsLoading(false);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api, subject, id, isAllowed, refreshKey]);

  if (!isAllowed) return null;

  const showOlder = async () => {
    setIsLoading(true);
    try {
      const next = await listAuditTrail(api, subject, id, { page: page + 1, limit: AUDIT_TRAIL_PAGE_SIZE });
      setEntries((current) => [...current, ...next.data]);
      setTotal(next.meta.pagination.total);
      setPage(page + 1);
    } catch (failure) {
      setError(describeApiError(failure).message ?? 'The history could not be read.');
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <section className={styles.trail} aria-labelledby={headingId}>
      <div className={styles.trailHeader}>
        <h2 id={headingId} className={styles.trailTitle}>
          {title}
        </h2>
        {canReadAuditLog(actor) ? <Link href={auditLogHref(subject, id)}>Open in the audit log</Link> : null}
      </div>
      {error ? (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      ) : null}
      <DataTable
        caption={`${title}: changes to this ${subject.replace(/_/g, ' ')}, newest first`}
        columns={auditColumns({})}
        rows={entries}
        rowId={(entry) => String(entry.id)}
        isLoading={isLoading}
        empty={isLoading ? 'Reading the history…' : 'Nothing has been recorded about it yet.'}
      />
      {entries.length > 0 ? (
        <p className={styles.muted} aria-live="polite">
          {entries.length === total
            ? `${total} entries`
            : `Showing the newest ${entries.length} of ${total} entries`}
        </p>
      ) : null}
      {entries.length < total ? (
        <Button
          className={styles.more}
          size="small"
          variant="secondary"
          onClick={showOlder}
          disabled={isLoading}
        >
          Show older entries
        </Button>
      ) : null}
    </section>
  );
}
