// Questions: scoped lists, lookups, writes with tags, search vector, subscriptions and notifications.
import {
  can,
  canMoveStatus,
  type Actor,
  type QuestionCreateBody,
  type QuestionListQuery,
  type QuestionUpdateBody,
} from '@reef/core';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { reusable } from '../../db/reusable.js';
import type { QuestionRow } from '../../db/rows.js';
import { comments, questionTags, questions, tutorials } from '../../db/schema/index.js';
import { ForbiddenError, localDetail, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { isNumericId, paginate, paginationMeta, toPage, type Page } from '../../platform/lib/pagination.js';
import { visibleScope } from '../../platform/policies/authorize.js';
import { questionSubject } from '../../platform/policies/subjects.js';
import { emit, transaction } from '../../platform/events/bus.js';
import {
  bundleListed,
  listedRelations,
  bundleWithRelations,
  type Bundle,
  type ListedRelations,
} from '../../platform/services/relations.js';
import {
  findContent,
  kindScope,
  listConditions,
  questionKind,
  readColumns,
  renderedBody,
} from '../../platform/services/content-kinds.js';
import { recordVersion, revisionData } from '../../platform/services/content-versions.js';
import { refreshQuestionVector } from '../../platform/services/search-vectors.js';
import { uniqueSlug } from '../../platform/services/slugs.js';
import { checkSpam, heldAfterEdit } from '../../platform/services/spam-checks.js';
import { ensureSubscribed } from '../../platform/services/subscriptions.js';
import { resolveTagIds, storedListTotal, storedTagPage } from '../tags/index.js';

export type { QuestionRow } from '../../db/rows.js';
export type QuestionBundle = Bundle<QuestionRow>;

/** Loads authors and tags of questions. */
export function bundleQuestions(db: Executor, rows: QuestionRow[]): Promise<QuestionBundle> {
  return bundleWithRelations(db, 'question', rows);
}

/** A question by id or slug that the actor may read, or 404. */
export async function findQuestion(db: Executor, actor: Actor, idOrSlug: string): Promise<QuestionRow> {
  return findContent(db, questionKind, actor, idOrSlug);
}

/**
 * The question page's question with its author and tags: for a reader (the hot, cached case) one statement, built
 * once per key kind, that reads the author and tags as lists do; for a member, the row then its relations.
 */
export async function findQuestionPage(
  db: Executor,
  actor: Actor,
  idOrSlug: string,
): Promise<{ row: QuestionRow; bundle: QuestionBundle }> {
  if (actor) {
    const row = await findQuestion(db, actor, idOrSlug);
    return { row, bundle: await bundleQuestions(db, [row]) };
  }
  const byId = isNumericId(idOrSlug);
  const [hit] = await reusable(db, byId ? 'question_page_by_id' : 'question_page_by_slug', (rdb, name) =>
    rdb
      .select({ ...readColumns(questions), ...listedRelations('question') })
      .from(questions)
      .where(
        and(
          byId ? eq(questions.id, sql.placeholder('key')) : eq(questions.slug, sql.placeholder('key')),
          kindScope(questionKind, null),
        ),
      )
      .limit(1)
      .prepare(name),
  ).execute({ key: byId ? Number(idOrSlug) : idOrSlug.toLowerCase() });
  if (!hit) throw new NotFoundError(questionKind.notFound);
  const bundle = bundleListed([hit]);
  return { row: bundle.rows[0] as QuestionRow, bundle: { ...bundle, rows: bundle.rows as QuestionRow[] } };
}

/** Questions the actor may see, filtered and paginated in SQL. */
export async function listQuestions(
  db: Executor,
  actor: Actor,
  q: Partial<QuestionListQuery> & { page: number; limit: number; tutorialId?: number },
  pageBase: 0 | 1 = 1,
) {
  const page: Page = toPage(q.page, q.limit, pageBase);
  // A tag's public list in its default order (newest first): see storedTagPage.
  const defaultOrder = (q.sort_by ?? 'newest') === 'newest';
  const tagPage =
    !actor && defaultOrder
      ? await storedTagPage<QuestionRow & ListedRelations>(db, 'questions', q, getListColumns(), page)
      : undefined;
  if (tagPage) {
    const bundle = bundleListed(tagPage.rows);
    return {
      bundle: { ...bundle, rows: bundle.rows as QuestionRow[] },
      meta: paginationMeta(page, tagPage.total),
    };
  }
  const conditions = listConditions(db, questionKind, actor, q);
  if (q.tutorialId) conditions.push(eq(questions.tutorialId, q.tutorialId));
  if (q.sort_by === 'unanswered') conditions.push(eq(questions.answersCount, 0));
  const where = and(...conditions);
  const order =
    q.sort_by === 'oldest'
      ? [asc(questions.createdAt), asc(questions.id)]
      : q.sort_by === 'activity'
        ? [desc(questions.lastActivityAt), desc(questions.id)]
        : q.sort_by === 'votes'
          ? [desc(questions.upvotesCount), desc(questions.createdAt)]
          : [desc(questions.createdAt), desc(questions.id)];
  const { rows, meta } = await paginate(
    db,
    page,
    db
      .select({ ...getListColumns(), ...listedRelations('question') })
      .from(questions)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    {
      from: questions,
      where,
      // A tag's public list reads its total from the tag's stored count (not for unanswered: a narrower list).
      // When it was asked above (the default order) and said null, the rows are counted.
      stored:
        actor || q.sort_by === 'unanswered' || tagPage === null
          ? undefined
          : () => storedListTotal(db, 'questions', q),
    },
  );
  const bundle = bundleListed(rows);
  return { bundle: { ...bundle, rows: bundle.rows as QuestionRow[] }, meta };
}

function getListColumns() {
  const {
    bodyMarkdown: _b,
    bodyHtml: _h,
    headings: _g,
    searchVector: _s,
    bodyText: _t,
    ...rest
  } = getTableColumns(questions);
  return {
    ...rest,
    bodyMarkdown: sql<string>`''`,
    bodyHtml: sql<string>`''`,
    headings: sql<[]>`'[]'::jsonb`,
    searchVector: sql<null>`null`,
    bodyText: sql<null>`null`,
  };
}

async function setTags(tx: Executor, questionId: number, names: string[]): Promise<void> {
  const rows = await resolveTagIds(tx, names, 'question.tags');
  await tx.delete(questionTags).where(eq(questionTags.questionId, questionId));
  if (rows.length > 0)
    await tx
      .insert(questionTags)
      .values(rows.map((t) => ({ questionId, tagId: t.id })))
      .onConflictDoNothing();
}

/** A question may point at a tutorial the asker can see; anything else is a 422 naming the field. */
async function assertLinkableTutorial(db: Executor, actor: Actor, tutorialId: number): Promise<void> {
  const [row] = await db
    .select({ id: tutorials.id })
    .from(tutorials)
    .where(
      and(
        eq(tutorials.id, tutorialId),
        visibleScope(actor, 'tutorial', { state: tutorials.state, authorId: tutorials.authorId }),
      ),
    );
  if (!row)
    throw new UnprocessableError(msg('errors', 'questions.unknown_tutorial'), [
      localDetail('question.tutorial_id', msg('errors', 'questions.no_such_tutorial')),
    ]);
}

/** Asks a question: spam-checked, tagged, indexed; the author is subscribed; mentions notified. */
export async function createQuestion(
  db: Database,
  actor: NonNullable<Actor>,
  input: QuestionCreateBody['question'],
  ip?: string,
): Promise<QuestionRow> {
  const state = await checkSpam(db, actor, 'question', { text: `${input.title}\n${input.body}`, ip });
  const body = renderedBody(questionKind, input.body);
  return transaction(db, async (tx) => {
    if (input.tutorial_id) await assertLinkableTutorial(tx, actor, input.tutorial_id);
    const slug = await uniqueSlug(tx, 'questions', input.title, 'question');
    const now = new Date();
    const [row] = await tx
      .insert(questions)
      .values({
        slug,
        title: input.title,
        state,
        language: input.language,
        authorId: actor.id,
        tutorialId: input.tutorial_id ?? null,
        ...body.columns,
        publishedAt: state === 'published' ? now : null,
        lastActivityAt: now,
        createdIp: ip ?? null,
      })
      .returning();
    await setTags(tx, row!.id, input.tags);
    await refreshQuestionVector(tx, row!.id);
    // The asked text is revision 1 of its history (issue #32).
    await recordVersion(tx, 'question', row!.id, revisionData(row!), actor.id);
    await ensureSubscribed(tx, actor.id, 'question', row!.id);
    await emit(tx, { type: 'question.created', actor, ip, question: row!, mentions: body.document.mentions });
    return row!;
  });
}

/**
 * Edits a question; a moderator's state change notifies the author. A new title or body goes through
 * the spam checks of a new question, so an edit that adds spam is held like a new post would be.
 */
export async function updateQuestion(
  db: Database,
  actor: NonNullable<Actor>,
  row: QuestionRow,
  input: QuestionUpdateBody['question'],
  ip?: string,
): Promise<QuestionRow> {
  const isModerator = can(actor, 'moderate', questionSubject(row));
  if (input.state !== undefined && !canMoveStatus(actor, questionSubject(row), input.state))
    throw new ForbiddenError(msg('errors', 'questions.moderators_state'));
  const rendered =
    input.body !== undefined && input.body !== row.bodyMarkdown
      ? renderedBody(questionKind, input.body)
      : null;
  const textChanged = rendered !== null || (input.title !== undefined && input.title !== row.title);
  if (textChanged && input.state === undefined && !isModerator) {
    const held = await heldAfterEdit(db, actor, 'question', row.state, {
      text: `${input.title ?? row.title}\n${input.body ?? row.bodyMarkdown}`,
      ip,
    });
    if (held !== row.state)
      input = { ...input, state: held as NonNullable<QuestionUpdateBody['question']['state']> };
  }
  return transaction(db, async (tx) => {
    if (input.accepted_answer_id !== undefined && input.accepted_answer_id !== null) {
      if (actor.id !== row.authorId && !isModerator)
        throw new ForbiddenError(msg('errors', 'community.only_asker_accepts'));
      const [answer] = await tx
        .select({ id: comments.id })
        .from(comments)
        .where(
          and(
            eq(comments.id, input.accepted_answer_id),
            eq(comments.rootType, 'question'),
            eq(comments.rootId, row.id),
            eq(comments.type, 'answer'),
            eq(comments.state, 'published'),
          ),
        );
      if (!answer)
        throw new UnprocessableError(msg('errors', 'questions.not_an_answer'), [
          localDetail('question.accepted_answer_id', msg('errors', 'questions.no_published_answer')),
        ]);
    }
    const patch: Partial<typeof questions.$inferInsert> = { updatedAt: new Date() };
    if (input.title !== undefined) patch.title = input.title;
    if (input.language !== undefined) patch.language = input.language;
    if (input.tutorial_id) await assertLinkableTutorial(tx, actor, input.tutorial_id);
    if (input.tutorial_id !== undefined) patch.tutorialId = input.tutorial_id;
    if (input.accepted_answer_id !== undefined) patch.acceptedAnswerId = input.accepted_answer_id;
    if (input.state !== undefined) {
      patch.state = input.state;
      if (input.state === 'published' && !row.publishedAt) patch.publishedAt = new Date();
    }
    if (rendered) Object.assign(patch, rendered.columns);
    const [saved] = await tx.update(questions).set(patch).where(eq(questions.id, row.id)).returning();
    if (textChanged) await recordVersion(tx, 'question', row.id, revisionData(saved!), actor.id);
    if (input.tags !== undefined) await setTags(tx, row.id, input.tags);
    await refreshQuestionVector(tx, row.id);
    await emit(tx, {
      type: 'question.updated',
      actor,
      ip,
      before: row,
      question: saved!,
      edited: rendered !== null || input.title !== undefined,
    });
    return saved!;
  });
}
