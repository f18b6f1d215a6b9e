// Accounts, groups and tokens.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';

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
    permissions: bigint('permissions', { mode: 'bigint' }).notNull().default(sql`0`),
    state: text('state').$type<UserState>().notNull().default('active'),
    hasSeenRegistrationAt: tstz('has_seen_registration_at'),
    lastSignedInAt: tstz('last_signed_in_at'),
    signUpIp: text('sign_up_ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_slug_key').on(t.slug),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_state_idx').on(t.state),
  ],
);

export const userGroups = pgTable(
  'user_groups',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    permissions: bigint('permissions', { mode: 'bigint' }).notNull().default(sql`0`),
    /** MANAGE_USER_GROUPS lets a member manage the groups they own (spec: community-app §6). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_groups_slug_key').on(t.slug)],
);

export const userGroupMemberships = pgTable(
  'user_group_memberships',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('user_group_memberships_user_idx').on(t.userId)],
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    permissions: bigint('permissions', { mode: 'bigint' }).notNull().default(sql`0`),
    lastUsedAt: tstz('last_used_at'),
    expiresAt: tstz('expires_at'),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('custom_tokens_hash_key').on(t.tokenHash)],
);
