'use client';
// The administrators' outbox: every email the site queued, its recipient and delivery status, and a
// rendered preview. With no SMTP server configured this is where mail lands (status "logged").
// The API enforces ADMINISTRATOR; the screen only explains the refusal.
import { getMailOutboxItem, HttpError, listMailOutbox, retryMailOutboxItem } from '@reef/client';
import {
  adminSectionAccess,
  MAIL_STATUSES,
  type MailOutboxDetail,
  type MailOutboxItem,
  type MailStatusName,
} from '@reef/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ColumnHeads } from '@/components/ui/table/column-heads';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import { describeApiError } from '@/features/editor/api-errors';
import styles from './mail.module.css';

const OUTBOX_PATH = '/community/admin/outbox';

const STATUS_LABELS: Record<MailStatusName, string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  logged: 'Kept (no SMTP server)',
  failed: 'Failed, will retry',
  dead: 'Dead letter',
  suppressed: 'Not sent',
};

function formatTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

export function OutboxScreen() {
  const session = useSession();
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
        else setError(describeApiError(failure).message ?? 'The outbox could not be loaded.');
      },
    );
  }, [session.status, session.api, page, status]);

  useEffect(load, [load]);

  useEffect(() => {
    if (selected) previewHeading.current?.focus();
  }, [selected]);

  async function open(id: number) {
    try {
      setSelected(await getMailOutboxItem(session.api, id));
    } catch (failure) {
      setError(describeApiError(failure).message ?? 'The email could not be loaded.');
    }
  }

  async function retry(id: number) {
    try {
      setSelected(await retryMailOutboxItem(session.api, id));
      load();
    } catch (failure) {
      setError(describeApiError(failure).message ?? 'The email could not be queued again.');
    }
  }

  if (session.status === 'loading') return <p>Loading…</p>;
  if (session.status === 'signed-out') {
    return (
      <p>
        <a href={loginUrl}>Log in</a> as an administrator to see the outbox.
      </p>
    );
  }
  // The outbox's admin section (not on the sidebar: ADMINISTRATOR only), by the same core rule as the admin gate.
  const isAdmin = session.user?.permissions.hasAny(adminSectionAccess(OUTBOX_PATH).anyOf) ?? false;
  if (forbidden || !isAdmin) {
    return (
      <div role="alert" className={styles.notice}>
        <h2>403 — administrators only</h2>
        <p>The outbox shows the email sent to members; only administrators may read it.</p>
      </div>
    );
  }

  return (
    <div className={styles.outbox}>
      <form className={styles.filters} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="outbox-status">Status</label>
        <select
          id="outbox-status"
          value={status}
          onChange={(event) => {
            setPage(1);
            setStatus(event.target.value as MailStatusName | '');
          }}
        >
          <option value="">All</option>
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
        <p>Loading…</p>
      ) : rows.length === 0 ? (
        <p>No email {status ? `with status “${STATUS_LABELS[status]}”` : 'yet'}.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>Emails, newest first</caption>
          <ColumnHeads titles={['Subject', 'Recipient', 'Status', 'Attempts', 'Queued']} />
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
                <td>{formatTime(row.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Outbox pages" className={styles.pager}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Newer
          </Button>
          <span>
            Page {page} of {pageCount}
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={page >= pageCount}
            onClick={() => setPage((p) => p + 1)}
          >
            Older
          </Button>
        </nav>
      ) : null}
      {selected ? (
        <section aria-labelledby="outbox-preview-title" className={styles.preview}>
          <h2 id="outbox-preview-title" tabIndex={-1} ref={previewHeading}>
            {selected.subject}
          </h2>
          <dl className={styles.meta}>
            <dt>To</dt>
            <dd>{selected.to}</dd>
            <dt>Status</dt>
            <dd>{STATUS_LABELS[selected.status]}</dd>
            <dt>Sent</dt>
            <dd>{formatTime(selected.sent_at)}</dd>
          </dl>
          {selected.status === 'dead' || selected.status === 'failed' ? (
            <Button variant="secondary" size="small" onClick={() => void retry(selected.id)}>
              Send again
            </Button>
          ) : null}
          {/* The email as a mail client shows it; sandboxed: no script, no same-origin access. */}
          <iframe
            title={`Preview of “${selected.subject}”`}
            className={styles.frame}
            sandbox=""
            srcDoc={selected.html}
          />
          <details>
            <summary>Plain-text part</summary>
            <pre className={styles.text}>{selected.text}</pre>
          </details>
        </section>
      ) : null}
    </div>
  );
}
