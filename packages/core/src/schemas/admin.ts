// Administration payloads (community-app §7): spam lists, moderation queue, tools, user groups,
// reports, custom tokens, distributions, versioned tutorial groups, regeneration and the audit log.
import { z } from './zod.js';
import { REPORT_REASONS, REPORTABLE_TYPES, STATUSES, TOOL_TYPES } from '../content/index.js';
import {
  API_PAGE_SIZES,
  markdownSource,
  pageLimit,
  pageNumber,
  paginated,
  sortDirection,
  timestamp,
  numericId,
  dbId,
} from './common.js';
import { tutorialRef } from './tutorials.js';
import { userSummary } from './users.js';

/** Page sizes of the admin lists (admin page-size options go up to 100, content-and-presentation §9). */
export const ADMIN_PAGE_SIZE = { default: 20, max: 1000 } as const;
/** `page` and `limit` of an admin list that neither filters nor sorts. */
export const adminListQuery = z.object({ page: pageNumber, limit: pageLimit(ADMIN_PAGE_SIZE) });

/** A permission bitfield as its decimal string (spec: community-app §6). */
export const permissionsString = z.string().regex(/^\d{1,10}$/, 'Invalid bit value given for Permissions');

// --- Spam and domain lists ---------------------------------------------------------------------

/** A host name such as `example.com` (lowercase; no scheme, port or path). */
export const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Enter a domain name such as example.com',
  );

/** An IP address or a CIDR range (v4 or v6). */
export const ipOrRange = z
  .string()
  .trim()
  .max(64)
  .pipe(
    z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'Enter an IP address or a CIDR range' }),
  );

export const SPAM_PHRASE_MAX = 200;
export const permittedDomainCreateBody = z.object({ permitted_domain: z.object({ domain: domainName }) });
export const spamIpCreateBody = z.object({ spam_ip: z.object({ ip: ipOrRange }) });
export const spamPhraseCreateBody = z.object({
  spam_phrase: z.object({ phrase: z.string().trim().min(2).max(SPAM_PHRASE_MAX) }),
});
export const permittedDomainResponse = z.object({
  id: z.number().int(),
  domain: z.string(),
  created_at: timestamp,
});
export const spamIpResponse = z.object({ id: z.number().int(), ip: z.string(), created_at: timestamp });
export const spamPhraseResponse = z.object({
  id: z.number().int(),
  phrase: z.string(),
  created_at: timestamp,
});
export const permittedDomainList = paginated(permittedDomainResponse);
export const spamIpList = paginated(spamIpResponse);
export const spamPhraseList = paginated(spamPhraseResponse);
export const spamListQuery = adminListQuery.extend({ search: z.string().trim().max(200).optional() });

// --- Moderation queue --------------------------------------------------------------------------

export const MODERATION_TYPES = ['question', 'comment'] as const;
export const MODERATION_STATES = ['under_review', 'spam'] as const;
export const MODERATION_ACTIONS = ['approve', 'spam', 'trash'] as const;
export const moderationQueueQuery = adminListQuery.extend({
  type: z.enum(MODERATION_TYPES).optional(),
  state: z.enum(MODERATION_STATES).optional(),
  /** `desc` (newest first, the default) or `asc` (oldest first: working through a queue in order). */
  sort_direction: sortDirection.default('desc'),
});
export const moderationItem = z.object({
  type: z.enum(MODERATION_TYPES),
  id: z.number().int(),
  state: z.enum(STATUSES.comment),
  title: z.string(),
  excerpt: z.string(),
  /** Public page of the item (a comment links to its thread). */
  url: z.string(),
  author: userSummary.nullable(),
  created_ip: z.string().nullable(),
  created_at: timestamp,
});
export const moderationQueue = paginated(moderationItem);
export const moderationParams = z.object({ type: z.enum(MODERATION_TYPES), id: numericId });
export const moderationActionBody = z.object({ action: z.enum(MODERATION_ACTIONS) });
/** Most held items one bulk decision takes. */
export const MODERATION_BULK_MAX = 100;
/** `POST /v1/moderation/queue`: one decision on several held items, all or none. */
export const moderationBulkBody = z.object({
  action: z.enum(MODERATION_ACTIONS),
  items: z
    .array(z.object({ type: z.enum(MODERATION_TYPES), id: dbId }))
    .min(1)
    .max(MODERATION_BULK_MAX),
});
export const moderationBulkResponse = z.object({
  data: z.array(moderationItem.pick({ type: true, id: true, state: true })),
});

// --- Spam check ---------------------------------------------------------------------------------

/** Longest text the spam check test takes. */
export const SPAM_CHECK_TEXT_MAX = 50_000;
/** `POST /v1/moderation/spam_check`: runs the spam checks on a text and/or an address without posting. */
export const spamCheckBody = z.object({
  spam_check: z
    .object({
      text: z.string().max(SPAM_CHECK_TEXT_MAX).default(''),
      ip: z
        .string()
        .trim()
        .max(64)
        .pipe(z.union([z.ipv4(), z.ipv6()], { error: 'Enter an IP address such as 203.0.113.7' }))
        .optional(),
      /** Check as a member younger than the new-member period (the permitted-domains rule holds only them). */
      new_member: z.boolean().default(true),
    })
    .refine((v) => v.text.trim() !== '' || v.ip !== undefined, {
      message: 'Enter a text or an IP address to test',
      path: ['text'],
    }),
});
/** The rule of the spam checks that decided a verdict. */
export const spamRule = z.discriminatedUnion('kind', [
  /** A listed address or CIDR range the author's address lies in: `spam`. */
  z.object({ kind: z.literal('spam_ip'), id: z.number().int(), value: z.string() }),
  /** A listed phrase the text contains (case-insensitive): `spam`. */
  z.object({ kind: z.literal('spam_phrase'), id: z.number().int(), value: z.string() }),
  /** Links to hosts outside the permitted domains from a new member: `under_review`. */
  z.object({ kind: z.literal('permitted_domains'), hosts: z.array(z.string()) }),
]);
export type SpamRule = z.infer<typeof spamRule>;
export const spamCheckResponse = z.object({
  verdict: z.enum(['published', 'under_review', 'spam']),
  /** The rule that fired, or null when the text would be published. */
  rule: spamRule.nullable(),
  /** Hosts the text links to (code spans and blocks are not links). */
  hosts: z.array(z.string()),
  /** The number of permitted domains (the domain rule is off while the list is empty). */
  permitted_domains: z.number().int(),
});

// --- Tools ---------------------------------------------------------------------------------------

const toolFields = {
  name: z.string().trim().min(1).max(120),
  type: z.enum(TOOL_TYPES),
  description: z.string().trim().max(500),
  url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable(),
  body: markdownSource(0),
  tags: z.array(z.string().trim().min(1).max(100)).max(10),
  state: z.enum(STATUSES.tool),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs are lowercase words joined by dashes')
    .max(200),
};
export const toolCreateBody = z.object({
  tool: z.object({
    name: toolFields.name,
    type: toolFields.type.default('others'),
    description: toolFields.description.default(''),
    url: toolFields.url.optional(),
    body: toolFields.body.default(''),
    tags: toolFields.tags.default([]),
    state: toolFields.state.default('draft'),
    slug: toolFields.slug.optional(),
  }),
});
export const toolUpdateBody = z.object({ tool: z.object(toolFields).partial() });
export type ToolCreateBody = z.infer<typeof toolCreateBody>;
export type ToolUpdateBody = z.infer<typeof toolUpdateBody>;
export const toolListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(API_PAGE_SIZES.tools),
  query: z.string().trim().max(200).optional(),
  state: z.enum(STATUSES.tool).optional(),
  type: z.enum(TOOL_TYPES).optional(),
  tag: z.string().trim().max(100).optional(),
  sort_by: z.enum(['created_at', 'published_at', 'name', 'upvotes_count']).default('created_at'),
  sort_direction: sortDirection.default('desc'),
});

// --- User groups --------------------------------------------------------------------------------

const groupSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs are lowercase words joined by dashes')
  .max(80);
const groupFields = {
  name: z.string().trim().min(2).max(80),
  slug: groupSlug,
  description: z.string().trim().max(2000),
  permissions: permissionsString,
  /** Members by user slug; replaces the member list. */
  members: z.array(z.string().trim().min(1).max(100)).max(1000),
};
export const userGroupCreateBody = z.object({
  user_group: z.object({
    name: groupFields.name,
    slug: groupFields.slug.optional(),
    description: groupFields.description.default(''),
    permissions: groupFields.permissions.default('0'),
    members: groupFields.members.default([]),
  }),
});
export const userGroupUpdateBody = z.object({ user_group: z.object(groupFields).partial() });
export type UserGroupCreateBody = z.infer<typeof userGroupCreateBody>;
export type UserGroupUpdateBody = z.infer<typeof userGroupUpdateBody>;
export const userGroupResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  permissions: z.string(),
  owner: userSummary.nullable(),
  members: z.array(userSummary),
  members_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export const userGroupSummary = userGroupResponse.omit({ members: true });
export const userGroupList = paginated(userGroupSummary);
/** Sortable columns of the user group list. */
export const USER_GROUP_SORTS = ['name', 'slug', 'members_count', 'updated_at'] as const;
export const userGroupListQuery = adminListQuery.extend({
  search: z.string().trim().max(200).optional(),
  sort: z.enum(USER_GROUP_SORTS).default('name'),
  sort_direction: sortDirection.default('asc'),
});

// --- User reports ---------------------------------------------------------------------------------

export const REPORT_STATES = ['open', 'resolved', 'dismissed'] as const;
export const userReportCreateBody = z.object({
  user_report: z.object({
    reportable_type: z.enum(REPORTABLE_TYPES),
    reportable_id: dbId,
    reason: z.enum(REPORT_REASONS),
    details: z.string().trim().max(2000).default(''),
  }),
});
export const userReportUpdateBody = z.object({
  user_report: z.object({
    state: z.enum(REPORT_STATES),
    /** Optionally moderate the reported object in the same call. */
    object_state: z.enum(['published', 'under_review', 'spam', 'trashed', 'draft', 'unlisted']).optional(),
  }),
});
export const userReportResponse = z.object({
  id: z.number().int(),
  reportable_type: z.enum(REPORTABLE_TYPES),
  reportable_id: z.number().int(),
  reportable: z
    .object({ title: z.string(), slug: z.string().nullable(), state: z.string(), url: z.string() })
    .nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  state: z.enum(REPORT_STATES),
  reporter: userSummary.nullable(),
  resolved_by: userSummary.nullable(),
  resolved_at: timestamp.nullable(),
  created_at: timestamp,
});
export const userReportList = paginated(userReportResponse);
export const userReportListQuery = adminListQuery.extend({
  reason: z.enum(REPORT_REASONS).optional(),
  type: z.enum(REPORTABLE_TYPES).optional(),
  state: z.enum(REPORT_STATES).optional(),
  sort: z.enum(['created_at', 'reason', 'type']).default('created_at'),
  sort_direction: sortDirection.default('desc'),
});
/** A day (`YYYY-MM-DD`, UTC) of a date filter. */
const isoDay = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });
/** `GET /v1/user_reports/queue`: reported objects, one entry per object, with their reports in `state`. */
export const userReportQueueQuery = adminListQuery.extend({
  state: z.enum(REPORT_STATES).default('open'),
  type: z.enum(REPORTABLE_TYPES).optional(),
  reason: z.enum(REPORT_REASONS).optional(),
  /** Reports filed on or after this day (UTC). */
  from: isoDay.optional(),
  /** Reports filed on or before this day (UTC). */
  to: isoDay.optional(),
  sort: z.enum(['last_reported_at', 'first_reported_at', 'reports_count']).default('last_reported_at'),
  sort_direction: sortDirection.default('desc'),
});
/** A reported object as a moderator reviews it: its stored rendering (HTML the API rendered at write time). */
export const reportedObject = z.object({
  type: z.enum(REPORTABLE_TYPES),
  id: z.number().int(),
  /** The title; a comment's opening words. */
  title: z.string(),
  state: z.string(),
  /** Public page (a comment's thread, pointing at the comment). */
  url: z.string(),
  author: userSummary.nullable(),
  /** The author's account state (`active`, `disabled`, `archived`, `spam`). */
  author_state: z.string().nullable(),
  body_html: z.string(),
  /** What a comment belongs to: its question, tutorial or tool. */
  context: z.object({ type: z.string(), title: z.string(), url: z.string() }).nullable(),
  created_at: timestamp,
});
/** The number of reports a queue entry lists at most (its `reports_count` counts every one). */
export const REPORT_QUEUE_REPORTS_MAX = 50;
export const userReportGroup = z.object({
  reportable_type: z.enum(REPORTABLE_TYPES),
  reportable_id: z.number().int(),
  /** Null when the object no longer exists. */
  object: reportedObject.nullable(),
  reports_count: z.number().int(),
  /** Reports per reason, most frequent first. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** The reports, newest first (at most REPORT_QUEUE_REPORTS_MAX). */
  reports: z.array(userReportResponse.omit({ reportable: true })),
  first_reported_at: timestamp,
  last_reported_at: timestamp,
});
export const userReportQueue = paginated(userReportGroup);
/** `PATCH /v1/user_reports/{type}/{id}`: closes every open report on one object, optionally moving it. */
export const userReportObjectUpdateBody = z.object({
  user_report: z.object({
    state: z.enum(['resolved', 'dismissed']),
    /** Optionally moderate the reported object in the same call. */
    object_state: userReportUpdateBody.shape.user_report.shape.object_state,
  }),
});
export const userReportObjectUpdateResponse = z.object({
  /** The reports this call closed. */
  data: z.array(userReportResponse),
  /** The object's state afterwards (null when it did not move). */
  object_state: z.string().nullable(),
});
export const userReportObjectRefParams = z.object({ type: z.enum(REPORTABLE_TYPES), id: numericId });

/** `GET /v1/user_reports/{type}/{id}/{reason}`: the reports on one object, for one reason or `all`. */
export const userReportObjectParams = z.object({
  type: z.enum(REPORTABLE_TYPES),
  id: numericId,
  reason: z.enum([...REPORT_REASONS, 'all']),
});

// --- Custom tokens ----------------------------------------------------------------------------------

export const customTokenCreateBody = z.object({
  custom_token: z.object({
    name: z.string().trim().min(2).max(100),
    permissions: permissionsString,
    expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
  }),
});
export const customTokenResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.string(),
  owner: userSummary.nullable(),
  created_by: userSummary.nullable(),
  last_used_at: timestamp.nullable(),
  expires_at: timestamp.nullable(),
  revoked_at: timestamp.nullable(),
  created_at: timestamp,
});
export type CustomTokenCreateBody = z.infer<typeof customTokenCreateBody>;
/** The create answer: the only time the secret is shown. */
export const customTokenCreatedResponse = customTokenResponse.extend({ token: z.string() });
export const customTokenList = paginated(customTokenResponse);

// --- Distributions and versioned tutorial groups -----------------------------------------------------

const slugField = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs are lowercase words joined by dashes')
  .max(120);
export const distributionVersionResponse = z.object({
  id: z.number().int(),
  version: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  created_at: timestamp,
});
export const distributionResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  versions: z.array(distributionVersionResponse),
  created_at: timestamp,
  updated_at: timestamp,
});
export const distributionList = paginated(distributionResponse);
export const distributionCreateBody = z.object({
  distribution: z.object({ name: z.string().trim().min(1).max(80), slug: slugField.optional() }),
});
export const distributionUpdateBody = z.object({
  distribution: z.object({ name: z.string().trim().min(1).max(80), slug: slugField }).partial(),
});
const versionName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'Versions are letters, digits, dots, dashes or underscores');
export const distributionVersionBody = z.object({
  version: z.object({
    version: versionName,
    name: z.string().trim().max(80).default(''),
    is_active: z.boolean().default(true),
  }),
});
export const distributionVersionUpdateBody = z.object({
  version: z
    .object({ version: versionName, name: z.string().trim().max(80), is_active: z.boolean() })
    .partial(),
});
export const distributionVersionParams = z.object({
  id: z.string().min(1).max(120),
  version: z.string().min(1).max(40),
});

export const versionedTutorialGroupItem = z.object({
  tutorial: tutorialRef.extend({ state: z.string() }),
  distribution_version: z
    .object({ id: z.number().int(), version: z.string(), name: z.string(), distribution: z.string() })
    .nullable(),
  position: z.number().int(),
});
export const versionedTutorialGroupResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  items: z.array(versionedTutorialGroupItem),
  created_at: timestamp,
  updated_at: timestamp,
});
export const versionedTutorialGroupList = paginated(versionedTutorialGroupResponse);
const groupItemInput = z.object({
  tutorial_id: dbId,
  distribution_version_id: dbId.nullable().default(null),
});
export const versionedTutorialGroupCreateBody = z.object({
  versionedTutorialGroup: z.object({
    name: z.string().trim().min(2).max(200),
    slug: slugField.optional(),
    items: z.array(groupItemInput).max(100).default([]),
  }),
});
export const versionedTutorialGroupUpdateBody = z.object({
  versionedTutorialGroup: z
    .object({
      name: z.string().trim().min(2).max(200),
      slug: slugField,
      items: z.array(groupItemInput).max(100),
    })
    .partial(),
});
export const versionedTutorialGroupListQuery = adminListQuery.extend({
  search: z.string().trim().max(200).optional(),
});

// --- Regeneration -----------------------------------------------------------------------------------

const sitePath = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^\/(?!\/)(?!.*\/\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/,
    'Paths are site-relative, like /community/tutorials',
  );
const cacheTag = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9:_\-./]+$/, 'Tags are letters, digits and : _ - . /');
export const regenerationBody = z
  .object({ paths: z.array(sitePath).max(200).default([]), tags: z.array(cacheTag).max(200).default([]) })
  .refine((v) => v.paths.length + v.tags.length > 0, {
    message: 'Give at least one path or tag',
    path: ['paths'],
  });
export const regenerationResponse = z.object({
  regenerated: z.object({ paths: z.array(z.string()), tags: z.array(z.string()) }),
  /** What the web app answered: `ok` is false when it was unreachable or refused. */
  web: z.object({
    ok: z.boolean(),
    status: z.number().int().nullable(),
    body: z.unknown().optional(),
    error: z.string().optional(),
  }),
});

// --- Audit log --------------------------------------------------------------------------------------

export const auditEntryResponse = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int().nullable(), slug: z.string().nullable() }),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The fields that differ between before and after (every field of a creation or a deletion). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })).optional(),
  ip: z.string().nullable(),
  created_at: timestamp,
});
export const auditLogList = paginated(auditEntryResponse);
/** A day (`2026-11-24`) or a full ISO date-time, for the date filters of admin lists. */
export const adminDateFilter = z.union(
  [z.iso.date(), z.iso.datetime({ offset: true })],
  'Enter a date such as 2026-11-24',
);
export const auditLogQuery = adminListQuery.extend({
  actor: z.string().trim().max(100).optional(),
  subject_type: z.string().trim().max(60).optional(),
  action: z.string().trim().max(60).optional(),
  /** The object's id (with `subject_type`). */
  subject_id: z.string().trim().max(100).optional(),
  /** Entries from this day (or instant) on. */
  since: adminDateFilter.optional(),
  /** Entries up to the end of this day (or up to this instant). */
  until: adminDateFilter.optional(),
});
/** `GET /v1/audit_log/{trail}/{id}`: one object's trail, newest first. */
export const auditTrailQuery = adminListQuery;

/** `GET /v1/admin_attention`: the queues the member may clear, with how many items wait in each. */
export const adminAttentionResponse = z.object({
  data: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      count: z.number().int(),
      href: z.string(),
    }),
  ),
});
export type AdminAttentionResponse = z.infer<typeof adminAttentionResponse>;
