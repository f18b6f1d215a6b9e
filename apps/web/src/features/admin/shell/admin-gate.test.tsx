import { screen } from '@testing-library/react';
import { Permissions, type PermissionFlag } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { AdminShell } from './admin-shell';

function signIn(permissions: string) {
  window.localStorage.setItem('jwt', makeToken({ slug: 'mod', permissions }));
  stubApi((call) => (call.path === '/v1/users/mod' ? [200, { slug: 'mod' }] : undefined));
}

function flags(...names: PermissionFlag[]) {
  return Permissions.from(names).toString();
}

const section = <p>The tags section</p>;

describe('AdminShell (the admin gate)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('"a signed-out visitor sent to sign in and back": to the sign-in page, coming back to the same address', async () => {
    stubApi(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/community/admin/tags?q=ruby&page=2');
    renderWithFrame(<AdminShell>{section}</AdminShell>, { pathname: '/community/admin/tags' });
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeTruthy();
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0]![0] as string);
    expect(target.origin + target.pathname).toBe('http://api.test/v1/login');
    expect(target.searchParams.get('success_redirect')).toBe(
      'http://web.test/community/admin/tags?q=ruby&page=2',
    );
    expect(screen.queryByText('The tags section')).toBeNull();
  });

  it('"a signed-in member without the flag shown a clear \'You do not have access to this section\' page"', async () => {
    signIn(flags('CREATE_QUESTIONS'));
    renderWithFrame(<AdminShell>{section}</AdminShell>, { pathname: '/community/admin/tags' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this section' }),
    ).toBeTruthy();
    expect(screen.getByText('Error 403')).toBeTruthy();
    expect(screen.getByText('MANAGE_TAGS')).toBeTruthy();
    expect(document.title).toContain('403');
    expect(screen.queryByText('The tags section')).toBeNull();
    // A member without any admin-area flag is not sent to an admin home they cannot use either.
    expect(screen.queryByRole('link', { name: 'The sections you can use' })).toBeNull();
  });

  it('shows the section to a holder of its flag, and to ADMINISTRATOR', async () => {
    signIn(flags('MANAGE_TAGS'));
    const { unmount } = renderWithFrame(<AdminShell>{section}</AdminShell>, {
      pathname: '/community/admin/tags/new',
    });
    expect(await screen.findByText('The tags section')).toBeTruthy();
    unmount();

    signIn(flags('ADMINISTRATOR'));
    renderWithFrame(<AdminShell>{section}</AdminShell>, { pathname: '/community/admin/feature_flags' });
    expect(await screen.findByText('The tags section')).toBeTruthy();
  });

  it("takes the flags from the section the path lies under: another section's flag does not open it", async () => {
    signIn(flags('MANAGE_TAGS'));
    renderWithFrame(<AdminShell>{section}</AdminShell>, { pathname: '/community/admin/custom_tokens' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this section' }),
    ).toBeTruthy();
    expect(screen.getByText('MANAGE_CUSTOM_TOKENS')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The sections you can use' }).getAttribute('href')).toBe(
      '/community/admin',
    );
  });

  it('an admin page the sidebar does not list is for ADMINISTRATOR alone; a page may ask for more than its section', async () => {
    signIn(flags('MANAGE_TAGS', 'MANAGE_USERS'));
    const { unmount } = renderWithFrame(<AdminShell>{section}</AdminShell>, {
      pathname: '/community/admin/outbox',
    });
    expect(await screen.findByText(/Only administrators/)).toBeTruthy();
    unmount();

    signIn(flags('VIEW_TUTORIALS'));
    renderWithFrame(<AdminShell anyOf={['MANAGE_TUTORIALS']}>{section}</AdminShell>, {
      pathname: '/community/admin/tutorials/4/edit',
    });
    expect(await screen.findByText('MANAGE_TUTORIALS')).toBeTruthy();
  });
});
