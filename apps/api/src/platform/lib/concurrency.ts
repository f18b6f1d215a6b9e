// Optimistic concurrency for admin edits (issue #11): an editor sends the `updated_at` it loaded as
// `If-Match: "<updated_at>"`, and the write goes ahead only if the object still has it. Two admins editing the same
// row: the first save wins, the second gets 409 `edit_conflict` instead of silently overwriting the first. Without
// the header a write behaves as before (scripts, older clients). The write itself, in a transaction of the domain
// events, is `writeExpectedVersion` in platform/services/concurrency.ts.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { BadRequestError, EditConflictError, localDetail } from '../errors.js';
import { msg } from '../i18n.js';

/** The `updated_at` the editor loaded, or null when the request carries no `If-Match` (or `*`). */
export function expectedVersion(req: Pick<FastifyRequest, 'headers'>): Date | null {
  const header = req.headers['if-match'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value === '*') return null;
  const tag = /^(?:W\/)?"([^"]*)"$/.exec(value)?.[1] ?? value;
  const time = new Date(tag);
  if (Number.isNaN(time.getTime()))
    throw new BadRequestError(msg('errors', 'concurrency.if_match'), [
      localDetail('headers.if-match', msg('errors', 'concurrency.if_match_detail')),
    ]);
  return time;
}

/**
 * Holds the object for the rest of the transaction (two saves of the same object run one after the other, on any
 * number of API instances), so that the version read after it is the one the write replaces.
 */
export async function lockForEdit(tx: Executor, kind: string, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}), ${id})`);
}

/** Refuses the write when the object's current `updated_at` is not the one the editor loaded. */
export function assertUnchanged(
  expected: Date | null,
  current: Date | string | null | undefined,
  what: string,
): void {
  if (expected === null || current === null || current === undefined) return;
  if (new Date(current).getTime() !== expected.getTime())
    throw new EditConflictError(
      `This ${what} was changed by someone else since you opened it. Reload it to see their change, then save again.`,
    );
}
