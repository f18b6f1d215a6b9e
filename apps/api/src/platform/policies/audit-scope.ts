// Who may read which audit entries, in one place: an entry is shown only to someone who may see its subject by the
// same rule as the subject's own route (a table of subject type -> SQL predicate, applied in the statement, never
// by loading entries and dropping some); and the IP address of an entry's actor only to someone who may see that
// actor's addresses. Security round 2, finding 12.
import type { Permissions } from '@reef/core';
import { ADMIN_RESOURCES, can, type Actor, type AuditSubjectType } from '@reef/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { auditLog, comments, customTokens, userGroups } from '../../db/schema/index.js';
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
 * Who reads the entries of the subjects without an admin descriptor, and of the admin resources whose managers act
 * only on what they own:
 * - a custom token is seen by its owner (GET /v1/custom_tokens/{id}: administrators see all, others their own);
 * - a user group by its owner (GET /v1/user_groups/{id});
 * - a comment through the comment scope (private notes and report conversations only for comment moderators);
 * - subjects that have no admin page of their own (upvotes, notifications, subscriptions, regeneration, mail) by
 *   administrators only.
 */
const OWN_VISIBILITY = {
  tutorial: managersOf('tutorial'),
  question: managersOf('question'),
  comment: (reader: Reader) =>
    can(reader, 'manage', { type: 'comment' }) ? subjectRow(comments, commentScope(reader)) : sql`false`,
  upvote: () => sql`false`,
  user: managersOf('user'),
  account: managersOf('user'),
  notification: () => sql`false`,
  subscription: () => sql`false`,
  user_report: managersOf('user_report'),
  user_group: (reader: Reader) =>
    can(reader, 'manage', { type: 'user_group' })
      ? subjectRow(userGroups, eq(userGroups.ownerId, reader.id))
      : sql`false`,
  distribution_version: managersOf('distribution'),
  custom_token: (reader: Reader) =>
    can(reader, 'manage', { type: 'custom_token' })
      ? subjectRow(customTokens, eq(customTokens.userId, reader.id))
      : sql`false`,
  regeneration: () => sql`false`,
  mail: () => sql`false`,
  webhook: () => sql`false`,
} satisfies { readonly [S in AuditSubjectType]?: (reader: Reader) => SQL };

/**
 * Every audit subject type and who may read its entries, as SQL over `audit_log`. Administrators read every
 * entry; the others follow the subject's own route: an admin resource's entries are read by the managers of its
 * rules type (RESOURCE_RULES), who read every row of it on its admin pages, unless `OWN_VISIBILITY` says otherwise.
 */
export const AUDIT_SUBJECT_VISIBILITY: { readonly [S in AuditSubjectType]: (reader: Reader) => SQL } = {
  ...(Object.fromEntries(ADMIN_RESOURCES.map((r) => [r.name, managersOf(r.subject)])) as Record<
    (typeof ADMIN_RESOURCES)[number]['name'],
    (reader: Reader) => SQL
  >),
  ...OWN_VISIBILITY,
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
