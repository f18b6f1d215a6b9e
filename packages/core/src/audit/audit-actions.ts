// The audit log's closed vocabulary (a staff action log): every entry names one of these actions, so
// the log can be filtered and explained, and a new kind of entry is a change here (or in an admin descriptor), reviewed.
import { ADMIN_RESOURCES } from '../admin/resources.js';

/** The verbs of the subjects that have no admin descriptor (or are a part of one, as a distribution's versions). */
const OTHER_AUDIT_VERBS = {
  // Revisions (issue #32): a rollback by its author or a moderator, a revision's text hidden by a moderator.
  tutorial: ['create', 'update', 'delete', 'moderate', 'rollback', 'revision_hide'],
  question: ['create', 'update', 'moderate', 'rollback', 'revision_hide'],
  comment: ['create', 'update', 'moderate', 'rollback', 'revision_hide'],
  upvote: ['create', 'delete'],
  user: [
    'update',
    'avatar_update',
    'avatar_delete',
    'disable',
    'enable',
    'archive',
    'unarchive',
    'spam_all',
    'viewed',
    // A user manager ended every session of the member (their own "sign out everywhere" is account.*).
    'sign_out_everywhere',
  ],
  account: [
    'update',
    'email_change',
    'password_change',
    'sign_out_everywhere',
    'preferences_update',
    // Single sign-on (issue #16): a provider connected, disconnected, or a member created by one.
    'identity_link',
    'identity_unlink',
    'identity_register',
    'delete',
  ],
  notification: ['read'],
  subscription: ['create', 'update', 'delete'],
  user_report: ['create', 'update'],
  distribution_version: ['create', 'update', 'delete'],
  regeneration: ['run', 'geo_ip'],
  mail: ['retry'],
  // Webhook endpoints (issue #32): ADMINISTRATOR's, with no descriptor (their screen is bespoke).
  webhook: ['create', 'update', 'delete', 'pause', 'resume', 'redeliver', 'ping'],
} as const;

/** The verbs of each admin resource, from its descriptor (`audit`). */
type ResourceVerbs = {
  [R in (typeof ADMIN_RESOURCES)[number] as R['name']]: R['audit'];
};

/** The verbs recorded for each subject type: the admin resources' own, then the others. */
export const AUDIT_VERBS = {
  ...(Object.fromEntries(ADMIN_RESOURCES.map((r) => [r.name, r.audit])) as ResourceVerbs),
  ...OTHER_AUDIT_VERBS,
} as ResourceVerbs & typeof OTHER_AUDIT_VERBS;

type Verbs = typeof AUDIT_VERBS;

/** Subject types the audit log records. */
export type AuditSubjectType = keyof Verbs;

/** One audit action: `{subject type}.{verb}`, e.g. `static_page.update`. Anything else does not typecheck. */
export type AuditAction = { [S in AuditSubjectType]: `${S}.${Verbs[S][number]}` }[AuditSubjectType];

/** Every audit action, in the order of `AUDIT_VERBS`. */
export const AUDIT_ACTIONS: readonly AuditAction[] = (Object.keys(AUDIT_VERBS) as AuditSubjectType[]).flatMap(
  (subject) => AUDIT_VERBS[subject].map((verb) => `${subject}.${verb}` as AuditAction),
);

const KNOWN = new Set<string>(AUDIT_ACTIONS);

/** Whether a string is one of the audit actions (for values that arrive untyped). */
export function isAuditAction(value: string): value is AuditAction {
  return KNOWN.has(value);
}

/** The subject type an action is about (`static_page` for `static_page.update`). */
export function auditSubjectType(action: AuditAction): AuditSubjectType {
  return action.slice(0, action.indexOf('.')) as AuditSubjectType;
}
