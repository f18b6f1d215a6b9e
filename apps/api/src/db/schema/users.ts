// Accounts, groups and tokens.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, cascadeRef, createdAt, id, setNullRef, timestamps, tstz, updatedAt } from './columns.js';

export type UserState = 'active' | 'disabled' | 'archived' | 'spam';

export const users = pgTable(
  'users',
  {
    id: id(),
    slug: text('slug').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bio: text('bio'),
    location: text('location'),
    company: text('company'),
    websiteUrl: text('website_url'),
    twitterHandle: text('twitter_handle'),
    githubHandle: text('github_handle'),
    language: text('language').notNull().default('en'),
    /** The permissions bitfield (spec: community-app §6); groups add theirs on top. */
    permissions: bigint('permissions', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    state: text('state').$type<UserState>().notNull().default('active'),
    hasSeenRegistrationAt: tstz('has_seen_registration_at'),
    /** When the member's uploaded avatar last changed (null: none); it versions the avatar's address. */
    avatarUpdatedAt: tstz('avatar_updated_at'),
    lastSignedInAt: tstz('last_signed_in_at'),
    signUpIp: text('sign_up_ip'),
    /** When the member proved they read mail at `email`; null until then. */
    emailConfirmedAt: tstz('email_confirmed_at'),
    /** Carried in every session token; raising it signs out every session (password reset, sign out everywhere). */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Set when mail to the address bounced or was reported as spam: nothing more is sent to it. */
    emailUndeliverableAt: tstz('email_undeliverable_at'),
    emailUndeliverableReason: text('email_undeliverable_reason'),
    /** The last time a digest email covered this member's activity (digests gather what came after). */
    lastDigestAt: tstz('last_digest_at'),
    /** When the member last used the site with a token (what a digest counts as "missed"). */
    lastSeenAt: tstz('last_seen_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_slug_key').on(t.slug),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_state_idx').on(t.state),
  ],
);

/**
 * A member's public contribution counts by language, kept by the database (migration 0020: statement-level triggers
 * on tutorials, questions and comments add deltas), so a profile's stats and its contributions' total read a few
 * integers whichever service, admin action or command wrote the rows. Tutorials, questions, answers, accepted answers
 * and contributions count under their own or their thread's language; comments and upvotes received have no language
 * in the stats and are summed over the member's rows.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    userId: cascadeRef('user_id', () => users.id),
    /** The language of the item or of a comment's thread; '' for what has none. */
    language: text('language').notNull(),
    tutorials: integer('tutorials').notNull().default(0),
    questions: integer('questions').notNull().default(0),
    answers: integer('answers').notNull().default(0),
    acceptedAnswers: integer('accepted_answers').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    upvotesReceived: integer('upvotes_received').notNull().default(0),
    /** What the member's public contributions list shows (its total without filters). */
    contributions: integer('contributions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language] })],
);

/** A member's uploaded avatar, already re-encoded by the server (a small square WebP without metadata). */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  updatedAt: updatedAt(),
});

export const userGroups = pgTable(
  'user_groups',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    permissions: bigint('permissions', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** MANAGE_USER_GROUPS lets a member manage the groups they own (spec: community-app §6). */
    ownerId: setNullRef('owner_id', () => users.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('user_groups_slug_key').on(t.slug)],
);

export const userGroupMemberships = pgTable(
  'user_group_memberships',
  {
    groupId: cascadeRef('group_id', () => userGroups.id),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('user_group_memberships_user_idx').on(t.userId),
  ],
);

/** Signed-out tokens, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** API tokens for automated accounts (spec: community-app §7, custom tokens); only a hash is stored. */
export const customTokens = pgTable(
  'custom_tokens',
  {
    id: id(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: cascadeRef('user_id', () => users.id),
    createdById: setNullRef('created_by_id', () => users.id),
    permissions: bigint('permissions', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lastUsedAt: tstz('last_used_at'),
    expiresAt: tstz('expires_at'),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('custom_tokens_hash_key').on(t.tokenHash)],
);
