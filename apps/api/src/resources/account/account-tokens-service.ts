// Single-use links sent by email (password reset, email confirmation). The secret goes in the email;
// only its SHA-256 is stored, so a copy of the database cannot be used to take over accounts.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema/index.js';

export type AccountTokenRow = typeof accountTokens.$inferSelect;

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/**
 * Creates a token and returns its secret (to put in a link) with its row. `requestedBy` names someone other than
 * the member who asked for it (a user manager's change of address): it is written into the secret itself, after
 * the random part, so it is covered by the stored hash and nobody can strip or alter it (`requesterOf`).
 */
export async function createAccountToken(
  tx: Executor,
  input: {
    userId: number;
    purpose: AccountTokenPurpose;
    ttlMs: number;
    email?: string;
    requestedBy?: number;
  },
): Promise<{ secret: string; row: AccountTokenRow }> {
  const random = randomBytes(32).toString('base64url');
  const secret = input.requestedBy === undefined ? random : `${random}.by${input.requestedBy}`;
  const [row] = await tx
    .insert(accountTokens)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: hashSecret(secret),
      email: input.email ?? null,
      expiresAt: new Date(Date.now() + input.ttlMs),
    })
    .returning();
  return { secret, row: row! };
}

/** Who asked for a token on someone else's behalf (see `createAccountToken`), or null for the member themself. */
export function requesterOf(secret: string): number | null {
  const match = /\.by(\d{1,12})$/.exec(secret);
  return match ? Number(match[1]) : null;
}

/** The unused, unexpired token for this secret, or null. */
export async function findUsableToken(
  db: Executor,
  purpose: AccountTokenPurpose,
  secret: string,
): Promise<AccountTokenRow | null> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashSecret(secret)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Marks the token used; false when another request used it first (single use, even under a race). */
export async function consumeToken(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)),
    )
    .returning({ id: accountTokens.id });
  return rows.length > 0;
}

/** Retires every open token of one purpose for a member (a new password voids older reset links). */
export async function retireTokens(
  tx: Executor,
  userId: number,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/**
 * Retires every open token of a member, whatever its purpose: what a change of address or password runs
 * (`onCredentialChange` of accounts.ts), so no link sent before it still works after.
 */
export async function retireAllTokens(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}

/** How many tokens of a purpose a member received in the last hour (caps how much mail one address can be sent). */
export async function countRecentTokens(
  db: Executor,
  userId: number,
  purpose: AccountTokenPurpose,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.n ?? 0;
}
