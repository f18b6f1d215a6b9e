// The channels of live updates and who may listen to each (issue #32, item 1):
//   /user/<id>      a member's own: their unread count and the ids of new notifications; only that member.
//   /question/<id>  a public question's new answers and comments, by id, and the vote counts of the question and of
//                   its answers and comments; anyone who may read the question.
//   /tutorial/<id>  the same of a public tutorial: its new comments and the vote counts of it and its comments.
//   /admin/queues   the sizes of the moderation queues (open reports, held questions, held answers and comments);
//                   members who may clear one of them, each hearing only the sizes of the queues they may clear
//                   (as the admin home's "needs attention" counts them, resources/admin-attention).
import { can, isPubliclyVisible, type Actor } from '@reef/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { questions, tutorials } from '../../db/schema/index.js';
import { msg, type LocalMessage } from '../i18n.js';

/** At most this many channels in one stream. */
export const MAX_CHANNELS = 20;

export type Channel =
  | { kind: 'user'; id: number; name: string }
  | { kind: 'question'; id: number; name: string }
  | { kind: 'tutorial'; id: number; name: string }
  | { kind: 'admin_queues'; name: string };

const ID = /^[1-9][0-9]{0,9}$/;

/** Parses one channel name; null when it names no channel. */
export function parseChannel(name: string): Channel | null {
  if (name === '/admin/queues') return { kind: 'admin_queues', name };
  const match = /^\/(user|question|tutorial)\/([^/]+)$/.exec(name);
  if (!match || !ID.test(match[2]!)) return null;
  return { kind: match[1] as 'user' | 'question' | 'tutorial', id: Number(match[2]), name };
}

export const userChannel = (id: number) => `/user/${id}`;
export const questionChannel = (id: number) => `/question/${id}`;
export const tutorialChannel = (id: number) => `/tutorial/${id}`;
export const ADMIN_QUEUES = '/admin/queues';

/** The queue sizes an actor may know, by key (the keys of admin-attention). */
export function queueKeysOf(actor: Actor): string[] {
  if (!actor) return [];
  return [
    can(actor, 'manage', { type: 'user_report' }) ? 'flags' : null,
    can(actor, 'moderate', { type: 'question' }) ? 'held_questions' : null,
    can(actor, 'moderate', { type: 'comment' }) ? 'held_comments' : null,
  ].filter((key): key is string => key !== null);
}

/** Why the actor may not listen to the channel, or null when they may. */
export async function refusal(db: Executor, actor: Actor, channel: Channel): Promise<LocalMessage | null> {
  switch (channel.kind) {
    case 'user':
      return actor?.id === channel.id ? null : msg('errors', 'live.own_only', { channel: channel.name });
    case 'admin_queues':
      return queueKeysOf(actor).length > 0
        ? null
        : msg('errors', 'live.moderators_only', { channel: channel.name });
    case 'question': {
      const [row] = await db
        .select({ state: questions.state })
        .from(questions)
        .where(eq(questions.id, channel.id))
        .limit(1);
      return row && isPubliclyVisible('question', row.state)
        ? null
        : msg('errors', 'live.question_private', { channel: channel.name });
    }
    case 'tutorial': {
      const [row] = await db
        .select({ state: tutorials.state })
        .from(tutorials)
        .where(eq(tutorials.id, channel.id))
        .limit(1);
      return row && isPubliclyVisible('tutorial', row.state)
        ? null
        : msg('errors', 'live.tutorial_private', { channel: channel.name });
    }
  }
}

/** What one listener hears of a message: the queue sizes it may know on /admin/queues, the message elsewhere. */
export function visibleTo(
  channel: Channel,
  keys: string[],
  data: Record<string, unknown>,
): Record<string, unknown> {
  if (channel.kind !== 'admin_queues') return data;
  const counts = (data.counts ?? {}) as Record<string, number>;
  return { ...data, counts: Object.fromEntries(keys.filter((k) => k in counts).map((k) => [k, counts[k]])) };
}
