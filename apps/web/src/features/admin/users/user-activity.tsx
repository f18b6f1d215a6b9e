'use client';
// A member's content (tutorials, questions, comments, tools, every state) and the reports about their content or
// filed by them, on their admin page. The chosen tab is kept in the address (`content`, `reports`), each list paged
// by the API.
import { listReportsOfUser, listUserContent, type UserOverview } from '@reef/client';
import { USER_CONTENT_TYPES, type UserContentType } from '@reef/core';
import Link from '@/components/ui/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, useAdminData, useListParams } from '@/features/admin/kit';
import { displayName, formatDate, statusLabel } from '@/lib/format';
import styles from '../kit/admin.module.css';

const PAGE_SIZE = 10;

const CONTENT_LABELS: Record<UserContentType, string> = {
  tutorial: 'Tutorials',
  question: 'Questions',
  comment: 'Comments',
  tool: 'Tools',
};

const COUNT_KEYS: Record<UserContentType, keyof UserOverview['content']> = {
  tutorial: 'tutorials',
  question: 'questions',
  comment: 'comments',
  tool: 'tools',
};

/** Buttons that choose one of several lists; the choice is pressed. */
function Tabs<T extends string>({
  label,
  choices,
  current,
  onChoose,
}: {
  label: string;
  choices: readonly { value: T; label: string }[];
  current: T;
  onChoose: (value: T) => void;
}) {
  return (
    <ul className={styles.tabs} aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.value}>
          <button
            type="button"
            className={styles.tab}
            aria-pressed={choice.value === current}
            onClick={() => onChoose(choice.value)}
          >
            {choice.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** "Previous" and "Next" under a short list. */
function Pager({
  page,
  count,
  onPage,
  noun,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
  noun: string;
}) {
  if (count <= 1) return null;
  return (
    <nav aria-label={`Pages of ${noun}`} className={styles.formActions}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {count}
      </span>
      <Button variant="secondary" size="small" disabled={page >= count} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** The member's content of one type at a time. */
export function UserContent({ overview }: { overview: UserOverview }) {
  const params = useListParams();
  const chosen = params.get('content');
  const type: UserContentType = (USER_CONTENT_TYPES as readonly string[]).includes(chosen ?? '')
    ? (chosen as UserContentType)
    : 'tutorial';
  const [page, setPage] = useState(1);
  const ref = overview.user.id;
  const { data, error, isLoading } = useAdminData(`user-content ${ref} ${type} ${page}`, (api) =>
    listUserContent(api.ctx, ref, { type, page, limit: PAGE_SIZE }),
  );
  const caption = `${CONTENT_LABELS[type]} by ${overview.user.username}`;
  return (
    <section className={styles.panel} aria-labelledby="user-content-title">
      <h2 id="user-content-title">Content</h2>
      <Tabs
        label="Content type"
        choices={USER_CONTENT_TYPES.map((value) => ({
          value,
          label: `${CONTENT_LABELS[value]} (${overview.content[COUNT_KEYS[value]].total})`,
        }))}
        current={type}
        onChoose={(value) => {
          setPage(1);
          params.update({ content: value === 'tutorial' ? undefined : value });
        }}
      />
      {error && !data ? (
        <p role="alert" className={styles.error}>
          The content could not be loaded.
        </p>
      ) : null}
      <DataTable
        caption={caption}
        columns={[
          {
            key: 'title',
            label: 'Title',
            isRowHeader: true,
            render: (item) =>
              item.type === 'tutorial' ? (
                <Link href={`/community/admin/tutorials/${item.id}`}>{item.title}</Link>
              ) : (
                <Link href={item.url}>{item.title || '(no text)'}</Link>
              ),
          },
          { key: 'state', label: 'State', render: (item) => statusLabel(item.state) },
          { key: 'created_at', label: 'Created', render: (item) => formatDate(item.created_at) },
        ]}
        rows={data?.data ?? []}
        rowId={(item) => `${item.type}-${item.id}`}
        isLoading={isLoading}
        empty={<p>No {CONTENT_LABELS[type].toLowerCase()}.</p>}
      />
      {data ? (
        <Pager
          page={page}
          count={data.meta.pagination.page.count}
          onPage={setPage}
          noun={CONTENT_LABELS[type].toLowerCase()}
        />
      ) : null}
    </section>
  );
}

type ReportRole = 'about' | 'by';

/** Reports about the member's content, or filed by them. */
export function UserReports({ overview }: { overview: UserOverview }) {
  const params = useListParams();
  const role: ReportRole = params.get('reports') === 'by' ? 'by' : 'about';
  const [page, setPage] = useState(1);
  const ref = overview.user.id;
  const { data, error, isLoading } = useAdminData(`user-reports ${ref} ${role} ${page}`, (api) =>
    listReportsOfUser(api.ctx, ref, { role, page, limit: PAGE_SIZE }),
  );
  const { reports } = overview;
  return (
    <section className={styles.panel} aria-labelledby="user-reports-title">
      <h2 id="user-reports-title">Reports</h2>
      <Tabs
        label="Reports"
        choices={[
          {
            value: 'about',
            label: `About their content (${reports.about_total}, ${reports.about_open} open)`,
          },
          { value: 'by', label: `Filed by them (${reports.by_total})` },
        ]}
        current={role}
        onChoose={(value) => {
          setPage(1);
          params.update({ reports: value === 'about' ? undefined : value });
        }}
      />
      {error && !data ? (
        <p role="alert" className={styles.error}>
          The reports could not be loaded.
        </p>
      ) : null}
      <DataTable
        caption={role === 'about' ? 'Reports about their content' : 'Reports filed by them'}
        columns={[
          {
            key: 'reportable',
            label: 'Reported',
            isRowHeader: true,
            render: (report) =>
              report.reportable ? (
                <Link href={report.reportable.url}>{report.reportable.title || report.reportable_type}</Link>
              ) : (
                `${report.reportable_type} ${report.reportable_id} (removed)`
              ),
          },
          { key: 'reason', label: 'Reason', render: (report) => statusLabel(report.reason) },
          { key: 'state', label: 'State', render: (report) => statusLabel(report.state) },
          role === 'about'
            ? { key: 'reporter', label: 'By', render: (report) => displayName(report.reporter) || '—' }
            : { key: 'type', label: 'Type', render: (report) => report.reportable_type },
          { key: 'created_at', label: 'Filed', render: (report) => formatDate(report.created_at) },
        ]}
        rows={data?.data ?? []}
        rowId={(report) => String(report.id)}
        isLoading={isLoading}
        empty={<p>No reports.</p>}
      />
      {data ? (
        <Pager page={page} count={data.meta.pagination.page.count} onPage={setPage} noun="reports" />
      ) : null}
      {reports.about_open > 0 ? (
        <p>
          <Link href="/community/admin/flagged">Review open reports in Flagged</Link>
        </p>
      ) : null}
    </section>
  );
}
