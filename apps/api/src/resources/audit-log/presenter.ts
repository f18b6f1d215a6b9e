// Audit log JSON: the entry with the fields that changed between its before and after (the diff the admin
// screens show).
import { auditChanges } from '@reef/core';
import type { AuditEntryRow } from './service.js';

/** Presents one entry. */
export function presentAuditEntry(row: AuditEntryRow) {
  return {
    id: row.id,
    actor: { id: row.actorId, slug: row.actorSlug },
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
    changes: auditChanges(row.before ?? null, row.after ?? null),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}
