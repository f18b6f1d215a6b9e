// What follows an admin write: a `record.changed` domain event, emitted in the write's transaction, whose
// subscribers write the audit entry (with before/after) there and revalidate the pages it changes after
// the commit (events/). The one place admin routes name the event.
import { isAuditAction, mergeTargets, type AuditAction, type CacheTarget } from '@reef/core';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { emit } from '../events/bus.js';

/** One recorded change of an administered object, and the pages to refresh. */
export type RecordChange = {
  action: AuditAction;
  subjectId?: string | number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
  /** Pages it changes (several when a write moves an object: its old and its new slug). */
  targets?: (CacheTarget | undefined)[];
};

/** The audit action `{name}.{verb}` of the closed list in @reef/core (a descriptor's name is its subject). */
export function auditAction(name: string, verb: string): AuditAction {
  const action = `${name}.${verb}`;
  if (!isAuditAction(action)) throw new Error(`${action} is not an audit action of @reef/core`);
  return action;
}

/** Emits the change in the write's transaction `tx` (opened with `transaction()` of platform/events/bus.ts). */
export async function recordChange(tx: Executor, req: FastifyRequest, change: RecordChange): Promise<void> {
  const { targets = [], ...entry } = change;
  const named = targets.filter((t): t is CacheTarget => t !== undefined);
  await emit(tx, {
    type: 'record.changed',
    actor: req.actor,
    ip: req.ip,
    ...entry,
    ...(named.length ? { target: mergeTargets(...named) } : {}),
  });
}
