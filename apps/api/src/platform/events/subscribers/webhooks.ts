// Webhooks subscriber (issue #32): turns a domain event into the webhook events of @reef/core's closed list and, in
// the event's transaction, adds one delivery per active endpoint subscribed to the type, with its graphile-worker
// job on PostgreSQL (`webhook_delivery_schedule()`, migration 0023): a write that rolls back sends nothing, and a
// process that dies after the commit still has the job. Who sends them: jobs/webhook-delivery-worker.ts.
//
// What a receiver may see: only what a visitor of the public site sees. Held, spam and draft content, private
// comments and notes, email addresses, IPs and a report's own words never leave; an event of content that is not
// public (yet) is sent when it becomes public (a held question approved, a draft published).
import { randomUUID } from 'node:crypto';
import {
  contentPath,
  WEBHOOK_PAYLOAD_VERSION,
  type WebhookEventData,
  type WebhookEventType,
  type WebhookPayload,
} from '@reef/core';
import { and, arrayOverlaps, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import type { tutorials } from '../../../db/schema/index.js';
import {
  comments,
  questions,
  questionTags,
  tags,
  tutorialTags,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../db/schema/index.js';
import { queryRows } from '../../lib/sql.js';
import type { DomainEvent } from '../catalog.js';

type QuestionRow = typeof questions.$inferSelect;
type CommentRow = typeof comments.$inferSelect;
type TutorialRow = typeof tutorials.$inferSelect;

/** One webhook event a domain event makes. */
export type WebhookEvent = {
  [T in WebhookEventType]: { type: T; data: WebhookEventData<T> };
}[WebhookEventType];

/** Where the public pages are (PUBLIC_WEB_URL, no trailing slash). */
export type WebhookSite = { siteUrl: string };

/** The types of comment a visitor reads, under the roots a public page shows. */
const PUBLIC_TYPES = new Set(['comment', 'answer']);
const PUBLIC_ROOTS = { question: 'questions', tutorial: 'tutorials', tool: 'tools' } as const;
type PublicRoot = keyof typeof PUBLIC_ROOTS;
const isPublicRoot = (type: string): type is PublicRoot => type in PUBLIC_ROOTS;

function iso(date: Date | null | undefined): string {
  return (date ?? new Date()).toISOString();
}

async function person(tx: Executor, site: WebhookSite, id: number | null) {
  if (id === null) return null;
  const [user] = await tx
    .select({ id: users.id, username: users.username, slug: users.slug, state: users.state })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    slug: user.slug,
    url: `${site.siteUrl}${contentPath('user', user.slug)}`,
  };
}

async function questionTagNames(tx: Executor, questionId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: tags.name })
    .from(questionTags)
    .innerJoin(tags, eq(tags.id, questionTags.tagId))
    .where(eq(questionTags.questionId, questionId))
    .orderBy(tags.name);
  return rows.map((r) => r.name);
}

function questionRef(site: WebhookSite, q: QuestionRow) {
  return { id: q.id, slug: q.slug, title: q.title, url: `${site.siteUrl}${contentPath('question', q.slug)}` };
}

async function questionAsked(tx: Executor, site: WebhookSite, q: QuestionRow): Promise<WebhookEvent> {
  return {
    type: 'question.asked',
    data: {
      question: {
        ...questionRef(site, q),
        body_markdown: q.bodyMarkdown,
        tags: await questionTagNames(tx, q.id),
        author: await person(tx, site, q.authorId),
        created_at: iso(q.publishedAt ?? q.createdAt),
      },
    },
  };
}

/** The public page a comment lives on (null when no public page shows its root, or the root is not public). */
async function rootOf(tx: Executor, s: WebhookSite, type: string, id: number) {
  if (!isPublicRoot(type)) return null;
  const title = type === 'tool' ? sql.raw('name') : sql.raw('title');
  const [root] = await queryRows<{ id: number; slug: string | null; title: string; state: string }>(
    tx,
    sql`select id, slug, ${title} as title, state from ${sql.identifier(PUBLIC_ROOTS[type])} where id = ${id}`,
  );
  if (!root?.slug || root.state !== 'published') return null;
  const slug = root.slug;
  return {
    type,
    id: Number(root.id),
    slug,
    title: root.title,
    url: `${s.siteUrl}${contentPath(type, slug)}`,
  };
}

async function commentPosted(tx: Executor, s: WebhookSite, c: CommentRow): Promise<WebhookEvent | null> {
  if (c.state !== 'published' || !PUBLIC_TYPES.has(c.type)) return null;
  const root = await rootOf(tx, s, c.rootType, c.rootId);
  if (!root) return null;
  const text = {
    id: c.id,
    body_markdown: c.bodyMarkdown,
    url: `${s.siteUrl}${contentPath(root.type, root.slug, { comment: c.id })}`,
    author: await person(tx, s, c.authorId),
    created_at: iso(c.createdAt),
  };
  if (c.type === 'answer' && root.type === 'question')
    return {
      type: 'answer.posted',
      data: { answer: text, question: { id: root.id, slug: root.slug, title: root.title, url: root.url } },
    };
  return { type: 'comment.posted', data: { comment: text, on: root } };
}

async function tutorialPublished(tx: Executor, s: WebhookSite, t: TutorialRow): Promise<WebhookEvent> {
  const names = await tx
    .select({ name: tags.name })
    .from(tutorialTags)
    .innerJoin(tags, eq(tags.id, tutorialTags.tagId))
    .where(eq(tutorialTags.tutorialId, t.id))
    .orderBy(tags.name);
  return {
    type: 'tutorial.published',
    data: {
      tutorial: {
        id: t.id,
        slug: t.slug,
        title: t.title,
        description: t.description,
        url: `${s.siteUrl}${contentPath('tutorial', t.slug)}`,
        tags: names.map((n) => n.name),
        author: await person(tx, s, t.authorId),
        published_at: iso(t.publishedAt),
      },
    },
  };
}

async function memberRegistered(tx: Executor, s: WebhookSite, userId: number): Promise<WebhookEvent | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    type: 'member.registered',
    data: {
      member: {
        id: user.id,
        username: user.username,
        slug: user.slug,
        url: `${s.siteUrl}${contentPath('user', user.slug)}`,
        created_at: iso(user.createdAt),
      },
    },
  };
}

/** The webhook events of one domain event (none for most). */
export async function webhookEventsOf(
  tx: Executor,
  event: DomainEvent,
  s: WebhookSite,
): Promise<WebhookEvent[]> {
  const one = (e: WebhookEvent | null) => (e ? [e] : []);
  switch (event.type) {
    case 'question.created':
      return event.question.state === 'published' ? [await questionAsked(tx, s, event.question)] : [];
    case 'question.updated': {
      const { before, question } = event;
      if (question.state !== 'published') return [];
      const found: WebhookEvent[] = [];
      if (before.state !== 'published' && !before.publishedAt)
        found.push(await questionAsked(tx, s, question));
      const accepted = question.acceptedAnswerId;
      if (accepted !== null && accepted !== before.acceptedAnswerId) {
        const [answer] = await tx
          .select()
          .from(comments)
          .where(and(eq(comments.id, accepted), eq(comments.state, 'published')));
        if (answer)
          found.push({
            type: 'answer.accepted',
            data: {
              question: questionRef(s, question),
              answer: {
                id: answer.id,
                url: `${s.siteUrl}${contentPath('question', question.slug, { comment: answer.id })}`,
                author: await person(tx, s, answer.authorId),
              },
            },
          });
      }
      return found;
    }
    case 'comment.created':
      return one(await commentPosted(tx, s, event.comment));
    case 'content.moderated': {
      if (event.to !== 'published') return [];
      if (event.subject === 'question') {
        if (!event.firstPublication) return [];
        const [question] = await tx.select().from(questions).where(eq(questions.id, event.id));
        return question?.state === 'published' ? [await questionAsked(tx, s, question)] : [];
      }
      // A comment held for review and approved is shown for the first time now.
      if (event.from !== 'under_review') return [];
      const [comment] = await tx.select().from(comments).where(eq(comments.id, event.id));
      return comment ? one(await commentPosted(tx, s, comment)) : [];
    }
    case 'tutorial.created':
      return event.tutorial.state === 'published' ? [await tutorialPublished(tx, s, event.tutorial)] : [];
    case 'tutorial.updated': {
      const { before, tutorial } = event;
      const firstTime = before.state === 'draft' || before.publishedAt === null;
      return tutorial.state === 'published' && before.state !== 'published' && firstTime
        ? [await tutorialPublished(tx, s, tutorial)]
        : [];
    }
    case 'user.registered':
      return one(await memberRegistered(tx, s, event.user.id));
    case 'identity.changed':
      return event.change === 'register' ? one(await memberRegistered(tx, s, event.userId)) : [];
    case 'user_report.created': {
      const { report } = event;
      return [
        {
          type: 'report.filed',
          data: {
            report: {
              id: report.id,
              reason: report.reason,
              reported_type: report.reportableType,
              reported_id: report.reportableId,
              created_at: iso(report.createdAt),
            },
          },
        },
      ];
    }
    default:
      return [];
  }
}

/** The envelope of one event (its id is shared by every endpoint's delivery of it). */
export function webhookEnvelopeOf(
  type: WebhookPayload['type'],
  data: Record<string, unknown>,
  at = new Date(),
): WebhookPayload {
  return { id: randomUUID(), type, version: WEBHOOK_PAYLOAD_VERSION, created_at: at.toISOString(), data };
}

/** Adds one delivery of `payload` per endpoint, with its job, in the transaction `tx`; returns their ids. */
export async function insertDeliveries(
  tx: Executor,
  endpointIds: number[],
  payload: WebhookPayload,
  extra: { manual?: boolean; redeliveryOf?: number | null } = {},
): Promise<number[]> {
  if (endpointIds.length === 0) return [];
  const body = JSON.stringify(payload);
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({
        endpointId,
        eventId: payload.id,
        eventType: payload.type,
        payload: body,
        manual: extra.manual ?? false,
        redeliveryOf: extra.redeliveryOf ?? null,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  for (const row of rows) await tx.execute(sql`select webhook_delivery_schedule(${row.id}::integer)`);
  return rows.map((r) => r.id);
}

/**
 * Queues the deliveries of an event's webhook events to the active endpoints subscribed to each; true when any was
 * added (the app wakes its runner after the commit).
 */
export async function publishWebhooks(tx: Executor, event: DomainEvent, s: WebhookSite): Promise<boolean> {
  const events = await webhookEventsOf(tx, event, s);
  if (events.length === 0) return false;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.state, 'active'),
        arrayOverlaps(
          webhookEndpoints.events,
          events.map((e) => e.type),
        ),
      ),
    );
  let added = 0;
  for (const webhook of events) {
    const ids = endpoints.filter((e) => e.events.includes(webhook.type)).map((e) => e.id);
    added += (await insertDeliveries(tx, ids, webhookEnvelopeOf(webhook.type, webhook.data))).length;
  }
  return added > 0;
}
