// The audit log: entries are written by the events' audit subscriber (platform/events/subscribers/audit.ts)
// in the write's transaction, one of the closed list of actions in @reef/core; this module lists them.
import type { Permissions } from '@reef/core';
import { type Actor, type AuditSubjectType } from '@reef/core';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { paginate, toPage } from '../../platform/lib/pagination.js';
import { auditEntryScope, canSeeActorIp } from '../../platform/policies/audit-scope.js';
import { loadSessionUser } from '../../platform/services/sessions.js';

type Reader = NonNullable<Actor>;

export type AuditEntryRow = typeof auditLog.$inferSelect;

/** The start of a `since` filter: a day from its first instant, a date-time as given. */
function startOf(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
}

/** The end of an `until` filter (exclusive): a day up to its last instant, a date-time as given. */
function endOf(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(new Date(value).getTime() + 1);
  return new Date(new Date(`${value}T00:00:00.000Z`).getTime() + 86_400_000);
}

/** Entries `reader` may read, newest first, filtered by actor slug, subject (type and id), action and date. */
export async function listAuditLog(
  db: Executor,
  reader: Reader,
  input: {
    page: number;
    limit: number;
    actor?: string;
    subject_type?: string;
    subject_id?: string;
    action?: string;
    since?: string;
    until?: string;
  },
) {
  const conditions: SQL[] = [];
  if (input.actor) conditions.push(eq(auditLog.actorSlug, input.actor.toLowerCase()));
  if (input.subject_type) conditions.push(eq(auditLog.subjectType, input.subject_type));
  if (input.subject_id) conditions.push(eq(auditLog.subjectId, input.subject_id));
  if (input.action)
    conditions.push(sql`${auditLog.action} like ${input.action.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}`);
  if (input.since) conditions.push(gte(auditLog.createdAt, startOf(input.since)));
  if (input.until) conditions.push(lt(auditLog.createdAt, endOf(input.until)));
  return listEntries(db, reader, input, [...conditions, auditEntryScope(reader)]);
}

/** One object's trail: the entries of any of `subjectTypes` about `subjectId` that `reader` may read, newest first. */
export async function listAuditTrail(
  db: Executor,
  reader: Reader,
  subjectTypes: readonly AuditSubjectType[],
  subjectId: string,
  input: { page: number; limit: number },
) {
  return listEntries(db, reader, input, [
    inArray(auditLog.subjectType, [...subjectTypes]),
    eq(auditLog.subjectId, subjectId),
    auditEntryScope(reader, subjectTypes),
  ]);
}

/** The entries' IP addresses, blanked where `reader` may not see the acting member's addresses. */
async function withVisibleIps(db: Executor, reader: Reader, rows: AuditEntryRow[]): Promise<AuditEntryRow[]> {
  const actorIds = [...new Set(rows.filter((r) => r.ip && r.actorId !== null).map((r) => r.actorId!))];
  const flags = new Map<number, Permissions | null>();
  for (const id of actorIds) flags.set(id, (await loadSessionUser(db, id))?.permissions ?? null);
  return rows.map((row) =>
    row.ip &&
    !canSeeActorIp(reader, row.actorId, row.actorId === null ? null : (flags.get(row.actorId) ?? null))
      ? { ...row, ip: null }
      : row,
  );
}

async function listEntries(
  db: Executor,
  reader: Reader,
  input: { page: number; limit: number },
  conditions: SQL[],
) {
  const page = toPage(input.page, input.limit);
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, meta } = await paginate(
    db,
    page,
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).$dynamic(),
    { from: auditLog, where },
  );
  return { rows: await withVisibleIps(db, reader, rows), meta };
}
