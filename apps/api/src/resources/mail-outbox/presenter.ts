// Outbox JSON for administrators.
import type { OutboxRow } from '../mail/index.js';

/** One row of the list (no bodies). */
export function presentOutboxItem(row: OutboxRow) {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    run_at: row.runAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One email with both parts and its headers, for the preview. */
export function presentOutboxDetail(row: OutboxRow) {
  return { ...presentOutboxItem(row), html: row.html, text: row.text, headers: row.headers };
}
