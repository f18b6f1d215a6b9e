// Tags and tools.
import { z } from './zod.js';
import { TAG_TYPES, TOOL_TYPES, STATUSES } from '../content/index.js';
import {
  API_PAGE_SIZES,
  zeroBasedPageNumber,
  abilities,
  markdownSource,
  pageLimit,
  pageNumber,
  paginated,
  sortDirection,
  timestamp,
} from './common.js';
import { userSummary } from './users.js';

export const tagSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(TAG_TYPES),
});
export type TagSummary = z.infer<typeof tagSummary>;

export const tagResponse = tagSummary.extend({
  state: z.enum(STATUSES.tag),
  description: z.string(),
  tutorials_count: z.number().int(),
  questions_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  abilities: abilities.optional(),
});
export type TagResponse = z.infer<typeof tagResponse>;
export const tagList = paginated(tagResponse);

export const tagListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(API_PAGE_SIZES.tags),
  sort: z.enum(['name', 'created_at', 'tutorials_count', 'questions_count']).default('name'),
  sort_direction: sortDirection.optional(),
  state: z.enum(STATUSES.tag).optional(),
  type: z.enum(TAG_TYPES).optional(),
  /** Name contains, or slug starts with (the admin list's search box). */
  search: z.string().trim().max(100).optional(),
});

const tagFields = {
  name: z.string().trim().min(1).max(60),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs are lowercase words joined by dashes')
    .max(80),
  type: z.enum(TAG_TYPES),
  description: z.string().trim().max(2000),
  state: z.enum(STATUSES.tag),
};
export const tagCreateBody = z.object({
  tag: z.object({
    name: tagFields.name,
    slug: tagFields.slug.optional(),
    type: tagFields.type.default('tag'),
    description: tagFields.description.default(''),
  }),
});
export const tagUpdateBody = z.object({ tag: z.object(tagFields).partial() });
export type TagCreateBody = z.infer<typeof tagCreateBody>;
export type TagUpdateBody = z.infer<typeof tagUpdateBody>;

/** `POST /v1/search/tags` body: the search object itself. */
export const tagSearchBody = z.object({
  search: z.string().trim().max(100).default(''),
  type: z.enum(TAG_TYPES).optional(),
  page: z.number().int().min(0).default(1),
  limit: z.number().int().min(1).max(1000).default(20),
});

/** `GET /content/v1/search/tags` query (spec: content-and-presentation §7). */
export const contentTagSearchQuery = z.object({
  search: z.string().trim().max(100).default(''),
  type: z.enum(TAG_TYPES).optional(),
  per_page: pageLimit(API_PAGE_SIZES.tagSearch),
  page: zeroBasedPageNumber,
  /** Only tags that label at least one publicly visible tutorial or question. */
  usable: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export const toolResponse = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(TOOL_TYPES),
  state: z.enum(STATUSES.tool),
  description: z.string(),
  url: z.string().nullable(),
  body_html: z.string(),
  body_markdown: z.string().optional(),
  author: userSummary.nullable(),
  tags: z.array(tagSummary),
  upvotes_count: z.number().int(),
  views_count: z.number().int(),
  published_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  abilities: abilities.optional(),
});
export type ToolResponse = z.infer<typeof toolResponse>;
export const toolList = paginated(toolResponse);
export const toolBodyFields = {
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(500),
  body: markdownSource(0),
};
