'use client';
// The administrators' outbox: every email the site queued, its recipient and delivery status, and a
// rendered preview. With no SMTP server configured this is where mail lands (status "logged").
// The API enforces ADMINISTRATOR; the screen only explains the refusal.
import { getMailOutboxItem, HttpError, listMailOutbox, retryMailOutboxItem } from '@reef/client';
import { MAIL_STATUSES, type MailOutboxDetail, type MailOutboxItem, type MailStatusName } from '@reef/core';
import { adminSectionAccess } from '@/features/admin/sidebar-table';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ColumnHeads } from '@/components/ui/table/column-heads';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { describeApiError } from '@/features/editor/api-errors';
import { useSiteLocale } from '@/i18n/locale-context';
import { withLinks } from '@/lib/with-links';
import { fill } from '@/features/admin/shell/admin-words';
import type { OutboxWords } from './outbox-words';
import styles from './mail.module.css';

const OUTBOX_PATH = '/community/admin/outbox';

/** English, for a screen rendered without words (the page gives them in its language: outbox-words.ts). */
export const ENGLISH_OUTBOX_WORDS: OutboxWords = {
  loading: 'Loading…',
  loadFailed: 'The outbox could not be loaded.',
  emailLoadFailed: 'The email could not be loaded.',
  retryFailed: 'The email could not be queued again.',
  signedOut: '[login]Log in[/login] as an administrator to see the outbox.',
  forbiddenTitle: '403 — administrators only',
  forbiddenText: 'The outbox shows the email sent to members; only administrators may read it.',
  status: 'Status',
  all: 'All',
  noneYet: 'No email yet.',
  noneWithStatus: 'No email with status “{status}”.',
  caption: 'Emails, newest first',
  columns: ['Subject', 'Recipient', 'Status', 'Attempts', 'Queued'],
  pages: 'Outbox pages',
  newer: 'Newer',
  older: 'Older',
  pageOf: 'Page {page} of {count}',
  to: 'To',
  sentAt: 'Sent',
  sendAgain: 'Send again',
  preview: 'Preview of “{subject}”',
  plainText: 'Plain-text part',
  statuses: {
    pending: 'Queued',
    sending: 'Sending',
    sent: 'Sent',
    logged: 'Kept (no SMTP server)',
    failed: 'Failed, will retry',
    dead: 'Dead letter',
    suppressed: 'Not sent',
  },
};

function formatTime(iso: string | null, locale: string): string {
  return iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

export function OutboxScreen({ words: w = ENGLISH_OUTBOX_WORDS }: { words?: OutboxWords }) {
  const session = useSession();
  const locale = useSiteLocale();
  const STATUS_LABELS = w.statuses;
  const loginUrl = useCommunityLoginUrl('login');
  const [status, setStatus] = useState<MailStatusName | ''>('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<MailOutboxItem[] | null>(null);
  const [pageCount, setPageCount] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const [selected, setSelected] = useState<MailOutboxDetail | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => {
    if (session.status !== 'signed-in') return;
    listMailOutbox(session.api, { page, status: status || undefined }).then(
      (result) => {
        setRows(result.data);
        setPageCount(result.meta?.pagination?.page?.count ?? 1);
        setError(null);
      },
      (failure: unknown) => {
        if (failure instanceof HttpError && failure.status === 403) setForbidden(true);
        else setError(describeApiError(failure).message ?? w.loadFailed);
      },
    );
  }, [session.status, session.api, page, status, w.loadFailed]);

  useEffect(load, [load]);

  useEffect(() => {
    if (selected) previewHeading.current?.focus();
  }, [selected]);

  async function open(id: number) {
    try {
      setSelected(await getMailOutboxItem(session.api, id));
    } catch (failure) {
      setError(describeApiError(failure).message ?? w.emailLoadFailed);
    }
  }

  async function retry(id: number) {
    try {
      setSelected(await retryMailOutboxItem(session.api, id));
      load();
    } catch (failure) {
      setError(describeApiError(failure).message ?? w.retryFailed);
    }
  }

  if (session.status === 'loading') return <p>{w.loading}</p>;
  if (session.status === 'signed-out') {
    return (
      <p>
        {withLinks(w.signedOut, (key, text) => (
          <a key={key} href={loginUrl}>
            {text}
          </a>
        ))}
      </p>
    );
  }
  // The outbox's admin section (not on the sidebar: ADMINISTRATOR only), by the same core rule as the admin gate.
  const isAdmin = session.user?.permissions.hasAny(adminSectionAccess(OUTBOX_PATH).anyOf) ?? false;
  if (forbidden || !isAdmin) {
    return (
      <div role="alert" className={styles.notice}>
        <h2>{w.forbiddenTitle}</h2>
        <p>{w.forbiddenText}</p>
      </div>
    );
  }

  return (
    <div className={styles.outbox}>
      <form className={styles.filters} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="outbox-status">{w.status}</label>
        <select
          id="outbox-status"
          value={status}
          onChange={(event) => {
            setPage(1);
            setStatus(event.target.value as MailStatusName | '');
          }}
        >
          <option value="">{w.all}</option>
          {MAIL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </form>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {rows === null ? (
        <p>{w.loading}</p>
      ) : rows.length === 0 ? (
        <p>{status ? fill(w.noneWithStatus, { status: STATUS_LABELS[status] }) : w.noneYet}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{w.caption}</caption>
          <ColumnHeads titles={w.columns} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} aria-current={selected?.id === row.id ? 'true' : undefined}>
                <td>
                  <button type="button" className={styles.linkButton} onClick={() => void open(row.id)}>
                    {row.subject}
                  </button>
                </td>
                <td>{row.to}</td>
                <td>
                  <span className={styles.status} data-status={row.status}>
                    {STATUS_LABELS[row.status]}
                  </span>
                  {row.last_error ? <span className={styles.lastError}>{row.last_error}</span> : null}
                </td>
                <td>{row.attempts}</td>
                <td>{formatTime(row.created_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pageCount > 1 ? (
        <nav aria-label={w.pages} className={styles.pager}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {w.newer}
          </Button>
          <span>{fill(w.pageOf, { page, count: pageCount })}</span>
          <Button
            variant="secondary"
            size="small"
            disabled={page >= pageCount}
            onClick={() => setPage((p) => p + 1)}
          >
            {w.older}
          </Button>
        </nav>
      ) : null}
      {selected ? (
        <section aria-labelledby="outbox-preview-title" className={styles.preview}>
          <h2 id="outbox-preview-title" tabIndex={-1} ref={previewHeading}>
            {selected.subject}
          </h2>
          <dl className={styles.meta}>
            <dt>{w.to}</dt>
            <dd>{selected.to}</dd>
            <dt>{w.status}</dt>
            <dd>{STATUS_LABELS[selected.status]}</dd>
            <dt>{w.sentAt}</dt>
            <dd>{formatTime(selected.sent_at, locale)}</dd>
          </dl>
          {selected.status === 'dead' || selected.status === 'failed' ? (
            <Button variant="secondary" size="small" onClick={() => void retry(selected.id)}>
              {w.sendAgain}
            </Button>
          ) : null}
          {/* The email as a mail client shows it; sandboxed: no script, no same-origin access. */}
          <iframe
            title={fill(w.preview, { subject: selected.subject })}
            className={styles.frame}
            sandbox=""
            srcDoc={selected.html}
          />
          <details>
            <summary>{w.plainText}</summary>
            <pre className={styles.text}>{selected.text}</pre>
          </details>
        </section>
      ) : null}
    </div>
  );
}
