// Transactional email: the outbox that is also the delivery queue, single-use account tokens,
// per-category notification email preferences and linked sign-in identities.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id, setNullRef, timestamps, tstz, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * pending → sending → sent | logged (no SMTP_URL: kept here and printed to the log) | failed (waiting to
 * retry) | dead (out of attempts or refused for good) | suppressed (the address bounced or complained).
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'logged' | 'failed' | 'dead' | 'suppressed';

/** One email, rendered when its write commits; the row is the job (enqueued in the write's transaction). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** One email per event: a second enqueue of the same key is ignored, so a retried write never sends twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    /** The notification category, for notification and digest emails (unsubscribe works per category). */
    category: text('category'),
    userId: setNullRef('user_id', () => users.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** The one link the email is about (printed in the dev log when there is no SMTP server). */
    actionUrl: text('action_url'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: tstz('run_at').notNull().defaultNow(),
    lockedAt: tstz('locked_at'),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('mail_outbox_idempotency_key').on(t.idempotencyKey),
    index('mail_outbox_due_idx').on(t.status, t.runAt),
    index('mail_outbox_user_idx').on(t.userId),
  ],
);

export type AccountTokenPurpose = 'password_reset' | 'email_confirmation';

/** Single-use links sent by email; only a hash of the secret is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address being confirmed (email confirmation only). */
    email: text('email'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

export type MailFrequency = 'immediately' | 'daily' | 'weekly' | 'never';

/** A member's choice for one notification category; a missing row means the category's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: cascadeRef('user_id', () => users.id),
    category: text('category').notNull(),
    frequency: text('frequency').$type<MailFrequency>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** An account at an external sign-in provider (OpenID Connect, GitHub) linked to a member. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    profile: jsonb('profile')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);
