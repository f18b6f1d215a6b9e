// Notifications subscriber: who hears of an event, written in the event's transaction (at most one
// notification per member per event; the actor never hears of their own action).
import {
  isPubliclyVisible,
  MAX_NOTIFIED_MENTIONS,
  type NotificationName,
  type SubscriptionTarget,
} from '@reef/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { notifications, questionTags, subscriptions, users } from '../../../db/schema/index.js';
import { PUBLIC_COMMENT_TYPES } from '../../policies/comment-scope.js';
import { mutedRecipients } from '../../../db/mutes.js';
import type { DomainEvent, EventOf, EventType } from '../catalog.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** What is done in the transaction with the notifications just written (the app queues their emails). */
export type OnNotified = (tx: Executor, rows: NotificationRow[]) => Promise<void>;

/** Who hears of one thing that happened, under which notification name. */
export type NotificationEvent = {
  name: NotificationName;
  recipients: number[];
  actorId: number | null;
  notifiable: { type: string; id: number };
  context?: { type: string; id: number } | null;
};

/**
 * Writes the notifications of one event, at most one per member across the events given (the
 * first event naming a member wins, so list direct events before mentions and subscriptions).
 * The actor is never notified of their own action.
 */
export async function notify(db: Executor, events: NotificationEvent[]): Promise<NotificationRow[]> {
  const seen = new Set<number>();
  const values: (typeof notifications.$inferInsert)[] = [];
  for (const event of events) {
    // Members who muted the actor or a tag of the object hear nothing of it (issue #32).
    const muted = await mutedRecipients(
      db,
      event.recipients.filter((userId) => userId !== event.actorId && !seen.has(userId)),
      event.actorId,
      [event.notifiable, ...(event.context ? [event.context] : [])],
    );
    for (const userId of event.recipients) {
      if (userId === event.actorId || seen.has(userId) || muted.has(userId)) continue;
      seen.add(userId);
      values.push({
        userId,
        actorId: event.actorId,
        name: event.name,
        notifiableType: event.notifiable.type,
        notifiableId: event.notifiable.id,
        notificationContextType: event.context?.type ?? null,
        notificationContextId: event.context?.id ?? null,
      });
    }
  }
  if (values.length === 0) return [];
  return db.insert(notifications).values(values).returning();
}

/** Member ids subscribed to an object. */
async function subscriberIds(db: Executor, type: SubscriptionTarget, id: number): Promise<number[]> {
  const rows = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.subscribableType, type), eq(subscriptions.subscribableId, id)));
  return rows.map((r) => r.userId);
}

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

/** A published question: the members it mentions, the followers of its tags. */
const questionCreated: Recipients<'question.created'> = async (tx, { question, mentions }) => {
  if (question.state !== 'published' || question.authorId === null) return [];
  const ref = { type: 'question', id: question.id };
  const mention = await mentionEvent(tx, mentions, question.authorId, ref, ref);
  return [...(mention ? [mention] : []), ...(await tagFollowersEvents(tx, question))];
};

/** A moderator's state change tells the asker; a first publication the tags' followers; an edit the subscribers. */
const questionUpdated: Recipients<'question.updated'> = async (tx, { before, question, edited, actor }) => {
  const events: NotificationEvent[] = [];
  const actorId = actor?.id ?? null;
  const ref = { type: 'question', id: question.id };
  if (before.state !== question.state && actorId !== before.authorId && before.authorId !== null)
    events.push({
      name: 'question_moderated',
      recipients: [before.authorId],
      actorId,
      notifiable: ref,
      context: ref,
    });
  if (question.state === 'published' && before.state !== 'published' && !before.publishedAt)
    events.push(...(await tagFollowersEvents(tx, question)));
  if (edited && question.state === 'published') {
    events.push({
      name: 'question_updated',
      recipients: await subscriberIds(tx, 'question', question.id),
      actorId,
      notifiable: ref,
      context: ref,
    });
  }
  return events;
};

/** Publication tells the author; a new version of a visible tutorial its subscribers. */
const tutorialUpdated: Recipients<'tutorial.updated'> = async (tx, e) => {
  const { before, tutorial, contentChanged } = e;
  const events: NotificationEvent[] = [];
  const actorId = e.actor?.id ?? null;
  const ref = { type: 'tutorial', id: tutorial.id };
  if (tutorial.state === 'published' && before.state !== 'published' && before.authorId !== null)
    events.push({
      name: 'tutorial_published',
      recipients: [before.authorId],
      actorId,
      notifiable: ref,
      context: ref,
    });
  if (contentChanged && isPubliclyVisible('tutorial', tutorial.state)) {
    events.push({
      name: 'tutorial_updated',
      recipients: await subscriberIds(tx, 'tutorial', tutorial.id),
      actorId,
      notifiable: ref,
      context: ref,
    });
  }
  return events;
};

/** Approving a question held for review is its first publication: its tags' followers hear of it. */
const contentModerated: Recipients<'content.moderated'> = async (tx, e) =>
  e.subject === 'question' && e.firstPublication
    ? tagFollowersEvents(tx, { id: e.id, authorId: e.authorId })
    : [];

const RECIPIENTS: { [K in EventType]: Recipients<K> | null } = {
  'comment.created': commentCreated,
  'comment.updated': commentUpdated,
  'identity.changed': null,
  'question.created': questionCreated,
  'question.updated': questionUpdated,
  'tutorial.created': null,
  'tutorial.updated': tutorialUpdated,
  'content.moderated': contentModerated,
  'user_report.created': null,
  'user_report.updated': null,
  'user.registered': null,
  'record.changed': null,
  'upvote.changed': null,
};

/**
 * Writes the event's notifications in its transaction and hands them to `onNotified` (an app queues
 * the emails of those whose members want them now; scripts that run services queue no mail).
 */
export async function writeNotifications(
  tx: Executor,
  event: DomainEvent,
  onNotified: OnNotified | undefined,
): Promise<void> {
  const recipients = RECIPIENTS[event.type] as
    ((tx: Executor, e: DomainEvent) => Promise<NotificationEvent[]>) | null;
  if (!recipients) return;
  const rows = await notify(tx, await recipients(tx, event));
  if (onNotified && rows.length > 0) await onNotified(tx, rows);
}
