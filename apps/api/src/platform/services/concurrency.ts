// The optimistic-concurrency write of admin edits (issue #11): with the version the editor loaded (the
// `If-Match` header, read by `expectedVersion` of platform/lib/concurrency.ts), the write runs in a transaction that holds
// the object and refuses (409 `edit_conflict`) unless the object still has that version.
import type { Database } from '../../db/client.js';
import { transaction } from '../events/bus.js';
import { assertUnchanged, lockForEdit } from '../lib/concurrency.js';

/**
 * Runs `write` directly when the editor sent no version; otherwise in a transaction that holds the object,
 * reads its current `updated_at` and refuses (409 `edit_conflict`) unless it is the version the editor loaded.
 */
export async function writeExpectedVersion<T>(
  db: Database,
  expected: Date | null,
  object: { kind: string; id: number; what: string },
  currentUpdatedAt: (tx: Database) => Promise<Date | string>,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  if (!expected) return write(db);
  return transaction(db, async (executor) => {
    // Inside `transaction` the executor is a transaction of `db`, which offers everything a Database does.
    const tx = executor as Database;
    await lockForEdit(tx, object.kind, object.id);
    assertUnchanged(expected, await currentUpdatedAt(tx), object.what);
    return write(tx);
  });
}
