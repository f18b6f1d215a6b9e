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
import { fill } from '../shell/admin-words';
import { useSiteLocale } from '@/i18n/locale-context';
import type { AuditWords } from './audit-words';

/** Entries per "page" of a trail. */
export const AUDIT_TRAIL_PAGE_SIZE = 10;

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** When an entry was written, as text a reader compares at a glance (UTC, as every admin sees it). */
export function formatAuditTime(iso: string, locale = 'en'): string {
  const tag = locale === 'en' ? 'en-US' : locale;
  let format = timeFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    timeFormats.set(tag, format);
  }
  return `${format.format(new Date(iso))} UTC`;
}

/** The columns of an entry list; `withSubject` adds the object (the whole log; a trail is about one object). */
export function auditColumns(options: {
  withSubject?: (entry: AuditEntry) => ReactNode;
  actorHref?: (entry: AuditEntry) => string | null;
  /** The columns' words in the page's language (English when not given). */
  words?: AuditWords;
  locale?: string;
}): DataTableColumn<AuditEntry>[] {
  const w = options.words;
  return [
    {
      key: 'created_at',
      label: w?.colWhen ?? 'When',
      isRowHeader: true,
      render: (entry) => (
        <time dateTime={entry.created_at}>{formatAuditTime(entry.created_at, options.locale)}</time>
      ),
    },
    {
      key: 'actor',
      label: w?.colWho ?? 'Who',
      render: (entry) => {
        if (!entry.actor.slug) return w?.system ?? 'System';
        const href = options.actorHref?.(entry);
        return href ? <Link href={href}>{entry.actor.slug}</Link> : entry.actor.slug;
      },
    },
    {
      key: 'action',
      label: w?.colWhat ?? 'What',
      render: (entry) => (
        <span className={styles.action}>
          <span>{describeAuditAction(entry.action, w)}</span>
          <code>{entry.action}</code>
          {entry.summary ? <span className={styles.muted}>{entry.summary}</span> : null}
        </span>
      ),
    },
    ...(options.withSubject
      ? [
          {
            key: 'subject',
            label: w?.colObject ?? 'Object',
            render: options.withSubject,
          } satisfies DataTableColumn<AuditEntry>,
        ]
      : []),
    {
      key: 'changes',
      label: w?.colChanges ?? 'Changes',
      render: (entry) => <AuditChanges entry={entry} words={w} />,
    },
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
  /** Its words in the page's language (`auditWords()` of audit-words.ts; English when not given). */
  words?: AuditWords;
};

/** An object's audit trail, for the members who manage its type; nothing for the others. */
export function AuditTrail({ subject, id, title: ownTitle, refreshKey, words: w }: AuditTrailProps) {
  const title = ownTitle ?? w?.history ?? 'History';
  const locale = useSiteLocale();
  const readFailed = w?.readFailed ?? 'The history could not be read.';
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
        setError(describeApiError(failure).message ?? readFailed);
        setIsLoading(false);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api, subject, id, isAllowed, refreshKey, readFailed]);

  if (!isAllowed) return null;

  const showOlder = async () => {
    setIsLoading(true);
    try {
      const next = await listAuditTrail(api, subject, id, { page: page + 1, limit: AUDIT_TRAIL_PAGE_SIZE });
      setEntries((current) => [...current, ...next.data]);
      setTotal(next.meta.pagination.total);
      setPage(page + 1);
    } catch (failure) {
      setError(describeApiError(failure).message ?? readFailed);
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
        {canReadAuditLog(actor) ? (
          <Link href={auditLogHref(subject, id)}>{w?.openLog ?? 'Open in the audit log'}</Link>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      ) : null}
      <DataTable
        caption={fill(w?.trailCaption ?? '{title}: changes to this {subject}, newest first', {
          title,
          subject: subject.replace(/_/g, ' '),
        })}
        columns={auditColumns({ words: w, locale })}
        rows={entries}
        rowId={(entry) => String(entry.id)}
        isLoading={isLoading}
        empty={
          isLoading
            ? (w?.reading ?? 'Reading the history…')
            : (w?.nothing ?? 'Nothing has been recorded about it yet.')
        }
      />
      {entries.length > 0 ? (
        <p className={styles.muted} aria-live="polite">
          {entries.length === total
            ? fill(w?.total ?? '{total} entries', { total })
            : fill(w?.newest ?? 'Showing the newest {shown} of {total} entries', {
                shown: entries.length,
                total,
              })}
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
          {w?.showOlder ?? 'Show older entries'}
        </Button>
      ) : null}
    </section>
  );
}
