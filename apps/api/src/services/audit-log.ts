// The audit log: services record what an administrator or moderator did (with before/after), and a
// request hook records every other successful admin write so nothing escapes the log.
import {
  auditSubjectType,
  hasAdminAreaAccess,
  isAuditAction,
  type Actor,
  type AuditAction,
} from '@reef/core';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { paginationMeta, toPage } from '../lib/pagination.js';

export type AuditEntryRow = typeof auditLog.$inferSelect;

/** Who acted and from where. */
export type AuditContext = { actor: Actor; ip?: string | null };

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

const audited = new WeakSet<object>();

/**
 * Writes one entry (the audit subscriber of events/ calls this in the write's transaction). An
 * action outside the closed list is refused, whatever the caller's types said.
 */
export async function writeAuditEntry(db: Executor, context: AuditContext, entry: AuditEntry): Promise<void> {
  if (!isAuditAction(entry.action)) throw new Error(`Unknown audit action: ${String(entry.action)}`);
  await insertEntry(db, context, { ...entry, subjectType: auditSubjectType(entry.action) });
}

async function insertEntry(
  db: Executor,
  context: AuditContext,
  entry: Omit<AuditEntry, 'action'> & { action: string; subjectType: string },
): Promise<void> {
  const actor = context.actor;
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorSlug: actor?.slug ?? null,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    summary: entry.summary ?? '',
    before: toAuditJson(entry.before),
    after: toAuditJson(entry.after),
    ip: context.ip ?? null,
  });
}

/** Tells the generic hook that this request's entry was written (by an event, in the write's transaction). */
export function markAudited(req: FastifyRequest): void {
  audited.add(req);
}

/** Records one action. Pass the request so the generic hook does not log it a second time. */
export async function recordAudit(
  db: Executor,
  context: AuditContext | FastifyRequest,
  entry: AuditEntry & { subjectType?: string },
): Promise<void> {
  if ('routeOptions' in context) audited.add(context);
  await writeAuditEntry(db, { actor: context.actor, ip: context.ip }, entry);
}

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
// Session calls are not administration, whoever makes them.
const NOT_AUDITED = /^\/v1\/(login|logout|refresh|header|auth\/|search\/)/;

/**
 * Records every successful write under /v1 by a member holding an admin-area permission that its
 * route did not record itself (community-app §6: the admin-area set). The request body stands in for
 * "after"; routes that know the before/after record it themselves with `recordAudit`.
 */
export function installAuditLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    if (!WRITE_METHODS.has(req.method) || reply.statusCode >= 400 || audited.has(req)) return;
    if (!req.actor || !hasAdminAreaAccess(req.actor.permissions)) return;
    const url = req.url.split('?')[0] ?? '';
    if (!url.startsWith('/v1/') || NOT_AUDITED.test(url)) return;
    const route = req.routeOptions.url ?? url;
    try {
      await insertEntry(
        app.ctx.db,
        { actor: req.actor, ip: req.ip },
        {
          action: `request.${req.method.toLowerCase()}`,
          subjectType: route.replace(/^\/v1\//, '').split('/')[0] ?? 'request',
          subjectId: Object.values((req.params ?? {}) as Record<string, string>).join('/') || null,
          summary: `${req.method} ${url} → ${reply.statusCode}`,
          after: typeof req.body === 'object' ? req.body : null,
        },
      );
    } catch (error) {
      req.log.error({ err: error }, 'audit log write failed');
    }
  });
}

/** Entries, newest first, filtered by actor slug, subject type and action. */
export async function listAuditLog(
  db: Executor,
  input: { page: number; limit: number; actor?: string; subject_type?: string; action?: string },
) {
  const page = toPage(input.page, input.limit);
  const conditions: SQL[] = [];
  if (input.actor) conditions.push(eq(auditLog.actorSlug, input.actor.toLowerCase()));
  if (input.subject_type) conditions.push(eq(auditLog.subjectType, input.subject_type));
  if (input.action)
    conditions.push(sql`${auditLog.action} like ${input.action.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, meta: paginationMeta(page, count?.n ?? 0) };
}
