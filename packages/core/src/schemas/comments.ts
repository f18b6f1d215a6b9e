// Comments of every type, answers included.
import { z } from './zod.js';
import { COMMENT_PARENT_TYPES, COMMENT_TYPES, STATUSES } from '../content/index.js';
import {
  API_PAGE_SIZES,
  abilities,
  idList,
  zeroBasedPageNumber,
  markdownSource,
  pageLimit,
  pageNumber,
  paginated,
  queryBoolean,
  timestamp,
  dbId,
} from './common.js';
import { userSummary } from './users.js';

export const COMMENT_BODY_MIN = 2;

const commentBase = z.object({
  id: z.number().int(),
  type: z.enum(COMMENT_TYPES),
  parent_type: z.enum(COMMENT_PARENT_TYPES),
  parent_id: z.number().int(),
  /** The top-level object of the thread (question, tutorial, tool or user report). */
  root_type: z.enum(COMMENT_PARENT_TYPES),
  root_id: z.number().int(),
  state: z.enum(STATUSES.comment),
  body_html: z.string(),
  body_markdown: z.string().optional(),
  author: userSummary.nullable(),
  upvotes_count: z.number().int(),
  replies_count: z.number().int(),
  is_featured: z.boolean(),
  is_accepted: z.boolean(),
  /** The thread's top-level object, when asked for (`include_top_level`). */
  root: z.object({ title: z.string(), slug: z.string().nullable() }).nullable().optional(),
  created_at: timestamp,
  updated_at: timestamp,
  abilities: abilities.optional(),
});

/** A comment; in thread lists it carries its replies, oldest first. */
export const commentResponse = commentBase.extend({ replies: z.array(commentBase).optional() });
export type CommentResponse = z.infer<typeof commentResponse>;
export const commentList = paginated(commentResponse);

/** `GET /v1/comments` query (moderation queue and own comments). */
export const commentListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(API_PAGE_SIZES.comments),
  include_top_level: queryBoolean.optional(),
  state: z.enum(STATUSES.comment).optional(),
  type: z.enum(COMMENT_TYPES).optional(),
  author: z.string().trim().max(100).optional(),
});

/** `/comments/{type}/{id}` path: the object whose thread is listed. */
export const commentThreadParams = z.object({
  type: z.enum(COMMENT_PARENT_TYPES),
  id: z.string().min(1).max(300),
});

/** `/comments/{type}/{id}` query (spec: community-app §7 and content-and-presentation §7). */
export const commentThreadQuery = z.object({
  /** Comment type to list; default every public type. */
  type: z.enum(COMMENT_TYPES).optional(),
  /** Comment ids left out. */
  exclude: idList.optional(),
  /** Comment ids listed first (e.g. the one a link points at). */
  featured: idList.optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(API_PAGE_SIZES.comments.default),
  page: zeroBasedPageNumber,
});

/** `POST /v1/comments` body. */
export const commentCreateBody = z.object({
  comment: z.object({
    body: markdownSource(COMMENT_BODY_MIN),
    type: z.enum(COMMENT_TYPES).default('comment'),
    parent_type: z.enum(COMMENT_PARENT_TYPES),
    parent_id: dbId,
  }),
});
export type CommentCreateBody = z.infer<typeof commentCreateBody>;

/** `PATCH /v1/comments/{id}` body; `state` and `is_featured` are moderation. */
export const commentUpdateBody = z.object({
  comment: z
    .object({
      body: markdownSource(COMMENT_BODY_MIN),
      state: z.enum(STATUSES.comment),
      is_featured: z.boolean(),
    })
    .partial(),
});
export type CommentUpdateBody = z.infer<typeof commentUpdateBody>;
