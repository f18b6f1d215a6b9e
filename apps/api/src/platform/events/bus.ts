// Emitting domain events. A service opens its write with `transaction(db, …)` and calls
// `emit(tx, event)` after its rows are written: the in-transaction subscribers (notifications, audit)
// run at once on `tx`, so a failed write leaves neither; what must wait for the commit (cache
// revalidation) is queued and runs once `transaction` has committed: the API's response cache is cleared before
// `transaction` returns (so the write's answer is never followed by a stale read), the web is told without waiting.
import type { CacheTarget } from '@reef/core';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import type { DomainEvent } from './catalog.js';
import { recordAuditEntry } from './subscribers/audit.js';
import { cacheTargetOf } from './subscribers/cache.js';
import { writeNotifications, type OnNotified } from './subscribers/notifications.js';

/** What an app gives the events of its database: what follows new notifications, how to revalidate. */
export type EventRuntime = {
  /** Called in the transaction with the notifications its events wrote (the app queues their emails). */
  notified: OnNotified;
  /**
   * Called in the transaction, before it commits, with the cache targets its events named: adds the durable
   * revalidation job (jobs/revalidation.ts), so a process killed after the commit still has it done. Unset on
   * the embedded database (only the call after commit revalidates there).
   */
  queue?: (tx: Executor, target: CacheTarget) => Promise<void>;
  /** Called after commit with every cache target the transaction's events named. */
  revalidate(target: CacheTarget): void;
  /** Removes the API's cached responses under the target's tags (every instance); awaited after commit. */
  invalidate(target: CacheTarget): Promise<void>;
  /**
   * Event webhooks (subscribers/webhooks.ts): `publish` adds, in the transaction, the deliveries of the event to the
   * endpoints subscribed to it (true when it added any); `wake` runs once it committed, so the runner of the
   * embedded database sends them at once. Unset: scripts that run services send no webhooks.
   */
  webhooks?: { publish(tx: Executor, event: DomainEvent): Promise<boolean>; wake(): void };
  /**
   * Live updates (platform/live): works out, in the transaction, what the event says on the live channels and hands
   * it to `onCommit`, so nothing is heard of a write that rolls back. Unset: scripts publish nothing.
   */
  live?: (tx: Executor, event: DomainEvent) => Promise<void>;
};

/** What one transaction's subscribers share and what runs after it commits. */
export type UnitOfWork = {
  runtime: EventRuntime | undefined;
  targets: CacheTarget[];
  /** Webhook deliveries were added: wake their runner after the commit. */
  webhooks?: boolean;
  /** Calls to make once the transaction has committed (live updates); never when it rolls back. */
  after?: (() => void)[];
};

const runtimes = new WeakMap<object, EventRuntime>();
const units = new WeakMap<object, UnitOfWork>();

/** Connects a database to an app's runtime (app.ts); scripts that run services without an app skip this. */
export function bindEvents(db: Database, runtime: EventRuntime): void {
  runtimes.set(db, runtime);
}

/** Every tag and path the unit's targets name, each once (null: none). */
function mergedTarget(unit: UnitOfWork): { tags: string[]; paths: string[] } | null {
  const tags = [...new Set(unit.targets.flatMap((t) => t.tags ?? []))];
  const paths = [...new Set(unit.targets.flatMap((t) => t.paths ?? []))];
  return tags.length === 0 && paths.length === 0 ? null : { tags, paths };
}

async function afterCommit(unit: UnitOfWork): Promise<void> {
  if (unit.webhooks) unit.runtime?.webhooks?.wake();
  for (const call of unit.after ?? []) call();
  const target = mergedTarget(unit);
  if (!target) return;
  await unit.runtime?.invalidate(target);
  unit.runtime?.revalidate(target);
}

/**
 * Names pages to clear and revalidate once the transaction `tx` commits, with no event to record (a scheduled page
 * whose time has come): the same durable job and after-commit call as an event's target.
 */
export function revalidateOnCommit(tx: Executor, targets: CacheTarget[]): void {
  const unit = units.get(tx);
  if (!unit) throw new Error('revalidateOnCommit outside a transaction opened by transaction()');
  unit.targets.push(...targets);
}

/**
 * Calls `call` once the transaction `tx` (opened by `transaction()`) has committed, never when it rolls back: what
 * others may hear of the write (live updates). The call must not throw (it handles its own failures).
 */
export function onCommit(tx: Executor, call: () => void): void {
  const unit = units.get(tx);
  if (!unit) throw new Error('onCommit outside a transaction opened by transaction()');
  (unit.after ??= []).push(call);
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
    const value = await fn(tx);
    // The revalidation job commits with the write, or neither does.
    const target = mergedTarget(unit);
    if (target && unit.runtime?.queue) await unit.runtime.queue(tx, target);
    return value;
  });
  await afterCommit(unit);
  return result;
}

/**
 * Emits an event in the write's transaction, opened by `transaction()`: its notifications and audit entry are
 * written there, its pages revalidated once it commits. Anywhere else it throws: on a bare database handle the
 * write before it has already committed (its audit entry could be lost), and on a transaction not opened by
 * `transaction()` nothing would know when it commits.
 */
export async function emit(tx: Executor, event: DomainEvent): Promise<void> {
  const unit = units.get(tx);
  if (!unit)
    throw new Error(
      tx instanceof PgTransaction
        ? `emit(${event.type}) on a transaction not opened by transaction()`
        : `emit(${event.type}) outside a transaction: open the write with transaction()`,
    );
  await writeNotifications(tx, event, unit.runtime?.notified);
  await recordAuditEntry(tx, event);
  if (await unit.runtime?.webhooks?.publish(tx, event)) unit.webhooks = true;
  await unit.runtime?.live?.(tx, event);
  const target = await cacheTargetOf(tx, event);
  if (target) unit.targets.push(target);
}
