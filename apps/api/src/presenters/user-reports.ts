// User report JSON.
import type { AuthorRow } from '../services/relations.js';
import type { ReportableSummary, UserReportRow } from '../services/user-reports.js';
import { presentAuthor } from './users.js';

type Reason = 'spam' | 'offensive' | 'off-topic' | 'other';
type ReportableType = 'question' | 'tutorial' | 'tool' | 'comment';

/** A report; `reportable` is null when the object is gone. */
export function presentUserReport(
  row: UserReportRow,
  users: Map<number, AuthorRow>,
  reportables: Map<string, ReportableSummary>,
) {
  return {
    id: row.id,
    reportable_type: row.reportableType as ReportableType,
    reportable_id: row.reportableId,
    reportable: reportables.get(`${row.reportableType}:${row.reportableId}`) ?? null,
    reason: row.reason as Reason,
    details: row.details,
    state: row.state as 'open' | 'resolved' | 'dismissed',
    reporter: presentAuthor(users, row.reporterId),
    resolved_by: presentAuthor(users, row.resolvedById),
    resolved_at: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}
