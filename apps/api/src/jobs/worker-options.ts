import type { Database } from '../db/client.js';
import type { JobQueueLog } from '../db/job-queue.js';
import type { Env } from '../env.js';

/** What a delivery worker of an outbox (emails, lead webhooks) is built from. */
export type DeliveryWorkerOptions = {
  db: Database;
  env: Env;
  /** The PostgreSQL server's connection string: graphile-worker. Unset: the embedded database's runner. */
  databaseUrl?: string;
  onError?: (error: unknown) => void;
  log?: JobQueueLog;
};
