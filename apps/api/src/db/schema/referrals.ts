// Referrals: each member's referral code, and which registrations arrived with a refcode (community-app §4).
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, setNullRef } from './columns.js';
import { users } from './users.js';

/** A member's own referral code, created the first time they open their referrals page. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

/** A registration that carried a refcode; `referrerId` is set when the code is one of ours. */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: integer('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: setNullRef('referrer_id', () => users.id),
    refcode: text('refcode').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);
