// Tutorial collections in the admin area (content-and-presentation §2/§7): curated, ordered groups of tutorials
// that editors holding MANAGE_TUTORIALS create and edit. The public reads (`tutorialCollectionResponse`,
// `tutorialCollectionList`) are beside the tutorials' schemas; these are the admin list, item and bodies.
import { z } from './zod.js';
import { STATUSES } from '../content/statuses.js';
import { API_PAGE_SIZES, dbId, pageLimit, pageNumber, paginated, timestamp } from './common.js';

/** Collections reuse the statuses of tutorial series: only a published one has a public page. */
export const TUTORIAL_COLLECTION_STATES = STATUSES.tutorial_series;

/** Limits of a collection's fields. */
export const TUTORIAL_COLLECTION_LIMITS = { title: 200, description: 2000, tutorials: 200 } as const;

/** A collection as the admin area reads it: every state, its tutorials (any state) in order. */
export const tutorialCollectionAdminItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  state: z.enum(TUTORIAL_COLLECTION_STATES),
  tutorials: z.array(
    z.object({ id: z.number().int(), slug: z.string(), title: z.string(), state: z.string() }),
  ),
  tutorials_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type TutorialCollectionAdminItem = z.infer<typeof tutorialCollectionAdminItem>;
export const tutorialCollectionAdminList = paginated(tutorialCollectionAdminItem);

/** `GET /v1/tutorial-collections` query: a page, a state and a title search. */
export const tutorialCollectionAdminListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(API_PAGE_SIZES.tutorialCollections),
  state: z.enum(TUTORIAL_COLLECTION_STATES).optional(),
  search: z.string().trim().max(200).optional(),
});

const collectionFields = {
  title: z.string().trim().min(3).max(TUTORIAL_COLLECTION_LIMITS.title),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs are lowercase words joined by dashes')
    .max(200),
  description: z.string().trim().max(TUTORIAL_COLLECTION_LIMITS.description),
  state: z.enum(TUTORIAL_COLLECTION_STATES),
  /** Tutorial ids in the collection's order. */
  tutorial_ids: z.array(dbId).max(TUTORIAL_COLLECTION_LIMITS.tutorials),
};

/** `POST /v1/tutorial-collections` body: a draft unless a state is given; the slug comes from the title when empty. */
export const tutorialCollectionCreateBody = z.object({
  tutorialCollection: z.object({
    title: collectionFields.title,
    slug: collectionFields.slug.optional(),
    description: collectionFields.description.default(''),
    state: collectionFields.state.default('draft'),
    tutorial_ids: collectionFields.tutorial_ids.default([]),
  }),
});
export type TutorialCollectionCreateBody = z.infer<typeof tutorialCollectionCreateBody>;

/** `PATCH /v1/tutorial-collections/{id}` body: the fields to change; `tutorial_ids` replaces the list. */
export const tutorialCollectionUpdateBody = z.object({
  tutorialCollection: z.object(collectionFields).partial(),
});
export type TutorialCollectionUpdateBody = z.infer<typeof tutorialCollectionUpdateBody>;
