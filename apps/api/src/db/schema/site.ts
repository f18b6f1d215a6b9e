// Marketing and site content managed in the admin area: static pages, posts, partners, global contents,
// feature flags and marketing forms.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  bodyColumns,
  bytea,
  cascadeRef,
  createdAt,
  id,
  jsonObject,
  searchColumns,
  setNullRef,
  timestamps,
  tstz,
  updatedAt,
} from './columns.js';
import { tags } from './tags.js';
import { users } from './users.js';

/** The languages content is written in (LANGUAGES of @reef/core; content-and-presentation §3 Enumerations). */
const LANGUAGE_LIST = sql.raw(`('en', 'de', 'es', 'id', 'pt', 'ru', 'fr', 'ja', 'zh')`);

/**
 * A post's or page's language and the original it translates (same table; issue #31). An original has at most
 * one translation per language; that an original is not itself a translation is kept by the services.
 */
const translationColumns = (original: () => AnyPgColumn) => ({
  language: text('language').notNull().default('en'),
  originalId: setNullRef('original_id', original),
});

/**
 * What a translation recorded of its original's blocks (issue #31 item 4, migration 0031): per block key (`s2.text.0`
 * of a post's body, `slice3.title` of a page's slices) the hash of the original's block and the original's saved
 * version it was read in — `SourceBlocks` of @reef/core. Null for an original, and for a translation saved before.
 */
const sourceBlocksColumn = () =>
  jsonb('source_blocks').$type<Record<string, { hash: string; version: number }>>();

export const staticPages = pgTable(
  'static_pages',
  {
    id: id(),
    /** A marketing page type (spec: content-and-presentation §2), e.g. community-pages or legal. */
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    template: text('template'),
    data: jsonObject('data'),
    state: text('state').notNull().default('draft'),
    isLanding: boolean('is_landing').notNull().default(false),
    ...translationColumns((): AnyPgColumn => staticPages.id),
    sourceBlocks: sourceBlocksColumn(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPrimaryFeatured: boolean('is_primary_featured').notNull().default(false),
    authorId: setNullRef('author_id', () => users.id),
    publishedAt: tstz('published_at'),
    /** The text of its slices (titles, rendered bodies): search indexes and quotes it (migration 0027). */
    ...searchColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('static_pages_key').on(t.type, t.slug),
    index('static_pages_state_idx').on(t.state, t.type),
    index('static_pages_search_idx').using('gin', t.searchVector),
    uniqueIndex('static_pages_translation_key').on(t.originalId, t.language),
    check('static_pages_language_check', sql`${t.language} in ${LANGUAGE_LIST}`),
    check('static_pages_original_check', sql`${t.originalId} <> ${t.id}`),
  ],
);

export const staticPageTags = pgTable(
  'static_page_tags',
  {
    staticPageId: cascadeRef('static_page_id', () => staticPages.id),
    tagId: cascadeRef('tag_id', () => tags.id),
  },
  (t) => [primaryKey({ columns: [t.staticPageId, t.tagId] })],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    /** blog, resources-article, resources-guide, resources-podcast, resources-report or resources-video. */
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...bodyColumns(),
    state: text('state').notNull().default('draft'),
    ...translationColumns((): AnyPgColumn => posts.id),
    sourceBlocks: sourceBlocksColumn(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPrimaryFeatured: boolean('is_primary_featured').notNull().default(false),
    authorId: setNullRef('author_id', () => users.id),
    publishedAt: tstz('published_at'),
    ...searchColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('posts_key').on(t.type, t.slug),
    index('posts_state_idx').on(t.state, t.publishedAt),
    index('posts_search_idx').using('gin', t.searchVector),
    uniqueIndex('posts_translation_key').on(t.originalId, t.language),
    check('posts_language_check', sql`${t.language} in ${LANGUAGE_LIST}`),
    check('posts_original_check', sql`${t.originalId} <> ${t.id}`),
  ],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: cascadeRef('post_id', () => posts.id),
    tagId: cascadeRef('tag_id', () => tags.id),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);

export const partners = pgTable(
  'partners',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    logoUrl: text('logo_url'),
    url: text('url'),
    state: text('state').notNull().default('draft'),
    position: integer('position').notNull().default(0),
    data: jsonObject('data'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('partners_slug_key').on(t.slug),
    index('partners_state_position_idx').on(t.state, t.position),
  ],
);

/** A partner's uploaded logo, re-encoded by the server (a WebP at most 480×240, no metadata). */
export const partnerLogos = pgTable('partner_logos', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  updatedAt: updatedAt(),
});

export const partnerTags = pgTable(
  'partner_tags',
  {
    partnerId: cascadeRef('partner_id', () => partners.id),
    tagId: cascadeRef('tag_id', () => tags.id),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.tagId] })],
);

/** Keyed content blocks such as the top bar's `top_hat` list (spec: content-and-presentation §7). */
export const globalContents = pgTable(
  'global_contents',
  {
    id: id(),
    key: text('key').notNull(),
    data: jsonb('data').$type<unknown>().notNull().default([]),
    /** A translation has its own key and the data shape of its original's key (issue #31). */
    ...translationColumns((): AnyPgColumn => globalContents.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('global_contents_key').on(t.key),
    uniqueIndex('global_contents_translation_key').on(t.originalId, t.language),
    check('global_contents_language_check', sql`${t.language} in ${LANGUAGE_LIST}`),
    check('global_contents_original_check', sql`${t.originalId} <> ${t.id}`),
  ],
);

export const featureFlags = pgTable(
  'feature_flags',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(false),
    rules: jsonObject('rules'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('feature_flags_name_key').on(t.name)],
);

export const marketingForms = pgTable(
  'marketing_forms',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    state: text('state').notNull().default('draft'),
    /** Field definitions; types from spec: content-and-presentation §3 (form field types). */
    fields: jsonb('fields').$type<unknown[]>().notNull().default([]),
    /** Where submissions are forwarded (marketing automation or spreadsheet service). */
    provider: text('provider'),
    providerConfig: jsonObject('provider_config'),
    /** Each new lead is also POSTed here, signed with `webhookSecret` (resources/marketing-forms/lead-deliveries-service.ts). */
    webhookUrl: text('webhook_url'),
    webhookSecret: text('webhook_secret'),
    /** A translation has its own slug; its leads are its own (issue #31). */
    ...translationColumns((): AnyPgColumn => marketingForms.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('marketing_forms_slug_key').on(t.slug),
    uniqueIndex('marketing_forms_translation_key').on(t.originalId, t.language),
    check('marketing_forms_language_check', sql`${t.language} in ${LANGUAGE_LIST}`),
    check('marketing_forms_original_check', sql`${t.originalId} <> ${t.id}`),
  ],
);

export const marketingFormSubmissions = pgTable(
  'marketing_form_submissions',
  {
    id: id(),
    formId: cascadeRef('form_id', () => marketingForms.id),
    data: jsonObject('data'),
    /** The form's destination when the lead arrived (none, marketing_automation or spreadsheet). */
    destination: text('destination').notNull().default('none'),
    /** Set once the lead was handed to its destination. */
    forwardedAt: tstz('forwarded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('marketing_form_submissions_form_idx').on(t.formId, t.createdAt)],
);

/** LEAD_DELIVERY_STATUSES of @reef/core. */
export type LeadDeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed' | 'dead';

/**
 * The webhook delivery of one lead: the row is the job (pending → sending → delivered, or failed and retried
 * with backoff, or dead when out of attempts). Added in the lead's transaction; on a PostgreSQL server a
 * graphile-worker job (`lead_delivery_schedule()`, migration 0014) runs it, on the embedded database the
 * in-process runner claims due rows (jobs/lead-delivery-worker.ts).
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: id(),
    leadId: cascadeRef('lead_id', () => marketingFormSubmissions.id),
    formId: cascadeRef('form_id', () => marketingForms.id),
    /** The form's webhook address when the lead arrived. */
    url: text('url').notNull(),
    status: text('status').$type<LeadDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: tstz('run_at').notNull().defaultNow(),
    lockedAt: tstz('locked_at'),
    lastError: text('last_error'),
    deliveredAt: tstz('delivered_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('lead_deliveries_lead_key').on(t.leadId),
    index('lead_deliveries_due_idx').on(t.status, t.runAt),
    index('lead_deliveries_form_idx').on(t.formId, t.createdAt),
  ],
);

/** One try of a delivery: the log MANAGE_MARKETING reads. */
export const leadDeliveryAttempts = pgTable(
  'lead_delivery_attempts',
  {
    id: id(),
    deliveryId: cascadeRef('delivery_id', () => leadDeliveries.id),
    attempt: integer('attempt').notNull(),
    startedAt: tstz('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    ok: boolean('ok').notNull(),
    error: text('error'),
  },
  (t) => [index('lead_delivery_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);

/**
 * Saved versions of static pages and posts: one on every save (create, update, restore), with who saved it and
 * the whole page or post as the admin API answered it then. `subject_type` is `static_page` or `post`.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: id(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** 1, 2, 3… per subject: a page, post, tutorial, question or comment (the revisions of issue #32). */
    number: integer('number').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    authorId: setNullRef('author_id', () => users.id),
    /** Why this revision was saved when it was not a plain edit ("Rolled back to revision 2", a suggested edit). */
    summary: text('summary'),
    /** A moderator hid this revision's text (a leaked secret): only moderators read it since. */
    hiddenAt: tstz('hidden_at'),
    hiddenById: setNullRef('hidden_by_id', () => users.id),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_versions_key').on(t.subjectType, t.subjectId, t.number)],
);
