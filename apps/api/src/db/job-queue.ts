// The durable job queue of a PostgreSQL server: graphile-worker's tables and functions, installed in their
// own schema by the start path (`openDatabase(…).migrate()`), after our migrations and before any worker
// runs. Its migrations are safe to run from several instances at once. It holds the delivery jobs of email and
// lead webhooks, the revalidation jobs added in writes' transactions and the crontab of go-live and digests
// (jobs/). The embedded database has no such schema: delivery there runs in-process from the outbox tables
// (`createOutboxRunner` in jobs/outbox-worker.ts), and the schedules on timers (jobs/runner.ts).
import { Logger, runMigrations } from 'graphile-worker';
import type pg from 'pg';

/** A runner of queued work (the app holds one each for mail, lead webhooks and jobs/: types.ts). */
export type OutboxWorker = {
  /** `queue`: graphile-worker on a PostgreSQL server; `outbox`: the in-process runner of the embedded database. */
  kind: 'queue' | 'outbox';
  /** Runs every job due now, then resolves with how many deliveries it tried (tests, scripts). */
  runOnce(): Promise<number>;
  /** Keeps delivering until stopped. */
  start(): Promise<void>;
  /** Asks the runner to look now, after a commit that queued work (the queue is woken by NOTIFY itself). */
  wake(): void;
  stop(): Promise<void>;
};

/** The schema graphile-worker lives in; `mail_outbox_schedule()` (migration 0011_mail_queue) names it too. */
export const JOB_QUEUE_SCHEMA = 'graphile_worker';

/** Where graphile-worker's own log lines go: warnings and errors only, unless asked for more. */
export type JobQueueLog = (level: 'error' | 'warn' | 'info' | 'debug', message: string) => void;

/** A graphile-worker logger writing through `log` (its info lines are debug detail for us). */
export function jobQueueLogger(log: JobQueueLog = () => undefined): Logger {
  return new Logger((scope) => (level, message) => {
    const text = scope.label ? `[job queue ${scope.label}] ${message}` : `[job queue] ${message}`;
    const name = String(level);
    if (name === 'error') log('error', text);
    else if (name === 'warning') log('warn', text);
    else log('debug', text);
  });
}

/** Installs or upgrades graphile-worker's schema on this PostgreSQL server. */
export async function installJobQueue(pool: pg.Pool, log?: JobQueueLog): Promise<void> {
  await runMigrations({ pgPool: pool, schema: JOB_QUEUE_SCHEMA, logger: jobQueueLogger(log) });
}
