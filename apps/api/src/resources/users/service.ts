// Accounts: registration, credentials, profiles, and moderation of members.
import {
  DEFAULT_MEMBER_PERMISSIONS,
  flagsBeyond,
  listTag,
  objectTags,
  Permissions,
  refusedFlagChanges,
  slugify,
  type Actor,
  type AuditAction,
  type UserUpdateBody,
} from '@reef/core';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { hashPassword, verifyPassword, type PasswordCost } from '../../platform/lib/passwords.js';
import type { Database, Executor } from '../../db/client.js';
import { comments, questions, tools, tutorials, users, type UserState } from '../../db/schema/index.js';
import {
  ConflictError,
  ForbiddenError,
  HttpError,
  localDetail,
  NotFoundError,
  UnauthorizedError,
  UnprocessableError,
} from '../../platform/errors.js';
import { msg, say } from '../../platform/i18n.js';
import { emit, transaction } from '../../platform/events/bus.js';
import type { EventOrigin } from '../../platform/events/catalog.js';
import { isUniqueViolation } from '../../platform/lib/db-errors.js';
import { isNumericId, paginate, toPage } from '../../platform/lib/pagination.js';
import type { UserRow } from '../../db/rows.js';
import { refreshQuestionCounters, refreshTutorialCounters } from '../../platform/services/counters.js';
import { recordReferral } from './referrals-service.js';
import { loadSessionUser, reachablePermissions } from '../../platform/services/sessions.js';

export type RegisterInput = {
  email: string;
  username: string;
  password: string;
  ip?: string;
  refcode?: string;
  /** The language the visitor registered in (their browser's, or the sign-in page's): their emails use it. */
  language?: string;
};

/** Finds a member by slug (case-insensitive), or 404. */
export async function findUserBySlug(db: Executor, slug: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug.toLowerCase())).limit(1);
  if (!row) throw new NotFoundError(msg('errors', 'missing.user'));
  return row;
}

/** Finds a member by numeric id or slug. */
export async function findUserByIdOrSlug(db: Executor, value: string): Promise<UserRow> {
  if (isNumericId(value)) {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.id, Number(value)))
      .limit(1);
    if (row) return row;
  }
  return findUserBySlug(db, value);
}

/** What registration (and an email change) answers for an address it cannot take, whoever owns it. */
export const EMAIL_UNAVAILABLE_MESSAGE = say('en', msg('errors', 'account.email_unavailable'));

async function assertAvailable(
  db: Executor,
  fields: { username?: string; email?: string },
  exceptId?: number,
): Promise<void> {
  const conditions: SQL[] = [];
  if (fields.username)
    conditions.push(
      sql`lower(${users.username}) = ${fields.username.toLowerCase()}`,
      eq(users.slug, slugify(fields.username)),
    );
  if (fields.email) conditions.push(sql`lower(${users.email}) = ${fields.email.toLowerCase()}`);
  if (conditions.length === 0) return;
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, slug: users.slug })
    .from(users)
    .where(or(...conditions));
  const details = [];
  for (const row of rows) {
    if (row.id === exceptId) continue;
    // Neutral wording: the answer must not read as "this address has an account" (docs/decisions.md).
    if (fields.email && row.email.toLowerCase() === fields.email.toLowerCase())
      details.push(localDetail('email', msg('errors', 'account.email_unavailable')));
    if (
      fields.username &&
      (row.username.toLowerCase() === fields.username.toLowerCase() || row.slug === slugify(fields.username))
    )
      details.push(localDetail('username', msg('errors', 'account.username_taken')));
  }
  if (details.length > 0) throw new ConflictError(msg('errors', 'account.details_unavailable'), details);
}

/** Creates a member with the default member permissions; `inTransaction` runs in the insert's transaction (the confirmation email). */
export async function registerUser(
  db: Database,
  input: RegisterInput,
  cost: PasswordCost,
  inTransaction?: (tx: Executor, row: UserRow) => Promise<void>,
): Promise<UserRow> {
  // Hash before the availability check, so a taken email costs the same time as a free one.
  const passwordHash = await hashPassword(input.password, cost);
  await assertAvailable(db, input);
  try {
    return await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: input.username,
          slug: slugify(input.username),
          passwordHash,
          permissions: BigInt(DEFAULT_MEMBER_PERMISSIONS.bits),
          signUpIp: input.ip ?? null,
          ...(input.language ? { language: input.language } : {}),
        })
        .returning();
      if (input.refcode) await recordReferral(tx, row!.id, input.refcode);
      await inTransaction?.(tx, row!);
      await emit(tx, { type: 'user.registered', actor: null, ip: input.ip ?? null, user: row! });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(msg('errors', 'account.details_unavailable'));
    throw error;
  }
}

/** Checks credentials; the same error for an unknown email and a wrong password. */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
  cost: PasswordCost,
): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? null, password, cost);
  if (!row || !ok) throw new UnauthorizedError(msg('errors', 'account.credentials_incorrect'));
  if (row.state !== 'active')
    throw new ForbiddenError(msg('errors', 'account.not_active', { state: row.state }));
  await db.update(users).set({ lastSignedInAt: new Date() }).where(eq(users.id, row.id));
  return row;
}

/**
 * Applies a profile update. Privileged fields were authorized by the route. The address is not among them: it
 * changes only through `requestEmailChange` of accounts.ts (confirmed by a link sent to the new address).
 */
export async function updateUser(
  db: Database,
  origin: EventOrigin,
  row: UserRow,
  input: Omit<UserUpdateBody['user'], 'email'>,
): Promise<UserRow> {
  await assertAvailable(db, { username: input.username }, row.id);
  const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.username !== undefined) {
    patch.username = input.username;
    patch.slug = slugify(input.username);
  }
  if (input.first_name !== undefined) patch.firstName = input.first_name;
  if (input.last_name !== undefined) patch.lastName = input.last_name;
  if (input.bio !== undefined) patch.bio = input.bio;
  if (input.location !== undefined) patch.location = input.location;
  if (input.company !== undefined) patch.company = input.company;
  if (input.website_url !== undefined) patch.websiteUrl = input.website_url;
  if (input.twitter_handle !== undefined) patch.twitterHandle = input.twitter_handle;
  if (input.github_handle !== undefined) patch.githubHandle = input.github_handle;
  if (input.language !== undefined) patch.language = input.language;
  if (input.has_seen_registration_at !== undefined)
    patch.hasSeenRegistrationAt =
      input.has_seen_registration_at === null
        ? null
        : input.has_seen_registration_at === true
          ? new Date()
          : new Date(input.has_seen_registration_at);
  if (input.permissions !== undefined) patch.permissions = BigInt(Permissions.from(input.permissions).bits);
  if (input.state !== undefined) patch.state = input.state;
  try {
    return await transaction(db, async (tx) => {
      const [saved] = await tx.update(users).set(patch).where(eq(users.id, row.id)).returning();
      // The profile page shows these fields (author lines elsewhere refresh with their pages' own expiry).
      await emit(tx, {
        type: 'record.changed',
        ...origin,
        audit: 'staff',
        action: 'user.update',
        subjectId: row.id,
        summary: `Updated ${Object.keys(input).join(', ')}`,
        before: row,
        after: saved,
        target: { tags: [...objectTags('user', row.slug), ...objectTags('user', saved!.slug)] },
      });
      return saved!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(msg('errors', 'account.exists'));
    throw error;
  }
}

const STATE_ACTION: Partial<Record<UserState, AuditAction>> = {
  disabled: 'user.disable',
  active: 'user.enable',
  archived: 'user.archive',
};

/** Moves a member to another state; MANAGE_USERS may not act on administrators unless ADMINISTRATOR. */
export async function setUserState(
  db: Database,
  actor: Actor,
  row: UserRow,
  state: UserState,
  ip?: string,
): Promise<UserRow> {
  assertMayModerate(actor, row);
  return transaction(db, async (tx) => {
    const [saved] = await tx
      .update(users)
      .set({ state, updatedAt: new Date() })
      .where(eq(users.id, row.id))
      .returning();
    await emit(tx, {
      type: 'record.changed',
      actor,
      ip,
      action: STATE_ACTION[state] ?? 'user.update',
      subjectId: row.id,
      summary: `${row.state} → ${state}`,
      before: { state: row.state },
      after: { state },
    });
    return saved!;
  });
}

/**
 * Every field of an administrator's account belongs to administrators: a MANAGE_USERS moderator may
 * "view, edit, disable and archive users" (community-app §6) but not edit, re-email or disable the
 * administrators who granted them the flag. An administrator by group counts too.
 */
export async function assertMayEditAccount(
  db: Executor,
  actor: NonNullable<Actor>,
  row: UserRow,
): Promise<void> {
  if (actor.id === row.id || actor.permissions.has('ADMINISTRATOR', false)) return;
  const target = await loadSessionUser(db, row.id);
  if (target?.permissions.has('ADMINISTRATOR', false)) {
    throw new ForbiddenError(msg('errors', 'users.admin_account'));
  }
}

/**
 * Refuses a change of `row`'s sign-in credentials (address, sessions; password and connected sign-ins have no
 * route for anyone but the owner) by someone else when the account holds, own or through a group (even one its
 * owner's state cuts today: `reachablePermissions`), a flag the actor lacks (`flagsBeyond` of @reef/core):
 * nobody gains a flag through someone else's account. The answer names the flags at `path`.
 */
export async function assertMayChangeCredentials(
  db: Executor,
  actor: NonNullable<Actor>,
  row: UserRow,
  path: string,
): Promise<void> {
  if (actor.id === row.id) return;
  const beyond = flagsBeyond(actor.permissions, await reachablePermissions(db, row.id));
  if (beyond.length === 0) return;
  const message = `This account holds ${beyond.join(', ')}, which you do not hold: only someone holding every flag of an account may change how it signs in`;
  throw new HttpError(403, 'forbidden', message, [{ path, message }]);
}

/** A member's own flags, without what their groups add. */
export async function ownPermissionsOf(db: Executor, userId: number): Promise<Permissions> {
  const [row] = await db
    .select({ permissions: users.permissions })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Permissions.from(row?.permissions ?? 0n);
}

/**
 * Refuses a change of `row`'s own flags to `value` that touches a flag the actor may not hand on: an
 * administrator changes every flag, a user manager only the flags they hold themselves (`refusedFlagChanges`
 * of @reef/core). The answer names each refused flag at `user.permissions`.
 */
export async function assertMayChangeFlags(
  db: Executor,
  actor: NonNullable<Actor>,
  row: UserRow,
  value: string,
): Promise<void> {
  let after: Permissions;
  try {
    after = Permissions.from(value);
  } catch {
    // Permissions.from has one refusal (core's INVALID_PERMISSIONS_MESSAGE, errors schema.permission_bits).
    const invalid = msg('errors', 'schema.permission_bits');
    throw new UnprocessableError(invalid, [localDetail('user.permissions', invalid)]);
  }
  const refused = refusedFlagChanges(
    { permissions: actor.permissions, ownPermissions: await ownPermissionsOf(db, actor.id) },
    row.permissions,
    after,
  );
  if (refused.length === 0) return;
  throw new HttpError(
    403,
    'forbidden',
    msg('errors', 'users.grant_unheld', { permissions: refused.join(', ') }),
    refused.map((flag) =>
      localDetail('user.permissions', msg('errors', 'users.not_held', { permission: flag })),
    ),
  );
}

function assertMayModerate(actor: Actor, row: UserRow): void {
  if (!actor) throw new UnauthorizedError();
  if (actor.id === row.id) throw new ForbiddenError(msg('errors', 'users.own_state'));
  const target = Permissions.from(row.permissions);
  if (target.has('ADMINISTRATOR', false) && !actor.permissions.has('ADMINISTRATOR', false)) {
    throw new ForbiddenError(msg('errors', 'users.admin_state'));
  }
}

/**
 * Ends every session of a member for a user manager (a stolen password, a shared laptop): every token signed
 * before now stops working at once; custom tokens are not sessions and stay (revoke them apart). The same rule
 * as a state change: never one's own account, an administrator's only for administrators.
 */
export async function endUserSessions(db: Database, actor: Actor, row: UserRow, ip?: string): Promise<void> {
  assertMayModerate(actor, row);
  await transaction(db, async (tx) => {
    const [saved] = await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, row.id))
      .returning({ sessionVersion: users.sessionVersion });
    await emit(tx, {
      type: 'record.changed',
      actor,
      ip,
      action: 'user.sign_out_everywhere',
      subjectId: row.id,
      summary: 'Signed out of every session',
      before: { session_version: row.sessionVersion },
      after: { session_version: saved!.sessionVersion },
    });
  });
}

/**
 * Marks a member as a spammer: the account cannot sign in, their questions and comments move to
 * `spam`, their tutorials and tools (which have no spam status) to `trashed`.
 */
export async function spamAll(db: Database, actor: Actor, row: UserRow, ip?: string) {
  assertMayModerate(actor, row);
  return transaction(db, async (tx) => {
    const now = new Date();
    const [saved] = await tx
      .update(users)
      .set({ state: 'spam', updatedAt: now })
      .where(eq(users.id, row.id))
      .returning();
    const q = await tx
      .update(questions)
      .set({ state: 'spam', updatedAt: now })
      .where(eq(questions.authorId, row.id))
      .returning({ id: questions.id });
    const c = await tx
      .update(comments)
      .set({ state: 'spam', updatedAt: now })
      .where(eq(comments.authorId, row.id))
      .returning({ id: comments.id, rootType: comments.rootType, rootId: comments.rootId });
    const t = await tx
      .update(tutorials)
      .set({ state: 'trashed', updatedAt: now })
      .where(eq(tutorials.authorId, row.id))
      .returning({ id: tutorials.id });
    await tx.update(tools).set({ state: 'trashed', updatedAt: now }).where(eq(tools.authorId, row.id));
    const questionIds = c.filter((x) => x.rootType === 'question').map((x) => x.rootId);
    const tutorialIds = c.filter((x) => x.rootType === 'tutorial').map((x) => x.rootId);
    await refreshQuestionCounters(tx, questionIds);
    await refreshTutorialCounters(tx, tutorialIds);
    const result = { questions: q.length, comments: c.length, tutorials: t.length };
    await emit(tx, {
      type: 'record.changed',
      actor,
      ip,
      action: 'user.spam_all',
      subjectId: row.id,
      summary: `${result.questions} questions, ${result.comments} comments, ${result.tutorials} tutorials`,
      before: { state: row.state },
      after: { state: 'spam', ...result },
      target: { tags: [listTag.questions, listTag.tutorials] },
    });
    return { user: saved!, ...result };
  });
}

/** Admin user search by username, email or name. */
export async function searchUsers(
  db: Executor,
  input: { search: string; state?: UserState; page: number; limit: number; byEmail?: boolean },
) {
  const page = toPage(input.page, input.limit);
  const pattern = `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    input.search
      ? or(
          ilike(users.username, pattern),
          input.byEmail ? ilike(users.email, pattern) : undefined,
          ilike(users.firstName, pattern),
        )
      : undefined,
    input.state ? eq(users.state, input.state) : undefined,
  );
  const { rows, meta } = await paginate(
    db,
    page,
    db.select().from(users).where(where).orderBy(users.username).$dynamic(),
    { from: users, where },
  );
  return { rows, meta };
}

/** Users by lowercase username, for mentions. */
export async function findUsersByUsernames(
  db: Executor,
  names: string[],
): Promise<{ id: number; username: string }[]> {
  if (names.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, names), eq(users.state, 'active')));
}
