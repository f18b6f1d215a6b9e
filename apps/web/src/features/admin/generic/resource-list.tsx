'use client';
// The generic admin list of a resource descriptor: its filters and search (choices from the list query's zod
// schema), its columns (the first names the row and links to its admin page), sorting by the columns the API
// sorts by, counts and pages — all kept in the address — an empty state, and optional bulk actions.
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { ButtonLink } from '@/components/ui/button/button-link';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { AdminEmptyState } from '../kit/empty-state';
import { DataTable, type BulkAction, type DataTableColumn } from '../kit/data-table';
import { FilterBar } from '../kit/filter-bar';
import { ListPagination } from '../kit/list-pagination';
import { useAdminData } from '../kit/use-admin-api';
import { useListParams } from '../kit/use-list-params';
import { formatValue } from './format';
import {
  fieldLabel,
  isFiltered,
  listApiQuery,
  optionLabel,
  queryOptions,
  sortableColumns,
} from './resource-meta';
import type { AdminItem, ResourceScreens } from './screens';
import styles from './generic.module.css';
import { useGenericWords } from './generic-words';
import Link from '@/components/ui/link';

type ListAnswer = {
  data: AdminItem[];
  meta: { pagination: { page: { current: number; count: number }; per_page: number; total: number } };
};

/** Inputs of ResourceList. */
export type ResourceListProps = {
  screens: ResourceScreens;
  lede?: ReactNode;
  /** Cells drawn differently from the plain value (a toggle, a badge). */
  cells?: Record<string, (item: AdminItem, reload: () => void) => ReactNode>;
  /** Actions on the selected rows; the list reads again after one. */
  bulkActions?: (items: AdminItem[], reload: () => void) => BulkAction[];
  /** What sits beside the heading instead of the "New …" link. */
  actions?: ReactNode;
};

/** The list screen of a resource. */
export function ResourceList({ screens, lede, cells = {}, bulkActions, actions }: ResourceListProps) {
  const { resource } = screens;
  const params = useListParams();
  const query = listApiQuery(resource, params);
  const key = JSON.stringify(query);
  const { data, error, isLoading, reload } = useAdminData(key, (api) =>
    api.list(resource, query).then((answer) => answer as ListAnswer),
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = useMemo(() => data?.data ?? [], [data]);
  const sortable = sortableColumns(resource);
  const { names, messages, say, field } = useGenericWords(resource);
  const yesNo = { yes: messages.yes, no: messages.no, none: messages.none };

  const columns: DataTableColumn<AdminItem>[] = resource.columns.map((column, index) => ({
    key: column,
    label: field(fieldLabel(resource, column)),
    sortable: sortable.includes(column),
    isRowHeader: index === 0,
    align: column.endsWith('_count') ? 'end' : undefined,
    render: (item) => {
      const custom = cells[column];
      if (custom) return custom(item, reload);
      const text = formatValue(column, item[column], yesNo);
      return index === 0 ? <Link href={screens.detailHref(item)}>{text}</Link> : text;
    },
  }));

  const filters = resource.filters
    .map((param) => ({
      param,
      label: field(fieldLabel(resource, param)),
      anyLabel: messages.any,
      options: queryOptions(resource, param).map((value) => ({
        value,
        label: field(optionLabel(value, yesNo)),
      })),
    }))
    .filter((filter) => filter.options.length > 0);
  const textFilters = resource.filters.filter((param) => queryOptions(resource, param).length === 0);

  const canCreate = Boolean(resource.operations.create && screens.newHref);
  const newLink = canCreate ? <ButtonLink href={screens.newHref!}>{say('new')}</ButtonLink> : null;

  return (
    <>
      <AdminPageHeading title={names.many} lede={lede} actions={actions ?? newLink} />
      <FilterBar
        search={resource.search ? { param: resource.search, label: say('search') } : undefined}
        filters={filters}
      />
      {textFilters.length > 0 ? (
        <p className={styles.hint}>
          {say('alsoFilters', { params: textFilters.map((param) => `${param}=`).join(', ') })}
        </p>
      ) : null}
      {error && !data ? (
        <p role="alert" className={styles.error}>
          {say('listError')}
        </p>
      ) : null}
      {data || !isLoading ? (
        <DataTable
          caption={names.many}
          columns={columns}
          rows={rows}
          rowId={(item) => String(item.id)}
          rowLabel={(item) => say('rowLabel', { title: screens.title(item) })}
          sort={params.sort}
          onSort={params.toggleSort}
          isLoading={isLoading}
          selected={bulkActions ? selected : undefined}
          onSelectionChange={bulkActions ? setSelected : undefined}
          bulkActions={bulkActions?.(
            rows.filter((item) => selected.has(String(item.id))),
            reload,
          )}
          empty={
            <AdminEmptyState noun={names.nouns} isFiltered={isFiltered(resource, params)} action={newLink} />
          }
        />
      ) : (
        <p role="status">{say('listLoading')}</p>
      )}
      {data ? <ListPagination meta={data.meta.pagination} noun={resource.label} /> : null}
    </>
  );
}
