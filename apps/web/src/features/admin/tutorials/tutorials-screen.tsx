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
import { moveVerb, stateEffect, TUTORIAL_STATES, type TutorialState } from './tutorial-states';
import admin from '../kit/admin.module.css';
import styles from './tutorials.module.css';
import { useSitePath } from '@/i18n/locale-context';
import { fillIn, fillInNodes, plural } from '../generic/words';
import type { TutorialListWords } from './tutorial-words';

/** A bulk move waiting for its confirmation. */
type PendingMove = { state: TutorialState; ids: string[] };

/** "Published 3 tutorials. 1 was already published; 1 was not found." */
export function describeBulkResult(
  result: TutorialBulkStateResult,
  state: TutorialState,
  words: TutorialListWords,
): string {
  const { locale, list } = words;
  const count = (outcome: string) => result.data.filter((row) => row.outcome === outcome).length;
  const done = plural(list.bulkDone[state], result.moved, locale);
  const others = [
    [count('unchanged'), list.bulkUnchanged[state]],
    [count('refused'), list.bulkRefused],
    [count('not_found'), list.bulkNotFound],
  ] as const;
  const notes = others.filter(([n]) => n > 0).map(([n, forms]) => plural(forms, n, locale));
  return notes.length > 0 ? `${done} ${notes.join('; ')}.` : done;
}

/** The admin list of tutorials. */
export function TutorialsScreen({ words }: { words: TutorialListWords }) {
  const w = words.list;
  const locale = words.locale;
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
        label: moveVerb(state, words),
        variant: state === 'published' ? 'primary' : 'secondary',
        onAction: (ids) => setPending({ state, ids }),
      }))
    : [];

  const isFiltered = TUTORIAL_FILTER_PARAMS.some((key) => params.get(key));
  const columns: DataTableColumn<TutorialItem>[] = [
    {
      key: 'title',
      label: w.columns.title,
      sortable: true,
      isRowHeader: true,
      render: (row) => (
        <Link href={adminContentPath('tutorial', row.id)} className={styles.titleLink}>
          {row.title}
        </Link>
      ),
    },
    { key: 'state', label: w.columns.state, render: (row) => <StateBadge state={row.state} words={words} /> },
    {
      key: 'sub_type',
      label: w.columns.type,
      render: (row) => words.subtypes[row.sub_type] ?? subtypeLabel(row.sub_type),
    },
    {
      key: 'author',
      label: w.columns.author,
      render: (row) =>
        row.author ? (
          <Link href={hrefWith({ author: row.author.slug })}>
            {displayName(row.author)}
            <span className="visually-hidden"> {w.onlyTheir}</span>
          </Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'tags',
      label: w.columns.tags,
      render: (row) =>
        row.tags.length > 0 ? (
          <ul className={styles.rowLinks}>
            {row.tags.map((tag) => (
              <li key={tag.id}>
                <Link href={hrefWith({ tag: tag.slug })}>
                  {tag.name}
                  <span className="visually-hidden"> {w.onlyThisTag}</span>
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
      label: w.columns.published,
      sortable: true,
      render: (row) => (row.published_at ? formatDate(row.published_at, locale) : '—'),
    },
    {
      key: 'updated_at',
      label: w.columns.updated,
      sortable: true,
      render: (row) => formatDate(row.updated_at, locale),
    },
    {
      key: 'views_count',
      label: w.columns.views,
      align: 'end',
      render: (row) => row.views_count.toLocaleString(locale),
    },
    {
      key: 'links',
      label: w.columns.links,
      render: (row) => (
        <ul className={styles.rowLinks}>
          {isPubliclyVisible('tutorial', row.state) ? (
            <li>
              <Link href={contentPath('tutorial', row.slug)}>
                {w.publicPage}
                <span className="visually-hidden"> {fillIn(w.ofTitle, { title: row.title })}</span>
              </Link>
            </li>
          ) : null}
          {isEditor ? (
            <li>
              <Link href={adminContentEditPath('tutorial', row.id)}>
                {w.edit}
                <span className="visually-hidden"> {row.title}</span>
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
      if (result.moved > 0) toast.success(describeBulkResult(result, pending.state, words));
      else toast.error(describeBulkResult(result, pending.state, words));
      setPending(null);
      list.reload();
      counts.reload();
    } catch (error) {
      toast.error(w.notMoved, error);
      setPending(null);
    }
  };

  return (
    <>
      <AdminPageHeading
        title={w.title}
        lede={isEditor ? w.ledeEditor : w.ledeReader}
        actions={mayCreate ? <ButtonLink href="/community/tutorials/new">{w.newTutorial}</ButtonLink> : null}
      />
      <StateTabs counts={counts.data} words={words} />
      <FilterBar
        search={{ param: 'query', label: w.searchLabel, placeholder: w.searchPlaceholder }}
        filters={[
          {
            param: 'type',
            label: w.columns.type,
            anyLabel: w.anyType,
            options: TUTORIAL_SUBTYPES.map((type) => ({
              value: type,
              label: words.subtypes[type] ?? subtypeLabel(type),
            })),
          },
          {
            param: 'date_field',
            label: w.datesAre,
            defaultValue: 'created_at',
            options: [
              { value: 'created_at', label: w.created },
              { value: 'updated_at', label: w.columns.updated },
              { value: 'published_at', label: w.columns.published },
            ],
          },
        ]}
        dates={[
          { param: 'since', label: w.from },
          { param: 'until', label: w.to },
        ]}
      />
      {params.get('author') || params.get('tag') ? (
        <p className={admin.muted}>
          {params.get('author') ? (
            <>
              {fillInNodes(w.onlyBy, { author: <strong>@{params.get('author')}</strong> })}{' '}
              <Link href={hrefWith({ author: undefined })}>{w.showEveryAuthor}</Link>.{' '}
            </>
          ) : null}
          {params.get('tag') ? (
            <>
              {fillInNodes(w.onlyTagged, { tag: <strong>{params.get('tag')}</strong> })}{' '}
              <Link href={hrefWith({ tag: undefined })}>{w.showEveryTag}</Link>.
            </>
          ) : null}
        </p>
      ) : null}
      {list.error ? (
        <p role="alert" className={admin.error}>
          {w.loadError} {describeApiError(list.error).message}
        </p>
      ) : null}
      <DataTable
        caption={isEditor ? w.title : w.captionReadOnly}
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
            <p role="status">{w.loading}</p>
          ) : (
            <AdminEmptyState
              noun="tutorials"
              isFiltered={isFiltered}
              action={mayCreate ? <Link href="/community/tutorials/new">{w.writeFirst}</Link> : undefined}
            />
          )
        }
      />
      {list.data ? (
        <ListPagination meta={list.data.meta.pagination} noun={{ one: 'Tutorial', many: 'Tutorials' }} />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? plural(w.confirmTitle[pending.state], pending.ids.length, locale) : ''}
        consequences={
          pending ? (
            <>
              <p>{stateEffect(pending.state, words)}</p>
              <p>{w.auditNote}</p>
            </>
          ) : null
        }
        confirmLabel={pending ? moveVerb(pending.state, words) : w.move}
        isDestructive={pending?.state === 'trashed'}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
