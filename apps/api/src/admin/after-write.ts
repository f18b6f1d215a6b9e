// What follows an admin write: its audit entry (with before/after) and the revalidation of the pages it
// changes. The one place admin routes reach the audit log and the web cache, so moving both into the
// write's transaction as domain events is a change to this file only.
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../services/audit-log.js';
import type { RevalidateTarget } from '../services/revalidate.js';
import { mergeTargets } from '../services/site-cache.js';
import type { App } from '../types.js';

/** One recorded change: `{name}.{verb}` on an object, and the pages to refresh. */
export type RecordChange = {
  action: `${string}.${string}`;
  subjectType: string;
  subjectId?: string | number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
  /** Pages it changes (merged when a write changes two: the old and the new slug). */
  targets?: (RevalidateTarget | undefined)[];
};

/** Audits a change and revalidates what it changed. */
export async function recordChange(app: App, req: FastifyRequest, change: RecordChange): Promise<void> {
  const { targets, ...entry } = change;
  await recordAudit(app.ctx.db, req, entry);
  const present = (targets ?? []).filter((t): t is RevalidateTarget => t !== undefined);
  if (present.length) app.ctx.revalidate(mergeTargets(...present));
}
