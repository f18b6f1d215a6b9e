// Audit subscriber: writes the audit entry of an event in the write's transaction. Administrators'
// records are always logged; community writes are logged when the actor holds an admin-area
// permission (community-app §6), so nothing a staff member changes escapes the log.
import { hasAdminAreaAccess, type AuditAction } from '@reef/core';
import type { Executor } from '../../db/client.js';
import { writeAuditEntry, type AuditEntry } from '../../services/audit-log.js';
import type { DomainEvent, EventOf, EventType } from '../catalog.js';

/** When an event is logged: always, or only when a staff member caused it. */
type Audited = AuditEntry & { when: 'always' | 'staff' };

const ENTRY: { [K in EventType]: (event: EventOf<K>) => Audited } = {
  'comment.created': (e) => ({
    when: 'staff',
    action: 'comment.create',
    subjectId: e.comment.id,
    summary: `${e.comment.type} on ${e.root.type} ${e.root.id}`,
    after: e.comment,
  }),
  'comment.updated': (e) => ({
    when: 'staff',
    action: e.before.state !== e.comment.state ? 'comment.moderate' : 'comment.update',
    subjectId: e.comment.id,
    summary: e.before.state !== e.comment.state ? `${e.before.state} → ${e.comment.state}` : 'edited',
    before: e.before,
    after: e.comment,
  }),
  // How members sign in is security-relevant: always logged, whoever acted.
  'identity.changed': (e) => ({
    when: 'always',
    action: `account.identity_${e.change}`,
    subjectId: e.userId,
    summary: e.summary,
    after: { provider: e.provider },
  }),
  'record.changed': (e) => ({
    when: 'always',
    action: e.action,
    subjectId: e.subjectId,
    summary: e.summary,
    before: e.before,
    after: e.after,
  }),
};

/** The audit action an event is logged under. */
export function auditActionOf(event: DomainEvent): AuditAction {
  return (ENTRY[event.type] as (e: DomainEvent) => Audited)(event).action;
}

/** Writes the event's audit entry when it is logged. */
export async function recordAuditEntry(tx: Executor, event: DomainEvent): Promise<void> {
  const entry = (ENTRY[event.type] as (e: DomainEvent) => Audited)(event);
  if (entry.when === 'staff' && !(event.actor && hasAdminAreaAccess(event.actor.permissions))) return;
  const { when: _when, ...rest } = entry;
  await writeAuditEntry(tx, { actor: event.actor, ip: event.ip }, rest);
}
