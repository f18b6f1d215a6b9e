// Resolving a bearer token to the member behind it, and issuing tokens.
import { Permissions, type Actor } from '@reef/core';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { TokenService, VerifiedToken } from '../auth/tokens.js';
import type { Database, Executor } from '../db/client.js';
import { revokedTokens, userGroupMemberships, userGroups, users } from '../db/schema/index.js';
import type { UserState } from '../db/schema/index.js';

export type SessionUser = {
  id: number;
  slug: string;
  username: string;
  state: UserState;
  /** Own flags plus every group's flags. */
  permissions: Permissions;
  groups: string[];
};

/** Loads a member with the effective permissions of their groups. */
export async function loadSessionUser(db: Executor, userId: number): Promise<SessionUser | null> {
  const rows = await db
    .select({
      id: users.id,
      slug: users.slug,
      username: users.username,
      state: users.state,
      permissions: users.permissions,
      groupSlug: userGroups.slug,
      groupPermissions: userGroups.permissions,
    })
    .from(users)
    .leftJoin(userGroupMemberships, eq(userGroupMemberships.userId, users.id))
    .leftJoin(userGroups, eq(userGroups.id, userGroupMemberships.groupId))
    .where(eq(users.id, userId));
  const first = rows[0];
  if (!first) return null;
  let bits = first.permissions;
  const groups: string[] = [];
  for (const row of rows) {
    if (row.groupSlug) groups.push(row.groupSlug);
    if (row.groupPermissions !== null) bits |= row.groupPermissions;
  }
  return { id: first.id, slug: first.slug, username: first.username, state: first.state, permissions: Permissions.from(bits), groups };
}

/** The rules' view of a member. */
export function toActor(user: SessionUser | null): Actor {
  return user ? { id: user.id, slug: user.slug, permissions: user.permissions } : null;
}

/** Whether a member may sign in or use a token: disabled, archived and spam accounts may not. */
export function isActiveUser(user: Pick<SessionUser, 'state'>): boolean {
  return user.state === 'active';
}

/** The member behind a verified token, or null when the token was revoked or the account is not active. */
export async function resolveToken(db: Database, token: VerifiedToken): Promise<SessionUser | null> {
  const userId = Number(token.sub);
  if (!Number.isSafeInteger(userId)) return null;
  const revoked = await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, token.jti)).limit(1);
  if (revoked.length > 0) return null;
  const user = await loadSessionUser(db, userId);
  if (!user || !isActiveUser(user)) return null;
  return user;
}

/** Signs a fresh token for a member. */
export async function issueToken(tokens: TokenService, user: SessionUser) {
  return tokens.sign(user.id, { slug: user.slug, permissions: user.permissions.toString(), groups: user.groups });
}

/** Revokes one token until its natural expiry; expired revocations are swept on the way. */
export async function revokeToken(db: Database, token: VerifiedToken): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: token.jti, userId: Number(token.sub), expiresAt: new Date(token.exp * 1000) })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}

/** Whether a token is revoked and still unexpired (used by tests). */
export async function isRevoked(db: Database, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(and(eq(revokedTokens.jti, jti), gt(revokedTokens.expiresAt, sql`now()`)));
  return rows.length > 0;
}
