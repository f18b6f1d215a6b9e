// Suggested edits (issue #32): any signed-in member proposes a new text for a tutorial or an answer; the item's
// author or a moderator (whoever may update it) accepts it — as sent or with their own changes — which saves a
// revision credited to the suggester, or declines it with a reason. The author hears of a new suggestion.
import {
  can,
  type Actor,
  type SuggestedEditCreateBody,
  type SuggestedEditResponse,
  type SuggestedEditReviewBody,
  type SuggestedEditState,
  type SuggestionSubject,
} from '@reef/core';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { contentVersions, suggestedEdits } from '../../db/schema/index.js';
import { transaction } from '../../platform/events/bus.js';
import { notify } from '../../platform/events/subscribers/notifications.js';
import {
  ConflictError,
  ForbiddenError,
  localDetail,
  NotFoundError,
  UnprocessableError,
} from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { loadAuthors } from '../../platform/services/relations.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';
import { renderDiff } from './diff.js';
import {
  comparedText,
  loadRevisedItem,
  saveRevisedText,
  type RevisedItem,
  type RevisionText,
} from './service.js';

export type SuggestedEditRow = typeof suggestedEdits.$inferSelect;

/** How many suggestions one member may have waiting for review on one item. */
export const MAX_PENDING_SUGGESTIONS = 3;

/** The tutorial or answer a suggestion is for, as the actor may read it; any other comment is refused. */
export async function loadSuggestionTarget(
  db: Executor,
  actor: Actor,
  kind: SuggestionSubject,
  idOrSlug: string,
): Promise<RevisedItem> {
  const item = await loadRevisedItem(db, actor, kind, idOrSlug);
  if (item.kind === 'comment' && item.row.type !== 'answer')
    throw new UnprocessableError(msg('errors', 'suggested_edits.only_answers'), [
      localDetail('id', msg('errors', 'suggested_edits.not_answer_detail')),
    ]);
  return item;
}

/** Whether the actor reviews suggestions to the item: its author, or whoever may update it (moderators). */
export function mayReview(actor: Actor, item: RevisedItem): boolean {
  return !!actor && can(actor, 'update', item.subject);
}

async function currentRevision(db: Executor, item: RevisedItem) {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.subjectType, item.kind), eq(contentVersions.subjectId, item.id)))
    .orderBy(desc(contentVersions.number))
    .limit(1);
  return row ?? null;
}

/** Records a member's suggestion against the item's current revision and tells the item's author. */
export async function suggestEdit(
  db: Database,
  actor: NonNullable<Actor>,
  item: RevisedItem,
  input: SuggestedEditCreateBody['suggested_edit'],
): Promise<SuggestedEditRow> {
  const authorId = item.row.authorId;
  if (authorId === actor.id)
    throw new UnprocessableError(msg('errors', 'suggested_edits.own_text'), [
      localDetail('suggested_edit', msg('errors', 'suggested_edits.own_text_detail')),
    ]);
  const [waiting] = await db
    .select({ n: count() })
    .from(suggestedEdits)
    .where(
      and(
        eq(suggestedEdits.subjectType, item.kind),
        eq(suggestedEdits.subjectId, item.id),
        eq(suggestedEdits.authorId, actor.id),
        eq(suggestedEdits.state, 'pending'),
      ),
    );
  // One member cannot flood an author: a few suggestions at a time per item.
  if ((waiting?.n ?? 0) >= MAX_PENDING_SUGGESTIONS)
    throw new UnprocessableError(msg('errors', 'suggested_edits.wait'), [
      localDetail(
        'suggested_edit',
        msg('errors', 'suggested_edits.waiting_detail', { max: MAX_PENDING_SUGGESTIONS }),
      ),
    ]);
  const base = await currentRevision(db, item);
  const data: Record<string, string> = { body: input.body };
  if (item.kind === 'tutorial') {
    if (input.title !== undefined) data.title = input.title;
    if (input.description !== undefined) data.description = input.description;
  }
  const baseText = (base?.data ?? {}) as Partial<RevisionText>;
  if (
    data.body === baseText.body_markdown &&
    (data.title ?? baseText.title) === baseText.title &&
    (data.description ?? baseText.description) === baseText.description
  )
    throw new UnprocessableError(msg('errors', 'suggested_edits.no_change'), [
      localDetail('suggested_edit.body', msg('errors', 'suggested_edits.no_change_detail')),
    ]);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(suggestedEdits)
      .values({
        subjectType: item.kind,
        subjectId: item.id,
        authorId: actor.id,
        baseNumber: base?.number ?? 0,
        data,
        comment: input.comment,
      })
      .returning();
    // The author hears of it as activity on their item (the bell links to the item; the review page is linked from
    // its history).
    if (authorId !== null)
      await notify(tx, [
        {
          name: 'subscription_activity',
          recipients: [authorId],
          actorId: actor.id,
          notifiable: { type: item.kind, id: item.id },
          context:
            item.kind === 'comment'
              ? { type: item.row.rootType, id: item.row.rootId }
              : { type: 'tutorial', id: item.id },
        },
      ]);
    return row!;
  });
}

/** A suggestion by id; 404 when it is missing or its item is hidden from the actor. */
export async function findSuggestedEdit(db: Executor, actor: Actor, id: number) {
  const [row] = await db.select().from(suggestedEdits).where(eq(suggestedEdits.id, id)).limit(1);
  if (!row) throw new NotFoundError(msg('errors', 'suggested_edits.not_found'));
  const item = await loadRevisedItem(db, actor, row.subjectType as SuggestionSubject, String(row.subjectId));
  // Only its suggester and its reviewers read a suggestion.
  if (!actor || (row.authorId !== actor.id && !mayReview(actor, item)))
    throw new NotFoundError(msg('errors', 'suggested_edits.not_found'));
  return { row, item };
}

/** The suggestions to an item: all of them for its reviewers, a member's own otherwise. */
export async function listSuggestedEdits(
  db: Executor,
  actor: NonNullable<Actor>,
  item: RevisedItem,
  state?: SuggestedEditState,
): Promise<SuggestedEditRow[]> {
  const where: SQL[] = [eq(suggestedEdits.subjectType, item.kind), eq(suggestedEdits.subjectId, item.id)];
  if (state) where.push(eq(suggestedEdits.state, state));
  if (!mayReview(actor, item)) where.push(eq(suggestedEdits.authorId, actor.id));
  return db
    .select()
    .from(suggestedEdits)
    .where(and(...where))
    .orderBy(desc(suggestedEdits.createdAt));
}

/**
 * Accepts or declines a pending suggestion. Accepting saves the suggested text (with the reviewer's changes) as a new
 * revision through the item's own service; the revision is credited to the suggester.
 */
export async function reviewSuggestedEdit(
  db: Database,
  actor: NonNullable<Actor>,
  row: SuggestedEditRow,
  item: RevisedItem,
  input: SuggestedEditReviewBody['suggested_edit'],
  ip?: string,
): Promise<SuggestedEditRow> {
  if (!mayReview(actor, item)) throw new ForbiddenError(msg('errors', 'suggested_edits.reviewers'));
  if (row.state !== 'pending')
    throw new ConflictError(msg('errors', 'suggested_edits.already', { state: row.state }));
  return transaction(db, async (tx) => {
    let revisionNumber: number | null = null;
    if (input.decision === 'accept') {
      const data = row.data;
      revisionNumber = await saveRevisedText(
        tx,
        actor,
        item,
        {
          body: input.body ?? data.body!,
          title: item.kind === 'tutorial' ? (input.title ?? data.title) : undefined,
          description: item.kind === 'tutorial' ? (input.description ?? data.description) : undefined,
        },
        {
          summary: `Suggested edit ${row.id} accepted${input.body || input.title || input.description ? ' with changes' : ''}`,
          authorId: row.authorId,
        },
        ip,
      );
    }
    const [saved] = await tx
      .update(suggestedEdits)
      .set({
        state: input.decision === 'accept' ? 'accepted' : 'declined',
        reviewerId: actor.id,
        reviewReason: input.reason || null,
        reviewedAt: new Date(),
        revisionNumber,
      })
      .where(and(eq(suggestedEdits.id, row.id), eq(suggestedEdits.state, 'pending')))
      .returning();
    if (!saved) throw new ConflictError(msg('errors', 'suggested_edits.reviewed_meanwhile'));
    return saved;
  });
}

/** The JSON of suggestions to one item, each with its diff against the revision it was written on. */
export async function presentSuggestedEdits(
  db: Executor,
  actor: Actor,
  item: RevisedItem,
  rows: SuggestedEditRow[],
): Promise<SuggestedEditResponse[]> {
  const authors = await loadAuthors(db, [...rows.map((r) => r.authorId), ...rows.map((r) => r.reviewerId)]);
  const bases = new Map<number, Partial<RevisionText>>();
  for (const n of new Set(rows.map((r) => r.baseNumber))) {
    const [base] = await db
      .select({ data: contentVersions.data })
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.subjectType, item.kind),
          eq(contentVersions.subjectId, item.id),
          eq(contentVersions.number, n),
        ),
      )
      .limit(1);
    bases.set(n, (base?.data ?? {}) as Partial<RevisionText>);
  }
  const reviewer = mayReview(actor, item);
  return rows.map((row) => {
    const base = bases.get(row.baseNumber) ?? {};
    const data = row.data;
    const before: RevisionText = {
      title: base.title,
      description: base.description,
      body_markdown: base.body_markdown ?? '',
    };
    const after: RevisionText = {
      title: data.title ?? base.title,
      description: data.description ?? base.description,
      body_markdown: data.body ?? '',
    };
    const diffOf = (view: 'markdown' | 'rendered') =>
      renderDiff(
        comparedText(item, before, view),
        comparedText(item, after, view),
        view === 'markdown' ? 'lines' : 'words',
      );
    return {
      id: row.id,
      subject: {
        type: item.kind as SuggestionSubject,
        id: item.id,
        title: item.title,
        path: item.path,
      },
      author: presentAuthor(authors, row.authorId),
      state: row.state as SuggestedEditState,
      comment: row.comment,
      base_number: row.baseNumber,
      title: data.title ?? null,
      description: data.description ?? null,
      body_markdown: data.body ?? '',
      diff: diffOf('markdown'),
      rendered_diff: diffOf('rendered'),
      reviewer: presentAuthor(authors, row.reviewerId),
      review_reason: row.reviewReason,
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      revision_number: row.revisionNumber,
      created_at: row.createdAt.toISOString(),
      abilities: { review: reviewer && row.state === 'pending' },
    };
  });
}
