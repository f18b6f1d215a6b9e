// How often each notification category is emailed to a member: immediately, in a daily or weekly
// digest, or never. A missing row means the category's default (DEFAULT_MAIL_FREQUENCIES).
import {
  DEFAULT_MAIL_FREQUENCIES,
  MAIL_CATEGORY_LABELS,
  NOTIFICATION_CATEGORIES,
  type MailFrequencyName,
  type MailPreferences,
  type NotificationCategory,
} from '@reef/core';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notificationPreferences, users } from '../../db/schema/index.js';

export type Frequencies = Record<NotificationCategory, MailFrequencyName>;

/** The member's frequency for every category. */
export async function loadFrequencies(db: Executor, userId: number): Promise<Frequencies> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.category, r.frequency]));
  return Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((c) => [c, chosen.get(c) ?? DEFAULT_MAIL_FREQUENCIES[c]]),
  ) as Frequencies;
}

/** The preferences page's payload. */
export async function loadMailPreferences(db: Executor, userId: number): Promise<MailPreferences> {
  const [frequencies, [user]] = await Promise.all([
    loadFrequencies(db, userId),
    db.select({ undeliverable: users.emailUndeliverableAt }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    categories: NOTIFICATION_CATEGORIES.map((category) => ({
      category,
      ...MAIL_CATEGORY_LABELS[category],
      frequency: frequencies[category],
      default: DEFAULT_MAIL_FREQUENCIES[category],
    })),
    email_undeliverable: Boolean(user?.undeliverable),
  };
}

/** Saves the given categories (others keep their value). */
export async function saveFrequencies(
  db: Executor,
  userId: number,
  changes: Partial<Frequencies>,
): Promise<void> {
  const rows = Object.entries(changes)
    .filter((entry): entry is [NotificationCategory, MailFrequencyName] => entry[1] !== undefined)
    .map(([category, frequency]) => ({ userId, category, frequency, updatedAt: new Date() }));
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: { frequency: sql`excluded.frequency`, updatedAt: sql`now()` },
    });
}

/** An unsubscribe link: the member (if the account still exists) gets no more mail of the given categories. */
export async function unsubscribe(
  db: Executor,
  userId: number,
  categories: readonly string[],
): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = ${userId}`);
  if (user) await saveFrequencies(db, user.id, Object.fromEntries(categories.map((c) => [c, 'never'])));
}
