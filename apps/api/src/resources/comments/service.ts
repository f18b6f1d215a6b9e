// Comments of every type: threads, writes with notifications in the same transaction, moderation.
import { can, canMoveStatus, type Actor, type CommentCreateBody, type CommentUpdateBody } from '@reef/core';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { reusable } from '../../db/reusable.js';
import type { CommentRow } from '../../db/rows.js';
import { comments, questions, tutorials, users } from '../../db/schema/index.js';
import { ForbiddenError, NotFoundError, UnprocessableError, localDetail } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { paginate, paginationMeta, toPage } from '../../platform/lib/pagination.js';
import { commentScope, PUBLIC_COMMENT_TYPES } from '../../platform/policies/comment-scope.js';
import { commentSubject } from '../../platform/policies/subjects.js';
import { emit, transaction } from '../../platform/events/bus.js';
import { refreshRootCounters } from '../../platform/services/counters.js';
import { loadObject, type ObjectRef } from '../../platform/services/objects.js';
import {
  addListedAuthor,
  listedAuthor,
  loadAuthors,
  type AuthorRow,
  type ListedRelations,
} from '../../platform/services/relations.js';
import { commentKind, renderedBody } from '../../platform/services/content-kinds.js';
import { recordVersion, revisionData } from '../../platform/services/content-versions.js';
import { checkSpam, heldAfterEdit } from '../../platform/services/spam-checks.js';
import { ensureSubscribed, labelObjects } from '../../platform/services/subscriptions.js';

export type { CommentRow } from '../../db/rows.js';
export type CommentBundle = {
  authors: Map<number, AuthorRow>;
  acceptedIds: Set<number>;
  roots?: Map<string, { title: string; slug: string | null }>;
};

const PUBLIC_TYPES = PUBLIC_COMMENT_TYPES;

export { commentScope };

/** A comment the actor may read, or 404. */
export async function findComment(db: Executor, actor: Actor, id: number): Promise<CommentRow> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), commentScope(actor)))
    .limit(1);
  if (!row) throw new NotFoundError(msg('errors', 'missing.comment'));
  return row;
}

/** Authors and accepted answers of comments. */
export async function bundleComments(
  db: Executor,
  rows: CommentRow[],
  withRoots = false,
): Promise<CommentBundle> {
  const questionIds = [...new Set(rows.filter((r) => r.rootType === 'question').map((r) => r.rootId))];
  const [authors, accepted] = await Promise.all([
    loadAuthors(
      db,
      rows.map((r) => r.authorId),
    ),
    questionIds.length > 0
      ? db
          .select({ id: questions.acceptedAnswerId })
          .from(questions)
          .where(inArray(questions.id, questionIds))
      : [],
  ]);
  const bundle: CommentBundle = {
    authors,
    acceptedIds: new Set(accepted.map((a) => a.id).filter((id): id is number => id !== null)),
  };
  if (withRoots) {
    const labels = await labelObjects(
      db,
      rows.map((r) => ({ type: r.rootType, id: r.rootId })),
    );
    bundle.roots = new Map([...labels].map(([k, v]) => [k, { title: v.name ?? '', slug: v.slug }]));
  }
  return bundle;
}

export type ThreadInput = {
  type?: string;
  exclude?: number[];
  featured?: number[];
  perPage: number;
  page: number;
};

/** What decides the text of a thread page's statement: the same shape, the same statement. */
function threadShape(parent: ObjectRef, input: ThreadInput) {
  const rootVisible = parent.type !== 'comment';
  const acceptedFirst = input.type === 'answer' && parent.type === 'question';
  const featured = (input.featured ?? []).length > 0;
  return {
    rootVisible,
    acceptedFirst,
    featured,
    name: `${rootVisible ? 'root' : 'replies'}_${input.type ?? 'all'}${acceptedFirst ? '_accepted' : ''}`,
  };
}
type ThreadShape = ReturnType<typeof threadShape>;
type ThreadValues = {
  parentType: string | SQLWrapper;
  parentId: number | SQLWrapper;
  limit: number | Placeholder;
  offset: number | Placeholder;
};

/** The conditions of a thread page: the parent's direct comments (of one type) the actor may see. */
function threadConditions(actor: Actor, shape: ThreadShape, input: ThreadInput, v: ThreadValues) {
  // `parent` comes from loadObject with this actor: under a question, tutorial, tool or report, the parent is the
  // root of every comment of the thread and the actor sees it, so rows are not checked against it again.
  const conditions: (SQL | undefined)[] = [
    eq(comments.parentType, v.parentType),
    eq(comments.parentId, v.parentId),
    commentScope(actor, { rootVisible: shape.rootVisible }),
  ];
  if (shape.rootVisible) conditions.push(isNull(comments.threadId));
  if (input.type) conditions.push(eq(comments.type, input.type));
  if (input.exclude && input.exclude.length > 0) conditions.push(notInArray(comments.id, input.exclude));
  return and(...conditions);
}

/**
 * A thread's page and its total in one statement (a thread is read whole to be ordered anyway), with each row's
 * author and its question's accepted answer; a page past the end has no row to carry the total.
 */
function threadPageQuery(
  db: Executor,
  actor: Actor,
  shape: ThreadShape,
  input: ThreadInput,
  v: ThreadValues,
) {
  return db
    .select({
      row: comments,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      author: listedAuthor('comments'),
      acceptedId: acceptedIdColumn(),
    })
    .from(comments)
    .where(threadConditions(actor, shape, input, v))
    .orderBy(...threadOrder(shape, input, v))
    .limit(v.limit)
    .offset(v.offset);
}

/** A comment's question's accepted answer (null under anything else). */
function acceptedIdColumn() {
  return sql<
    number | null
  >`(select q.accepted_answer_id from questions q where comments.root_type = 'question' and q.id = comments.root_id)`;
}

/** The order of a thread page. */
function threadOrder(shape: ThreadShape, input: ThreadInput, v: ThreadValues): SQL[] {
  const featured = input.featured ?? [];
  return [
    featured.length > 0 ? sql`case when ${inArray(comments.id, featured)} then 0 else 1 end` : undefined,
    desc(comments.isFeatured),
    shape.acceptedFirst
      ? sql`case when ${comments.id} = (select accepted_answer_id from questions where id = ${v.parentId}) then 0 else 1 end`
      : undefined,
    input.type === 'answer' ? desc(comments.upvotesCount) : undefined,
    asc(comments.createdAt),
    asc(comments.id),
  ].filter((o): o is SQL => o !== undefined);
}

/** The total of a thread whose page is past its end (no row to carry it). */
async function threadTotal(
  db: Executor,
  actor: Actor,
  shape: ThreadShape,
  input: ThreadInput,
  v: ThreadValues,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(threadConditions(actor, shape, input, v));
  return row?.n ?? 0;
}

/**
 * A reader's thread page and the replies to its comments in one statement (one round trip instead of two): the page
 * is chosen by its ids, total and place in a narrow subquery, then its rows and their replies are read together,
 * the page's rows first in their order (`place`), the replies after them, oldest first (`place` null).
 */
function threadWithRepliesQuery(db: Executor, shape: ThreadShape, input: ThreadInput, v: ThreadValues) {
  const page = db.$with('page').as(
    db
      .select({
        id: sql<number>`${comments.id}`.as('page_id'),
        total: sql<number>`count(*) over ()`.as('page_total'),
        place:
          sql<number>`row_number() over (order by ${sql.join(threadOrder(shape, input, v), sql`, `)})`.as(
            'page_place',
          ),
      })
      .from(comments)
      // The reader's scope (published, public types) is the same for every call: written into the text as
      // literals, so PostgreSQL costs its generic plan as it does each call's own and keeps it instead of planning
      // every call anew (with them as parameters, a comment thread's generic plan was costed 6 % dearer).
      .where(threadConditions(null, shape, input, v)?.inlineParams())
      .orderBy(...threadOrder(shape, input, v))
      .limit(v.limit)
      .offset(v.offset),
  );
  return db
    .with(page)
    .select({
      row: readerCommentColumns(),
      total: sql<number | null>`${page.total}`.mapWith(Number),
      place: sql<number | null>`${page.place}`,
      author: listedAuthor('comments'),
      // Every row of the statement shares the parent's root (a question's answers and their replies): its
      // accepted answer is read once, not once per row.
      acceptedId: sql<
        number | null
      >`case when ${v.parentType} = 'question' then (select accepted_answer_id from questions where id = ${v.parentId}) end`,
    })
    .from(comments)
    .leftJoin(page, eq(page.id, comments.id))
    .where(
      // The page's ids as one array (an `in (select …)` here made a sequential scan of every comment).
      or(
        sql`${comments.id} = any(array(select page_id from page))`,
        and(
          sql`${comments.threadId} = any(array(select page_id from page))`,
          commentScope(null, { rootVisible: true }).inlineParams(),
        ),
      ),
    )
    .orderBy(sql`${page.place} nulls last`, asc(comments.createdAt), asc(comments.id));
}

/**
 * A comment's columns as a reader's page presents them: its markdown source (shown only to who may edit it), search
 * vector, address and headings are not read, and come back empty (the reader's thread statement only).
 */
function readerCommentColumns() {
  const columns = getTableColumns(comments);
  const unread = new Set(['bodyMarkdown', 'searchVector', 'createdIp', 'headings', 'rendererVersion']);
  return {
    ...(Object.fromEntries(Object.entries(columns).filter(([key]) => !unread.has(key))) as typeof columns),
    bodyMarkdown: sql<string>`''`,
    searchVector: sql<string | null>`null`,
    createdIp: sql<string | null>`null`,
    headings: sql<CommentRow['headings']>`'[]'::jsonb`,
    rendererVersion: sql<string>`''`,
  };
}

/** The replies to a page's comments (`ids`: an array of their ids) with their authors, oldest first. */
function repliesQuery(db: Executor, actor: Actor, ids: number[]) {
  return db
    .select({ row: comments, author: listedAuthor('comments') })
    .from(comments)
    .where(
      and(
        sql`${comments.threadId} = any(${sql.param(ids)}::int[])`,
        commentScope(actor, { rootVisible: true }),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/**
 * One page of the top-level comments under an object, each with its replies. Featured ids come
 * first, then (for answers) the accepted answer and the most upvoted, otherwise oldest first.
 */
export async function listThread(db: Executor, actor: Actor, parent: ObjectRef, input: ThreadInput) {
  const page = toPage(input.page, input.perPage, 0);
  const shape = threadShape(parent, input);
  const values = { parentType: parent.type, parentId: parent.id, limit: page.limit, offset: page.offset };
  const placeholders = {
    parentType: sql.placeholder('parentType'),
    parentId: sql.placeholder('parentId'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
  // A reader's plain thread page (the public question and tutorial pages) runs statements built once per shape:
  // under a question, tutorial or tool, one that reads the page and its replies together.
  const reused = !actor && !shape.featured && !input.exclude?.length;
  let listed: ThreadRead[];
  let repliesListed: ThreadRead[];
  if (reused && parent.type !== 'comment') {
    const read = await reusable(db, `thread_with_replies_${shape.name}`, (rdb, name) =>
      threadWithRepliesQuery(rdb, shape, input, placeholders).prepare(name),
    ).execute(values);
    listed = read.filter((r) => r.place !== null);
    repliesListed = read.filter((r) => r.place === null);
  } else {
    listed = reused
      ? await reusable(db, `thread_page_${shape.name}`, (rdb, name) =>
          threadPageQuery(rdb, null, shape, input, placeholders).prepare(name),
        ).execute(values)
      : await threadPageQuery(db, actor, shape, input, values);
    repliesListed =
      listed.length === 0 || parent.type === 'comment'
        ? []
        : await repliesQuery(
            db,
            actor,
            listed.map((r) => r.row.id),
          );
  }
  const total =
    listed[0]?.total ?? (page.offset > 0 ? await threadTotal(db, actor, shape, input, values) : 0);
  // Replies share their thread's root, so the page's rows name every accepted answer the bundle needs.
  const bundle: CommentBundle = { authors: new Map(), acceptedIds: new Set() };
  for (const r of [...listed, ...repliesListed]) addListedAuthor(bundle.authors, r.author);
  for (const r of listed) if (r.acceptedId != null) bundle.acceptedIds.add(Number(r.acceptedId));
  return {
    rows: listed.map((r) => r.row),
    replies: repliesListed.map((r) => r.row),
    bundle,
    meta: paginationMeta(page, Number(total)),
  };
}

/** A comment of a thread as its statements read it: the row, its author and (for the page) total and answer. */
type ThreadRead = {
  row: CommentRow;
  author: ListedRelations['listedAuthor'];
  total?: number | null;
  acceptedId?: number | null;
};

/** Comments across objects (moderation queue, a member's comments), newest first. */
export async function listComments(
  db: Executor,
  actor: Actor,
  input: {
    page: number;
    limit: number;
    state?: string;
    type?: string;
    author?: string;
    include_top_level?: boolean;
  },
) {
  const page = toPage(input.page, input.limit);
  const where = and(
    commentScope(actor),
    input.state ? eq(comments.state, input.state) : undefined,
    input.type ? eq(comments.type, input.type) : undefined,
    input.author
      ? inArray(
          comments.authorId,
          db.select({ id: users.id }).from(users).where(eq(users.slug, input.author.toLowerCase())),
        )
      : undefined,
  );
  const { rows, meta } = await paginate(
    db,
    page,
    db.select().from(comments).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).$dynamic(),
    { from: comments, where },
  );
  return {
    rows,
    bundle: await bundleComments(db, rows, input.include_top_level ?? false),
    meta,
  };
}

/**
 * Posts a comment or answer. In one transaction: the row, the root's counters and activity, the
 * author's subscription to the root, and the `comment.created` event (its notifications: owner,
 * replied-to author, mentions, subscribers).
 */
export async function createComment(
  db: Database,
  actor: NonNullable<Actor>,
  input: CommentCreateBody['comment'],
  ip?: string,
): Promise<CommentRow> {
  const parent = await loadObject(db, actor, input.parent_type, input.parent_id);
  let root: ObjectRef = parent;
  let threadId: number | null = null;
  let parentComment: CommentRow | null = null;
  if (parent.type === 'comment') {
    parentComment = await findComment(db, actor, parent.id);
    root = await loadObject(db, actor, parentComment.rootType, parentComment.rootId);
    threadId = parentComment.threadId ?? parentComment.id;
  }
  if (input.type === 'answer' && input.parent_type !== 'question') {
    throw new UnprocessableError(msg('errors', 'community.answers_need_question'), [
      localDetail('comment.type', msg('errors', 'comments.details.answer_parent')),
    ]);
  }
  const isModerator = can(actor, 'moderate', { type: 'comment' });
  if (input.type === 'private_note' && !isModerator)
    throw new ForbiddenError(msg('errors', 'comments.private_notes'));
  if (input.type === 'private_comment' && !isModerator && root.type !== 'user_report')
    throw new ForbiddenError(msg('errors', 'comments.private_reports'));
  if (!isModerator && root.state !== 'published' && !(root.type === 'user_report')) {
    throw new UnprocessableError(msg('errors', 'community.closed_to_comments'), [
      localDetail('comment.parent_id', msg('errors', 'comments.details.parent_state', { state: root.state })),
    ]);
  }

  // Rendered once: the stored body's links are the ones the spam checks read.
  const body = renderedBody(commentKind, input.body);
  const state = await checkSpam(db, actor, 'comment', { text: input.body, ip, links: body.document.links });
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({
        type: input.type,
        parentType: parent.type,
        parentId: parent.id,
        rootType: root.type,
        rootId: root.id,
        threadId,
        authorId: actor.id,
        state,
        ...body.columns,
        createdIp: ip ?? null,
      })
      .returning();
    // The posted text is revision 1 of its history (issue #32).
    await recordVersion(tx, 'comment', row!.id, revisionData(row!), actor.id);
    if (parentComment)
      await tx
        .update(comments)
        .set({ repliesCount: sql`${comments.repliesCount} + 1` })
        .where(eq(comments.id, parentComment.id));
    // Counters move by one here (a recount would grow with the thread); moderation recounts.
    const counts = state === 'published' && PUBLIC_TYPES.includes(input.type);
    if (root.type === 'question') {
      await tx
        .update(questions)
        .set({
          lastActivityAt: new Date(),
          ...(counts ? { commentsCount: sql`${questions.commentsCount} + 1` } : {}),
          ...(counts && input.type === 'answer' && threadId === null
            ? { answersCount: sql`${questions.answersCount} + 1` }
            : {}),
        })
        .where(eq(questions.id, root.id));
    } else if (root.type === 'tutorial' && counts && input.type === 'comment') {
      await tx
        .update(tutorials)
        .set({ commentsCount: sql`${tutorials.commentsCount} + 1` })
        .where(eq(tutorials.id, root.id));
    }
    if (root.type === 'question' || root.type === 'tutorial' || root.type === 'tool')
      await ensureSubscribed(tx, actor.id, root.type, root.id);

    await emit(tx, {
      type: 'comment.created',
      actor,
      ip,
      comment: row!,
      root,
      parent: parentComment,
      mentions: body.document.mentions,
    });
    return row!;
  });
}

/**
 * Edits a comment; moderators change its state or featuring, which notifies its author. A new body
 * goes through the spam checks of a new comment, so an edit that adds spam is held like a new one.
 */
export async function updateComment(
  db: Database,
  actor: NonNullable<Actor>,
  row: CommentRow,
  input: CommentUpdateBody['comment'],
  ip?: string,
): Promise<CommentRow> {
  const isModerator = can(actor, 'moderate', commentSubject(row));
  if (input.state !== undefined && !canMoveStatus(actor, commentSubject(row), input.state)) {
    throw new ForbiddenError(msg('errors', 'comments.moderators_state'));
  }
  if (input.is_featured !== undefined && !isModerator)
    throw new ForbiddenError(msg('errors', 'comments.moderators_feature'));
  if (input.body !== undefined && actor.id !== row.authorId && !isModerator)
    throw new ForbiddenError(msg('errors', 'community.only_author_edits'));
  const rendered =
    input.body !== undefined && input.body !== row.bodyMarkdown
      ? renderedBody(commentKind, input.body)
      : null;
  if (rendered && input.state === undefined && !isModerator) {
    const held = await heldAfterEdit(db, actor, 'comment', row.state, {
      text: input.body!,
      ip,
      links: rendered.document.links,
    });
    if (held !== row.state)
      input = { ...input, state: held as NonNullable<CommentUpdateBody['comment']['state']> };
  }
  const changesState = input.state !== undefined && input.state !== row.state;
  return transaction(db, async (tx) => {
    const patch: Partial<typeof comments.$inferInsert> = { updatedAt: new Date() };
    if (rendered) Object.assign(patch, rendered.columns);
    if (input.state !== undefined) patch.state = input.state;
    if (input.is_featured !== undefined) patch.isFeatured = input.is_featured;
    const [saved] = await tx.update(comments).set(patch).where(eq(comments.id, row.id)).returning();
    if (rendered) await recordVersion(tx, 'comment', row.id, revisionData(saved!), actor.id);
    if (changesState) await refreshRootCounters(tx, row.rootType, row.rootId);
    await emit(tx, { type: 'comment.updated', actor, ip, before: row, comment: saved! });
    return saved!;
  });
}
