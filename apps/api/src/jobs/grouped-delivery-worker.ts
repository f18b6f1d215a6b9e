// The one shape of every signed outbound delivery (lead webhooks, event webhooks): the runners of every outbox
// (jobs/outbox-worker.ts). On a PostgreSQL server, graphile-worker runs each delivery's job (added in the write's
// transaction) on any instance and retries a failed one on its exponential backoff; on the embedded database, which
// only this process can open, an in-process runner claims due rows (FOR UPDATE SKIP LOCKED, a lease on locked_at).
//
// Both send WEBHOOK_CONCURRENCY deliveries at once, and each attempt ends by WEBHOOK_TIMEOUT_MS: a receiver that never
// answers holds one slot for that long. Deliveries belong to a group (a form's receiver, an endpoint), and a process
// never sends two deliveries of one group at once (the runner does not claim a busy group's rows; a queue job of a busy
// group puts itself back a few seconds later), so one group's backlog to a stalled receiver cannot fill every slot.
import { and, eq, inArray, lte, notInArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { JobHelpers } from 'graphile-worker';
import type { Database } from '../db/client.js';
import { claimForSending } from '../db/outbox-claim.js';
import type { Env } from '../env.js';
import type { DeliveryWorkerOptions } from './worker-options.js';
import { createOutboxRunner, createQueueWorker, type OutboxWorker } from './outbox-worker.js';

/** How one kind of delivery is sent: by id (a queue job) or as a row the runner claimed. */
export type GroupedDelivery<Row> = {
  /** The group of a delivery (null when the delivery is gone). */
  groupOf(id: number): Promise<number | null>;
  deliver(id: number): Promise<{ status: string; error?: string }>;
  deliverClaimed(row: Row): Promise<unknown>;
};

/** The outbox table of a kind of delivery, by the columns the runner reads. */
export type DeliveryOutbox = {
  table: PgTable;
  id: AnyPgColumn;
  runAt: AnyPgColumn;
  status: AnyPgColumn;
  attempts: AnyPgColumn;
  group: AnyPgColumn;
  /** Rows that may be claimed (not delivered, not dead, lease free). */
  claimable: SQL | undefined;
};

export type GroupedDeliveryWorkerOptions<Row> = DeliveryWorkerOptions & {
  /** The queue task's name, which also prefixes each job's key. */
  task: string;
  jobKeyPrefix: string;
  delivery: GroupedDelivery<Row>;
  outbox: DeliveryOutbox;
  groupOfRow(row: Row): number;
};

/** The delivery worker of one process, on whichever queue its database has. */
export function createGroupedDeliveryWorker<Row>(options: GroupedDeliveryWorkerOptions<Row>): OutboxWorker {
  const { env } = options;
  const common = { pollInterval: env.MAIL_POLL_MS, onError: options.onError };
  return options.databaseUrl
    ? createQueueWorker({
        ...common,
        databaseUrl: options.databaseUrl,
        task: options.task,
        deliver: deliverJob(env, options),
        concurrency: env.WEBHOOK_CONCURRENCY,
        runOnceConcurrency: env.WEBHOOK_CONCURRENCY,
        log: options.log,
      })
    : createOutboxRunner({ ...common, drain: drainDeliveries(options.db, env, options) });
}

/** A queue job's delivery, one per group at a time in this process. */
function deliverJob<Row>(
  env: Env,
  { task, jobKeyPrefix, delivery }: GroupedDeliveryWorkerOptions<Row>,
): (payload: unknown, helpers: JobHelpers) => Promise<{ status: string; error?: string } | null> {
  /** Groups with a delivery being sent by this process now. */
  const busy = new Set<number>();
  return async (payload, helpers) => {
    const id = Number((payload as { delivery_id?: unknown } | null)?.delivery_id);
    if (!Number.isInteger(id)) return null;
    // A second delivery of a group whose receiver is slow comes back a little later (the same job key, no attempt
    // counted) instead of taking another slot.
    const group = await delivery.groupOf(id);
    if (group !== null && busy.has(group)) {
      await helpers.addJob(
        task,
        { delivery_id: id },
        {
          jobKey: `${jobKeyPrefix}:${id}`,
          runAt: new Date(Date.now() + Math.min(env.WEBHOOK_TIMEOUT_MS, 5_000)),
          maxAttempts: 50,
        },
      );
      return null;
    }
    if (group !== null) busy.add(group);
    try {
      // A `failed` outcome throws in createQueueWorker: graphile-worker's backoff schedules the next attempt (the
      // schedule the row's run_at also follows); the row's own attempt budget ends it as `dead` first.
      return await delivery.deliver(id);
    } finally {
      if (group !== null) busy.delete(group);
    }
  };
}

/** The embedded database's drain: WEBHOOK_CONCURRENCY lanes, never two deliveries of one group at once. */
function drainDeliveries<Row>(
  db: Database,
  env: Env,
  { delivery, outbox, groupOfRow }: GroupedDeliveryWorkerOptions<Row>,
): () => Promise<number> {
  const busy = new Set<number>();

  /** One due row, claimed (by `before`: a drain never picks up the retries it scheduled itself). */
  async function claim(before: Date): Promise<Row | null> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox.table)
      .where(
        and(
          outbox.claimable,
          or(lte(outbox.runAt, before), eq(outbox.status, 'sending')),
          busy.size ? notInArray(outbox.group, [...busy]) : undefined,
        ),
      )
      .orderBy(outbox.runAt, outbox.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const rows = (await db
      .update(outbox.table)
      .set(claimForSending(outbox.attempts) as never)
      .where(inArray(outbox.id, due))
      .returning()) as Row[];
    return rows[0] ?? null;
  }

  return async () => {
    let handled = 0;
    const start = new Date();
    // Claims one at a time (a lane's claim sees the groups the others just took).
    let claiming = Promise.resolve<unknown>(undefined);
    const claimNext = () => {
      const next = claiming.then(() => claim(start));
      claiming = next.then(
        (row) => row && busy.add(groupOfRow(row)),
        () => undefined,
      );
      return next;
    };
    const lane = async () => {
      for (;;) {
        const row = await claimNext();
        if (!row) return;
        try {
          await delivery.deliverClaimed(row);
        } finally {
          busy.delete(groupOfRow(row));
        }
        handled += 1;
      }
    };
    await Promise.all(Array.from({ length: env.WEBHOOK_CONCURRENCY }, lane));
    return handled;
  };
}
