// The moderation queue (community-app §2, /community/admin/spam): questions and comments held as
// `under_review` or `spam` by the spam checks, and the moderator's approve / spam / trash decision.
import { can, contentPath, type Actor } from '@reef/core';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { comments, questions } from '../../db/schema/index.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { paginateSql, paginationMeta, toPage } from '../../platform/lib/pagination.js';
import { queryRows } from '../../platform/lib/sql.js';
import { refreshRootCounters } from '../../platform/services/counters.js';
import { emit, transaction } from '../../platform/events/bus.js';
import type { EventOrigin } from '../../platform/events/catalog.js';
import { commentRootTarget } from '../../platform/events/subscribers/cache.js';
import { tagsFor, type RevalidateTarget } from '../../platform/services/revalidate.js';

export type ModerationType = 'question' | 'comment';
export type ModerationState = 'under_review' | 'spam';
export type ModerationAction = 'approve' | 'spam' | 'trash';

export type QueueRow = {
  type: ModerationType;
  id: number;
  state: string;
  title: string;
  excerpt: string;
  root_type: string | null;
  root_slug: string | null;
  author_id: number | null;
  created_ip: string | null;
  created_at: Date | string;
};

/** The types this actor moderates: MANAGE_QUESTIONS for questions, MANAGE_COMMENTS for comments. */
export function moderatedTypes(actor: Actor): ModerationType[] {
  return (['question', 'comment'] as const).filter((type) => can(actor, 'moderate', { type }));
}

/**
 * Held items, newest first (or oldest first). The page is chosen from the light (type, id, created_at) rows
 * of the state indexes, and only its rows are joined to their titles and threads: the queue stays fast when
 * the tables are large.
 */
export async function listQueue(
  db: Executor,
  actor: Actor,
  input: {
    page: number;
    limit: number;
    type?: ModerationType;
    state?: ModerationState;
    sort_direction?: 'asc' | 'desc';
  },
) {
  const types = moderatedTypes(actor).filter((t) => !input.type || t === input.type);
  const page = toPage(input.page, input.limit);
  if (types.length === 0) return { rows: [] as QueueRow[], meta: paginationMeta(page, 0) };
  const states = input.state ? [input.state] : ['under_review', 'spam'];
  const stateList = sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  );
  const parts = [];
  if (types.includes('question'))
    parts.push(
      sql`select 'question' as type, q.id, q.created_at from questions q where q.state in (${stateList})`,
    );
  if (types.includes('comment'))
    parts.push(
      sql`select 'comment' as type, c.id, c.created_at from comments c where c.state in (${stateList})`,
    );
  const union = sql.join(parts, sql` union all `);
  const order = input.sort_direction === 'asc' ? sql`created_at asc, id asc` : sql`created_at desc, id desc`;
  const { rows: held, meta } = await paginateSql<{ type: ModerationType; id: number }>(
    db,
    page,
    union,
    order,
  );
  const ids = (type: ModerationType) => held.filter((h) => h.type === type).map((h) => Number(h.id));
  const [questionRows, commentRows] = await Promise.all([
    ids('question').length === 0
      ? []
      : queryRows<QueueRow>(
          db,
          sql`select 'question' as type, q.id, q.state, q.title, left(q.body_markdown, 240) as excerpt, 'question' as root_type, q.slug as root_slug,
            q.author_id, q.created_ip, q.created_at from questions q where q.id in ${ids('question')}`,
        ),
    ids('comment').length === 0
      ? []
      : queryRows<QueueRow>(
          db,
          sql`select 'comment' as type, c.id, c.state, coalesce(q.title, t.title, tl.name, 'Comment') as title, left(c.body_markdown, 240) as excerpt,
            c.root_type, coalesce(q.slug, t.slug, tl.slug) as root_slug, c.author_id, c.created_ip, c.created_at
            from comments c
            left join questions q on c.root_type = 'question' and q.id = c.root_id
            left join tutorials t on c.root_type = 'tutorial' and t.id = c.root_id
            left join tools tl on c.root_type = 'tool' and tl.id = c.root_id
            where c.id in ${ids('comment')}`,
        ),
  ]);
  const byKey = new Map([...questionRows, ...commentRows].map((r) => [`${r.type}:${Number(r.id)}`, r]));
  const rows = held.flatMap((h) => byKey.get(`${h.type}:${Number(h.id)}`) ?? []);
  return { rows, meta };
}

/** Public page of a held item. */
export function queueItemUrl(row: Pick<QueueRow, 'type' | 'id' | 'root_type' | 'root_slug'>): string {
  if (!row.root_type || !row.root_slug) return '/community';
  return contentPath(row.root_type, row.root_slug, row.type === 'comment' ? { comment: row.id } : {});
}

const TARGET_STATE: Record<ModerationAction, string> = {
  approve: 'published',
  spam: 'spam',
  trash: 'trashed',
};

/** Applies a moderator's decision; returns the state before and after and what to revalidate. */
export async function moderate(
  db: Database,
  actor: Actor,
  type: ModerationType,
  id: number,
  action: ModerationAction,
  ip?: string,
) {
  if (!can(actor, 'moderate', { type })) throw new ForbiddenError();
  const state = TARGET_STATE[action];
  return transaction(db, (tx) => applyModeration(tx, { actor, ip, decision: action }, type, id, state));
}

/**
 * One decision on several held items, in one transaction: every item or none. The actor must moderate every
 * type named (403 otherwise, before anything moves); a missing item is a 404 naming it.
 */
export async function moderateMany(
  db: Database,
  actor: Actor,
  items: readonly { type: ModerationType; id: number }[],
  action: ModerationAction,
  ip?: string,
) {
  const refused = [...new Set(items.map((item) => item.type))].filter(
    (type) => !can(actor, 'moderate', { type }),
  );
  if (refused.length > 0)
    throw new ForbiddenError(
      msg('errors', 'moderation.not_moderator', { types: refused.length === 1 ? refused[0]! : 'both' }),
    );
  const state = TARGET_STATE[action];
  const unique = [...new Map(items.map((item) => [`${item.type}:${item.id}`, item])).values()];
  return transaction(db, async (tx) => {
    const done = [];
    for (const item of unique) {
      try {
        const result = await applyModeration(tx, { actor, ip, decision: action }, item.type, item.id, state);
        done.push({ type: item.type, id: item.id, state: result.after });
      } catch (error) {
        if (error instanceof NotFoundError)
          throw new NotFoundError(
            msg('errors', 'moderation.no_item', { type: item.type, id: String(item.id) }),
          );
        throw error;
      }
    }
    return done;
  });
}

/**
 * Moves a question or comment to a published, spam or trashed state inside the caller's transaction,
 * with what the moderation queue's decision does besides: first publication notifies the tags'
 * followers, counters are recounted, and the page to revalidate comes back. The caller authorized it
 * (a moderator of the type, or a report moderator hiding it).
 */
export async function applyModeration(
  tx: Executor,
  origin: EventOrigin & { decision: string | null },
  type: ModerationType,
  id: number,
  state: string,
) {
  const moderated = (
    from: string,
    authorId: number | null,
    firstPublication: boolean,
    target: RevalidateTarget,
  ) =>
    emit(tx, {
      type: 'content.moderated',
      ...origin,
      subject: type,
      id,
      from,
      to: state,
      firstPublication,
      authorId,
      target,
    });
  if (type === 'question') {
    const [before] = await tx
      .select({
        state: questions.state,
        slug: questions.slug,
        authorId: questions.authorId,
        publishedAt: questions.publishedAt,
      })
      .from(questions)
      .where(eq(questions.id, id))
      .for('update');
    if (!before) throw new NotFoundError(msg('errors', 'missing.question'));
    await tx
      .update(questions)
      .set({
        state,
        updatedAt: new Date(),
        ...(state === 'published' ? { publishedAt: sql`coalesce(${questions.publishedAt}, now())` } : {}),
      })
      .where(eq(questions.id, id));
    const target: RevalidateTarget = { tags: tagsFor('question', before.slug) };
    const firstPublication = state === 'published' && before.state !== 'published' && !before.publishedAt;
    await moderated(before.state, before.authorId, firstPublication, target);
    return { before: before.state, after: state, target };
  }
  const [before] = await tx
    .select({
      state: comments.state,
      rootType: comments.rootType,
      rootId: comments.rootId,
      authorId: comments.authorId,
    })
    .from(comments)
    .where(eq(comments.id, id))
    .for('update');
  if (!before) throw new NotFoundError(msg('errors', 'missing.comment'));
  await tx.update(comments).set({ state, updatedAt: new Date() }).where(eq(comments.id, id));
  await refreshRootCounters(tx, before.rootType, before.rootId);
  const target = (await commentRootTarget(tx, before.rootType, before.rootId)) ?? {};
  await moderated(before.state, before.authorId, false, target);
  return { before: before.state, after: state, target };
}
