// Who may read which audit entries, in one place: an entry is shown only to someone who may see its subject by the
// same rule as the subject's own route (a table of subject type -> SQL predicate, applied in the statement, never
// by loading entries and dropping some); and the IP address of an entry's actor only to someone who may see that
// actor's addresses. Security round 2, finding 12.
import type { Permissions } from '@reef/core';
import { can, type Actor, type AuditSubjectType } from '@reef/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { auditLog, comments, customTokens, userGroups } from '../db/schema/index.js';
import { commentScope } from './comment-scope.js';

type Reader = NonNullable<Actor>;

/** An entry whose subject row exists and passes `where` (the subject id is stored as text). */
function subjectRow(
  table: typeof customTokens | typeof userGroups | typeof comments,
  where: SQL | undefined,
): SQL {
  return sql`exists (select 1 from ${table} where cast(${table.id} as text) = ${auditLog.subjectId}${where ? sql` and ${where}` : sql``})`;
}

/** The managers of a rules type read its entries (the trail's route checks the same flag). */
const managersOf =
  (type: Parameters<typeof can>[2]['type']) =>
  (reader: Reader): SQL =>
    can(reader, 'manage', { type }) ? sql`true` : sql`false`;

/**
 * Every audit subject type and who may read its entries, as SQL over `audit_log`. Administrators read every
 * entry; the others follow the subject's own route:
 * - a custom token is seen by its owner (GET /v1/custom_tokens/{id}: administrators see all, others their own);
 * - a user group by its owner (GET /v1/user_groups/{id});
 * - a comment through the comment scope (private notes and report conversations only for comment moderators);
 * - everything else by the managers of its type (RESOURCE_RULES), who read every row of it on its admin pages;
 * - subjects that have no admin page of their own (upvotes, notifications, subscriptions, regeneration, mail) by
 *   administrators only.
 */
export const AUDIT_SUBJECT_VISIBILITY: { readonly [S in AuditSubjectType]: (reader: Reader) => SQL } = {
  tutorial: managersOf('tutorial'),
  tutorial_series: managersOf('tutorial_series'),
  question: managersOf('question'),
  comment: (reader) =>
    can(reader, 'manage', { type: 'comment' }) ? subjectRow(comments, commentScope(reader)) : sql`false`,
  tool: managersOf('tool'),
  tag: managersOf('tag'),
  upvote: () => sql`false`,
  user: managersOf('user'),
  account: managersOf('user'),
  notification: () => sql`false`,
  subscription: () => sql`false`,
  user_report: managersOf('user_report'),
  feature_flag: managersOf('feature_flag'),
  global_content: managersOf('global_content'),
  partner: managersOf('partner'),
  post: managersOf('post'),
  static_page: managersOf('static_page'),
  marketing_form: managersOf('marketing_form'),
  user_group: (reader) =>
    can(reader, 'manage', { type: 'user_group' })
      ? subjectRow(userGroups, eq(userGroups.ownerId, reader.id))
      : sql`false`,
  distribution: managersOf('distribution'),
  distribution_version: managersOf('distribution'),
  versioned_tutorial_group: managersOf('versioned_tutorial_group'),
  custom_token: (reader) =>
    can(reader, 'manage', { type: 'custom_token' })
      ? subjectRow(customTokens, eq(customTokens.userId, reader.id))
      : sql`false`,
  spam_ip: managersOf('spam_list'),
  spam_phrase: managersOf('spam_list'),
  permitted_domain: managersOf('spam_list'),
  regeneration: () => sql`false`,
  mail: () => sql`false`,
};

/** SQL: the entries of `subjectTypes` (every type when omitted) that `reader` may read. */
export function auditEntryScope(reader: Reader, subjectTypes?: readonly AuditSubjectType[]): SQL {
  if (reader.permissions.has('ADMINISTRATOR')) return sql`true`;
  const types = subjectTypes ?? (Object.keys(AUDIT_SUBJECT_VISIBILITY) as AuditSubjectType[]);
  const parts = types.map(
    (type) => sql`(${and(eq(auditLog.subjectType, type), AUDIT_SUBJECT_VISIBILITY[type](reader))})`,
  );
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/**
 * Whether `reader` may see the IP addresses of the member who acted (`actorPermissions`: that member's effective
 * flags, null when the account is gone): administrators; the member themself; and a MANAGE_USERS holder who holds
 * every flag that member holds (the rule of acting on an account: no one reaches further through someone else's).
 */
export function canSeeActorIp(
  reader: Reader,
  actorId: number | null,
  actorPermissions: Permissions | null,
): boolean {
  if (reader.permissions.has('ADMINISTRATOR')) return true;
  if (actorId !== null && actorId === reader.id) return true;
  if (!reader.permissions.has('MANAGE_USERS') || !actorPermissions) return false;
  return reader.permissions.has(actorPermissions);
}
