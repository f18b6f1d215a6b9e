import { screen, waitFor } from '@testing-library/react';
import { Permissions } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { prefetched } from '@/test/navigation-mock';
import { setViewportWidth } from '@/test/media';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { ADMIN_BAR_ATTRIBUTE, AdminBar } from './admin-bar';

function signIn(permissions: string) {
  window.localStorage.setItem('jwt', makeToken({ slug: 'mod', permissions }));
  stubApi((call) => (call.path === '/v1/users/mod' ? [200, { slug: 'mod' }] : undefined));
}

describe('AdminBar', () => {
  it('"An admin bar appears on community pages only if the user holds at least one of a set of permissions"', async () => {
    setViewportWidth(1440);
    signIn(Permissions.from(['MANAGE_TAGS']).toString());
    renderWithFrame(<AdminBar />, { pathname: '/community/questions' });
    // The session loads first (a fetch): on a loaded machine that takes longer than findBy's default second.
    const bar = await screen.findByRole('complementary', { name: 'Admin' }, { timeout: 5000 });
    expect(document.documentElement.hasAttribute(ADMIN_BAR_ATTRIBUTE)).toBe(true);
    // Entries the member may use are links; the others are plain text (community-app §2).
    expect(screen.getByRole('link', { name: 'Tags' }).getAttribute('href')).toBe('/community/admin/tags');
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(bar.textContent).toContain('Users');
  });

  it('stays away from members without admin-area permissions and from non-community pages', async () => {
    signIn(Permissions.from(['CREATE_QUESTIONS']).toString());
    const { unmount } = renderWithFrame(<AdminBar />, { pathname: '/community' });
    await waitFor(() => expect(window.localStorage.getItem('jwt')).not.toBeNull());
    expect(screen.queryByRole('complementary', { name: 'Admin' })).toBeNull();
    unmount();

    signIn(Permissions.from(['ADMINISTRATOR']).toString());
    renderWithFrame(<AdminBar />, { pathname: '/pricing' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('complementary', { name: 'Admin' })).toBeNull();
    expect(document.documentElement.hasAttribute(ADMIN_BAR_ATTRIBUTE)).toBe(false);
  });

  it('"The sidebar is fixed at 200px wide at the xl breakpoint": always open there, with no toggle', async () => {
    setViewportWidth(1024);
    signIn(Permissions.from(['MANAGE_TAGS']).toString());
    renderWithFrame(<AdminBar />, { pathname: '/community/admin/tags/new' });
    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Admin menu' })).toBeNull();
    // The page's own entry is marked, the longest match first (New tag, not Tags).
    expect(screen.getByRole('link', { name: 'New tag' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Tags' }).getAttribute('aria-current')).toBeNull();
  });

  it('asks for no page when drawn: its title and entries prefetch theirs when pointed at (issue #33, goal 5)', async () => {
    setViewportWidth(1440);
    signIn(Permissions.from(['MANAGE_TAGS']).toString());
    prefetched.length = 0;
    renderWithFrame(<AdminBar />, { pathname: '/community/admin/tags' });
    const title = await screen.findByRole('link', { name: 'Admin' }, { timeout: 5000 });
    expect(prefetched).toEqual([]);
    await userEvent.hover(title);
    await userEvent.hover(screen.getByRole('link', { name: 'Tags' }));
    expect(prefetched).toEqual(['/community/admin', '/community/admin/tags']);
  });

  it('is collapsed below xl behind a button that opens it; Escape closes it and returns focus to the button', async () => {
    setViewportWidth(375);
    signIn(Permissions.from(['MANAGE_TAGS']).toString());
    renderWithFrame(<AdminBar />, { pathname: '/community/questions' });
    const toggle = await screen.findByRole('button', { name: 'Admin menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();

    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const link = screen.getByRole('link', { name: 'Tags' });
    await act(async () => link.focus());
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
