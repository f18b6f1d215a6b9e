// Factories for integration tests: rows inserted straight into the test database.
import { createHash } from 'node:crypto';
import { DEFAULT_MEMBER_PERMISSIONS, Permissions, type PermissionsResolvable } from '@reef/core';
import { hashPassword } from '../auth/passwords.js';
import { users, type UserState } from '../db/schema/index.js';
import { issueToken, loadSessionUser } from '../services/sessions.js';
import type { TestApp } from './app.js';

let sequence = 0;
/** A number unique within the test run, for slugs and names. */
export function nextId(): number {
  sequence += 1;
  return sequence;
}

export const DEFAULT_PASSWORD = 'correct horse battery staple';
const hashes = new Map<string, Promise<string>>();
function cachedHash(t: TestApp, password: string): Promise<string> {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password, { memoryCost: t.env.ARGON2_MEMORY_KIB, timeCost: t.env.ARGON2_TIME_COST });
    hashes.set(password, h);
  }
  return h;
}

export type UserRow = typeof users.$inferSelect;

export type BuildUserOptions = {
  username?: string;
  email?: string;
  password?: string;
  permissions?: PermissionsResolvable;
  state?: UserState;
  firstName?: string;
};

/** Inserts a member (default member permissions unless given). */
export async function buildUser(t: TestApp, options: BuildUserOptions = {}): Promise<UserRow> {
  const n = nextId();
  const username = options.username ?? `member${n}_${process.pid}`;
  const [row] = await t.db
    .insert(users)
    .values({
      username,
      slug: username.toLowerCase(),
      email: options.email ?? `${username.toLowerCase()}@example.test`,
      passwordHash: await cachedHash(t, options.password ?? DEFAULT_PASSWORD),
      firstName: options.firstName ?? `First${n}`,
      permissions: BigInt(Permissions.from(options.permissions ?? DEFAULT_MEMBER_PERMISSIONS).bits),
      state: options.state ?? 'active',
    })
    .returning();
  return row!;
}

/** A member holding exactly the given flags (plus the default member flags). */
export function buildUserWith(t: TestApp, ...flags: PermissionsResolvable[]): Promise<UserRow> {
  return buildUser(t, { permissions: DEFAULT_MEMBER_PERMISSIONS.add(...flags) });
}

/** Signs a member in: the headers of an authenticated request. */
export async function signIn(t: TestApp, user: Pick<UserRow, 'id'>): Promise<{ authorization: string }> {
  const session = await loadSessionUser(t.db, user.id);
  if (!session) throw new Error(`signIn: no user ${user.id}`);
  const { jwt } = await issueToken(t.app.ctx.tokens, session);
  return { authorization: `Bearer ${jwt}` };
}

/** Gravatar URL the API presents for an email. */
export function gravatarFor(email: string): string {
  return `https://www.gravatar.com/avatar/${createHash('md5').update(email.trim().toLowerCase()).digest('hex')}?d=identicon`;
}
