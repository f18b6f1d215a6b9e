// Cache subscriber: the pages an event changes, as cache tags and paths of the vocabulary in
// @reef/core. Computed in the transaction (it may look up a slug), revalidated after commit.
import { objectTag, objectTags, threadTarget, type CacheTarget, type ThreadRootType } from '@reef/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
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

const TARGET: { [K in EventType]: Resolve<K> } = {
  // A held comment changes no public page.
  'comment.created': async (tx, e) =>
    e.comment.state === 'published' ? commentRootTarget(tx, e.comment.rootType, e.comment.rootId) : null,
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
  'user_report.updated': async (_tx, e) => e.target,
  'record.changed': async (_tx, e) => e.target ?? null,
};

/** What to revalidate after the event's transaction commits, if anything. */
export async function cacheTargetOf(tx: Executor, event: DomainEvent): Promise<CacheTarget | null> {
  return (TARGET[event.type] as (tx: Executor, e: DomainEvent) => Promise<CacheTarget | null>)(tx, event);
}
