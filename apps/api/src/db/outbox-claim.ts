import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The update that claims an outbox row (an email of mail_outbox, a webhook of lead_deliveries) for one delivery
 * attempt: `sending`, locked now (the lease a stalled sender loses), one more attempt counted.
 */
export function claimForSending(attempts: AnyPgColumn): {
  status: 'sending';
  lockedAt: SQL;
  attempts: SQL;
  updatedAt: Date;
} {
  return { status: 'sending', lockedAt: sql`now()`, attempts: sql`${attempts} + 1`, updatedAt: new Date() };
}
