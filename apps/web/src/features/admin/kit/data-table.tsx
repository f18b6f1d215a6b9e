'use client';
// The admin table: a semantic <table> with a caption, sortable column headers (a button in the <th>, whose
// aria-sort tells the order), and optional bulk selection (a checkbox per row, one for the page) with a bar of
// bulk actions that appears when rows are selected.
import { useId, useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import type { ListSort } from './use-list-params';
import { ENGLISH_KIT_WORDS, fill, useKitWords, type AdminKitWords } from '../shell/admin-words';
import styles from './kit.module.css';

/** One column of a DataTable. */
export type DataTableColumn<Row> = {
  /** Column id (and sort key when `sortable`). */
  key: string;
  label: string;
  /** The cell; by default the row's value under `key`, as text. */
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Marks the column whose cell names the row (a <th scope="row">). */
  isRowHeader?: boolean;
  /** Right-aligns numbers. */
  align?: 'start' | 'end';
};

/** An action on the selected rows. */
export type BulkAction = {
  label: string;
  /** Runs with the selected row ids; the selection is cleared when it resolves. */
  onAction: (ids: string[]) => void | Promise<void>;
  variant?: 'secondary' | 'primary';
};

/** Inputs of DataTable. */
export type DataTableProps<Row> = {
  /** Names the table (read out by screen readers; visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  /** How a row is named in its checkbox label ("Select tag ruby"). */
  rowLabel?: (row: Row) => string;
  sort?: ListSort;
  onSort?: (column: string) => void;
  /** Selected row ids; with `onSelectionChange` the rows get checkboxes. */
  selected?: ReadonlySet<string>;
  onSelectionChange?: (selected: Set<string>) => void;
  bulkActions?: readonly BulkAction[];
  /** Shown instead of the body when there are no rows. */
  empty?: ReactNode;
  /** Dims the rows while a new page loads (they stay readable). */
  isLoading?: boolean;
  /** The table's own words (the admin layout's, else English, when not given); `selectRow` has `{row}`. */
  words?: Partial<
    Pick<
      AdminKitWords,
      'yes' | 'no' | 'bulkActions' | 'clearSelection' | 'selectAll' | 'selectRow' | 'nothing'
    >
  >;
};

function cellText(value: unknown, kit: AdminKitWords = ENGLISH_KIT_WORDS): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? kit.yes : kit.no;
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => cellText(item, kit)).join(', ');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; slug?: unknown; title?: unknown };
    return String(named.name ?? named.title ?? named.slug ?? JSON.stringify(value));
  }
  return String(value);
}

/** A sortable, selectable admin table. */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowId,
  rowLabel,
  sort,
  onSort,
  selected,
  onSelectionChange,
  bulkActions = [],
  empty,
  isLoading = false,
  words,
}: DataTableProps<Row>) {
  const kit = useKitWords(words);
  const captionId = useId();
  const isSelectable = selected !== undefined && onSelectionChange !== undefined;
  const ids = useMemo(() => rows.map(rowId), [rows, rowId]);
  const selectedHere = isSelectable ? ids.filter((id) => selected.has(id)) : [];
  const allSelected = ids.length > 0 && selectedHere.length === ids.length;

  const toggleAll = () => {
    if (!isSelectable) return;
    const next = new Set(selected);
    for (const id of ids) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    onSelectionChange(next);
  };
  const toggleOne = (id: string) => {
    if (!isSelectable) return;
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange(next);
  };

  return (
    <div className={styles.tableBlock}>
      {isSelectable && selected.size > 0 && bulkActions.length > 0 ? (
        <div className={styles.bulkBar} role="group" aria-label={kit.bulkActions}>
          <p className={styles.bulkCount}>{selected.size} selected</p>
          {bulkActions.map((action) => (
            <Button
              key={action.label}
              size="small"
              variant={action.variant ?? 'secondary'}
              onClick={async () => {
                await action.onAction([...selected]);
                onSelectionChange(new Set());
              }}
            >
              {action.label}
            </Button>
          ))}
          <Button size="small" variant="tertiary" onClick={() => onSelectionChange(new Set())}>
            {kit.clearSelection}
          </Button>
        </div>
      ) : null}
      <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table
          className={styles.table}
          aria-busy={isLoading || undefined}
          data-loading={isLoading || undefined}
        >
          <caption id={captionId} className={showCaption ? styles.caption : 'visually-hidden'}>
            {caption}
          </caption>
          <thead>
            <tr>
              {isSelectable ? (
                <td className={styles.checkCell}>
                  <input
                    type="checkbox"
                    aria-label={kit.selectAll}
                    checked={allSelected}
                    ref={(input) => {
                      if (input) input.indeterminate = selectedHere.length > 0 && !allSelected;
                    }}
                    onChange={toggleAll}
                    disabled={ids.length === 0}
                  />
                </td>
              ) : null}
              {columns.map((column) => {
                const isSorted = sort?.column === column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    data-align={column.align}
                    aria-sort={column.sortable ? (isSorted ? sort.direction : 'none') : undefined}
                  >
                    {column.sortable && onSort ? (
                      <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
                        {column.label}
                        <span aria-hidden="true" className={styles.sortMark}>
                          {isSorted ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (isSelectable ? 1 : 0)} className={styles.emptyCell}>
                  {empty ?? kit.nothing}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const id = rowId(row);
                return (
                  <tr key={id} data-selected={selected?.has(id) || undefined}>
                    {isSelectable ? (
                      <td className={styles.checkCell}>
                        <input
                          type="checkbox"
                          aria-label={fill(kit.selectRow, { row: rowLabel ? rowLabel(row) : id })}
                          checked={selected.has(id)}
                          onChange={() => toggleOne(id)}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => {
                      const content = column.render
                        ? column.render(row)
                        : cellText((row as Record<string, unknown>)[column.key], kit);
                      return column.isRowHeader ? (
                        <th key={column.key} scope="row" data-align={column.align}>
                          {content}
                        </th>
                      ) : (
                        <td key={column.key} data-align={column.align}>
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
