// User report JSON.
import type { AuthorRow } from '../../platform/services/relations.js';
import type { ReportableSummary, ReportedObjectRow, ReportQueueGroup, UserReportRow } from './service.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';

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

/** A report inside a queue entry (its object is the entry's). */
export function presentQueueReport(row: UserReportRow, users: Map<number, AuthorRow>) {
  const { reportable: _reportable, ...report } = presentUserReport(row, users, new Map());
  return report;
}

/** A reported object as a moderator reviews it. */
export function presentReportedObject(row: ReportedObjectRow, users: Map<number, AuthorRow>) {
  return {
    type: row.type,
    id: row.id,
    title: row.title,
    state: row.state,
    url: row.url,
    author: presentAuthor(users, row.authorId),
    author_state: row.authorState,
    body_html: row.bodyHtml,
    context: row.context,
    created_at: row.createdAt.toISOString(),
  };
}

/** One entry of the report queue: the object, its reports and how many there are, why. */
export function presentReportQueueGroup(
  group: ReportQueueGroup,
  reports: UserReportRow[],
  objects: Map<string, ReportedObjectRow>,
  users: Map<number, AuthorRow>,
) {
  const key = `${group.reportable_type}:${group.reportable_id}`;
  const object = objects.get(key);
  return {
    reportable_type: group.reportable_type,
    reportable_id: group.reportable_id,
    object: object ? presentReportedObject(object, users) : null,
    reports_count: group.reports_count,
    reasons: group.reasons,
    reports: reports
      .filter((r) => r.reportableType === group.reportable_type && r.reportableId === group.reportable_id)
      .map((r) => presentQueueReport(r, users)),
    first_reported_at: group.first_reported_at.toISOString(),
    last_reported_at: group.last_reported_at.toISOString(),
  };
}
