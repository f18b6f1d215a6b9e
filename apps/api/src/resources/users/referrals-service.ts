// Referrals: a member's own code, and the registrations that arrived with a refcode (community-app §4).
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { referralCodes, referrals } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/lib/db-errors.js';

function newCode(): string {
  // 10 characters of base32 (lowercase letters and 2-7): about 50 bits, unguessable in practice.
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return [...randomBytes(10)].map((byte) => alphabet[byte & 31]).join('');
}

/** The member's referral code, created on first use. */
export async function ensureReferralCode(db: Executor, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId))
      .limit(1);
    if (existing) return existing.code;
    try {
      const [row] = await db
        .insert(referralCodes)
        .values({ userId, code: newCode() })
        .onConflictDoNothing({ target: referralCodes.userId })
        .returning();
      if (row) return row.code;
    } catch (error) {
      // Another member drew the same code: draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not create a referral code');
}

/** How many members registered with this member's referral code. */
export async function countReferredSignups(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, userId));
  return row?.n ?? 0;
}

/** Records the refcode a new member registered with; the referrer is known when the code is one of ours. */
export async function recordReferral(db: Executor, referredUserId: number, refcode: string): Promise<void> {
  const [owner] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, refcode.toLowerCase()))
    .limit(1);
  await db
    .insert(referrals)
    .values({
      referredUserId,
      referrerId: owner && owner.userId !== referredUserId ? owner.userId : null,
      refcode,
    })
    .onConflictDoNothing();
}
