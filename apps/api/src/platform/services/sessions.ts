// Resolving a bearer token to the member behind it, and issuing tokens.
import { Permissions, type Actor } from '@reef/core';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SESSION_MAX_LIFETIME_SECONDS, type TokenService, type VerifiedToken } from '../lib/tokens.js';
import type { Database, Executor } from '../../db/client.js';
import { revokedTokens, userGroupMemberships, userGroups, users } from '../../db/schema/index.js';
import type { UserState } from '../../db/schema/index.js';

export type SessionUser = {
  id: number;
  slug: string;
  username: string;
  state: UserState;
  /** Own flags plus every group's flags. */
  permissions: Permissions;
  groups: string[];
  /** Session tokens carry it; raising it signs every session out. */
  sessionVersion: number;
  /** Whether the member confirmed their email address (UNCONFIRMED_MEMBERS limits them until then). */
  emailConfirmed: boolean;
  /** The last recorded visit (see `recordVisit`). */
  lastSeenAt: Date | null;
  /** The member's interface language (`users.language`): their errors, pages and emails use it. */
  language: string;
};

const groupOwners = alias(users, 'group_owners');

/**
 * What a group grants now: its flags cut down to its owner's current direct flags (all of them for an
 * administrator owner). Demoting the owner shrinks the group at once, and a group whose owner is gone
 * or no longer active grants nothing (docs/decisions.md, "User groups").
 */
export function groupGrant(
  groupBits: bigint,
  owner: { permissions: bigint; state: UserState } | null,
): bigint {
  if (!owner || owner.state !== 'active') return 0n;
  if (Permissions.from(owner.permissions).has('ADMINISTRATOR', false)) return groupBits;
  return groupBits & owner.permissions;
}

/** Loads a member with the effective permissions of their groups. */
export async function loadSessionUser(db: Executor, userId: number): Promise<SessionUser | null> {
  const rows = await db
    .select({
      id: users.id,
      slug: users.slug,
      username: users.username,
      state: users.state,
      permissions: users.permissions,
      sessionVersion: users.sessionVersion,
      emailConfirmedAt: users.emailConfirmedAt,
      lastSeenAt: users.lastSeenAt,
      language: users.language,
      groupSlug: userGroups.slug,
      groupPermissions: userGroups.permissions,
      ownerPermissions: groupOwners.permissions,
      ownerState: groupOwners.state,
    })
    .from(users)
    .leftJoin(userGroupMemberships, eq(userGroupMemberships.userId, users.id))
    .leftJoin(userGroups, eq(userGroups.id, userGroupMemberships.groupId))
    .leftJoin(groupOwners, eq(groupOwners.id, userGroups.ownerId))
    .where(eq(users.id, userId));
  const first = rows[0];
  if (!first) return null;
  let bits = first.permissions;
  const groups: string[] = [];
  for (const row of rows) {
    if (row.groupSlug) groups.push(row.groupSlug);
    if (row.groupPermissions !== null) {
      const owner =
        row.ownerPermissions !== null && row.ownerState !== null
          ? { permissions: row.ownerPermissions, state: row.ownerState }
          : null;
      bits |= groupGrant(row.groupPermissions, owner);
    }
  }
  return {
    id: first.id,
    slug: first.slug,
    username: first.username,
    state: first.state,
    permissions: Permissions.from(bits),
    groups,
    sessionVersion: first.sessionVersion,
    emailConfirmed: first.emailConfirmedAt !== null,
    lastSeenAt: first.lastSeenAt,
    language: first.language,
  };
}

/**
 * Every flag the member holds or may come to hold without anyone granting anything new: their own flags and the
 * full flags of each of their groups (which `groupGrant` may cut today, while the owner is disabled or lacks a
 * flag, and restore tomorrow). Whoever takes charge of how an account signs in must hold all of these.
 */
export async function reachablePermissions(db: Executor, userId: number): Promise<Permissions> {
  const rows = await db
    .select({ own: users.permissions, group: userGroups.permissions })
    .from(users)
    .leftJoin(userGroupMemberships, eq(userGroupMemberships.userId, users.id))
    .leftJoin(userGroups, eq(userGroups.id, userGroupMemberships.groupId))
    .where(eq(users.id, userId));
  let bits = 0n;
  for (const row of rows) bits |= row.own | (row.group ?? 0n);
  return Permissions.from(bits);
}

/** Requests closer together than this are one visit: the last visit is written at most this often. */
export const VISIT_RESOLUTION_MS = 5 * 60_000;

/**
 * Records that the member is using the site now (a request with their session token: every page a
 * signed-in member opens asks for their user and notifications). Digests count what came after it.
 */
export async function recordVisit(db: Executor, user: SessionUser, now = new Date()): Promise<void> {
  if (user.lastSeenAt && now.getTime() - user.lastSeenAt.getTime() < VISIT_RESOLUTION_MS) return;
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, user.id));
  user.lastSeenAt = now;
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
  const revoked = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, token.jti))
    .limit(1);
  if (revoked.length > 0) return null;
  const user = await loadSessionUser(db, userId);
  if (!user || !isActiveUser(user)) return null;
  // A password reset or "sign out everywhere" raised the version after this token was signed.
  if ((token.sv ?? 0) !== user.sessionVersion) return null;
  return user;
}

/** Signs a fresh token for a member; `authTime` continues a refresh chain. */
export async function issueToken(tokens: TokenService, user: SessionUser, authTime?: number) {
  return tokens.sign(
    user.id,
    {
      slug: user.slug,
      permissions: user.permissions.toString(),
      groups: user.groups,
      sv: user.sessionVersion,
    },
    authTime,
  );
}

/**
 * Exchanges a token for a new one in the same chain. The old token is revoked first and a new one is
 * issued only when this call's revocation was the one that inserted: concurrent refreshes of one token
 * yield one new token, the others null. A chain older than SESSION_MAX_LIFETIME_SECONDS yields null.
 */
export async function refreshToken(
  db: Database,
  tokens: TokenService,
  user: SessionUser,
  token: VerifiedToken,
) {
  if (Date.now() / 1000 >= token.authTime + SESSION_MAX_LIFETIME_SECONDS) return null;
  const revoked = await db
    .insert(revokedTokens)
    .values({ jti: token.jti, userId: Number(token.sub), expiresAt: new Date(token.exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  if (revoked.length === 0) return null;
  return issueToken(tokens, user, token.authTime);
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

/**
 * Records a one-time value (a sign-in form's CSRF nonce) in the revoked-token list until it expires.
 * True the first time, false when it was already used: the insert is the check, so two concurrent
 * uses cannot both pass.
 */
export async function consumeOnce(db: Database, id: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(revokedTokens)
    .values({ jti: id, userId: null, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
  return inserted.length > 0;
}
