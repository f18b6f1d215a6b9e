// Full-text search (static-content API) and the admin pickers of the dynamic API.
import { z } from './zod.js';
import { LANGUAGES, STATUSES, TIME_RANGES, TOOL_TYPES, TUTORIAL_SUBTYPES } from '../content/index.js';
import {
  MARKETING_PAGE_TYPES,
  marketingPagePath,
  POST_TYPES,
  postPath,
  type MarketingPageType,
  type PostType,
} from '../links/marketing-paths.js';
import { contentPath } from '../links/content-paths.js';
import { API_PAGE_SIZES, commaList, pageNumber, paginationMeta, timestamp } from './common.js';
import { tagSummary } from './tags.js';
import { userSummary } from './users.js';

// spec: content-and-presentation §7 — `/v1/search` takes `type` and `sub_type`. Posts (blog and the resource
// sub-types) and static pages (marketing pages) are searched beside the community's content; a post's sub-type
// is its post type, a static page's its page type (§2), a tutorial's its subtype and a tool's its tool type.
export const SEARCHABLE_TYPES = [
  'tutorial',
  'question',
  'tutorial_series',
  'tool',
  'post',
  'static_page',
] as const;
export type SearchableType = (typeof SEARCHABLE_TYPES)[number];

/** The sub-types of each searchable type that has them. */
export const SEARCH_SUB_TYPES = {
  tutorial: TUTORIAL_SUBTYPES,
  tool: TOOL_TYPES,
  post: Object.keys(POST_TYPES) as PostType[],
  static_page: Object.keys(MARKETING_PAGE_TYPES) as MarketingPageType[],
} as const satisfies Partial<Record<SearchableType, readonly string[]>>;

/** Every sub-type search filters by (no two types share one, so a sub-type names its type). */
export const SEARCH_SUB_TYPE_VALUES = [
  ...new Set(Object.values(SEARCH_SUB_TYPES).flat()),
] as unknown as readonly [string, ...string[]];

/** The type a sub-type belongs to (a `sub_type` given without `type` narrows to it). */
export function searchTypeOfSubType(subType: string): SearchableType | undefined {
  for (const [type, subTypes] of Object.entries(SEARCH_SUB_TYPES))
    if ((subTypes as readonly string[]).includes(subType)) return type as SearchableType;
  return undefined;
}

/** The public page of a search hit: a post under its type's path, a static page under its page type's prefix. */
export function searchHitPath(type: SearchableType, subType: string | null, slug: string): string {
  if (type === 'post' && subType && subType in POST_TYPES) return postPath(subType as PostType, slug);
  if (type === 'static_page' && subType && subType in MARKETING_PAGE_TYPES)
    return marketingPagePath(subType as MarketingPageType, slug);
  return contentPath(type, slug);
}
export const SEARCH_SORTS = ['relevance', 'newest', 'oldest'] as const;

const timeRangeSeconds: number[] = TIME_RANGES.map((r) => r.seconds).filter(
  (s): s is NonNullable<typeof s> => s !== null,
);

/**
 * `time_range`: the spec's offsets in seconds (86400, 604800, 2678400, 31536000), or their names
 * (day, week, month, year); empty or `all` means all time (content-and-presentation §3).
 */
export const timeRange = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '' || v === 'all') return null;
    const named = TIME_RANGES.find((r) => r.name === v);
    if (named) return named.seconds;
    const n = Number(v);
    if (Number.isInteger(n) && n > 0 && n <= 10 * 31_536_000) return n;
    ctx.addIssue({
      code: 'custom',
      message: `time_range is a number of seconds (${timeRangeSeconds.join(', ')}) or a name (day, week, month, year)`,
    });
    return z.NEVER;
  });

/** `GET /content/v1/search` query (spec: content-and-presentation §7). */
export const searchQuery = z.object({
  query: z.string().trim().max(200).default(''),
  type: z.enum(SEARCHABLE_TYPES).optional(),
  /** A tutorial subtype, tool type, post type or marketing page type (each names its type). */
  sub_type: z.enum(SEARCH_SUB_TYPE_VALUES).optional(),
  language: z.enum(LANGUAGES).optional(),
  sort_by: z.enum(SEARCH_SORTS).default('relevance'),
  time_range: timeRange.optional(),
  /** Extra filters as `key:value` pairs (type, sub_type, language, tag), comma separated. */
  filter: commaList.optional(),
  tag: z.string().trim().max(100).optional(),
  page: pageNumber,
  hits_per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(API_PAGE_SIZES.search.max)
    .default(API_PAGE_SIZES.search.default),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchHit = z.object({
  type: z.enum(SEARCHABLE_TYPES),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Matched excerpt; matches wrapped in <mark>, everything else escaped. */
  snippet: z.string(),
  /** Title with matches wrapped in <mark>, everything else escaped. */
  title_highlighted: z.string(),
  sub_type: z.string().nullable(),
  language: z.enum(LANGUAGES),
  tags: z.array(tagSummary),
  author: userSummary.nullable(),
  url: z.string(),
  score: z.number(),
  published_at: timestamp.nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchResponse = z.object({
  data: z.array(searchHit),
  meta: paginationMeta.extend({
    query: z.string(),
    /** Close spellings from existing titles and tags, offered when nothing matched. */
    suggestions: z.array(z.string()),
    /**
     * True when `pagination.total` is an estimate (a broad query on a large site: the count is the database
     * planner's, rounded to two significant digits), to be shown as "about N results".
     */
    total_estimated: z.boolean(),
  }),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** `POST /v1/search/{tutorials|tutorial-series|questions|versioned_tutorial_groups}` body: `{search}`. */
export const pickerSearchBody = z.object({
  search: z.string().trim().max(200),
  state: z
    .enum([...new Set([...STATUSES.tutorial, ...STATUSES.question])] as [string, ...string[]])
    .optional(),
  limit: z.number().int().min(1).max(100).default(20),
});
export const pickerSearchResult = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      state: z.string().nullable(),
      type: z.string(),
    }),
  ),
});
