// What needs a moderator's or an administrator's attention now (issue #30, item 6: "a home with what needs attention
// now (flags waiting, held posts, failed deliveries, scheduled pages)"): counts of the queues the actor may work on,
// each with the admin screen that clears it. Counting only what the actor's permissions open keeps other queues'
// sizes private.
import { can, type Actor } from '@reef/core';
import { and, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  comments,
  leadDeliveries,
  mailOutbox,
  posts,
  questions,
  staticPages,
  userReports,
} from '../../db/schema/index.js';

export type AttentionItem = { key: string; label: string; count: number; href: string };

const countOf = async (db: Executor, table: PgTable, where: SQL | undefined) =>
  Number((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);

const HELD = ['under_review', 'spam'];

/** The queues `actor` may clear, each with how many items wait in it (zero included, so the home can say "clear"). */
export async function attentionFor(db: Executor, actor: NonNullable<Actor>): Promise<AttentionItem[]> {
  const checks: {
    key: string;
    label: string;
    href: string;
    allowed: boolean;
    count: () => Promise<number>;
  }[] = [
    {
      key: 'flags',
      label: 'Open reports in Flagged',
      href: '/community/admin/flagged',
      allowed: can(actor, 'manage', { type: 'user_report' }),
      count: () => countOf(db, userReports, eq(userReports.state, 'open')),
    },
    {
      key: 'held_questions',
      label: 'Questions held for review',
      href: '/community/admin/spam',
      allowed: can(actor, 'moderate', { type: 'question' }),
      count: () => countOf(db, questions, inArray(questions.state, HELD)),
    },
    {
      key: 'held_comments',
      label: 'Answers and comments held for review',
      href: '/community/admin/spam',
      allowed: can(actor, 'moderate', { type: 'comment' }),
      count: () => countOf(db, comments, inArray(comments.state, HELD)),
    },
    {
      key: 'failed_mail',
      label: 'Emails that could not be delivered',
      href: '/community/admin/outbox',
      allowed: actor.permissions.has('ADMINISTRATOR'),
      count: () => countOf(db, mailOutbox, inArray(mailOutbox.status, ['failed', 'dead'])),
    },
    {
      key: 'failed_webhooks',
      label: 'Lead webhooks that failed',
      href: '/community/admin/marketing_forms',
      allowed: can(actor, 'update', { type: 'marketing_form' }),
      count: () => countOf(db, leadDeliveries, inArray(leadDeliveries.status, ['failed', 'dead'])),
    },
    {
      key: 'scheduled_pages',
      label: 'Static pages scheduled to go live',
      href: '/community/admin/static_pages',
      allowed: can(actor, 'update', { type: 'static_page' }),
      count: () =>
        countOf(
          db,
          staticPages,
          and(eq(staticPages.state, 'published'), gt(staticPages.publishedAt, new Date())),
        ),
    },
    {
      key: 'scheduled_posts',
      label: 'Posts scheduled to go live',
      href: '/community/admin/posts',
      allowed: can(actor, 'update', { type: 'post' }),
      count: () => countOf(db, posts, and(eq(posts.state, 'published'), gt(posts.publishedAt, new Date()))),
    },
  ];
  const allowed = checks.filter((check) => check.allowed);
  const counts = await Promise.all(allowed.map((check) => check.count()));
  return allowed.map(({ key, label, href }, i) => ({ key, label, href, count: counts[i]! }));
}
