// Site content managed in the admin area and read by the marketing site (both specs §7): static pages
// made of slices, posts, partners, global contents, feature flags, marketing forms and their leads.
import { z } from './zod.js';
import { FORM_FIELD_TYPES, LANGUAGES, STATUSES } from '../content/index.js';
import { isSafeUrl } from '../links/link-rules.js';
import { MARKETING_PAGE_TYPES, POST_TYPES } from '../links/marketing-paths.js';
import {
  commaList,
  heading,
  markdownSource,
  pageLimit,
  pageNumber,
  paginated,
  queryBoolean,
  sortDirection,
  timestamp,
  dbId,
} from './common.js';
import { tagSummary } from './tags.js';
import { translationStatus } from './translation-status.js';
import { userSummary } from './users.js';

const ADMIN_LIST = { default: 20, max: 1000 } as const;

/**
 * The language a post or static page is written in, and the original it translates (one of the same kind that is
 * not itself a translation; an original has at most one translation per language). Issue #31.
 */
const translationFields = {
  language: z.enum(LANGUAGES),
  original_id: dbId.nullable(),
};

/** The other language versions of a post or page the public may read (published ones), by language. */
export const contentTranslation = z.object({
  id: z.number().int(),
  language: z.enum(LANGUAGES),
  slug: z.string(),
  /** The public page of that version (content-and-presentation §2). */
  path: z.string(),
  title: z.string(),
  /** Editors' read only (`GET /v1/posts/…`, `GET /v1/static_pages/…`): every version, drafts too, with its state. */
  state: z.string().optional(),
});
export type ContentTranslation = z.infer<typeof contentTranslation>;

/** What a post or page says of its language; versions saved before translations read as English originals. */
const translationResponse = {
  language: z.enum(LANGUAGES).default('en'),
  original_id: z.number().int().nullable().default(null),
  translations: z.array(contentTranslation).default([]),
};

/** Marketing page types (content-and-presentation §2). */
export const marketingPageType = z.enum(
  Object.keys(MARKETING_PAGE_TYPES) as [
    keyof typeof MARKETING_PAGE_TYPES,
    ...(keyof typeof MARKETING_PAGE_TYPES)[],
  ],
);
/** Post types (content-and-presentation §2). */
export const postType = z.enum(
  Object.keys(POST_TYPES) as [keyof typeof POST_TYPES, ...(keyof typeof POST_TYPES)[]],
);

/** Page and post slugs: lowercase words joined by dashes; `/` nests (`products/droplets`). */
export const pageSlug = z
  .string()
  .trim()
  .max(200)
  .regex(
    /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/,
    'Slugs are lowercase words joined by dashes (a slash nests a page)',
  );

/** `{a}/{b}` of static pages and posts: type and slug (the slug URL-encoded when it nests). */
export const typeSlugParams = z.object({ type: z.string().min(1).max(60), slug: z.string().min(1).max(300) });

// --- Static pages ------------------------------------------------------------------------------------

/** One slice of a page: its kind, its own fields and its repeated items. */
export const slice = z.object({
  slice_type: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,59}$/, 'Slice types are lowercase letters, digits and underscores'),
  primary: z.record(z.string(), z.unknown()).default({}),
  items: z.array(z.record(z.string(), z.unknown())).max(200).default([]),
});
export type Slice = z.infer<typeof slice>;

const staticPageFields = {
  type: marketingPageType,
  slug: pageSlug,
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500),
  template: z.string().trim().min(1).max(60).nullable(),
  slices: z.array(slice).max(100),
  state: z.enum(STATUSES.static_page),
  is_landing: z.boolean(),
  is_featured: z.boolean(),
  is_primary_featured: z.boolean(),
  tags: z.array(z.string().trim().min(1).max(100)).max(20),
  /** When a published page goes live; a future time schedules it (the site shows it from then on). */
  published_at: z.iso.datetime({ offset: true }).nullable(),
  ...translationFields,
};
/** The page object itself (what `check_json` reads, and what `{static_page}` wraps on create). */
export const staticPageInput = z.object({
  type: staticPageFields.type,
  slug: staticPageFields.slug,
  title: staticPageFields.title,
  description: staticPageFields.description.default(''),
  template: staticPageFields.template.default(null),
  slices: staticPageFields.slices.default([]),
  state: staticPageFields.state.default('draft'),
  is_landing: staticPageFields.is_landing.default(false),
  is_featured: staticPageFields.is_featured.default(false),
  is_primary_featured: staticPageFields.is_primary_featured.default(false),
  tags: staticPageFields.tags.default([]),
  published_at: staticPageFields.published_at.optional(),
  language: staticPageFields.language.default('en'),
  original_id: staticPageFields.original_id.optional(),
});
export type StaticPageInput = z.infer<typeof staticPageInput>;
export const staticPageCreateBody = z.object({ static_page: staticPageInput });
export const staticPageUpdateBody = z.object({ static_page: z.object(staticPageFields).partial() });
export type StaticPageUpdateBody = z.infer<typeof staticPageUpdateBody>;

export const staticPageResponse = z.object({
  id: z.number().int(),
  type: marketingPageType,
  slug: z.string(),
  /** The public page (type prefix plus slug, content-and-presentation §2). */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  template: z.string().nullable(),
  slices: z.array(slice),
  ...translationResponse,
  /** A translation's stale slices against its original (issue #31 item 4): on the public read of a translation. */
  translation_status: translationStatus.optional(),
  state: z.enum(STATUSES.static_page),
  is_landing: z.boolean(),
  is_featured: z.boolean(),
  is_primary_featured: z.boolean(),
  tags: z.array(tagSummary),
  author: userSummary.nullable(),
  published_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type StaticPageResponse = z.infer<typeof staticPageResponse>;
export const staticPageSummary = staticPageResponse.omit({
  slices: true,
  translations: true,
  translation_status: true,
});
export const staticPageList = paginated(staticPageSummary);

export const staticPageListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(ADMIN_LIST),
  is_featured: queryBoolean.optional(),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(['updated_at', 'created_at', 'published_at', 'title', 'slug']).default('updated_at'),
  sort_direction: sortDirection.default('desc'),
  state: z.enum(STATUSES.static_page).optional(),
  type: marketingPageType.optional(),
});

export const CONTENT_ORDERS = ['newest', 'oldest', 'title'] as const;
/** `GET /content/v1/static_pages` query (content-and-presentation §7). */
export const contentStaticPageListQuery = z.object({
  type: commaList.pipe(z.array(marketingPageType)).optional(),
  is_landing: queryBoolean.optional(),
  is_featured: queryBoolean.optional(),
  is_primary_featured: queryBoolean.optional(),
  tag: commaList.optional(),
  author: commaList.optional(),
  /** Ids or slugs to leave out (the page being shown, say). */
  exclude: commaList.optional(),
  order: z.enum(CONTENT_ORDERS).default('newest'),
  /** Only the pages written in this language (issue #31: a site's lists show its own language). */
  language: z.enum(LANGUAGES).optional(),
  limit: pageLimit({ default: 100, max: 1000 }),
  page: pageNumber,
});

/** A problem of a page, by path into the page object (`slices[2].slice_type`). */
export const pageProblem = z.object({ path: z.string(), message: z.string(), code: z.string().optional() });
export const checkJsonResponse = z.object({ valid: z.boolean(), problems: z.array(pageProblem) });

// --- Posts -------------------------------------------------------------------------------------------

const postFields = {
  type: postType,
  slug: pageSlug,
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500),
  body: markdownSource(0),
  state: z.enum(STATUSES.post),
  is_featured: z.boolean(),
  is_primary_featured: z.boolean(),
  tags: z.array(z.string().trim().min(1).max(100)).max(20),
  /** Author by user slug (defaults to the writer). */
  author: z.string().trim().min(1).max(100).nullable(),
  published_at: z.iso.datetime({ offset: true }).nullable(),
  ...translationFields,
};
export const postCreateBody = z.object({
  post: z.object({
    type: postFields.type,
    slug: postFields.slug.optional(),
    title: postFields.title,
    description: postFields.description.default(''),
    body: postFields.body.default(''),
    state: postFields.state.default('draft'),
    is_featured: postFields.is_featured.default(false),
    is_primary_featured: postFields.is_primary_featured.default(false),
    tags: postFields.tags.default([]),
    author: postFields.author.optional(),
    published_at: postFields.published_at.optional(),
    language: postFields.language.default('en'),
    original_id: postFields.original_id.optional(),
  }),
});
export const postUpdateBody = z.object({ post: z.object(postFields).partial() });
export type PostCreateBody = z.infer<typeof postCreateBody>;
export type PostUpdateBody = z.infer<typeof postUpdateBody>;

export const postResponse = z.object({
  id: z.number().int(),
  type: postType,
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  body_html: z.string(),
  body_markdown: z.string().optional(),
  headings: z.array(heading),
  ...translationResponse,
  /** A translation's stale sections against its original (issue #31 item 4): on the public read of a translation. */
  translation_status: translationStatus.optional(),
  state: z.enum(STATUSES.post),
  is_featured: z.boolean(),
  is_primary_featured: z.boolean(),
  tags: z.array(tagSummary),
  author: userSummary.nullable(),
  published_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export const postSummary = postResponse.omit({
  body_html: true,
  body_markdown: true,
  headings: true,
  translations: true,
  translation_status: true,
});
export const postList = paginated(postSummary);
export const postListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(ADMIN_LIST),
  query: z.string().trim().max(200).optional(),
  sort: z.enum(['published_at', 'updated_at', 'created_at', 'title']).default('updated_at'),
  sort_direction: sortDirection.default('desc'),
  state: z.enum(STATUSES.post).optional(),
  type: postType.optional(),
  tag: z.string().trim().max(100).optional(),
});
/** `GET /content/v1/posts` query (content-and-presentation §7; page size 100). */
export const contentPostListQuery = z.object({
  type: commaList.pipe(z.array(postType)).optional(),
  tag: commaList.optional(),
  author: commaList.optional(),
  is_featured: queryBoolean.optional(),
  is_primary_featured: queryBoolean.optional(),
  order: z.enum(CONTENT_ORDERS).default('newest'),
  exclude: commaList.optional(),
  /** Only the posts written in this language (issue #31: a site's lists show its own language). */
  language: z.enum(LANGUAGES).optional(),
  /**
   * Each post once, in this language where it has a translation in it, else as written (a list in the reader's
   * language that still shows every post). `language` wins when both are given.
   */
  prefer_language: z.enum(LANGUAGES).optional(),
  page: pageNumber,
  page_size: pageLimit({ default: 100, max: 1000 }),
});
export const postTagsResponse = z.object({ data: z.array(tagSummary) });

// --- Partners ----------------------------------------------------------------------------------------

/** The call to action a partner card shows; `GET /partners?action=` filters by it. */
export const PARTNER_ACTIONS = ['learn_more', 'contact', 'deploy'] as const;
const partnerFields = {
  name: z.string().trim().min(1).max(120),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs are lowercase words joined by dashes')
    .max(120),
  description: z.string().trim().max(2000),
  logo_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable(),
  url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable(),
  state: z.enum(STATUSES.partner),
  action: z.enum(PARTNER_ACTIONS),
  tags: z.array(z.string().trim().min(1).max(100)).max(20),
};
export const partnerCreateBody = z.object({
  partner: z.object({
    name: partnerFields.name,
    slug: partnerFields.slug.optional(),
    description: partnerFields.description.default(''),
    logo_url: partnerFields.logo_url.default(null),
    url: partnerFields.url.default(null),
    state: partnerFields.state.default('draft'),
    action: partnerFields.action.default('learn_more'),
    tags: partnerFields.tags.default([]),
  }),
});
export const partnerUpdateBody = z.object({ partner: z.object(partnerFields).partial() });
export type PartnerCreateBody = z.infer<typeof partnerCreateBody>;
export type PartnerUpdateBody = z.infer<typeof partnerUpdateBody>;
export const partnerResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  logo_url: z.string().nullable(),
  url: z.string().nullable(),
  state: z.enum(STATUSES.partner),
  action: z.enum(PARTNER_ACTIONS),
  position: z.number().int(),
  tags: z.array(tagSummary),
  created_at: timestamp,
  updated_at: timestamp,
});
export const partnerList = paginated(partnerResponse);
export const partnerListQuery = z.object({
  action: z.enum(PARTNER_ACTIONS).optional(),
  query: z.string().trim().max(200).optional(),
  sort_by: z.enum(['position', 'name', 'created_at', 'updated_at']).default('position'),
  sort_direction: sortDirection.default('asc'),
  state: z.enum(STATUSES.partner).optional(),
  tag: z.string().trim().max(100).optional(),
  page: pageNumber,
  limit: pageLimit({ default: 1000, max: 1000 }),
});
/** Largest logo a partner upload takes (the stored logo is re-encoded, far smaller). */
export const PARTNER_LOGO_MAX_BYTES = 1024 * 1024;
/** `POST /v1/partners/{id}/logo`: the image as base64 (PNG, JPEG, WebP, GIF or SVG-free raster only). */
export const partnerLogoBody = z.object({
  logo: z.object({
    data: z
      .string()
      .max(Math.ceil(PARTNER_LOGO_MAX_BYTES / 3) * 4, 'The image is larger than 1 MB')
      .pipe(z.base64('The image could not be read')),
  }),
});
/** `PATCH /v1/partners/update-order`: partner ids in their new order. */
export const partnerOrderBody = z.object({ order: z.array(dbId).min(1).max(1000) });

// --- Global contents ---------------------------------------------------------------------------------

/** One top-bar link (content-and-presentation §3, menu data). */
export const topHatItem = z.object({
  title: z.string().trim().min(1).max(200),
  url: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .refine(
      isSafeUrl,
      'Links use http(s), mailto or a site path, never javascript:, vbscript:, file: or data:',
    ),
  newTab: z.boolean().default(false),
});
export const TOP_HAT_KEY = 'top_hat';
const globalKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,59}$/, 'Keys are lowercase letters, digits and underscores');
/**
 * A block's language and the original block it translates (issue #31). A translation has a key of its own (the
 * original's key and its language, `price_catalogue_de`, unless given) and its data has the shape of the
 * original's key.
 */
export const globalContentCreateBody = z.object({
  global_content: z.object({
    key: globalKey.optional(),
    data: z.unknown(),
    language: translationFields.language.default('en'),
    original_id: translationFields.original_id.optional(),
  }),
});
export const globalContentUpdateBody = z.object({
  global_content: z.object({ key: globalKey, data: z.unknown(), ...translationFields }).partial(),
});
export type GlobalContentCreateBody = z.infer<typeof globalContentCreateBody>;
export type GlobalContentUpdateBody = z.infer<typeof globalContentUpdateBody>;
/** Another language version of a block. */
export const globalContentTranslation = z.object({
  id: z.number().int(),
  key: z.string(),
  language: z.enum(LANGUAGES),
});
/** `?language=de`: the block's version in that language, or the original when it has none. */
export const translatedReadQuery = z.object({ language: z.enum(LANGUAGES).optional() });
export const globalContentResponse = z.object({
  id: z.number().int(),
  key: z.string(),
  data: z.unknown(),
  language: z.enum(LANGUAGES).default('en'),
  original_id: z.number().int().nullable().default(null),
  translations: z.array(globalContentTranslation).default([]),
  created_at: timestamp,
  updated_at: timestamp,
});
export const globalContentList = paginated(globalContentResponse);

// --- Feature flags -----------------------------------------------------------------------------------

const flagName = z
  .string()
  .trim()
  .regex(
    /^[a-z][a-z0-9_.-]{0,79}$/,
    'Flag names are lowercase letters, digits, dots, dashes and underscores',
  );
export const featureFlagCreateBody = z.object({
  feature_flag: z.object({
    name: flagName,
    description: z.string().trim().max(500).default(''),
    is_enabled: z.boolean().default(false),
    rules: z.record(z.string(), z.unknown()).default({}),
  }),
});
export const featureFlagUpdateBody = z.object({
  feature_flag: z
    .object({
      name: flagName,
      description: z.string().trim().max(500),
      is_enabled: z.boolean(),
      rules: z.record(z.string(), z.unknown()),
    })
    .partial(),
});
export const featureFlagResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  is_enabled: z.boolean(),
  rules: z.record(z.string(), z.unknown()),
  created_at: timestamp,
  updated_at: timestamp,
});
export const featureFlagList = paginated(featureFlagResponse);
export const featureFlagListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(ADMIN_LIST),
  sort: z.enum(['name', 'created_at', 'updated_at']).default('name'),
  sort_direction: sortDirection.default('asc'),
});

// --- Marketing forms and leads -----------------------------------------------------------------------

/** Where a form's leads go (content-and-presentation §7: marketing automation or spreadsheet database). */
export const FORM_DESTINATIONS = ['none', 'marketing_automation', 'spreadsheet'] as const;
export const formField = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,59}$/, 'Field names are lowercase letters, digits and underscores'),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string().trim().max(200).default(''),
  required: z.boolean().default(false),
  /** Choices of select and radio fields. */
  options: z
    .array(z.object({ value: z.string().max(200), label: z.string().max(200) }))
    .max(300)
    .default([]),
  /** Value of hidden fields. */
  value: z.string().max(500).optional(),
});
export type FormField = z.infer<typeof formField>;
const formFields = {
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs are lowercase words joined by dashes')
    .max(120),
  title: z.string().trim().min(1).max(200),
  state: z.enum(STATUSES.marketing_form),
  fields: z.array(formField).max(100),
  destination: z.enum(FORM_DESTINATIONS),
  /** Destination settings (list or sheet id…); never sent to the public. */
  destination_config: z.record(z.string(), z.string().max(500)),
  /** Where each new lead is also POSTed as signed JSON (docs/decisions.md, "Lead webhooks"); null: nowhere. */
  webhook_url: z
    .url({ protocol: /^https?$/, error: 'Enter an http(s) address' })
    .max(2000)
    .nullable(),
  /** The HMAC-SHA256 key of the webhook's signature header; write-only (the API never returns it). */
  webhook_secret: z
    .string()
    .min(16, 'Use a secret of at least 16 characters')
    .max(200)
    .regex(/^\S+$/, 'A secret has no spaces')
    .nullable(),
};
export const marketingFormCreateBody = z.object({
  marketing_form: z.object({
    slug: formFields.slug,
    title: formFields.title,
    state: formFields.state.default('draft'),
    fields: formFields.fields.default([]),
    destination: formFields.destination.default('none'),
    destination_config: formFields.destination_config.default({}),
    webhook_url: formFields.webhook_url.default(null),
    webhook_secret: formFields.webhook_secret.default(null),
    /** The form's language and the original form it translates (issue #31); its leads stay its own. */
    language: translationFields.language.default('en'),
    original_id: translationFields.original_id.optional(),
  }),
});
export const marketingFormUpdateBody = z.object({
  marketing_form: z.object({ ...formFields, ...translationFields }).partial(),
});
/** Another language version of a form; its state for managers only. */
export const marketingFormTranslation = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  language: z.enum(LANGUAGES),
  state: z.string().optional(),
});
export type MarketingFormCreateBody = z.infer<typeof marketingFormCreateBody>;
export type MarketingFormUpdateBody = z.infer<typeof marketingFormUpdateBody>;
export const marketingFormResponse = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  state: z.enum(STATUSES.marketing_form),
  fields: z.array(formField),
  destination: z.enum(FORM_DESTINATIONS).optional(),
  destination_config: z.record(z.string(), z.string()).optional(),
  leads_count: z.number().int().optional(),
  webhook_url: z.string().nullable().optional(),
  /** Whether a webhook secret is stored (the secret itself is never returned). */
  webhook_secret_set: z.boolean().optional(),
  language: z.enum(LANGUAGES).default('en'),
  original_id: z.number().int().nullable().default(null),
  translations: z.array(marketingFormTranslation).default([]),
  created_at: timestamp,
  updated_at: timestamp,
});
export const marketingFormList = paginated(marketingFormResponse);
export const marketingFormListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(ADMIN_LIST),
  state: z.enum(STATUSES.marketing_form).optional(),
});
/** A lead: field name to value, as the public form posts it. */
export const leadCreateBody = z.object({
  lead: z.record(z.string(), z.union([z.string().max(5000), z.number(), z.boolean()])),
});
export const leadResponse = z.object({
  id: z.number().int(),
  form_id: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  destination: z.enum(FORM_DESTINATIONS),
  created_at: timestamp,
});
export const leadList = paginated(leadResponse);
/** Leads of a form, newest first; `q` finds leads with the text in any answer (case-insensitive). */
export const leadListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(ADMIN_LIST),
  q: z.string().trim().max(200).optional(),
});

/** Where a lead's webhook delivery stands: waiting, being sent, done, waiting to retry, or given up. */
export const LEAD_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed', 'dead'] as const;
export type LeadDeliveryStatus = (typeof LEAD_DELIVERY_STATUSES)[number];
/** One try of a webhook delivery: when, how long, the receiver's status code or the error. */
export const leadDeliveryAttempt = z.object({
  attempt: z.number().int(),
  started_at: timestamp,
  duration_ms: z.number().int(),
  status_code: z.number().int().nullable(),
  ok: z.boolean(),
  error: z.string().nullable(),
});
/** A lead's webhook delivery with its attempt log (MANAGE_MARKETING). */
export const leadDeliveryResponse = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  form_id: z.number().int(),
  url: z.string(),
  status: z.enum(LEAD_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
  created_at: timestamp,
  log: z.array(leadDeliveryAttempt),
});
export const leadDeliveryList = paginated(leadDeliveryResponse);
export const leadDeliveryListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(ADMIN_LIST),
  status: z.enum(LEAD_DELIVERY_STATUSES).optional(),
});

// --- Images ------------------------------------------------------------------------------------------

/** Widths the image service produces, at most. */
export const IMAGE_MAX_WIDTH = 3840;
/** `GET /content/v1/images` query (content-and-presentation §7). */
export const imageQuery = z.object({
  src: z.string().trim().min(1).max(2000),
  width: z.coerce.number().int().min(16).max(IMAGE_MAX_WIDTH),
  quality: z.coerce.number().int().min(1).max(100).default(75),
});

// --- Versions of static pages and posts --------------------------------------------------------------

/** One saved version of a static page or post (a version is recorded on every save). */
export const contentVersionSummary = z.object({
  number: z.number().int(),
  author: userSummary.nullable(),
  created_at: timestamp,
});
export type ContentVersionSummary = z.infer<typeof contentVersionSummary>;
/** A version with the whole page or post as it was saved (the JSON the admin API answered then). */
export const contentVersionResponse = contentVersionSummary.extend({
  data: z.record(z.string(), z.unknown()),
});
export type ContentVersionResponse = z.infer<typeof contentVersionResponse>;
export const contentVersionList = z.object({ data: z.array(contentVersionSummary) });
export const versionNumberParams = typeSlugParams.extend({
  number: z.coerce.number().int().min(1).max(2_147_483_647),
});
