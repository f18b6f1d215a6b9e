import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setPathname } from '@/test/navigation-mock';
import { FilterBar } from './filter-bar';

function start(address: string) {
  window.history.replaceState(null, '', address);
  setPathname(new URL(address, window.location.href).pathname);
}

describe('FilterBar text filters', () => {
  it('a text filter shows the address’s value and applies with the search on Enter', async () => {
    start('/community/admin/audit_log?actor=ada');
    render(<FilterBar search={{ label: 'Search' }} texts={[{ param: 'actor', label: 'Actor' }]} />);
    expect((screen.getByLabelText('Actor') as HTMLInputElement).value).toBe('ada');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Actor'));
    await user.type(screen.getByLabelText('Actor'), 'grace{Enter}');
    expect(window.location.search).toBe('?actor=grace');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('without a search box, an Apply button submits the texts; Clear filters empties them', async () => {
    start('/community/admin/audit_log');
    render(<FilterBar texts={[{ param: 'subject_id', label: 'Object id' }]} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Object id'), '42');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(window.location.search).toBe('?subject_id=42');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
  });
});
