// Question JSON.
import {
  abilitiesFor,
  can,
  type Actor,
  type Language,
  type PaginationMeta,
  type QuestionResponse,
  type QuestionSummary,
} from '@reef/core';
import { questionSubject } from '../../platform/policies/subjects.js';
import type { QuestionBundle, QuestionRow } from './service.js';
import { presentTagSummary } from '../tags/index.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';

/** A question in a list. */
export function presentQuestionSummary(
  row: QuestionRow,
  bundle: Omit<QuestionBundle, 'rows'>,
  actor: Actor,
): QuestionSummary {
  return {
    id: row.id,
    type: 'question',
    slug: row.slug,
    title: row.title,
    state: row.state as QuestionSummary['state'],
    language: row.language as Language,
    author: presentAuthor(bundle.authors, row.authorId),
    tags: (bundle.tags.get(row.id) ?? []).map(presentTagSummary),
    tutorial_id: row.tutorialId,
    accepted_answer_id: row.acceptedAnswerId,
    upvotes_count: row.upvotesCount,
    views_count: row.viewsCount,
    answers_count: row.answersCount,
    comments_count: row.commentsCount,
    last_activity_at: row.lastActivityAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(actor ? { abilities: abilitiesFor(actor, questionSubject(row)) } : {}),
  };
}

/** A whole question; the markdown source only for those who may edit it. */
export function presentQuestion(
  row: QuestionRow,
  bundle: Omit<QuestionBundle, 'rows'>,
  actor: Actor,
  flags: { isSubscribed?: boolean; isUpvoted?: boolean } = {},
): QuestionResponse {
  return {
    ...presentQuestionSummary(row, bundle, actor),
    body_html: row.bodyHtml,
    ...(can(actor, 'update', questionSubject(row)) ? { body_markdown: row.bodyMarkdown } : {}),
    headings: row.headings,
    ...(flags.isSubscribed !== undefined ? { is_subscribed: flags.isSubscribed } : {}),
    ...(flags.isUpvoted !== undefined ? { is_upvoted: flags.isUpvoted } : {}),
  };
}

/** A page of questions as `actor` sees them. */
export function presentQuestionList(
  { bundle, meta }: { bundle: QuestionBundle; meta: PaginationMeta },
  actor: Actor,
): { data: QuestionSummary[]; meta: PaginationMeta } {
  return { data: bundle.rows.map((row) => presentQuestionSummary(row, bundle, actor)), meta };
}
