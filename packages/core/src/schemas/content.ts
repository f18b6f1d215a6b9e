// Static-content API payloads that are not a single resource: user contributions and stats.
import { z } from './zod.js';
import { LANGUAGES } from '../content/index.js';
import { pageNumber, paginationMeta, timestamp } from './common.js';
import { SEARCH_SORTS } from './search.js';

export const CONTRIBUTION_TYPES = ['tutorial', 'question', 'answer', 'comment'] as const;

/** `GET /content/v1/users/{slug}/contributions` query (spec: content-and-presentation §7; page size 6). */
export const contributionsQuery = z.object({
  query: z.string().trim().max(200).optional(),
  type: z.enum(CONTRIBUTION_TYPES).optional(),
  language: z.enum(LANGUAGES).optional(),
  sort_by: z.enum(SEARCH_SORTS).default('newest'),
  page: pageNumber,
});

export const contribution = z.object({
  type: z.enum(CONTRIBUTION_TYPES),
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** Public page of the contribution (an answer or comment links to its thread). */
  url: z.string(),
  excerpt: z.string(),
  language: z.enum(LANGUAGES),
  upvotes_count: z.number().int(),
  created_at: timestamp,
});
export const contributionList = z.object({
  data: z.array(contribution),
  meta: paginationMeta.extend({
    /** True when the member has more public contributions than the list counts (1 000): the total is then 1 000. */
    total_estimated: z.boolean(),
  }),
});

/** `GET /content/v1/users/{slug}/stats` query. */
export const userStatsQuery = z.object({ language: z.enum(LANGUAGES).default('en') });
export const userStatsResponse = z.object({
  language: z.enum(LANGUAGES),
  tutorials: z.number().int(),
  questions: z.number().int(),
  answers: z.number().int(),
  comments: z.number().int(),
  accepted_answers: z.number().int(),
  upvotes_received: z.number().int(),
});

/** `GET /v1/users/{slug}/pending`: the member's contributions held for review (for the member and moderators). */
export const pendingContribution = z.object({
  type: z.enum(['question', 'answer', 'comment']),
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** The page the item belongs to (an answer or comment links to its thread). */
  url: z.string(),
  /** The object whose page shows it (the question itself, or the thread's tutorial or question). */
  root_type: z.string(),
  root_id: z.number().int(),
  excerpt: z.string(),
  state: z.enum(['under_review', 'spam']),
  created_at: timestamp,
});
export type PendingContribution = z.infer<typeof pendingContribution>;
export const pendingContributionList = z.object({ data: z.array(pendingContribution) });
