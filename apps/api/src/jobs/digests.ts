// Daily and weekly digests: for each member with a category set to that period, the notifications of
// those categories they have not seen, since their last visit or the period's start (whichever is later),
// the newest of their feed over the same time ("From what you follow", issue #32), plus the week's top
// tutorials in the weekly one. Nothing to report, no email. One digest per member
// and period (the idempotency key names the day or the week), so several instances or a rerun send once.
import {
  DEFAULT_MAIL_FREQUENCIES,
  isNotificationName,
  NOTIFICATION_CATEGORIES,
  notificationCategory,
  notificationPath,
  type NotificationCategory,
} from '@reef/core';
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { notificationPreferences, notifications, tutorials, users } from '../db/schema/index.js';
import { digestMail, type DigestSection } from '../platform/mail/templates.js';
import {
  describeNotificationIn,
  digestHeadingIn,
  enqueueMail,
  mailBrand,
  unsubscribeParts,
  type NotificationMailEnv,
  loadFrequencies,
} from '../resources/mail/index.js';
import { labelObjects } from '../platform/services/subscriptions.js';
import { feedSince } from '../resources/follows/index.js';
import { translator } from '../platform/i18n.js';

/** How many items of the member's feed a digest lists. */
const DIGEST_FEED_ITEMS = 10;

export type DigestPeriod = 'daily' | 'weekly';
const PERIOD_MS: Record<DigestPeriod, number> = { daily: 86_400_000, weekly: 7 * 86_400_000 };

/** The day (YYYY-MM-DD) or the ISO week (YYYY-Www) a digest covers: its idempotency key. */
export function periodKey(period: DigestPeriod, now: Date): string {
  if (period === 'daily') return now.toISOString().slice(0, 10);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const week = Math.ceil(((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Members who may get a digest of this period: active, confirmed, deliverable, with a category on it. */
async function candidates(db: Database, period: DigestPeriod) {
  const periodIsDefault = NOTIFICATION_CATEGORIES.some((c) => DEFAULT_MAIL_FREQUENCIES[c] === period);
  const base = and(
    eq(users.state, 'active'),
    isNotNull(users.emailConfirmedAt),
    isNull(users.emailUndeliverableAt),
  );
  const chosen = sql`exists (select 1 from ${notificationPreferences} p where p.user_id = ${users.id} and p.frequency = ${period})`;
  // With a default on this period, members who never chose are candidates too.
  const where = periodIsDefault ? base : and(base, chosen);
  return db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      language: users.language,
      lastSignedInAt: users.lastSignedInAt,
      lastSeenAt: users.lastSeenAt,
    })
    .from(users)
    .where(where);
}

/** Queues the period's digests; returns how many were queued. */
export async function queueDigests(
  db: Database,
  env: NotificationMailEnv,
  period: DigestPeriod,
  now = new Date(),
): Promise<number> {
  const key = periodKey(period, now);
  const periodStart = new Date(now.getTime() - PERIOD_MS[period]);
  const top =
    period === 'weekly'
      ? await db
          .select({ title: tutorials.title, slug: tutorials.slug, upvotes: tutorials.upvotesCount })
          .from(tutorials)
          .where(and(eq(tutorials.state, 'published'), gt(tutorials.createdAt, periodStart)))
          .orderBy(desc(tutorials.upvotesCount), desc(tutorials.id))
          .limit(5)
      : [];
  let queued = 0;
  for (const member of await candidates(db, period)) {
    const frequencies = await loadFrequencies(db, member.id);
    const categories = NOTIFICATION_CATEGORIES.filter((c) => frequencies[c] === period);
    if (categories.length === 0) continue;
    // The last visit (any request with the member's session; a sign-in counts too, for members who
    // signed in before visits were recorded), or the period's start when that is later.
    const since = [member.lastSeenAt, member.lastSignedInAt].reduce<Date>(
      (latest, d) => (d && d > latest ? d : latest),
      periodStart,
    );
    const rows = (
      await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, member.id),
            isNull(notifications.viewedAt),
            gt(notifications.createdAt, since),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(200)
    ).filter((r) => isNotificationName(r.name) && categories.includes(notificationCategory(r.name)!));
    const followed = await feedSince(db, member.id, since, DIGEST_FEED_ITEMS);
    // "skipped when there is nothing": the top tutorials alone are not news for this member.
    if (rows.length === 0 && followed.rows.length === 0) continue;
    const labels = await labelObjects(
      db,
      rows.flatMap((r) => [
        { type: r.notifiableType, id: r.notifiableId },
        ...(r.notificationContextType && r.notificationContextId
          ? [{ type: r.notificationContextType, id: r.notificationContextId }]
          : []),
      ]),
    );
    const byCategory = new Map<NotificationCategory, DigestSection['items']>();
    for (const r of rows) {
      const view = {
        id: r.id,
        name: r.name,
        notifiable_type: r.notifiableType,
        notifiable_id: r.notifiableId,
        notifiable: labels.get(`${r.notifiableType}:${r.notifiableId}`) ?? null,
        notification_context_type: r.notificationContextType,
        notification_context_id: r.notificationContextId,
        notification_context: r.notificationContextType
          ? (labels.get(`${r.notificationContextType}:${r.notificationContextId}`) ?? null)
          : null,
        created_at: r.createdAt.toISOString(),
      };
      const category = notificationCategory(r.name)!;
      byCategory.set(category, [
        ...(byCategory.get(category) ?? []),
        {
          title: describeNotificationIn(member.language, view),
          url: `${env.PUBLIC_WEB_URL}${notificationPath(view) ?? '/community'}`,
        },
      ]);
    }
    // Everything the member reads is in their language (users.language); titles stay as their authors wrote them.
    const t = translator(member.language);
    const sections: DigestSection[] = [...byCategory.entries()].map(([category, items]) => ({
      heading: digestHeadingIn(member.language, category),
      items,
    }));
    if (followed.rows.length > 0) {
      sections.push({
        heading: t('mail', 'digest.feed'),
        items: followed.rows.map((r) => {
          const names = r.reasons.flatMap((reason) => {
            const target = followed.targets.get(`${reason.targetType}:${reason.targetId}`);
            return target ? [target.name] : [];
          });
          return {
            title: r.title,
            url: `${env.PUBLIC_WEB_URL}/community/${r.type === 'question' ? 'questions' : 'tutorials'}/${r.slug}`,
            ...(names.length > 0
              ? { detail: t('mail', 'digest.you_follow', { names: names.join(', ') }) }
              : {}),
          };
        }),
      });
    }
    if (top.length > 0) {
      sections.push({
        heading: t('mail', 'digest.top_tutorials'),
        items: top.map((tutorial) => ({
          title: tutorial.title,
          url: `${env.PUBLIC_WEB_URL}/community/tutorials/${tutorial.slug}`,
          detail: t('mail', 'digest.upvotes', { count: tutorial.upvotes }),
        })),
      });
    }
    const { footer, headers } = unsubscribeParts(env, member.id, 'all', member.language);
    const added = await db.transaction(async (tx) => {
      const ok = await enqueueMail(tx, {
        key: `digest:${period}:${key}:${member.id}`,
        kind: `digest_${period}`,
        userId: member.id,
        to: member.email,
        headers,
        mail: digestMail(mailBrand(env), {
          locale: member.language,
          username: member.username,
          period,
          sections,
          footer,
        }),
      });
      if (ok)
        await tx
          .update(users)
          .set({ lastDigestAt: now })
          .where(inArray(users.id, [member.id]));
      return ok;
    });
    if (added) queued += 1;
  }
  return queued;
}

/** Queues today's daily and this week's weekly digests, if not queued yet (the job runner's hourly check). */
export async function queueDueDigests(
  db: Database,
  env: NotificationMailEnv,
  now = new Date(),
): Promise<void> {
  await queueDigests(db, env, 'daily', now);
  await queueDigests(db, env, 'weekly', now);
}
