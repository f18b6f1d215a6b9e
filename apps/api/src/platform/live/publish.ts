// What the domain events say on the live channels (issue #32, item 1). The messages are worked out in the write's
// transaction (they read the counts it leaves) and published only once it has committed (bus.ts `onCommit`): a write
// that rolls back is never heard. They carry ids and counts, never the body of anything, held content least of all.
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { PUBLIC_COMMENT_TYPES } from '@reef/core';
import { comments, notifications, questions, userReports } from '../../db/schema/index.js';
import type { DomainEvent } from '../events/catalog.js';
import type { NotificationRow } from '../events/subscribers/notifications.js';
import { notificationNotMuted } from '../../db/mutes.js';
import { ADMIN_QUEUES, questionChannel, tutorialChannel, userChannel } from './channels.js';

export type Outgoing = { channel: string; data: Record<string, unknown> };

const HELD = ['under_review', 'spam'];

const countOf = async (db: Executor, table: PgTable, where: SQL | undefined) =>
  Number((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);

/** The sizes of the moderation queues, as the admin home counts them (resources/admin-attention). */
async function queueCounts(tx: Executor): Promise<Outgoing> {
  const [flags, heldQuestions, heldComments] = await Promise.all([
    countOf(tx, userReports, eq(userReports.state, 'open')),
    countOf(tx, questions, inArray(questions.state, HELD)),
    countOf(tx, comments, inArray(comments.state, HELD)),
  ]);
  return {
    channel: ADMIN_QUEUES,
    data: { type: 'queues', counts: { flags, held_questions: heldQuestions, held_comments: heldComments } },
  };
}

/** The channel of a thread's root: a question's or a tutorial's (other roots have none). */
function threadChannel(rootType: string, rootId: number): string | null {
  if (rootType === 'question') return questionChannel(rootId);
  if (rootType === 'tutorial') return tutorialChannel(rootId);
  return null;
}

/** Whether visitors of the thread see the comment: a published answer or comment, never a note or a report's words. */
const isPublicInThread = (row: { type: string; state: string }) =>
  row.state === 'published' && (PUBLIC_COMMENT_TYPES as readonly string[]).includes(row.type);

/** A published answer or comment on a question or tutorial: its id on the root's channel. */
function onThread(row: {
  id: number;
  type: string;
  state: string;
  rootType: string;
  rootId: number;
  parentType: string;
  parentId: number;
}): Outgoing | null {
  const channel = threadChannel(row.rootType, row.rootId);
  if (!channel || !isPublicInThread(row)) return null;
  return {
    channel,
    data: {
      type: row.type === 'answer' ? 'answer' : 'comment',
      id: row.id,
      parent: { type: row.parentType, id: row.parentId },
    },
  };
}

/**
 * A vote's message, `{ type: 'votes', target, count }`, on the channel of the page that shows the object's count (a
 * question or tutorial, or the thread a public answer or comment is in); null for objects on no live page.
 */
async function onVote(tx: Executor, type: string, id: number, count: number): Promise<Outgoing | null> {
  const message = (channel: string | null) =>
    channel ? { channel, data: { type: 'votes', target: { type, id }, count } } : null;
  if (type === 'question' || type === 'tutorial') return message(threadChannel(type, id));
  if (type !== 'comment') return null;
  const [row] = await tx
    .select({
      type: comments.type,
      state: comments.state,
      rootType: comments.rootType,
      rootId: comments.rootId,
    })
    .from(comments)
    .where(eq(comments.id, id))
    .limit(1);
  return message(row && isPublicInThread(row) ? threadChannel(row.rootType, row.rootId) : null);
}

/** The messages of one event (none for most). */
export async function messagesOfEvent(tx: Executor, event: DomainEvent): Promise<Outgoing[]> {
  switch (event.type) {
    case 'comment.created': {
      const { comment } = event;
      if (comment.state === 'published') {
        const message = onThread(comment);
        return message ? [message] : [];
      }
      return HELD.includes(comment.state) ? [await queueCounts(tx)] : [];
    }
    case 'question.created':
      return HELD.includes(event.question.state) ? [await queueCounts(tx)] : [];
    case 'content.moderated': {
      const out: Outgoing[] = [];
      if (event.subject === 'comment' && event.to === 'published' && event.from !== 'published') {
        const [row] = await tx.select().from(comments).where(eq(comments.id, event.id)).limit(1);
        const message = row ? onThread(row) : null;
        if (message) out.push(message);
      }
      out.push(await queueCounts(tx));
      return out;
    }
    case 'user_report.created':
    case 'user_report.updated':
      return [await queueCounts(tx)];
    case 'upvote.changed': {
      const message = await onVote(tx, event.upvotableType, event.id, event.count);
      return message ? [message] : [];
    }
    default:
      return [];
  }
}

/** The new notifications, one message per recipient: their ids and the recipient's unread count. */
export async function messagesOfNotifications(tx: Executor, rows: NotificationRow[]): Promise<Outgoing[]> {
  if (rows.length === 0) return [];
  const byUser = new Map<number, number[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.id]);
  const unread = await tx
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...byUser.keys()]),
        isNull(notifications.viewedAt),
        notificationNotMuted(),
      ),
    )
    .groupBy(notifications.userId);
  const unreadOf = new Map(unread.map((r) => [r.userId, Number(r.n)]));
  return [...byUser].map(([userId, ids]) => ({
    channel: userChannel(userId),
    data: { type: 'notifications', ids, unread: unreadOf.get(userId) ?? ids.length },
  }));
}

/** The member read notifications (the write has committed): their other tabs hear the new unread count. */
export async function messageOfRead(db: Executor, userId: number): Promise<Outgoing> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.viewedAt), notificationNotMuted(userId)),
    );
  return { channel: userChannel(userId), data: { type: 'read', unread: Number(row?.n ?? 0) } };
}
