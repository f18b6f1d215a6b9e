import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import type { ListSort } from './use-list-params';

type Tag = { id: number; name: string; count: number };
const rows: Tag[] = [
  { id: 1, name: 'ruby', count: 4 },
  { id: 2, name: 'python', count: 9 },
];
const columns: DataTableColumn<Tag>[] = [
  { key: 'name', label: 'Name', sortable: true, isRowHeader: true },
  { key: 'count', label: 'Uses', sortable: true, align: 'end' },
];

function Selectable({ onDelete }: { onDelete: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <DataTable
      caption="Tags"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.id)}
      rowLabel={(row) => `tag ${row.name}`}
      selected={selected}
      onSelectionChange={setSelected}
      bulkActions={[{ label: 'Delete selected', onAction: onDelete }]}
    />
  );
}

describe('DataTable', () => {
  it('is a semantic table: caption, column headers, a row header per row', () => {
    render(<DataTable caption="Tags" columns={columns} rows={rows} rowId={(row) => String(row.id)} />);
    const table = screen.getByRole('table', { name: 'Tags' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Uses']);
    expect(within(table).getByRole('rowheader', { name: 'python' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '9' })).toBeTruthy();
  });

  it('sortable headers say their order with aria-sort and ask for a sort when their button is pressed', async () => {
    const onSort = vi.fn();
    const sort: ListSort = { column: 'count', direction: 'descending' };
    render(
      <DataTable
        caption="Tags"
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        sort={sort}
        onSort={onSort}
      />,
    );
    const [name, uses] = screen.getAllByRole('columnheader');
    expect(name!.getAttribute('aria-sort')).toBe('none');
    expect(uses!.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(name!).getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('bulk selection: row and page checkboxes, a bar with the count and the bulk actions, cleared after an action', async () => {
    const onDelete = vi.fn();
    render(<Selectable onDelete={onDelete} />);
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select tag ruby' }));
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Select every row on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    expect(onDelete).toHaveBeenCalledWith(['1', '2']);
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
  });

  it('says so when there are no rows', () => {
    render(
      <DataTable
        caption="Tags"
        columns={columns}
        rows={[]}
        rowId={(row) => String(row.id)}
        empty="There are no tags yet"
      />,
    );
    expect(screen.getByRole('cell', { name: 'There are no tags yet' })).toBeTruthy();
  });
});
