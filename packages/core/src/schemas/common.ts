// Building blocks of every API schema: pagination, lists, ids, errors.
import { z } from './zod.js';
import { FIRST_PAGE, PAGE_SIZES } from '../constants/pagination.js';

/** Page sizes per list: `default` when no limit is given, `max` at most (spec: content-and-presentation §9). */
export const API_PAGE_SIZES = {
  default: { default: PAGE_SIZES.default, max: 1000 },
  answers: { default: PAGE_SIZES.answers, max: 100 },
  comments: { default: PAGE_SIZES.comments, max: 100 },
  viewed: { default: PAGE_SIZES.viewed, max: 100 },
  notifications: { default: PAGE_SIZES.notifications, max: 100 },
  contributions: { default: PAGE_SIZES.contributions, max: 100 },
  questions: { default: PAGE_SIZES.default, max: PAGE_SIZES.questions },
  questionsForTutorial: { default: PAGE_SIZES.questionsForTutorial, max: 100 },
  tutorials: { default: PAGE_SIZES.default, max: PAGE_SIZES.tutorials },
  tutorialSeries: { default: PAGE_SIZES.default, max: PAGE_SIZES.tutorials },
  users: { default: PAGE_SIZES.default, max: PAGE_SIZES.users },
  tags: { default: PAGE_SIZES.default, max: PAGE_SIZES.tags },
  tagSearch: { default: PAGE_SIZES.tags, max: PAGE_SIZES.tags },
  tools: { default: PAGE_SIZES.default, max: PAGE_SIZES.tools },
  tutorialCollections: { default: PAGE_SIZES.default, max: PAGE_SIZES.tutorialCollections },
  search: { default: 20, max: 100 },
} as const;

/** A page size entry of `API_PAGE_SIZES`. */
export type PageSize = { default: number; max: number };

/**
 * Page number: 1-based; `0` is accepted and means the first page, because the spec's calls
 * start at page 0 (content-and-presentation §7). `meta.pagination.page.current` is always 1-based.
 */
export const pageNumber = z.coerce
  .number()
  .int()
  .min(0)
  .max(1_000_000)
  .default(1)
  .describe('1-based page; 0 means the first page');

/**
 * 0-based page of the calls whose spec default is page 0 (comment threads, questions of a
 * tutorial, tag search); their `meta.pagination.page.current` is 0-based too.
 */
export const zeroBasedPageNumber = z.coerce
  .number()
  .int()
  .min(0)
  .max(1_000_000)
  .default(FIRST_PAGE)
  .describe('0-based page');

/** A page size limited to `size.max`. */
export const pageLimit = (size: PageSize) =>
  z.coerce.number().int().min(1).max(size.max).default(size.default);

/** `page` and `limit` query parameters. */
export const pageQuery = (size: PageSize) => z.object({ page: pageNumber, limit: pageLimit(size) });

/** Pagination block of a list response (spec: content-and-presentation §3). */
export const paginationMeta = z.object({
  pagination: z.object({
    page: z.object({ current: z.number().int(), count: z.number().int() }),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** A list response: `data` plus `meta.pagination.page.{current,count}`. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMeta });

/** Comma list in a query (`a,b`), or a repeated parameter; trimmed, empties dropped. */
export const commaList = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean),
);

/**
 * The largest id the database holds (PostgreSQL `integer`). Larger numbers are refused as input with a 400
 * naming the field, rather than reaching the database as an out-of-range value.
 */
export const MAX_DB_ID = 2_147_483_647;

/** Whether a path or query value is a numeric id the database can hold (else it may be a slug). */
export function isDbId(value: string): boolean {
  return /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_DB_ID;
}

/** A numeric id in a JSON body. */
export const dbId = z.number().int().positive().max(MAX_DB_ID);

/** Comma list of numeric ids. */
export const idList = commaList.pipe(
  z
    .array(
      z
        .string()
        .regex(/^\d{1,10}$/, 'Expected a numeric id')
        .refine((v) => Number(v) <= MAX_DB_ID, `Expected an id up to ${MAX_DB_ID}`)
        .transform(Number),
    )
    .max(500),
);

/** Boolean query flag: true, false, 1, 0. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** `{id}` path parameter: a numeric id or a slug. */
export const idOrSlugParams = z.object({ id: z.string().min(1).max(300) });
/** `{slug}` path parameter of users. */
export const slugParams = z.object({ slug: z.string().min(1).max(100) });
/** A numeric id in a path. */
export const numericId = z.coerce.number().int().positive().max(MAX_DB_ID);

/** ISO 8601 timestamp as sent by the API. */
export const timestamp = z.string().describe('ISO 8601 date-time');

/** The one error shape of the API. */
export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z
      .array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() }))
      .optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** What the signed-in actor may do with an object (from the rules in @reef/core). */
export const abilities = z.object({
  read: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  moderate: z.boolean(),
});

/** Sort direction query value. */
export const sortDirection = z.enum(['asc', 'desc']);

/** An empty success response. */
export const okResponse = z.object({ ok: z.literal(true) });

/** Markdown body limits. */
export const MARKDOWN_MAX_LENGTH = 200_000;
/** A markdown source field. */
export const markdownSource = (min = 1) => z.string().trim().min(min).max(MARKDOWN_MAX_LENGTH);

/** A heading recorded by the renderer. */
export const heading = z.object({
  slug: z.string(),
  content: z.string(),
  text: z.string(),
  html: z.string(),
  level: z.number().int(),
});
