'use client';
// /community/admin/tutorials (community-app §2: VIEW_TUTORIALS or MANAGE_TUTORIALS): every tutorial in every state,
// with per-state counts, search, filters by what an editor asks about (state, type, author, tag, a date range), sort,
// pagination, and, for editors, bulk moves to the states the status-transition table of @reef/core allows. Holders
// of VIEW_TUTORIALS alone get the same list read-only: no checkboxes, no moves, no edit links. Everything is in the
// address, so a filtered list is a link and Back undoes a filter. The API checks every move again.
import {
  countTutorialStates,
  listMemberTutorials,
  moveTutorialsToState,
  type TutorialBulkStateResult,
  type TutorialItem,
} from '@reef/client';
import {
  adminContentEditPath,
  adminContentPath,
  can,
  contentPath,
  isPubliclyVisible,
  statusTargets,
  TUTORIAL_SUBTYPES,
} from '@reef/core';
import Link from '@/components/ui/link';
import { useMemo, useState } from 'react';
import { ButtonLink } from '@/components/ui/button/button-link';
import {
  AdminEmptyState,
  ConfirmDialog,
  DataTable,
  FilterBar,
  ListPagination,
  useAdminApi,
  useAdminData,
  useAdminToast,
  useListParams,
  type BulkAction,
  type DataTableColumn,
} from '@/features/admin/kit';
import { applyListParams } from '@/features/admin/kit/use-list-params';
import { useAdminMember } from '@/features/admin/shell/admin-gate';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { sessionActor } from '@/features/auth/session-provider';
import { describeApiError } from '@/features/editor/api-errors';
import { displayName, formatDate, subtypeLabel } from '@/lib/format';
import { countFilters, TUTORIAL_FILTER_PARAMS, tutorialListQuery } from './list-query';
import { StateBadge } from './state-badge';
import { StateTabs } from './state-tabs';
import { movedVerb, moveVerb, stateEffect, TUTORIAL_STATES, type TutorialState } from './tutorial-states';
import admin from '../kit/admin.module.css';
import styles from './tutorials.module.css';
import { useSitePath } from '@/i18n/locale-context';

/** A bulk move waiting for its confirmation. */
type PendingMove = { state: TutorialState; ids: string[] };

/** "Published 3 tutorials. 1 was already published; 1 was not found." */
export function describeBulkResult(result: TutorialBulkStateResult, state: TutorialState): string {
  const count = (outcome: string) => result.data.filter((row) => row.outcome === outcome).length;
  const plural = (n: number) => (n === 1 ? 'tutorial' : 'tutorials');
  const done = `${movedVerb(state)} ${result.moved} ${plural(result.moved)}.`;
  const others = [
    [count('unchanged'), `already ${state}`],
    [count('refused'), 'refused by the status rules'],
    [count('not_found'), 'not found'],
  ] as const;
  const notes = others.filter(([n]) => n > 0).map(([n, what]) => `${n} ${n === 1 ? 'was' : 'were'} ${what}`);
  return notes.length > 0 ? `${done} ${notes.join('; ')}.` : done;
}

/** The admin list of tutorials. */
export function TutorialsScreen() {
  const member = useAdminMember();
  const actor = sessionActor(member);
  const isEditor = can(actor, 'moderate', { type: 'tutorial' });
  const mayCreate = can(actor, 'create', { type: 'tutorial' });
  const params = useListParams();
  const api = useAdminApi();
  const toast = useAdminToast();
  const pathname = useSitePath() || '/community/admin/tutorials';
  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next = applyListParams(new URLSearchParams(params.values), { ...changes, page: undefined });
    return next ? `${pathname}?${next}` : pathname;
  };
  const query = useMemo(
    () => tutorialListQuery(params.values, params.page, params.limit),
    [params.values, params.page, params.limit],
  );
  const listKey = JSON.stringify(query);
  const counted = useMemo(() => countFilters(params.values), [params.values]);
  // The editorial list shows everything: what the editor muted leaves only their reading lists (issue #32).
  const list = useAdminData(`tutorials ${listKey}`, (api) =>
    listMemberTutorials(api.ctx, { ...query, include_muted: true }),
  );
  const counts = useAdminData(`tutorial-counts ${JSON.stringify(counted)}`, (api) =>
    countTutorialStates(api.ctx, { ...counted, include_muted: true }),
  );
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: '', ids: new Set() });
  // A new page or filter starts with nothing selected: bulk moves act on rows the editor can see.
  const selected = selection.key === listKey ? selection.ids : new Set<string>();
  const [pending, setPending] = useState<PendingMove | null>(null);

  const rows = list.data?.data ?? [];
  const selectedRows = rows.filter((row) => selected.has(String(row.id)));
  // Offer a move when the transition table allows it for at least one selected tutorial.
  const targets = TUTORIAL_STATES.filter((state) =>
    selectedRows.some((row) =>
      statusTargets(actor, { type: 'tutorial', ownerId: row.author?.id ?? null, status: row.state }).includes(
        state,
      ),
    ),
  );
  const bulkActions: BulkAction[] = isEditor
    ? targets.map((state) => ({
        label: moveVerb(state),
        variant: state === 'published' ? 'primary' : 'secondary',
        onAction: (ids) => setPending({ state, ids }),
      }))
    : [];

  const isFiltered = TUTORIAL_FILTER_PARAMS.some((key) => params.get(key));
  const columns: DataTableColumn<TutorialItem>[] = [
    {
      key: 'title',
      label: 'Title',
      sortable: true,
      isRowHeader: true,
      render: (row) => (
        <Link href={adminContentPath('tutorial', row.id)} className={styles.titleLink}>
          {row.title}
        </Link>
      ),
    },
    { key: 'state', label: 'State', render: (row) => <StateBadge state={row.state} /> },
    { key: 'sub_type', label: 'Type', render: (row) => subtypeLabel(row.sub_type) },
    {
      key: 'author',
      label: 'Author',
      render: (row) =>
        row.author ? (
          <Link href={hrefWith({ author: row.author.slug })}>
            {displayName(row.author)}
            <span className="visually-hidden"> (show only their tutorials)</span>
          </Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'tags',
      label: 'Tags',
      render: (row) =>
        row.tags.length > 0 ? (
          <ul className={styles.rowLinks}>
            {row.tags.map((tag) => (
              <li key={tag.id}>
                <Link href={hrefWith({ tag: tag.slug })}>
                  {tag.name}
                  <span className="visually-hidden"> (show only this tag)</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          '—'
        ),
    },
    {
      key: 'published_at',
      label: 'Published',
      sortable: true,
      render: (row) => (row.published_at ? formatDate(row.published_at) : '—'),
    },
    { key: 'updated_at', label: 'Updated', sortable: true, render: (row) => formatDate(row.updated_at) },
    {
      key: 'views_count',
      label: 'Views',
      align: 'end',
      render: (row) => row.views_count.toLocaleString('en-US'),
    },
    {
      key: 'links',
      label: 'Links',
      render: (row) => (
        <ul className={styles.rowLinks}>
          {isPubliclyVisible('tutorial', row.state) ? (
            <li>
              <Link href={contentPath('tutorial', row.slug)}>
                Public page<span className="visually-hidden"> of {row.title}</span>
              </Link>
            </li>
          ) : null}
          {isEditor ? (
            <li>
              <Link href={adminContentEditPath('tutorial', row.id)}>
                Edit<span className="visually-hidden"> {row.title}</span>
              </Link>
            </li>
          ) : null}
        </ul>
      ),
    },
  ];

  const handleConfirm = async () => {
    if (!pending) return;
    try {
      const result = await moveTutorialsToState(api.ctx, {
        tutorial_ids: pending.ids.map(Number),
        state: pending.state,
      });
      if (result.moved > 0) toast.success(describeBulkResult(result, pending.state));
      else toast.error(describeBulkResult(result, pending.state));
      setPending(null);
      list.reload();
      counts.reload();
    } catch (error) {
      toast.error(`The tutorials were not moved.`, error);
      setPending(null);
    }
  };

  return (
    <>
      <AdminPageHeading
        title="Tutorials"
        lede={
          isEditor
            ? 'Every tutorial in every state. Select tutorials to move them to another state.'
            : 'Every tutorial in every state, read-only: changing a tutorial needs MANAGE_TUTORIALS.'
        }
        actions={mayCreate ? <ButtonLink href="/community/tutorials/new">New tutorial</ButtonLink> : null}
      />
      <StateTabs counts={counts.data} />
      <FilterBar
        search={{ param: 'query', label: 'Search tutorials', placeholder: 'Title or text' }}
        filters={[
          {
            param: 'type',
            label: 'Type',
            anyLabel: 'Any type',
            options: TUTORIAL_SUBTYPES.map((type) => ({ value: type, label: subtypeLabel(type) })),
          },
          {
            param: 'date_field',
            label: 'Dates are',
            defaultValue: 'created_at',
            options: [
              { value: 'created_at', label: 'Created' },
              { value: 'updated_at', label: 'Updated' },
              { value: 'published_at', label: 'Published' },
            ],
          },
        ]}
        dates={[
          { param: 'since', label: 'From' },
          { param: 'until', label: 'To' },
        ]}
      />
      {params.get('author') || params.get('tag') ? (
        <p className={admin.muted}>
          {params.get('author') ? (
            <>
              Only tutorials by <strong>@{params.get('author')}</strong>.{' '}
              <Link href={hrefWith({ author: undefined })}>Show every author</Link>.{' '}
            </>
          ) : null}
          {params.get('tag') ? (
            <>
              Only tutorials tagged <strong>{params.get('tag')}</strong>.{' '}
              <Link href={hrefWith({ tag: undefined })}>Show every tag</Link>.
            </>
          ) : null}
        </p>
      ) : null}
      {list.error ? (
        <p role="alert" className={admin.error}>
          The tutorials could not be loaded. {describeApiError(list.error).message}
        </p>
      ) : null}
      <DataTable
        caption={isEditor ? 'Tutorials' : 'Tutorials (read-only)'}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        rowLabel={(row) => row.title}
        sort={params.sort}
        onSort={params.toggleSort}
        isLoading={list.isLoading}
        selected={isEditor ? selected : undefined}
        onSelectionChange={isEditor ? (ids) => setSelection({ key: listKey, ids }) : undefined}
        bulkActions={bulkActions}
        empty={
          list.isLoading && !list.data ? (
            <p role="status">Loading tutorials…</p>
          ) : (
            <AdminEmptyState
              noun="tutorials"
              isFiltered={isFiltered}
              action={
                mayCreate ? <Link href="/community/tutorials/new">Write the first tutorial</Link> : undefined
              }
            />
          )
        }
      />
      {list.data ? (
        <ListPagination meta={list.data.meta.pagination} noun={{ one: 'Tutorial', many: 'Tutorials' }} />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? `${moveVerb(pending.state)} ${pending.ids.length} ${pending.ids.length === 1 ? 'tutorial' : 'tutorials'}?`
            : ''
        }
        consequences={
          pending ? (
            <>
              <p>{stateEffect(pending.state)}</p>
              <p>
                Each move is recorded in the audit log with your name, and the site&apos;s pages are
                refreshed. You can move them back later.
              </p>
            </>
          ) : null
        }
        confirmLabel={pending ? moveVerb(pending.state) : 'Move'}
        isDestructive={pending?.state === 'trashed'}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
