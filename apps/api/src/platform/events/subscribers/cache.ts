// Cache subscriber: the pages an event changes, as cache tags and paths of the vocabulary in
// @reef/core. Computed in the transaction (it may look up a slug), revalidated after commit.
import {
  listTag,
  mergeTargets,
  objectTag,
  objectTags,
  threadTarget,
  type AuditAction,
  type CacheTarget,
  type ThreadRootType,
} from '@reef/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { queryRows } from '../../lib/sql.js';
import type { DomainEvent, EventOf, EventType } from '../catalog.js';

type Resolve<K extends EventType> = (tx: Executor, event: EventOf<K>) => Promise<CacheTarget | null>;

function isThreadRoot(type: string): type is ThreadRootType {
  return type === 'question' || type === 'tutorial' || type === 'tool';
}

const ROOT_TABLES: Record<ThreadRootType, string> = {
  question: 'questions',
  tutorial: 'tutorials',
  tool: 'tools',
};

/**
 * The page a comment under this root lives on, its thread and the lists showing its counts (null for
 * a root no public page shows). Services that move comments name it in their events too.
 */
export async function commentRootTarget(
  tx: Executor,
  rootType: string,
  rootId: number,
): Promise<CacheTarget | null> {
  if (!isThreadRoot(rootType)) return null;
  const [root] = await queryRows<{ slug: string | null }>(
    tx,
    sql`select slug from ${sql.identifier(ROOT_TABLES[rootType])} where id = ${rootId}`,
  );
  return root?.slug ? threadTarget(rootType, root.slug, rootId) : null;
}

/**
 * The actions that change whether an author's content is public (an account's state): each expires all of it
 * (security review 2, #11: after spam_all the spammer's question was still served from the API response cache).
 * Here, not in each service, so that no path that changes an account's state can forget it.
 */
const AUTHOR_STATE_ACTIONS: ReadonlySet<AuditAction> = new Set<AuditAction>([
  'user.disable',
  'user.enable',
  'user.archive',
  'user.unarchive',
  'user.spam_all',
  'account.delete',
]);

/**
 * Everything public of one author: their profile (and every cached object answer, which carries its author's user
 * tag), each of their questions, tutorials and tools by slug, the threads and pages their comments live on, and the
 * lists. Empty when the account is gone.
 */
export async function authorContentTarget(tx: Executor, userId: number): Promise<CacheTarget> {
  const [user] = await queryRows<{ slug: string }>(tx, sql`select slug from users where id = ${userId}`);
  if (!user) return {};
  const objects = await queryRows<{ type: ThreadRootType; slug: string }>(
    tx,
    sql`select 'question' as type, slug from questions where author_id = ${userId}
        union all select 'tutorial', slug from tutorials where author_id = ${userId}
        union all select 'tool', slug from tools where author_id = ${userId}`,
  );
  const roots = await queryRows<{ root_type: string; root_id: number }>(
    tx,
    sql`select distinct root_type, root_id from comments where author_id = ${userId}`,
  );
  const threads = await Promise.all(
    roots.map((root) => commentRootTarget(tx, root.root_type, Number(root.root_id))),
  );
  return mergeTargets(
    { tags: [objectTag.user(user.slug), listTag.users, listTag.questions, listTag.tutorials, listTag.tools] },
    ...objects.filter((o) => o.slug).map((o) => ({ tags: objectTags(o.type, o.slug) })),
    ...threads.filter((target): target is CacheTarget => target !== null),
  );
}

const TARGET: { [K in EventType]: Resolve<K> } = {
  // A held comment changes no public page.
  // The event carries its root as the write loaded it: no second read of the root's slug.
  'comment.created': async (_tx, { comment, root }) =>
    comment.state === 'published' && isThreadRoot(root.type) && root.slug
      ? threadTarget(root.type, root.slug, root.id)
      : null,
  'comment.updated': async (tx, e) => commentRootTarget(tx, e.comment.rootType, e.comment.rootId),
  // No public page shows how a member signs in.
  'identity.changed': async () => null,
  'question.created': async (_tx, e) =>
    e.question.state === 'published' ? { tags: objectTags('question', e.question.slug) } : null,
  'question.updated': async (_tx, e) => ({ tags: objectTags('question', e.question.slug) }),
  'tutorial.created': async (_tx, e) =>
    e.tutorial.state !== 'draft' ? { tags: objectTags('tutorial', e.tutorial.slug) } : null,
  'tutorial.updated': async (_tx, { before, tutorial }) => ({
    tags: [
      ...objectTags('tutorial', tutorial.slug),
      ...(before.slug !== tutorial.slug ? [objectTag.tutorial(before.slug)] : []),
    ],
  }),
  'content.moderated': async (_tx, e) => e.target,
  // A new report or member changes no public page.
  'user_report.created': async () => null,
  'user.registered': async () => null,
  'user_report.updated': async (_tx, e) => e.target,
  // Stored pages keep the count they were drawn with: a page read by every visitor is not redrawn per vote. Readers
  // with the page open hear the new count live (platform/live), and the next redraw of the page shows it.
  'upvote.changed': async () => null,
  'record.changed': async (tx, e) => {
    const subject = Number(e.subjectId);
    if (!AUTHOR_STATE_ACTIONS.has(e.action) || !Number.isInteger(subject)) return e.target ?? null;
    return mergeTargets(e.target ?? {}, await authorContentTarget(tx, subject));
  },
};

/** What to revalidate after the event's transaction commits, if anything. */
export async function cacheTargetOf(tx: Executor, event: DomainEvent): Promise<CacheTarget | null> {
  return (TARGET[event.type] as (tx: Executor, e: DomainEvent) => Promise<CacheTarget | null>)(tx, event);
}
