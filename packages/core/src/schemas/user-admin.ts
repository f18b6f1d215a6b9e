// The Users admin section's payloads (community-app §2, issue #11): the member list with its filters, a member's
// page (state, sessions, groups, what spam_all would touch), their content in every state, and the reports about
// them and by them. Every route behind them needs MANAGE_USERS.
import { z } from './zod.js';
import { isPermissionFlag, type PermissionFlag } from '../permissions/flags.js';
import { pageLimit, pageNumber, paginated, sortDirection, timestamp } from './common.js';
import { ADMIN_PAGE_SIZE, REPORT_STATES, adminDateFilter, userReportList } from './admin.js';
import { USER_STATES } from '../content/types.js';
import { userResponse } from './users.js';

/** `permission` filter of the member list: a flag name, or `staff` for any admin-area flag. */
export const userPermissionFilter = z
  .string()
  .trim()
  .refine(
    (value): value is PermissionFlag | 'staff' => value === 'staff' || isPermissionFlag(value),
    'Not a permission flag',
  );

/** Sortable columns of the member list. */
export const ADMIN_USER_SORTS = ['username', 'created_at', 'last_signed_in_at'] as const;

/** `GET /v1/users` (MANAGE_USERS): search by name, email or slug; filters by state, permission and join date. */
export const adminUserListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(ADMIN_PAGE_SIZE),
  q: z.string().trim().max(200).optional(),
  state: z.enum(USER_STATES).optional(),
  permission: userPermissionFilter.optional(),
  joined_after: adminDateFilter.optional(),
  joined_before: adminDateFilter.optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('created_at'),
  sort_direction: sortDirection.default('desc'),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/**
 * A member in the admin list: the private profile plus when they last signed in, and the version of the account
 * (`updated_at`) that the permissions editor sends back as `If-Match`.
 */
export const adminUserSummary = userResponse.extend({
  last_signed_in_at: timestamp.nullable(),
  updated_at: timestamp,
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;
export const adminUserList = paginated(adminUserSummary);

/** A group the member belongs to, with what it grants them now (its flags cut to its owner's). */
export const userGroupGrant = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The group's own flags (decimal bitfield). */
  permissions: z.string(),
  /** What it grants now: nothing when its owner is gone or not active, else its flags cut to the owner's. */
  granted: z.string(),
});
export type UserGroupGrant = z.infer<typeof userGroupGrant>;

/** Numbers of a member's content of one type (every state). */
const contentCount = z.object({ total: z.number().int(), by_state: z.record(z.string(), z.number().int()) });

/** `GET /v1/users/{slug}/overview` (MANAGE_USERS): what a user manager needs on a member's page. */
export const userOverviewResponse = z.object({
  user: adminUserSummary,
  /** The member's own flags, without what groups add (`user.permissions` is the sum). */
  own_permissions: z.string(),
  groups: z.array(userGroupGrant),
  /** Whether the member is an administrator (own or by group): only administrators act on them. */
  is_administrator: z.boolean(),
  sessions: z.object({
    /** Sign-in is possible only while the account is active; a disabled account's tokens stop working at once. */
    can_sign_in: z.boolean(),
    last_signed_in_at: timestamp.nullable(),
    last_seen_at: timestamp.nullable(),
    sign_up_ip: z.string().nullable(),
    email_confirmed_at: timestamp.nullable(),
    /** Custom tokens of the account that are neither revoked nor expired. */
    active_custom_tokens: z.number().int(),
  }),
  content: z.object({
    tutorials: contentCount,
    questions: contentCount,
    comments: contentCount,
    tools: contentCount,
  }),
  reports: z.object({
    /** Reports on the member's content that are still open. */
    about_open: z.number().int(),
    about_total: z.number().int(),
    /** Reports the member filed. */
    by_total: z.number().int(),
  }),
});
export type UserOverviewResponse = z.infer<typeof userOverviewResponse>;

/** Types of a member's content. */
export const USER_CONTENT_TYPES = ['tutorial', 'question', 'comment', 'tool'] as const;
export type UserContentType = (typeof USER_CONTENT_TYPES)[number];

/** `GET /v1/users/{slug}/content` (MANAGE_USERS): the member's content of one type, every state, newest first. */
export const userContentQuery = z.object({
  page: pageNumber,
  limit: pageLimit(ADMIN_PAGE_SIZE),
  type: z.enum(USER_CONTENT_TYPES).default('tutorial'),
  state: z.string().trim().max(40).optional(),
});
export const userContentItem = z.object({
  type: z.enum(USER_CONTENT_TYPES),
  id: z.number().int(),
  /** The title; a comment's first words. */
  title: z.string(),
  state: z.string(),
  /** Its public page (a comment's anchor on its page). */
  url: z.string(),
  created_at: timestamp,
});
export type UserContentItem = z.infer<typeof userContentItem>;
export const userContentList = paginated(userContentItem);

/** `GET /v1/users/{slug}/reports` (MANAGE_USERS): reports about the member's content, or filed by them. */
export const userReportsQuery = z.object({
  page: pageNumber,
  limit: pageLimit(ADMIN_PAGE_SIZE),
  role: z.enum(['about', 'by']).default('about'),
  state: z.enum(REPORT_STATES).optional(),
});
export const userReportsOfUser = userReportList;
