// Who delivers the outbox: the shared runners of jobs/outbox-worker.ts. On a PostgreSQL server, graphile-worker
// runs each email's `mail_deliver` job (added in the write's transaction); on the embedded database, the in-process
// runner claims the due rows of mail_outbox instead, with the same backoff and the same dead-lettering
// (resources/mail/service.ts).
import { EventEmitter } from 'node:events';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { WorkerEvents } from 'graphile-worker';
import type { Database } from '../db/client.js';
import { claimForSending } from '../db/outbox-claim.js';
import { mailOutbox } from '../db/schema/index.js';
import type { DeliveryWorkerOptions } from './worker-options.js';
import { createOutboxRunner, createQueueWorker, type OutboxWorker } from './outbox-worker.js';
import type { MailTransport } from '../platform/mail/transport.js';
import {
  createMailDelivery,
  isClaimable,
  type MailDelivery,
  type OutboxRow,
} from '../resources/mail/index.js';

/** The task name of an email's delivery job (`mail_outbox_schedule()` adds them). */
export const MAIL_TASK = 'mail_deliver';

export type MailWorker = OutboxWorker;

export type MailWorkerOptions = DeliveryWorkerOptions & {
  /** Overrides the transport built from SMTP_URL (null: keep mail in the outbox and print its link). */
  transport?: MailTransport | null;
  print?: (line: string) => void;
};

/** The delivery worker of one process, on whichever queue its database has. */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const delivery = createMailDelivery(options);
  const { env } = options;
  const common = {
    pollInterval: env.MAIL_POLL_MS,
    onError: options.onError,
    close: () => delivery.close(),
  };
  return options.databaseUrl
    ? createQueueWorker({
        ...common,
        databaseUrl: options.databaseUrl,
        task: MAIL_TASK,
        deliver: (payload) => {
          const id = outboxIdOf(payload);
          return id === null ? Promise.resolve(null) : delivery.deliver(id);
        },
        concurrency: env.MAIL_CONCURRENCY,
        events: deadLetterEvents(options),
        log: options.log,
      })
    : createOutboxRunner({ ...common, drain: drainOutbox(options.db, delivery) });
}

function outboxIdOf(payload: unknown): number | null {
  const id = Number((payload as { outbox_id?: unknown } | null)?.outbox_id);
  return Number.isInteger(id) ? id : null;
}

/**
 * A job that ran out of its own attempts without reaching a verdict (the database kept failing under it): its
 * email becomes a dead letter an administrator can see and queue again.
 */
function deadLetterEvents(options: MailWorkerOptions): WorkerEvents {
  const events = new EventEmitter() as WorkerEvents;
  events.on('job:failed', ({ job, error }) => {
    const id = outboxIdOf(job.payload);
    if (id === null) return;
    options.db
      .update(mailOutbox)
      .set({
        status: 'dead',
        lockedAt: null,
        lastError: String((error as Error)?.message ?? error).slice(0, 1000),
      })
      .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'failed', 'sending'])))
      .catch((e: unknown) => options.onError?.(e));
  });
  return events;
}

/** The embedded database's drain: claims due rows ten at a time and sends them in order. */
function drainOutbox(db: Database, delivery: MailDelivery): () => Promise<number> {
  /** Due rows, claimed (by `before`: a drain never picks up the retries it scheduled itself). */
  async function claim(before: Date): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isClaimable, or(lte(mailOutbox.runAt, before), eq(mailOutbox.status, 'sending'))))
      .orderBy(mailOutbox.runAt, mailOutbox.id)
      .limit(10)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set(claimForSending(mailOutbox.attempts))
      .where(inArray(mailOutbox.id, due))
      .returning()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  }

  return async () => {
    let handled = 0;
    const start = new Date();
    for (;;) {
      const batch = await claim(start);
      if (batch.length === 0) return handled;
      for (const row of batch) await delivery.deliverClaimed(row);
      handled += batch.length;
    }
  };
}
