// Tutorials, their versions and translations, series and collections.
import { z } from './zod.js';
import { LANGUAGES, STATUSES, TUTORIAL_SUBTYPES } from '../content/index.js';
import {
  API_PAGE_SIZES,
  abilities,
  heading,
  markdownSource,
  pageLimit,
  pageNumber,
  paginated,
  sortDirection,
  timestamp,
  numericId,
  dbId,
  queryBoolean,
} from './common.js';
import { tagSummary } from './tags.js';
import { translationStatus } from './translation-status.js';
import { userSummary } from './users.js';

export const tutorialRef = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** A tutorial in lists (no body). `type` is always `tutorial`; `sub_type` is the subtype. */
export const tutorialSummary = z.object({
  id: z.number().int(),
  type: z.literal('tutorial'),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  sub_type: z.enum(TUTORIAL_SUBTYPES),
  state: z.enum(STATUSES.tutorial),
  language: z.enum(LANGUAGES),
  /** The tutorial this one translates (none for an original): a list can group language versions (issue #31). */
  translation_of_id: z.number().int().nullable(),
  author: userSummary.nullable(),
  tags: z.array(tagSummary),
  upvotes_count: z.number().int(),
  views_count: z.number().int(),
  comments_count: z.number().int(),
  published_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  abilities: abilities.optional(),
});
export type TutorialSummary = z.infer<typeof tutorialSummary>;

/** A whole tutorial: rendered body with headings, and the markdown source for editors. */
export const tutorialResponse = tutorialSummary.extend({
  version: z.number().int(),
  body_html: z.string(),
  body_markdown: z.string().optional(),
  headings: z.array(heading),
  renderer_version: z.string(),
  series: z.array(tutorialRef),
  /**
   * Its other language versions, by language: on the public read only publicly visible ones; on the editors' read
   * (`GET /v1/tutorials/{id}`) every one the reader may see, drafts too. Each with its state (issue #31, item 3).
   */
  translations: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      language: z.enum(LANGUAGES),
      state: z.string().optional(),
    }),
  ),
  /** A translation's stale blocks against its original, with the original's diff (issue #31, item 4). */
  translation_status: translationStatus.optional(),
  /**
   * The tutorials of its versioned tutorial group (community-app §7), itself included, in the group's order, each
   * with the distribution version it is written for: the tutorial page's version picker. Empty when in no group.
   */
  versions: z
    .array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        group: z.string(),
        distribution: z.string().nullable(),
        version: z.string().nullable(),
        version_name: z.string().nullable(),
      }),
    )
    .optional(),
});
export type TutorialResponse = z.infer<typeof tutorialResponse>;
export const tutorialList = paginated(tutorialSummary);

/** Dates the admin list filters tutorials by. */
export const TUTORIAL_DATE_FIELDS = ['created_at', 'updated_at', 'published_at'] as const;
/** A date filter's value: a day (`2026-11-24`) or a full ISO date-time. */
const tutorialDateFilter = z.union(
  [z.iso.date(), z.iso.datetime({ offset: true })],
  'Enter a date such as 2026-11-24',
);

export const TUTORIAL_SORTS = [
  'published_at',
  'created_at',
  'updated_at',
  'title',
  'upvotes_count',
  'views_count',
] as const;

/** `GET /v1/tutorials` query (spec: community-app §7). */
export const tutorialListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(API_PAGE_SIZES.tutorials),
  query: z.string().trim().max(200).optional(),
  sort_by: z.enum(TUTORIAL_SORTS).default('published_at'),
  sort_direction: sortDirection.default('desc'),
  state: z.enum(STATUSES.tutorial).optional(),
  tag: z.string().trim().max(100).optional(),
  type: z.enum(TUTORIAL_SUBTYPES).optional(),
  /** `mine`: the actor's own tutorials; `all`: everything the actor may see (default). */
  action: z.enum(['all', 'mine', 'edit', 'review']).optional(),
  author: z.string().trim().max(100).optional(),
  language: z.enum(LANGUAGES).optional(),
  /** Which date `since` and `until` look at (the admin list's date filter); `created_at` by default. */
  date_field: z.enum(TUTORIAL_DATE_FIELDS).optional(),
  /** Tutorials from this day (or instant) on, by `date_field`. */
  since: tutorialDateFilter.optional(),
  /** Tutorials up to the end of this day (or up to this instant), by `date_field`. */
  until: tutorialDateFilter.optional(),
  /** `true`: keep what the member muted (issue #32); a visitor's list has nothing muted. */
  include_muted: queryBoolean.optional(),
});
export type TutorialListQuery = z.infer<typeof tutorialListQuery>;

/** `GET /content/v1/tutorials` query. */
export const contentTutorialListQuery = tutorialListQuery.omit({
  state: true,
  action: true,
  date_field: true,
  since: true,
  until: true,
  include_muted: true,
});

/** `GET /v1/tutorials/state_counts` query: the list's filters, without the state, sort and page. */
export const tutorialStateCountsQuery = tutorialListQuery.omit({
  page: true,
  limit: true,
  sort_by: true,
  sort_direction: true,
  state: true,
});
export type TutorialStateCountsQuery = z.infer<typeof tutorialStateCountsQuery>;

/** How many tutorials the actor may see in each state, under the list's filters (every state, zeros too). */
export const tutorialStateCounts = z.object({
  data: z.array(z.object({ state: z.enum(STATUSES.tutorial), count: z.number().int() })),
  total: z.number().int(),
});
export type TutorialStateCounts = z.infer<typeof tutorialStateCounts>;

/** Most tutorials one bulk state change moves (the admin list's largest page). */
export const TUTORIAL_BULK_MAX = 100;

/** `POST /v1/tutorials/bulk_state` body: move these tutorials to `state` (each checked by the transition table). */
export const tutorialBulkStateBody = z.object({
  tutorial_ids: z.array(dbId).min(1).max(TUTORIAL_BULK_MAX),
  state: z.enum(STATUSES.tutorial),
});
export type TutorialBulkStateBody = z.infer<typeof tutorialBulkStateBody>;

/** What happened to one tutorial of a bulk state change. */
export const TUTORIAL_BULK_OUTCOMES = ['moved', 'unchanged', 'refused', 'not_found'] as const;

/** `POST /v1/tutorials/bulk_state` answer: one result per id asked for, in the order asked. */
export const tutorialBulkStateResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      outcome: z.enum(TUTORIAL_BULK_OUTCOMES),
      /** The tutorial's state after the call (absent when not found). */
      state: z.enum(STATUSES.tutorial).optional(),
      /** Why a tutorial was refused or not found. */
      message: z.string().optional(),
    }),
  ),
  moved: z.number().int(),
});
export type TutorialBulkStateResponse = z.infer<typeof tutorialBulkStateResponse>;

const tutorialFields = {
  title: z.string().trim().min(3).max(200),
  description: z.string().trim().max(1000),
  body: markdownSource(1),
  sub_type: z.enum(TUTORIAL_SUBTYPES),
  language: z.enum(LANGUAGES),
  tags: z.array(z.string().trim().min(1).max(100)).max(10),
  state: z.enum(STATUSES.tutorial),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs are lowercase words joined by dashes')
    .max(200),
  translation_of_id: dbId.nullable(),
};

/** `POST /v1/tutorials` body. Publishing states need MANAGE_TUTORIALS. */
export const tutorialCreateBody = z.object({
  tutorial: z.object({
    title: tutorialFields.title,
    description: tutorialFields.description.default(''),
    body: tutorialFields.body,
    sub_type: tutorialFields.sub_type.default('tutorial'),
    language: tutorialFields.language.default('en'),
    tags: tutorialFields.tags.default([]),
    state: tutorialFields.state.default('draft'),
    slug: tutorialFields.slug.optional(),
    translation_of_id: tutorialFields.translation_of_id.optional(),
  }),
});
export type TutorialCreateBody = z.infer<typeof tutorialCreateBody>;

/** `PATCH /v1/tutorials/{id}` body. */
export const tutorialUpdateBody = z.object({ tutorial: z.object(tutorialFields).partial() });
export type TutorialUpdateBody = z.infer<typeof tutorialUpdateBody>;

export const tutorialVersionSummary = z.object({
  version: z.number().int(),
  title: z.string(),
  editor: userSummary.nullable(),
  created_at: timestamp,
});
export const tutorialVersionResponse = tutorialVersionSummary.extend({
  description: z.string(),
  body_markdown: z.string(),
  body_html: z.string(),
  headings: z.array(heading),
});
export const tutorialVersionList = z.object({ data: z.array(tutorialVersionSummary) });
export const tutorialVersionParams = z.object({ id: z.string().min(1).max(300), version: numericId });

/** `GET /content/v1/tutorials/{id}` query (spec: content-and-presentation §7). */
export const contentTutorialQuery = z.object({
  action: z.string().max(50).optional(),
  /** Comma list of top-level fields to return (id and slug always come back). */
  fields: z.string().max(500).optional(),
  /** Expected subtype; another subtype is a 404. */
  type: z.enum(TUTORIAL_SUBTYPES).optional(),
});

export const translationList = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      language: z.enum(LANGUAGES),
      state: z.enum(STATUSES.tutorial),
    }),
  ),
});

export const tutorialSeriesResponse = z.object({
  id: z.number().int(),
  type: z.literal('tutorial_series'),
  slug: z.string(),
  title: z.string(),
  state: z.enum(STATUSES.tutorial_series),
  language: z.enum(LANGUAGES),
  body_html: z.string(),
  body_markdown: z.string().optional(),
  author: userSummary.nullable(),
  tutorials: z.array(tutorialSummary),
  upvotes_count: z.number().int(),
  published_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  abilities: abilities.optional(),
});
export type TutorialSeriesResponse = z.infer<typeof tutorialSeriesResponse>;
export const tutorialSeriesSummary = tutorialSeriesResponse
  .omit({ tutorials: true, body_html: true, body_markdown: true })
  .extend({
    tutorials_count: z.number().int(),
  });
export const tutorialSeriesList = paginated(tutorialSeriesSummary);
/** `GET /v1/tutorial-series` query: a page, and for the admin list a state and a title search. */
export const tutorialSeriesListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(API_PAGE_SIZES.tutorialSeries),
  state: z.enum(STATUSES.tutorial_series).optional(),
  search: z.string().trim().max(200).optional(),
});
/** `GET /content/v1/tutorial-series` query: a page, and only the series written in one language (issue #31). */
export const contentTutorialSeriesListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(API_PAGE_SIZES.tutorialSeries),
  language: z.enum(LANGUAGES).optional(),
});

const seriesFields = {
  title: z.string().trim().min(3).max(200),
  description: z.string().trim().max(20_000),
  state: z.enum(STATUSES.tutorial_series),
  language: z.enum(LANGUAGES),
  /** Tutorial ids in reading order. */
  tutorial_ids: z.array(dbId).max(200),
  slug: tutorialFields.slug,
};
export const tutorialSeriesCreateBody = z.object({
  tutorialSeries: z.object({
    title: seriesFields.title,
    description: seriesFields.description.default(''),
    state: seriesFields.state.default('draft'),
    language: seriesFields.language.default('en'),
    tutorial_ids: seriesFields.tutorial_ids.default([]),
    slug: seriesFields.slug.optional(),
  }),
});
export const tutorialSeriesUpdateBody = z.object({ tutorialSeries: z.object(seriesFields).partial() });
export type TutorialSeriesCreateBody = z.infer<typeof tutorialSeriesCreateBody>;
export type TutorialSeriesUpdateBody = z.infer<typeof tutorialSeriesUpdateBody>;

/** `{tutorialId}` body of the completed-tutorials calls (spec: community-app §3). */
export const completedTutorialBody = z.object({ tutorialId: dbId });
export const completedTutorialsResponse = z.object({
  series_id: z.number().int(),
  tutorial_ids: z.array(z.number().int()),
});

export const tutorialCollectionResponse = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  tutorials: z.array(tutorialSummary),
  created_at: timestamp,
});
export const tutorialCollectionList = z.object({
  data: z.array(
    tutorialCollectionResponse.omit({ tutorials: true }).extend({ tutorials_count: z.number().int() }),
  ),
});
