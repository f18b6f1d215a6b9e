// The admin home says what needs attention now (issue #30, item 6: "a home with what needs attention now (flags
// waiting, held posts, failed deliveries, scheduled pages)").
import { Permissions } from '@reef/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { AdminHome } from './admin-home';
import { AdminShell } from './admin-shell';

function signInWith(attention: { key: string; label: string; count: number; href: string }[]) {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'mod', permissions: Permissions.from(['ADMINISTRATOR']).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/mod') return [200, { slug: 'mod' }];
    if (call.path === '/v1/admin_attention') return [200, { data: attention }];
    return undefined;
  });
}

describe('AdminHome', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('lists the queues that wait, busiest first, each a link to the screen that clears it', async () => {
    signInWith([
      { key: 'flags', label: 'Open reports in Flagged', count: 2, href: '/community/admin/flagged' },
      { key: 'held_questions', label: 'Questions held for review', count: 0, href: '/community/admin/spam' },
      {
        key: 'failed_mail',
        label: 'Emails that could not be delivered',
        count: 1204,
        href: '/community/admin/outbox',
      },
    ]);
    renderWithFrame(
      <AdminShell>
        <AdminHome />
      </AdminShell>,
      { pathname: '/community/admin' },
    );
    const section = await screen.findByRole('region', { name: 'Needs attention' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1,204Emails that could not be delivered', '/community/admin/outbox'],
      ['2Open reports in Flagged', '/community/admin/flagged'],
    ]);
  });

  it('says "All clear" when nothing waits', async () => {
    signInWith([
      { key: 'flags', label: 'Open reports in Flagged', count: 0, href: '/community/admin/flagged' },
    ]);
    renderWithFrame(
      <AdminShell>
        <AdminHome />
      </AdminShell>,
      { pathname: '/community/admin' },
    );
    expect(await screen.findByText(/All clear/)).toBeTruthy();
  });
});
