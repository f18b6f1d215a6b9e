// spec: content-and-presentation §3 "Content types" and "Enumerations".

/** Every content type (content-and-presentation §3), as stored and sent by the API. */
export const CONTENT_TYPES = [
  'tutorial',
  'tutorial_series',
  'question',
  'comment',
  'tool',
  'static_page',
  'marketing_form',
  'post',
  'partner',
  'tag',
  'user',
  'tutorial_collection',
  'upvote',
  'feature_flag',
  'global_content',
] as const;
/** A content type. */
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Tutorial subtypes. */
export const TUTORIAL_SUBTYPES = [
  'tutorial',
  'post',
  'conceptual-article',
  'tech-talk',
  'book',
  'cheatsheet',
  'meetup-kit',
  'developer-center',
  'learning-path',
] as const;
/** A tutorial subtype. */
export type TutorialSubtype = (typeof TUTORIAL_SUBTYPES)[number];

/** Comment types; an answer is a comment of type `answer` on a question. */
export const COMMENT_TYPES = ['comment', 'answer', 'private_comment', 'private_note'] as const;
/** A comment type. */
export type CommentType = (typeof COMMENT_TYPES)[number];

/** Tool types. */
export const TOOL_TYPES = ['api_wrapper', 'apps', 'courses', 'services', 'others'] as const;
/** A tool type. */
export type ToolType = (typeof TOOL_TYPES)[number];

/** Tag types. */
export const TAG_TYPES = ['tag', 'team', 'origin'] as const;
/** A tag type. */
export type TagType = (typeof TAG_TYPES)[number];

/** User report reasons. */
export const REPORT_REASONS = ['spam', 'offensive', 'off-topic', 'other'] as const;
/** A user report reason. */
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Types a user report can point at. */
export const REPORTABLE_TYPES = ['question', 'tutorial', 'tool', 'comment'] as const;
/** A reportable type. */
export type ReportableType = (typeof REPORTABLE_TYPES)[number];

/** Types a member can subscribe to. */
export const SUBSCRIPTION_TARGETS = [
  'comment',
  'question',
  'tag',
  'tool',
  'tutorial',
  'tutorial_series',
  'user_report',
] as const;
/** A subscription target type. */
export type SubscriptionTarget = (typeof SUBSCRIPTION_TARGETS)[number];

/** Types a comment can hang under. */
export const COMMENT_PARENT_TYPES = ['tutorial', 'question', 'tool', 'comment', 'user_report'] as const;
/** A comment parent type. */
export type CommentParentType = (typeof COMMENT_PARENT_TYPES)[number];

/** Types that can be upvoted. */
export const UPVOTABLE_TYPES = ['tutorial', 'tutorial_series', 'question', 'tool', 'comment'] as const;
/** An upvotable type. */
export type UpvotableType = (typeof UPVOTABLE_TYPES)[number];

/** Types whose views are recorded per member (`/v1/user_viewed`). */
export const VIEWED_TYPES = ['question', 'tutorial', 'tool'] as const;
/** A viewed type. */
export type ViewedType = (typeof VIEWED_TYPES)[number];

/** Sort options: newest first, or oldest first (index/sort key suffix `_oldest`). */
export const SORT_OPTIONS = [
  { name: 'newest', direction: 'desc', suffix: '' },
  { name: 'oldest', direction: 'asc', suffix: '_oldest' },
] as const;
/** A sort option name. */
export type SortOption = (typeof SORT_OPTIONS)[number]['name'];

/** Time ranges with their offset in seconds (`null`: all time). */
export const TIME_RANGES = [
  { name: 'all', seconds: null },
  { name: 'day', seconds: 86_400 },
  { name: 'week', seconds: 604_800 },
  { name: 'month', seconds: 2_678_400 },
  { name: 'year', seconds: 31_536_000 },
] as const;
/** A time range name. */
export type TimeRange = (typeof TIME_RANGES)[number]['name'];

/** Offset in seconds of a time range, `null` for all time. */
export function timeRangeSeconds(range: TimeRange): number | null {
  return TIME_RANGES.find((entry) => entry.name === range)?.seconds ?? null;
}

/** Sort direction and key suffix of a sort option. */
export function sortOptionOf(name: SortOption): (typeof SORT_OPTIONS)[number] {
  return SORT_OPTIONS.find((option) => option.name === name) ?? SORT_OPTIONS[0];
}

/**
 * The states of a member's account (an admin sets them; `disabled`, `archived` and `spam` keep the member out). Here
 * rather than beside the user schemas so the admin screens that list them load no schema (issue #33, goal 5).
 */
export const USER_STATES = ['active', 'disabled', 'archived', 'spam'] as const;

/** Content languages. */
export const LANGUAGES = ['en', 'de', 'es', 'id', 'pt', 'ru', 'fr', 'ja', 'zh'] as const;
/** A content language code. */
export type Language = (typeof LANGUAGES)[number];
/** Language assumed when none is given. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Marketing form field types. */
export const FORM_FIELD_TYPES = [
  'checkbox',
  'country-select',
  'date',
  'divider',
  'email',
  'hidden',
  'number',
  'phone',
  'radio',
  'select',
  'state-select',
  'text',
  'textarea',
] as const;
/** A marketing form field type. */
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Managed-database regions and whether each offers daily backups. */
export const DATABASE_REGIONS = [
  { slug: 'NYC1', hasDailyBackups: true },
  { slug: 'NYC3', hasDailyBackups: true },
  { slug: 'AMS3', hasDailyBackups: true },
  { slug: 'SFO2', hasDailyBackups: true },
  { slug: 'SFO3', hasDailyBackups: true },
  { slug: 'SGP1', hasDailyBackups: true },
  { slug: 'TOR1', hasDailyBackups: true },
  { slug: 'SYD1', hasDailyBackups: true },
  { slug: 'LON1', hasDailyBackups: false },
  { slug: 'FRA1', hasDailyBackups: false },
  { slug: 'BLR1', hasDailyBackups: false },
] as const;
/** A database region slug. */
export type DatabaseRegion = (typeof DATABASE_REGIONS)[number]['slug'];

/** Whether a database region offers daily backups (case-insensitive; unknown regions do not). */
export function hasDailyBackups(region: string): boolean {
  const slug = region.toUpperCase();
  return DATABASE_REGIONS.some((entry) => entry.slug === slug && entry.hasDailyBackups);
}

/** Whether a value is one of the given `as const` list. */
export function isOneOf<const T extends readonly string[]>(list: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
