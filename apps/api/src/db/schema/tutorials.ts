// Tutorials with their versions, translations, series, completions, collections and versioned groups.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as col from './columns.js';
import { tags } from './tags.js';
import { users } from './users.js';

export const tutorials = pgTable(
  'tutorials',
  {
    id: col.id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** One of the tutorial subtypes (spec: content-and-presentation §3). */
    subtype: text('subtype').notNull().default('tutorial'),
    state: text('state').notNull().default('draft'),
    language: text('language').notNull().default('en'),
    authorId: col.setNullRef('author_id', () => users.id),
    /** The tutorial this one translates; translations share the original's slug family. */
    translationOfId: integer('translation_of_id'),
    /**
     * A translation's record of its original's blocks (key → hash and version) it was translated from; null for an
     * original, or a translation saved before blocks were recorded (issue #31 item 4, migration 0029). The shape is
     * `SourceBlocks` of @reef/core.
     */
    sourceBlocks: jsonb('source_blocks').$type<Record<string, { hash: string; version: number }>>(),
    version: integer('version').notNull().default(1),
    ...col.bodyColumns(),
    ...col.counterColumns(),
    commentsCount: integer('comments_count').notNull().default(0),
    ...col.searchColumns(),
    publishedAt: col.tstz('published_at'),
    ...col.timestamps(),
  },
  (t) => [
    uniqueIndex('tutorials_slug_key').on(t.slug),
    index('tutorials_state_published_idx').on(t.state, t.publishedAt),
    // Lists ordered by their default sort (published, else created, newest first) read a page from an index,
    // with or without a state filter; the admin list also sorts by the last change (issue #11: 20k tutorials).
    index('tutorials_listed_idx').on(
      sql`(coalesce(${t.publishedAt}, ${t.createdAt})) desc`,
      t.id.desc().nullsFirst(),
    ),
    index('tutorials_state_listed_idx').on(
      t.state,
      sql`(coalesce(${t.publishedAt}, ${t.createdAt})) desc`,
      t.id.desc().nullsFirst(),
    ),
    // A search in one language walks that language's newest rows (migration 0032).
    index('tutorials_language_listed_idx').on(
      t.language,
      sql`(coalesce(${t.publishedAt}, ${t.createdAt})) desc`,
      t.id.desc().nullsFirst(),
    ),
    index('tutorials_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tutorials_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin list sorts by title too; views are not a sort there (a counter index would slow every page view).
    index('tutorials_title_idx').on(t.title, t.id),
    index('tutorials_author_idx').on(t.authorId, t.createdAt),
    // A member's tutorials in the lists' default order (their profile's contributions, a list by author).
    index('tutorials_author_listed_idx').on(
      t.authorId,
      sql`(coalesce(${t.publishedAt}, ${t.createdAt})) desc`,
      t.id.desc().nullsFirst(),
    ),
    // A member's counts (profile stats) read from the index alone.
    index('tutorials_author_state_idx').on(t.authorId, t.state, t.language, t.upvotesCount),
    // The most upvoted tutorials (the community page's box) read from an index; no state column first, as the public
    // list's two states (published, deprecated) would break its order.
    index('tutorials_upvotes_idx').on(t.upvotesCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tutorials_translation_idx').on(t.translationOfId),
    index('tutorials_search_idx').using('gin', t.searchVector),
    // Each other language's rows, searched on their own (migration 0032).
    ...col.searchLanguageIndexes('tutorials', t.searchVector, t.language),
    index('tutorials_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** Every saved revision of a tutorial; the tutorial row holds the current one. */
export const tutorialVersions = pgTable(
  'tutorial_versions',
  {
    id: col.id(),
    tutorialId: col.cascadeRef('tutorial_id', () => tutorials.id),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...col.bodyColumns(),
    editorId: col.setNullRef('editor_id', () => users.id),
    createdAt: col.createdAt(),
  },
  (t) => [uniqueIndex('tutorial_versions_key').on(t.tutorialId, t.version)],
);

export const tutorialTags = pgTable(
  'tutorial_tags',
  {
    tutorialId: col.cascadeRef('tutorial_id', () => tutorials.id),
    tagId: col.cascadeRef('tag_id', () => tags.id),
    // The tutorial's sort key is coalesce(published_at, created_at) and it is listed when published or deprecated.
    ...col.listedLinkColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tutorialId, t.tagId] }),
    index('tutorial_tags_tag_idx').on(t.tagId),
    index('tutorial_tags_listed_idx')
      .on(t.tagId, t.listedAt.desc().nullsFirst(), t.tutorialId.desc().nullsFirst())
      .where(sql`${t.listed}`),
  ],
);

export const tutorialSeries = pgTable(
  'tutorial_series',
  {
    id: col.id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    state: text('state').notNull().default('draft'),
    language: text('language').notNull().default('en'),
    authorId: col.setNullRef('author_id', () => users.id),
    ...col.bodyColumns(),
    ...col.counterColumns(),
    ...col.searchColumns(),
    publishedAt: col.tstz('published_at'),
    ...col.timestamps(),
  },
  (t) => [
    uniqueIndex('tutorial_series_slug_key').on(t.slug),
    index('tutorial_series_state_idx').on(t.state, t.publishedAt),
    index('tutorial_series_search_idx').using('gin', t.searchVector),
  ],
);

export const tutorialSeriesItems = pgTable(
  'tutorial_series_items',
  {
    seriesId: col.cascadeRef('series_id', () => tutorialSeries.id),
    tutorialId: col.cascadeRef('tutorial_id', () => tutorials.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.tutorialId] }),
    index('tutorial_series_items_tutorial_idx').on(t.tutorialId),
  ],
);

/** A member marking a tutorial of a series as done (spec: community-app §1). */
export const tutorialCompletions = pgTable(
  'tutorial_completions',
  {
    userId: col.cascadeRef('user_id', () => users.id),
    seriesId: col.cascadeRef('series_id', () => tutorialSeries.id),
    tutorialId: col.cascadeRef('tutorial_id', () => tutorials.id),
    createdAt: col.createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seriesId, t.tutorialId] })],
);

export const tutorialCollections = pgTable(
  'tutorial_collections',
  {
    id: col.id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    state: text('state').notNull().default('draft'),
    ...col.timestamps(),
  },
  (t) => [uniqueIndex('tutorial_collections_slug_key').on(t.slug)],
);

export const tutorialCollectionItems = pgTable(
  'tutorial_collection_items',
  {
    collectionId: col.cascadeRef('collection_id', () => tutorialCollections.id),
    tutorialId: col.cascadeRef('tutorial_id', () => tutorials.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.tutorialId] }),
    index('tutorial_collection_items_tutorial_idx').on(t.tutorialId),
  ],
);

/** Operating-system distributions and their versions, used by versioned tutorial groups. */
export const distributions = pgTable(
  'distributions',
  {
    id: col.id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ...col.timestamps(),
  },
  (t) => [uniqueIndex('distributions_slug_key').on(t.slug)],
);

export const distributionVersions = pgTable(
  'distribution_versions',
  {
    id: col.id(),
    distributionId: col.cascadeRef('distribution_id', () => distributions.id),
    version: text('version').notNull(),
    name: text('name').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: col.createdAt(),
  },
  (t) => [uniqueIndex('distribution_versions_key').on(t.distributionId, t.version)],
);

/** One tutorial written for several distribution versions. */
export const versionedTutorialGroups = pgTable(
  'versioned_tutorial_groups',
  {
    id: col.id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ...col.timestamps(),
  },
  (t) => [
    uniqueIndex('versioned_tutorial_groups_slug_key').on(t.slug),
    index('versioned_tutorial_groups_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const versionedTutorialGroupItems = pgTable(
  'versioned_tutorial_group_items',
  {
    groupId: col.cascadeRef('group_id', () => versionedTutorialGroups.id),
    tutorialId: col.cascadeRef('tutorial_id', () => tutorials.id),
    distributionVersionId: integer('distribution_version_id').references(() => distributionVersions.id, {
      onDelete: 'set null',
    }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.tutorialId] })],
);

/** Old slugs that still resolve to their object (spec: content-and-presentation §9, slug history). */
export const slugHistory = pgTable(
  'slug_history',
  {
    id: col.id(),
    objectType: text('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    slug: text('slug').notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [uniqueIndex('slug_history_key').on(t.objectType, t.slug)],
);
