import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setPathname } from '@/test/navigation-mock';
import { FilterBar } from './filter-bar';
import { ListPagination, describeRange } from './list-pagination';
import { applyListParams, formatSort, parseSort, useListParams } from './use-list-params';

function SortProbe() {
  const params = useListParams();
  return (
    <button type="button" onClick={() => params.toggleSort('name')}>
      sort: {params.values.sort ?? 'none'}
    </button>
  );
}

function start(address: string) {
  window.history.replaceState(null, '', address);
  setPathname(new URL(address, window.location.href).pathname);
}

describe('list state in the address', () => {
  it('reads and writes sort values and queries (empty values dropped, page reset)', () => {
    expect(parseSort('-name')).toEqual({ column: 'name', direction: 'descending' });
    expect(formatSort({ column: 'name', direction: 'ascending' })).toBe('name');
    expect(applyListParams(new URLSearchParams('q=a&page=3'), { state: 'draft', q: '' })).toBe(
      'page=3&state=draft',
    );
  });

  it('"URLs that keep the filter state (shareable, back button works)": a filter is a new history entry', async () => {
    start('/community/admin/tags?page=3');
    render(
      <FilterBar
        search={{ label: 'Search tags' }}
        filters={[{ param: 'state', label: 'State', options: [{ value: 'trashed', label: 'Trashed' }] }]}
      />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('State'), 'trashed');
    // A filter goes back to the first page.
    expect(window.location.search).toBe('?state=trashed');
    await user.type(screen.getByLabelText('Search tags'), 'ruby{Enter}');
    expect(window.location.search).toBe('?q=ruby&state=trashed');

    // Back: the address and the controls return to the previous state.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(window.location.search).toBe('?state=trashed');
    expect((screen.getByLabelText('Search tags') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('trashed');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
  });

  it('a shared link opens with its filters in the controls; sorting toggles ascending then descending', async () => {
    start('/community/admin/tags?q=go&state=trashed');
    render(
      <>
        <FilterBar
          search={{ label: 'Search tags' }}
          filters={[{ param: 'state', label: 'State', options: [{ value: 'trashed', label: 'Trashed' }] }]}
        />
        <SortProbe />
      </>,
    );
    expect((screen.getByLabelText('Search tags') as HTMLInputElement).value).toBe('go');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'sort: none' }));
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('name');
    await user.click(screen.getByRole('button', { name: 'sort: name' }));
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('-name');
  });

  it('a filter with a default shows it when the address has none, and choosing it again clears the parameter', async () => {
    start('/community/admin/flagged');
    const options = [
      { value: 'open', label: 'Open' },
      { value: 'resolved', label: 'Resolved' },
    ];
    render(<FilterBar filters={[{ param: 'state', label: 'State', options, defaultValue: 'open' }]} />);
    const select = screen.getByLabelText('State') as HTMLSelectElement;
    expect(select.value).toBe('open');
    expect([...select.options].map((option) => option.value)).toEqual(['open', 'resolved']);
    const user = userEvent.setup();
    await user.selectOptions(select, 'resolved');
    expect(window.location.search).toBe('?state=resolved');
    await user.selectOptions(select, 'open');
    expect(window.location.search).toBe('');
  });

  it('date filters: a YYYY-MM-DD parameter each, applied when the box is left or on Enter, cleared with the rest', async () => {
    start('/community/admin/flagged?reason=spam');
    render(
      <FilterBar
        filters={[{ param: 'reason', label: 'Reason', options: [{ value: 'spam', label: 'Spam' }] }]}
        dates={[
          { param: 'from', label: 'Reported from' },
          { param: 'to', label: 'Reported until' },
        ]}
      />,
    );
    const from = screen.getByLabelText('Reported from') as HTMLInputElement;
    expect(from.type).toBe('date');
    const user = userEvent.setup();
    await act(async () => {
      from.focus();
      from.value = '2026-03-01';
      from.blur();
    });
    expect(window.location.search).toBe('?from=2026-03-01&reason=spam');
    const to = screen.getByLabelText('Reported until') as HTMLInputElement;
    to.value = '2026-03-31';
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(window.location.search).toBe('?from=2026-03-01&reason=spam&to=2026-03-31');
    // A shared link puts its dates in the boxes.
    expect((screen.getByLabelText('Reported until') as HTMLInputElement).value).toBe('2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
  });

  it('pagination: the count, page links that keep the filters, and the admin page sizes', async () => {
    start('/community/admin/tags?q=go&page=2');
    const meta = { page: { current: 2, count: 7 }, per_page: 20, total: 134 };
    render(<ListPagination meta={meta} noun={{ one: 'Tag', many: 'Tags' }} />);
    expect(screen.getByText('Showing 21–40 of 134 tags')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/community/admin/tags?q=go&page=3',
    );
    const size = screen.getByLabelText('Per page') as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual(['10', '15', '20', '50', '100']);
    await userEvent.selectOptions(size, '50');
    expect(window.location.search).toBe('?limit=50&q=go');
    expect(
      describeRange({ page: { current: 1, count: 1 }, per_page: 20, total: 1 }, { one: 'Tag', many: 'Tags' }),
    ).toBe('1 tag');
  });
});
