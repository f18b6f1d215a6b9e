// Notification emails: a notification written in a transaction queues its email in that same
// transaction when its category is "immediately" for the member (daily and weekly ones wait for the
// digest). Only confirmed, deliverable addresses get mail. Every email carries a one-click unsubscribe
// (RFC 8058: List-Unsubscribe + List-Unsubscribe-Post) for its category and a link to the preferences.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isNotificationName,
  NOTIFICATION_CATEGORIES,
  notificationCategory,
  notificationPath,
  type NotificationCategory,
} from '@reef/core';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, type notifications } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { notificationMail, type MailFooter } from '../../platform/mail/templates.js';
import { enqueueMail, mailBrand } from './service.js';
import { loadFrequencies } from './notification-preferences-service.js';
import { labelObjects } from '../../platform/services/subscriptions.js';
import { categoryLabelIn, describeNotificationIn } from './notification-text.js';

type NotificationRow = typeof notifications.$inferSelect;
export type NotificationMailEnv = Pick<
  Env,
  'BRAND_NAME' | 'BRAND_LOGO_COLOR' | 'PUBLIC_WEB_URL' | 'PUBLIC_API_URL' | 'JWT_SECRET'
>;

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url').slice(0, 32);
}

/** A token that turns one category's email off for one member; it needs no sign-in (it is the link in their mail). */
export function unsubscribeToken(
  secret: string,
  userId: number,
  category: NotificationCategory | 'all',
): string {
  const payload = `${userId}.${category}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The member and category of a valid token, or null. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; category: NotificationCategory | 'all' } | null {
  const [id, category, signature, extra] = token.split('.');
  if (!id || !category || !signature || extra !== undefined || !/^\d{1,10}$/.test(id)) return null;
  if (category !== 'all' && !(NOTIFICATION_CATEGORIES as readonly string[]).includes(category)) return null;
  const expected = mac(secret, `${id}.${category}`);
  if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
    return null;
  return { userId: Number(id), category: category as NotificationCategory | 'all' };
}

/** The footer and headers of an email about one category (or every category, for digests), in the member's language. */
export function unsubscribeParts(
  env: NotificationMailEnv,
  userId: number,
  category: NotificationCategory | 'all',
  locale = 'en',
) {
  const url = `${env.PUBLIC_API_URL}/v1/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(env.JWT_SECRET, userId, category))}`;
  const footer: MailFooter = {
    preferencesUrl: `${env.PUBLIC_WEB_URL}/community/settings/notifications`,
    unsubscribeUrl: url,
    categoryLabel: categoryLabelIn(locale, category),
  };
  const headers = { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { footer, headers };
}

/** Queues the emails of notifications just written (called in their transaction). */
export async function queueNotificationEmails(
  tx: Executor,
  env: NotificationMailEnv,
  rows: NotificationRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const recipients = await tx
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      language: users.language,
      state: users.state,
      confirmed: users.emailConfirmedAt,
      undeliverable: users.emailUndeliverableAt,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const due: { row: NotificationRow; category: NotificationCategory }[] = [];
  const frequencies = new Map<number, Awaited<ReturnType<typeof loadFrequencies>>>();
  for (const row of rows) {
    const user = byId.get(row.userId);
    const category = isNotificationName(row.name) ? notificationCategory(row.name) : undefined;
    if (!user || !category || user.state !== 'active' || !user.confirmed || user.undeliverable) continue;
    if (!frequencies.has(user.id)) frequencies.set(user.id, await loadFrequencies(tx, user.id));
    if (frequencies.get(user.id)![category] === 'immediately') due.push({ row, category });
  }
  if (due.length === 0) return;
  const labels = await labelObjects(
    tx,
    due.flatMap(({ row }) => [
      { type: row.notifiableType, id: row.notifiableId },
      ...(row.notificationContextType && row.notificationContextId
        ? [{ type: row.notificationContextType, id: row.notificationContextId }]
        : []),
    ]),
  );
  for (const { row, category } of due) {
    const user = byId.get(row.userId)!;
    const view = {
      id: row.id,
      name: row.name,
      notifiable_type: row.notifiableType,
      notifiable_id: row.notifiableId,
      notifiable: labels.get(`${row.notifiableType}:${row.notifiableId}`) ?? null,
      notification_context_type: row.notificationContextType,
      notification_context_id: row.notificationContextId,
      notification_context: row.notificationContextType
        ? (labels.get(`${row.notificationContextType}:${row.notificationContextId}`) ?? null)
        : null,
      created_at: row.createdAt.toISOString(),
    };
    const path = notificationPath(view) ?? '/community';
    const { footer, headers } = unsubscribeParts(env, user.id, category, user.language);
    await enqueueMail(tx, {
      key: `notification:${row.id}`,
      kind: 'notification',
      category,
      userId: user.id,
      to: user.email,
      headers,
      mail: notificationMail(mailBrand(env), {
        locale: user.language,
        username: user.username,
        summary: describeNotificationIn(user.language, view),
        url: `${env.PUBLIC_WEB_URL}${path}`,
        footer,
      }),
    });
  }
}
