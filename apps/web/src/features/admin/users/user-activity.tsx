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
import { fill } from '../shell/admin-words';
import { useSiteLocale } from '@/i18n/locale-context';
import type { UserActivityWords } from './users-words';

const PAGE_SIZE = 10;

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
  label,
  words: w,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
  label: string;
  words: UserActivityWords;
}) {
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className={styles.formActions}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {w.previous}
      </Button>
      <span>{fill(w.pageOf, { page, count })}</span>
      <Button variant="secondary" size="small" disabled={page >= count} onClick={() => onPage(page + 1)}>
        {w.next}
      </Button>
    </nav>
  );
}

/** The member's content of one type at a time. */
export function UserContent({ overview, words: w }: { overview: UserOverview; words: UserActivityWords }) {
  const params = useListParams();
  const locale = useSiteLocale();
  const chosen = params.get('content');
  const type: UserContentType = (USER_CONTENT_TYPES as readonly string[]).includes(chosen ?? '')
    ? (chosen as UserContentType)
    : 'tutorial';
  const [page, setPage] = useState(1);
  const ref = overview.user.id;
  const { data, error, isLoading } = useAdminData(`user-content ${ref} ${type} ${page}`, (api) =>
    listUserContent(api.ctx, ref, { type, page, limit: PAGE_SIZE }),
  );
  const caption = fill(w.caption, { type: w.types[type], name: overview.user.username });
  return (
    <section className={styles.panel} aria-labelledby="user-content-title">
      <h2 id="user-content-title">{w.contentTitle}</h2>
      <Tabs
        label={w.contentType}
        choices={USER_CONTENT_TYPES.map((value) => ({
          value,
          label: fill(w.tab, { label: w.types[value], count: overview.content[COUNT_KEYS[value]].total }),
        }))}
        current={type}
        onChoose={(value) => {
          setPage(1);
          params.update({ content: value === 'tutorial' ? undefined : value });
        }}
      />
      {error && !data ? (
        <p role="alert" className={styles.error}>
          {w.contentFailed}
        </p>
      ) : null}
      <DataTable
        caption={caption}
        columns={[
          {
            key: 'title',
            label: w.colTitle,
            isRowHeader: true,
            render: (item) =>
              item.type === 'tutorial' ? (
                <Link href={`/community/admin/tutorials/${item.id}`}>{item.title}</Link>
              ) : (
                <Link href={item.url}>{item.title || w.noText}</Link>
              ),
          },
          {
            key: 'state',
            label: w.colState,
            render: (item) => statusLabel(item.state, w.stateLabels.content),
          },
          { key: 'created_at', label: w.colCreated, render: (item) => formatDate(item.created_at, locale) },
        ]}
        rows={data?.data ?? []}
        rowId={(item) => `${item.type}-${item.id}`}
        isLoading={isLoading}
        empty={<p>{w.empty[type]}</p>}
      />
      {data ? (
        <Pager
          page={page}
          count={data.meta.pagination.page.count}
          onPage={setPage}
          label={w.pages[type]}
          words={w}
        />
      ) : null}
    </section>
  );
}

type ReportRole = 'about' | 'by';

/** Reports about the member's content, or filed by them. */
export function UserReports({ overview, words: w }: { overview: UserOverview; words: UserActivityWords }) {
  const params = useListParams();
  const locale = useSiteLocale();
  const role: ReportRole = params.get('reports') === 'by' ? 'by' : 'about';
  const [page, setPage] = useState(1);
  const ref = overview.user.id;
  const { data, error, isLoading } = useAdminData(`user-reports ${ref} ${role} ${page}`, (api) =>
    listReportsOfUser(api.ctx, ref, { role, page, limit: PAGE_SIZE }),
  );
  const { reports } = overview;
  return (
    <section className={styles.panel} aria-labelledby="user-reports-title">
      <h2 id="user-reports-title">{w.reportsTitle}</h2>
      <Tabs
        label={w.reportsTitle}
        choices={[
          {
            value: 'about',
            label: fill(w.tabAbout, { total: reports.about_total, open: reports.about_open }),
          },
          { value: 'by', label: fill(w.tabBy, { total: reports.by_total }) },
        ]}
        current={role}
        onChoose={(value) => {
          setPage(1);
          params.update({ reports: value === 'about' ? undefined : value });
        }}
      />
      {error && !data ? (
        <p role="alert" className={styles.error}>
          {w.reportsFailed}
        </p>
      ) : null}
      <DataTable
        caption={role === 'about' ? w.captionAbout : w.captionBy}
        columns={[
          {
            key: 'reportable',
            label: w.colReported,
            isRowHeader: true,
            render: (report) =>
              report.reportable ? (
                <Link href={report.reportable.url}>{report.reportable.title || report.reportable_type}</Link>
              ) : (
                fill(w.removed, { type: report.reportable_type, id: report.reportable_id })
              ),
          },
          {
            key: 'reason',
            label: w.colReason,
            render: (report) => statusLabel(report.reason, w.stateLabels.reasons),
          },
          {
            key: 'state',
            label: w.colState,
            render: (report) => statusLabel(report.state, w.stateLabels.reports),
          },
          role === 'about'
            ? {
                key: 'reporter',
                label: w.colBy,
                render: (report) => displayName(report.reporter, w.deletedMember) || '—',
              }
            : { key: 'type', label: w.colType, render: (report) => report.reportable_type },
          { key: 'created_at', label: w.colFiled, render: (report) => formatDate(report.created_at, locale) },
        ]}
        rows={data?.data ?? []}
        rowId={(report) => String(report.id)}
        isLoading={isLoading}
        empty={<p>{w.noReports}</p>}
      />
      {data ? (
        <Pager
          page={page}
          count={data.meta.pagination.page.count}
          onPage={setPage}
          label={w.pages.reports}
          words={w}
        />
      ) : null}
      {reports.about_open > 0 ? (
        <p>
          <Link href="/community/admin/flagged">{w.reviewOpen}</Link>
        </p>
      ) : null}
    </section>
  );
}
