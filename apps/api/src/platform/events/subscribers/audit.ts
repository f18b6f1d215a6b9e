// Audit subscriber: writes the audit entry of an event in the write's transaction. Administrators'
// records are always logged; community writes are logged when the actor holds an admin-area
// permission (community-app §6), so nothing a staff member changes escapes the log.
import {
  auditSubjectType,
  hasAdminAreaAccess,
  isAuditAction,
  type Actor,
  type AuditAction,
} from '@reef/core';
import type { Executor } from '../../../db/client.js';
import { auditLog } from '../../../db/schema/index.js';
import type { DomainEvent, EventOf, EventType } from '../catalog.js';

/** Who acted and from where. */
export type AuditContext = { actor: Actor; ip?: string | null };

/** One entry of the log. */
export type AuditEntry = {
  /** One of the closed list in @reef/core; the subject type is its prefix. */
  action: AuditAction;
  subjectId?: string | number | null;
  summary?: string;
  before?: unknown;
  after?: unknown;
};

const SECRET_KEYS = /password|secret|token_hash|^token$|^jwt$/i;

/** A JSON-safe copy: bigints as decimal strings, dates as ISO strings, secrets left out. */
export function toAuditJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => {
      if (SECRET_KEYS.test(key)) return undefined;
      return typeof v === 'bigint' ? v.toString() : v;
    }),
  ) as unknown;
}

/**
 * Writes one entry in the write's transaction. An action outside the closed list is refused, whatever
 * the caller's types said.
 */
export async function writeAuditEntry(db: Executor, context: AuditContext, entry: AuditEntry): Promise<void> {
  if (!isAuditAction(entry.action)) throw new Error(`Unknown audit action: ${String(entry.action)}`);
  await db.insert(auditLog).values({
    actorId: context.actor?.id ?? null,
    actorSlug: context.actor?.slug ?? null,
    action: entry.action,
    subjectType: auditSubjectType(entry.action),
    subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    summary: entry.summary ?? '',
    before: toAuditJson(entry.before),
    after: toAuditJson(entry.after),
    ip: context.ip ?? null,
  });
}

/** When an event is logged: always, or only when a staff member caused it. */
type Audited = AuditEntry & { when: 'always' | 'staff' };

/** A staff member's save of a comment, question or tutorial: moderation when the state changed, else an edit. */
function staffUpdate(
  kind: 'comment' | 'question' | 'tutorial',
  before: { state: string },
  after: { id: number; state: string },
): Audited {
  const moderated = before.state !== after.state;
  return {
    when: 'staff',
    action: moderated ? (`${kind}.moderate` as const) : (`${kind}.update` as const),
    subjectId: after.id,
    summary: moderated ? `${before.state} → ${after.state}` : 'edited',
    before,
    after,
  };
}

const ENTRY: { [K in EventType]: (event: EventOf<K>) => Audited | null } = {
  // A vote is a member's own opinion, counted on the object; the vote row itself is the record.
  'upvote.changed': () => null,
  'comment.created': (e) => ({
    when: 'staff',
    action: 'comment.create',
    subjectId: e.comment.id,
    summary: `${e.comment.type} on ${e.root.type} ${e.root.id}`,
    after: e.comment,
  }),
  'comment.updated': (e) => staffUpdate('comment', e.before, e.comment),
  // How members sign in is security-relevant: always logged, whoever acted.
  'identity.changed': (e) => ({
    when: 'always',
    action: `account.identity_${e.change}`,
    subjectId: e.userId,
    summary: e.summary,
    after: { provider: e.provider },
  }),
  'question.created': (e) => ({
    when: 'staff',
    action: 'question.create',
    subjectId: e.question.id,
    summary: e.question.title,
    after: e.question,
  }),
  'question.updated': (e) => staffUpdate('question', e.before, e.question),
  'tutorial.created': (e) => ({
    when: 'staff',
    action: 'tutorial.create',
    subjectId: e.tutorial.id,
    summary: e.tutorial.title,
    after: e.tutorial,
  }),
  'tutorial.updated': (e) => staffUpdate('tutorial', e.before, e.tutorial),
  'content.moderated': (e) =>
    e.decision === null
      ? null
      : {
          when: 'always',
          action: e.subject === 'question' ? 'question.moderate' : 'comment.moderate',
          subjectId: e.id,
          summary: `${e.decision}: ${e.from} → ${e.to}`,
          before: { state: e.from },
          after: { state: e.to },
        },
  // Not logged (as before they were events): a member's report or registration is not a staff action.
  'user_report.created': () => null,
  'user.registered': () => null,
  'user_report.updated': (e) => ({
    when: 'always',
    action: 'user_report.update',
    subjectId: e.report.id,
    summary: `Report ${e.before.state} → ${e.report.state}${e.objectChange ? `; ${e.report.reportableType} ${e.objectChange.before} → ${e.objectChange.after}` : ''}`,
    before: e.before,
    after: e.report,
  }),
  'record.changed': (e) =>
    e.audit === 'never'
      ? null
      : {
          when: e.audit ?? 'always',
          action: e.action,
          subjectId: e.subjectId,
          summary: e.summary,
          before: e.before,
          after: e.after,
        },
};

/** The audit action an event is logged under. */
export function auditActionOf(event: DomainEvent): AuditAction | null {
  return entryOf(event)?.action ?? null;
}

function entryOf(event: DomainEvent): Audited | null {
  return (ENTRY[event.type] as (e: DomainEvent) => Audited | null)(event);
}

/** Writes the event's audit entry when it is logged. */
export async function recordAuditEntry(tx: Executor, event: DomainEvent): Promise<void> {
  const entry = entryOf(event);
  if (!entry) return;
  if (entry.when === 'staff' && !(event.actor && hasAdminAreaAccess(event.actor.permissions))) return;
  const { when: _when, ...rest } = entry;
  await writeAuditEntry(tx, { actor: event.actor, ip: event.ip }, rest);
}
