// Notifications subscriber: who hears of an event, written in the event's transaction (at most one
// notification per member per event; the actor never hears of their own action).
import { MAX_NOTIFIED_MENTIONS, type NotificationName } from '@reef/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { questionTags, subscriptions, users } from '../../db/schema/index.js';
import { PUBLIC_COMMENT_TYPES } from '../../policies/comment-scope.js';
import { notify, type NotificationEvent } from '../../services/notifications.js';
import { subscriberIds } from '../../services/subscriptions.js';
import type { DomainEvent, EventOf, EventType } from '../catalog.js';

type Recipients<K extends EventType> = (tx: Executor, event: EventOf<K>) => Promise<NotificationEvent[]>;

/** Mention notifications for the members named in a markdown source. */
export async function mentionEvent(
  db: Executor,
  mentions: readonly string[],
  actorId: number,
  notifiable: { type: string; id: number },
  context: { type: string; id: number },
): Promise<NotificationEvent | null> {
  // Only the first MAX_NOTIFIED_MENTIONS distinct names notify: one post cannot page a crowd.
  const names = mentions.slice(0, MAX_NOTIFIED_MENTIONS);
  if (names.length === 0) return null;
  const mentioned = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, names), eq(users.state, 'active')));
  if (mentioned.length === 0) return null;
  return { name: 'mention', recipients: mentioned.map((u) => u.id), actorId, notifiable, context };
}

/**
 * `new_question` for the members following the question's tags (subscription target `tag`), one
 * event per tag with the tag as context; `notify` keeps one notification per member. For a
 * question's first publication.
 */
export async function tagFollowersEvents(
  db: Executor,
  question: { id: number; authorId: number | null },
): Promise<NotificationEvent[]> {
  const rows = await db
    .select({ tagId: subscriptions.subscribableId, userId: subscriptions.userId })
    .from(subscriptions)
    .innerJoin(
      questionTags,
      and(eq(questionTags.tagId, subscriptions.subscribableId), eq(questionTags.questionId, question.id)),
    )
    .where(eq(subscriptions.subscribableType, 'tag'))
    .orderBy(asc(subscriptions.subscribableId), asc(subscriptions.userId));
  const byTag = new Map<number, number[]>();
  for (const r of rows) byTag.set(r.tagId, [...(byTag.get(r.tagId) ?? []), r.userId]);
  return [...byTag].map(([tagId, recipients]) => ({
    name: 'new_question' as const,
    recipients,
    actorId: question.authorId,
    notifiable: { type: 'question', id: question.id },
    context: { type: 'tag', id: tagId },
  }));
}

const OWNER_CATEGORY: Record<string, NotificationName> = { tool: 'tool_comment' };

/** A published comment or answer: the replied-to author, the root's author, mentions, subscribers. */
const commentCreated: Recipients<'comment.created'> = async (tx, { comment, root, parent, mentions }) => {
  if (comment.state !== 'published' || !PUBLIC_COMMENT_TYPES.includes(comment.type)) return [];
  const actorId = comment.authorId;
  const notifiable = { type: 'comment', id: comment.id };
  const context = { type: root.type, id: root.id };
  const events: NotificationEvent[] = [];
  if (parent?.authorId)
    events.push({ name: 'comment_reply', recipients: [parent.authorId], actorId, notifiable, context });
  if (root.authorId) {
    const name: NotificationName =
      comment.type === 'answer' ? 'new_answer' : (OWNER_CATEGORY[root.type] ?? 'new_comment');
    events.push({ name, recipients: [root.authorId], actorId, notifiable, context });
  }
  if (actorId !== null) {
    const mention = await mentionEvent(tx, mentions, actorId, notifiable, context);
    if (mention) events.push(mention);
  }
  if (root.type === 'question' || root.type === 'tutorial' || root.type === 'tool') {
    events.push({
      name: 'subscription_activity',
      recipients: await subscriberIds(tx, root.type, root.id),
      actorId,
      notifiable,
      context,
    });
  }
  return events;
};

/** A moderator moved someone's comment to another state: its author hears of it. */
const commentUpdated: Recipients<'comment.updated'> = async (_tx, { before, comment, actor }) => {
  if (before.state === comment.state || !comment.authorId || !actor || actor.id === comment.authorId)
    return [];
  return [
    {
      name: comment.type === 'answer' ? 'answer_moderated' : 'comment_moderated',
      recipients: [comment.authorId],
      actorId: actor.id,
      notifiable: { type: 'comment', id: comment.id },
      context: { type: comment.rootType, id: comment.rootId },
    },
  ];
};

const RECIPIENTS: { [K in EventType]: Recipients<K> | null } = {
  'comment.created': commentCreated,
  'comment.updated': commentUpdated,
  'identity.changed': null,
  'record.changed': null,
};

/** Writes the event's notifications (and queues their emails) in its transaction. */
export async function writeNotifications(tx: Executor, event: DomainEvent): Promise<void> {
  const recipients = RECIPIENTS[event.type] as Recipients<EventType> | null;
  if (!recipients) return;
  await notify(
    tx,
    await (recipients as (tx: Executor, e: DomainEvent) => Promise<NotificationEvent[]>)(tx, event),
  );
}
