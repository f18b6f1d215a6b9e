// Emitting domain events. A service opens its write with `transaction(db, …)` and calls
// `emit(tx, event)` after its rows are written: the in-transaction subscribers (notifications, audit)
// run at once on `tx`, so a failed write leaves neither; what must wait for the commit (cache
// revalidation) is queued and runs once `transaction` has committed: the API's response cache is cleared before
// `transaction` returns (so the write's answer is never followed by a stale read), the web is told without waiting.
import type { CacheTarget } from '@reef/core';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client.js';
import type { DomainEvent } from './catalog.js';
import { recordAuditEntry } from './subscribers/audit.js';
import { cacheTargetOf } from './subscribers/cache.js';
import { writeNotifications, type OnNotified } from './subscribers/notifications.js';

/** What an app gives the events of its database: what follows new notifications, how to revalidate. */
export type EventRuntime = {
  /** Called in the transaction with the notifications its events wrote (the app queues their emails). */
  notified: OnNotified;
  /** Called after commit with every cache target the transaction's events named. */
  revalidate(target: CacheTarget): void;
  /** Removes the API's cached responses under the target's tags (every instance); awaited after commit. */
  invalidate(target: CacheTarget): Promise<void>;
};

/** What one transaction's subscribers share and what runs after it commits. */
export type UnitOfWork = {
  runtime: EventRuntime | undefined;
  targets: CacheTarget[];
};

const runtimes = new WeakMap<object, EventRuntime>();
const units = new WeakMap<object, UnitOfWork>();

/** Connects a database to an app's runtime (app.ts); scripts that run services without an app skip this. */
export function bindEvents(db: Database, runtime: EventRuntime): void {
  runtimes.set(db, runtime);
}

async function afterCommit(unit: UnitOfWork): Promise<void> {
  const tags = [...new Set(unit.targets.flatMap((t) => t.tags ?? []))];
  const paths = [...new Set(unit.targets.flatMap((t) => t.paths ?? []))];
  if (tags.length === 0 && paths.length === 0) return;
  await unit.runtime?.invalidate({ tags, paths });
  unit.runtime?.revalidate({ tags, paths });
}

/** Clears and revalidates pages outside any write (a scheduled page whose time has come). */
export async function runAfterCommit(db: Executor, targets: CacheTarget[]): Promise<void> {
  await afterCommit({ runtime: runtimes.get(db), targets });
}

/**
 * Runs `fn` in a transaction whose events run their after-commit work once it commits (never when
 * it rolls back). Inside another `transaction`, it is a savepoint that shares the outer unit.
 */
export async function transaction<T>(db: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  const outer = units.get(db);
  if (outer) return db.transaction(async (tx) => (units.set(tx, outer), fn(tx)));
  const unit: UnitOfWork = { runtime: runtimes.get(db), targets: [] };
  const result = await db.transaction(async (tx) => {
    units.set(tx, unit);
    return fn(tx);
  });
  await afterCommit(unit);
  return result;
}

/**
 * Emits an event in the write's transaction. On a bare database handle (a single statement, already
 * committed) the after-commit work runs at once; on a transaction not opened by `transaction()` it
 * throws, because nothing would know when that transaction commits.
 */
export async function emit(tx: Executor, event: DomainEvent): Promise<void> {
  let unit = units.get(tx);
  const bare = !unit && !(tx instanceof PgTransaction);
  if (!unit && !bare) throw new Error(`emit(${event.type}) on a transaction not opened by transaction()`);
  unit ??= { runtime: runtimes.get(tx), targets: [] };
  await writeNotifications(tx, event, unit.runtime?.notified);
  await recordAuditEntry(tx, event);
  const target = await cacheTargetOf(tx, event);
  if (target) unit.targets.push(target);
  if (bare) await afterCommit(unit);
}
