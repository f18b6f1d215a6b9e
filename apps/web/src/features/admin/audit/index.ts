// The audit log's parts for every admin section: an object's trail to embed on its admin page, and the words and
// addresses of entries. See README.md beside it.
export {
  AuditTrail,
  auditColumns,
  formatAuditTime,
  AUDIT_TRAIL_PAGE_SIZE,
  type AuditTrailProps,
} from './audit-trail';
export { AuditChanges } from './audit-changes';
export {
  auditLogHref,
  auditSubjectHref,
  describeAuditAction,
  formatAuditValue,
  subjectLabel,
} from './audit-format';
