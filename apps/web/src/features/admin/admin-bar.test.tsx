import { screen, waitFor } from '@testing-library/react';
import { Permissions } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { ADMIN_BAR_ATTRIBUTE, AdminBar } from './admin-bar';

function signIn(permissions: string) {
  window.localStorage.setItem('jwt', makeToken({ slug: 'mod', permissions }));
  stubApi((call) => (call.path === '/v1/users/mod' ? [200, { slug: 'mod' }] : undefined));
}

describe('AdminBar', () => {
  it('"An admin bar appears on community pages only if the user holds at least one of a set of permissions"', async () => {
    signIn(Permissions.from(['MANAGE_TAGS']).toString());
    renderWithFrame(<AdminBar />, { pathname: '/community/questions' });
    const bar = await screen.findByRole('complementary', { name: 'Admin' });
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
});
