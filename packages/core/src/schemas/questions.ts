// Questions and answers.
import { z } from './zod.js';
import { LANGUAGES, STATUSES } from '../content/index.js';
import {
  API_PAGE_SIZES,
  zeroBasedPageNumber,
  abilities,
  heading,
  markdownSource,
  pageLimit,
  pageNumber,
  paginated,
  queryBoolean,
  timestamp,
  dbId,
} from './common.js';
import { tagSummary } from './tags.js';
import { userSummary } from './users.js';

export const QUESTION_TITLE_MIN = 10;
export const QUESTION_BODY_MIN = 20;

export const questionSummary = z.object({
  id: z.number().int(),
  type: z.literal('question'),
  slug: z.string(),
  title: z.string(),
  state: z.enum(STATUSES.question),
  language: z.enum(LANGUAGES),
  author: userSummary.nullable(),
  tags: z.array(tagSummary),
  tutorial_id: z.number().int().nullable(),
  accepted_answer_id: z.number().int().nullable(),
  upvotes_count: z.number().int(),
  views_count: z.number().int(),
  answers_count: z.number().int(),
  comments_count: z.number().int(),
  last_activity_at: timestamp,
  created_at: timestamp,
  updated_at: timestamp,
  abilities: abilities.optional(),
});
export type QuestionSummary = z.infer<typeof questionSummary>;

export const questionResponse = questionSummary.extend({
  body_html: z.string(),
  body_markdown: z.string().optional(),
  headings: z.array(heading),
  /** Whether the signed-in member subscribed / upvoted (absent when anonymous). */
  is_subscribed: z.boolean().optional(),
  is_upvoted: z.boolean().optional(),
});
export type QuestionResponse = z.infer<typeof questionResponse>;
export const questionList = paginated(questionSummary);

/** `GET /v1/questions` query. */
export const questionListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(API_PAGE_SIZES.questions),
  state: z.enum(STATUSES.question).optional(),
  query: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(100).optional(),
  sort_by: z.enum(['newest', 'oldest', 'activity', 'votes', 'unanswered']).default('newest'),
  language: z.enum(LANGUAGES).optional(),
  author: z.string().trim().max(100).optional(),
  /** `true`: keep what the member muted (issue #32); a visitor's list has nothing muted. */
  include_muted: queryBoolean.optional(),
});
export type QuestionListQuery = z.infer<typeof questionListQuery>;
export const contentQuestionListQuery = questionListQuery.omit({ state: true, include_muted: true });

const questionFields = {
  title: z
    .string()
    .trim()
    .min(QUESTION_TITLE_MIN, `Titles have at least ${QUESTION_TITLE_MIN} characters`)
    .max(200),
  body: markdownSource(QUESTION_BODY_MIN),
  tags: z.array(z.string().trim().min(1).max(100)).max(5),
  language: z.enum(LANGUAGES),
  tutorial_id: dbId.nullable(),
  state: z.enum(STATUSES.question),
  accepted_answer_id: dbId.nullable(),
};

/** `POST /v1/questions` body. */
export const questionCreateBody = z.object({
  question: z.object({
    title: questionFields.title,
    body: questionFields.body,
    tags: questionFields.tags.default([]),
    language: questionFields.language.default('en'),
    tutorial_id: questionFields.tutorial_id.optional(),
  }),
});
export type QuestionCreateBody = z.infer<typeof questionCreateBody>;

/** `PATCH /v1/questions/{id}` body; `state` is moderation (MANAGE_QUESTIONS). */
export const questionUpdateBody = z.object({ question: z.object(questionFields).partial() });
export type QuestionUpdateBody = z.infer<typeof questionUpdateBody>;

/** `GET /content/v1/questions/{id}` query. */
export const contentQuestionQuery = z.object({ includeCount: queryBoolean.optional() });

/** `GET /content/v1/questions/tutorial/{id}` query (limit default 10, page default 0). */
export const questionsForTutorialQuery = z.object({
  limit: pageLimit(API_PAGE_SIZES.questionsForTutorial),
  page: zeroBasedPageNumber,
});
