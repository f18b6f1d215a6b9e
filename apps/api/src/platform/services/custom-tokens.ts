// Custom tokens (community-app §7): long-lived API tokens with their own permission set, for automated
// accounts. Only a SHA-256 hash of the secret is stored; the secret is shown once, at creation.
// A token never exceeds its creator: its flags must be a subset of the creator's when it is made, and
// at every use it is cut down to what the creator still holds.
import { createHash, randomBytes } from 'node:crypto';
import { Permissions, type Actor, type PermissionsResolvable } from '@reef/core';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { customTokens } from '../../db/schema/index.js';
import { ForbiddenError, localDetail, NotFoundError, UnprocessableError } from '../errors.js';
import { msg } from '../i18n.js';
import { paginateTable } from '../lib/paginate-table.js';
import { isActiveUser, loadSessionUser, type SessionUser } from './sessions.js';

export type CustomTokenRow = typeof customTokens.$inferSelect;

/** Secrets start with this, so the auth hook tells them from session JWTs at a glance. */
export const CUSTOM_TOKEN_PREFIX = 'reef_ct_';
const LAST_USED_RESOLUTION_MS = 60_000;

/** Whether a bearer value is a custom token (rather than a session JWT). */
export function isCustomTokenSecret(value: string): boolean {
  return value.startsWith(CUSTOM_TOKEN_PREFIX);
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The flags a holder of `holder` may hand on: everything for an administrator, else their own bits. */
export function isWithin(requested: PermissionsResolvable, holder: Permissions): boolean {
  if (holder.has('ADMINISTRATOR', false)) return true;
  const bits = Permissions.resolve(requested);
  return (bits & holder.bits) === bits;
}

/** What a token may do now: its flags, cut down to its creator's current ones. */
export function effectivePermissions(tokenBits: bigint, creator: Permissions): Permissions {
  const token = Permissions.from(tokenBits);
  if (creator.has('ADMINISTRATOR', false)) return token;
  return Permissions.from(token.bits & creator.bits);
}

/** Creates a token for the creator; the secret comes back once. */
export async function createCustomToken(
  db: Executor,
  creator: SessionUser,
  input: { name: string; permissions: string; expires_at?: string | null },
) {
  let requested: Permissions;
  try {
    requested = Permissions.from(input.permissions);
  } catch {
    // Permissions.from has one refusal (core's INVALID_PERMISSIONS_MESSAGE, errors schema.permission_bits).
    const invalid = msg('errors', 'schema.permission_bits');
    throw new UnprocessableError(invalid, [localDetail('custom_token.permissions', invalid)]);
  }
  if (!isWithin(requested, creator.permissions)) {
    throw new ForbiddenError(msg('errors', 'tokens.permissions_unheld'));
  }
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw new UnprocessableError(msg('errors', 'tokens.expiry_past'), [
      localDetail('custom_token.expires_at', msg('errors', 'validation.in_future')),
    ]);
  }
  const secret = CUSTOM_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(customTokens)
    .values({
      name: input.name,
      tokenHash: hashSecret(secret),
      userId: creator.id,
      createdById: creator.id,
      permissions: BigInt(requested.bits),
      expiresAt,
    })
    .returning();
  return { row: row!, secret };
}

function ownScope(actor: Actor) {
  if (!actor) return sql`false`;
  return actor.permissions.has('ADMINISTRATOR') ? undefined : eq(customTokens.userId, actor.id);
}

/** Tokens the actor may see: all for administrators, their own otherwise. Newest first. */
export function listCustomTokens(db: Executor, actor: Actor, input: { page: number; limit: number }) {
  const where = ownScope(actor);
  return paginateTable(db, input, customTokens, where, desc(customTokens.createdAt), desc(customTokens.id));
}

/** A token the actor may see, or 404. */
export async function findCustomToken(db: Executor, actor: Actor, id: number): Promise<CustomTokenRow> {
  const [row] = await db
    .select()
    .from(customTokens)
    .where(and(eq(customTokens.id, id), ownScope(actor)))
    .limit(1);
  if (!row) throw new NotFoundError(msg('errors', 'tokens.not_found'));
  return row;
}

/** Revokes a token (kept for the record: it stops working at once); revoking it again changes nothing. */
export async function revokeCustomToken(db: Executor, row: CustomTokenRow): Promise<CustomTokenRow> {
  const [after] = await db
    .update(customTokens)
    .set({ revokedAt: row.revokedAt ?? new Date() })
    .where(eq(customTokens.id, row.id))
    .returning();
  if (!after) throw new NotFoundError(msg('errors', 'tokens.not_found'));
  return after;
}

/** The member a custom token acts as, with the token's permissions; null when unknown, revoked or expired. */
export async function resolveCustomToken(db: Database, secret: string): Promise<SessionUser | null> {
  const [row] = await db
    .select()
    .from(customTokens)
    .where(
      and(
        eq(customTokens.tokenHash, hashSecret(secret)),
        isNull(customTokens.revokedAt),
        or(isNull(customTokens.expiresAt), gt(customTokens.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const owner = await loadSessionUser(db, row.userId);
  if (!owner || !isActiveUser(owner)) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(customTokens).set({ lastUsedAt: new Date() }).where(eq(customTokens.id, row.id));
  }
  return { ...owner, permissions: effectivePermissions(row.permissions, owner.permissions) };
}
