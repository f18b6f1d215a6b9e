// First-party analytics: stores validated events as counts and summarises them for administrators.
// Privacy: a visitor is sha256(day's salt, IP, user agent); the salt is random per UTC day and deleted the next day,
// so hashes cannot be linked across days or reversed once it is gone. No IP, user agent or account is stored.
// The visitor is only what the server derives: the client address key (platform/lib/client-ip.ts: IPv4 as is, IPv6 by its
// /64, from `req.ip` under TRUST_PROXY) and the user agent. An item's view is one row per visitor, item and day
// whatever the client names as its path, so a view counter moves once per visitor per item per day (security
// round 2, finding 8); the unique index of analytics_events holds it across instances.
import { createHash, randomBytes } from 'node:crypto';
import {
  PAGE_VIEWED_EVENT,
  USER_VIEWED_EVENT,
  type AnalyticsSummaryResponse,
  type ViewedType,
} from '@reef/core';
import { and, count, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { analyticsEvents, analyticsSalts, comments, questions, users } from '../../db/schema/index.js';
import { clientAddressKey } from '../../platform/lib/client-ip.js';
import { labelObjects } from '../../platform/services/subscriptions.js';
import { loadObject } from '../../platform/services/objects.js';

/** One event as stored: the name and what it counts. */
export type StoredEvent = {
  event: string;
  path: string;
  subject?: { type: ViewedType; id: number };
  signedIn?: boolean;
};

const VIEW_COUNTER_TABLE: Record<ViewedType, string> = {
  question: 'questions',
  tutorial: 'tutorials',
  tool: 'tools',
};

/** The UTC day of a moment, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

const saltCache = new Map<string, string>();

/** The salt of a UTC day: created once (by whichever instance comes first); earlier days' salts are deleted. */
export async function dailySalt(db: Executor, day: string): Promise<string> {
  const cached = saltCache.get(day);
  if (cached) return cached;
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  saltCache.clear();
  saltCache.set(day, row!.salt);
  return row!.salt;
}

/** The visitor's hash for a day: the address by its client key (an IPv6 /64 is one visitor). */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256')
    .update(`${salt}\n${clientAddressKey(ip)}\n${userAgent}`)
    .digest('base64url');
}

/**
 * Stores events for one visitor; a repeat of the same event, page and item on the same day is not stored again.
 * A first view of an item by a signed-out visitor today also adds one to the item's view counter (a member's view is
 * counted by `POST /v1/user_viewed/{id}`, deduplicated per member there). Returns how many were stored.
 */
export async function storeEvents(
  db: Executor,
  visitor: { ip: string; userAgent: string },
  events: StoredEvent[],
  now = new Date(),
): Promise<number> {
  if (events.length === 0) return 0;
  const day = utcDay(now);
  const hash = visitorHash(await dailySalt(db, day), visitor.ip, visitor.userAgent);
  let stored = 0;
  for (const item of events) {
    let subject = item.subject;
    if (subject) {
      // Only items a visitor may see are counted (an unknown or unpublished id is ignored).
      try {
        const target = await loadObject(db, null, subject.type, subject.id);
        subject = { type: subject.type, id: target.id };
      } catch {
        continue;
      }
    }
    const inserted = await db
      .insert(analyticsEvents)
      .values({
        day,
        event: item.event,
        visitorHash: hash,
        // An item's events are keyed on the item, not on the path the client says it was seen at.
        path: subject ? '' : item.path,
        subjectType: subject?.type ?? '',
        subjectId: subject?.id ?? 0,
      })
      .onConflictDoNothing()
      .returning({ id: analyticsEvents.id });
    if (inserted.length === 0) continue;
    stored += 1;
    if (subject && item.event === USER_VIEWED_EVENT && !item.signedIn) {
      await db.execute(
        sql`update ${sql.identifier(VIEW_COUNTER_TABLE[subject.type])} set views_count = views_count + 1 where id = ${subject.id}`,
      );
    }
  }
  return stored;
}

function listDays(from: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => utcDay(new Date(from.getTime() + index * 86_400_000)));
}

async function countByDay(query: PromiseLike<{ day: string; n: number }[]>): Promise<Map<string, number>> {
  return new Map((await query).map((row) => [String(row.day).slice(0, 10), Number(row.n)]));
}

/** Daily views, sign-ups, questions and answers, and the most viewed items, over the last `days` UTC days. */
export async function summarize(
  db: Executor,
  days: number,
  now = new Date(),
): Promise<AnalyticsSummaryResponse> {
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
  const start = new Date(today.getTime() - (days - 1) * 86_400_000);
  const end = new Date(today.getTime() + 86_400_000);
  const dayList = listDays(start, days);
  const first = dayList[0]!;
  const last = dayList[dayList.length - 1]!;
  const utcDate = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

  const views = await countByDay(
    db
      .select({ day: analyticsEvents.day, n: count() })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.event, PAGE_VIEWED_EVENT),
          gte(analyticsEvents.day, first),
          lte(analyticsEvents.day, last),
        ),
      )
      .groupBy(analyticsEvents.day),
  );
  const signups = await countByDay(
    db
      .select({ day: utcDate(users.createdAt), n: count() })
      .from(users)
      .where(and(gte(users.createdAt, start), lt(users.createdAt, end)))
      .groupBy(utcDate(users.createdAt)),
  );
  const questionCounts = await countByDay(
    db
      .select({ day: utcDate(questions.createdAt), n: count() })
      .from(questions)
      .where(and(gte(questions.createdAt, start), lt(questions.createdAt, end)))
      .groupBy(utcDate(questions.createdAt)),
  );
  const answers = await countByDay(
    db
      .select({ day: utcDate(comments.createdAt), n: count() })
      .from(comments)
      .where(and(eq(comments.type, 'answer'), gte(comments.createdAt, start), lt(comments.createdAt, end)))
      .groupBy(utcDate(comments.createdAt)),
  );

  const points = dayList.map((day) => ({
    day,
    views: views.get(day) ?? 0,
    signups: signups.get(day) ?? 0,
    questions: questionCounts.get(day) ?? 0,
    answers: answers.get(day) ?? 0,
  }));
  const sum = (key: 'views' | 'signups' | 'questions' | 'answers') =>
    points.reduce((total, point) => total + point[key], 0);

  const top = await db
    .select({ type: analyticsEvents.subjectType, id: analyticsEvents.subjectId, n: count() })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.event, USER_VIEWED_EVENT),
        ne(analyticsEvents.subjectId, 0),
        gte(analyticsEvents.day, first),
        lte(analyticsEvents.day, last),
      ),
    )
    .groupBy(analyticsEvents.subjectType, analyticsEvents.subjectId)
    .orderBy(desc(count()), analyticsEvents.subjectType, analyticsEvents.subjectId)
    .limit(5);
  const labels = await labelObjects(
    db,
    top.map((row) => ({ type: row.type, id: row.id })),
  );
  const topContent: AnalyticsSummaryResponse['top_content'] = [];
  for (const row of top) {
    const label = labels.get(`${row.type}:${row.id}`);
    if (!label?.slug) continue;
    const daily = await countByDay(
      db
        .select({ day: analyticsEvents.day, n: count() })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.event, USER_VIEWED_EVENT),
            eq(analyticsEvents.subjectType, row.type),
            eq(analyticsEvents.subjectId, row.id),
            gte(analyticsEvents.day, first),
            lte(analyticsEvents.day, last),
          ),
        )
        .groupBy(analyticsEvents.day),
    );
    topContent.push({
      type: row.type as ViewedType,
      id: row.id,
      title: label.name ?? '',
      slug: label.slug,
      views: Number(row.n),
      daily_views: dayList.map((day) => daily.get(day) ?? 0),
    });
  }

  return {
    days: points,
    totals: {
      views: sum('views'),
      signups: sum('signups'),
      questions: sum('questions'),
      answers: sum('answers'),
    },
    top_content: topContent,
  };
}
