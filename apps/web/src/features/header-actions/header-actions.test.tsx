import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoBrand } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { pushed } from '@/test/navigation-mock';
import { HeaderActions } from './header-actions';

function signedInApi() {
  return stubApi((call) => {
    if (call.path === '/v1/users/sam')
      return [200, { user: { slug: 'sam', username: 'sam', has_seen_registration_at: 'x' } }];
    if (call.path === '/v1/users/sam/notifications') return [200, { data: [] }];
    return undefined;
  });
}

const expanded = (name: string | RegExp) =>
  screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('HeaderActions', () => {
  it('offers the standard calls to action outside the community', () => {
    stubApi(() => undefined);
    renderWithFrame(<HeaderActions brand={demoBrand} />, { pathname: '/pricing' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(demoBrand.cloudConsoleUrl);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toContain(demoBrand.signupUrl);
    expect(screen.queryByRole('button', { name: /Search Community/ })).toBeNull();
  });

  it('signed out on community pages: "Log in" and "Sign up" menus, each with Community or the cloud product', async () => {
    stubApi(() => undefined);
    renderWithFrame(<HeaderActions brand={demoBrand} />, { pathname: '/community/questions' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const community = screen.getByRole('link', { name: /Community.*Questions, answers/ });
    const href = new URL(community.getAttribute('href')!);
    expect(href.pathname).toBe('/v1/login');
    expect(href.searchParams.get('type')).toBe('login');
    expect(href.searchParams.get('success_redirect')).toBe('http://web.test/community/questions');
    expect(href.searchParams.get('error_redirect')).toBe('http://web.test/community/auth-error');
    expect(screen.getByRole('link', { name: /Tidal Cloud.*cloud console/i }).getAttribute('href')).toBe(
      demoBrand.cloudConsoleUrl,
    );

    // only one action menu open at a time
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(expanded('Log in')).toBe('false');
    expect(expanded('Sign up')).toBe('true');
    const register = new URL(
      screen.getByRole('link', { name: /Community.*Ask, answer/ }).getAttribute('href')!,
    );
    expect(register.searchParams.get('type')).toBe('register');

    // an outside click closes it
    fireEvent.pointerDown(document.body);
    expect(expanded('Sign up')).toBe('false');
  });

  it('signed in: the notifications bell and the profile menu (profile, cloud console, sign out)', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    signedInApi();
    renderWithFrame(<HeaderActions brand={demoBrand} />, { pathname: '/community' });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/community/users/sam');
    expect(screen.getByRole('link', { name: 'Cloud Console' }).getAttribute('href')).toBe(
      demoBrand.cloudConsoleUrl,
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    // The bell's code loads once the member is known to be signed in.
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(expanded('Profile menu')).toBe('false');
    expect(expanded('Notifications')).toBe('true');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Notifications' }), { key: 'Escape' });
    expect(expanded('Notifications')).toBe('false');
  });

  it('"the slash key opens search", but not while typing', async () => {
    stubApi(() => undefined);
    renderWithFrame(
      <>
        <input aria-label="elsewhere" />
        <HeaderActions brand={demoBrand} />
      </>,
      { pathname: '/community' },
    );
    const input = screen.getByRole('textbox', { name: 'elsewhere' });
    fireEvent.keyDown(input, { key: '/' });
    expect(screen.queryByRole('heading', { name: 'Search the community' })).toBeNull();
    fireEvent.keyDown(document.body, { key: '/' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Search the community' })).toBeTruthy());
    expect(screen.getByRole('searchbox')).toBeTruthy();
  });

  describe('in the page\'s language (issue #31: "the interface in all nine languages")', () => {
    it('a German page says Anmelden and Registrieren, and its search leads to the German results', async () => {
      stubApi(() => undefined);
      renderWithFrame(<HeaderActions brand={demoBrand} />, {
        pathname: '/community/questions',
        locale: 'de',
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
      expect(screen.getByRole('link', { name: /Community.*Fragen, Antworten und Tutorials/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Registrieren' })).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: /Community durchsuchen/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Die Community durchsuchen' });
      const box = within(dialog).getByRole('searchbox', { name: /Tutorials, Fragen, Tools/ });
      expect(within(dialog).getByRole('search').getAttribute('action')).toBe('/de/community/tutorials');
      expect(within(dialog).getByRole('link', { name: 'Fragen' }).getAttribute('href')).toBe(
        '/de/community/questions',
      );
      fireEvent.change(box, { target: { value: 'nginx installieren' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Suchen' }));
      expect(pushed.at(-1)).toBe('/de/community/tutorials?q=nginx%20installieren');
    });

    it("a Japanese page names the member's menus in Japanese, and their links stay in Japanese", async () => {
      window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
      signedInApi();
      renderWithFrame(<HeaderActions brand={demoBrand} />, { pathname: '/community', locale: 'ja' });
      fireEvent.click(await screen.findByRole('button', { name: 'プロフィールメニュー' }));
      expect(screen.getByText(/としてログイン中/).textContent).toBe('sam としてログイン中');
      expect(screen.getByRole('link', { name: '設定' }).getAttribute('href')).toBe(
        '/ja/community/settings/profile',
      );
      expect(screen.getByRole('button', { name: 'ログアウト' })).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: '通知' }));
      const panel = screen.getByRole('region', { name: '通知' });
      expect(await within(panel).findByText('通知はありません')).toBeTruthy();
      expect(within(panel).getByRole('link', { name: 'すべての通知を見る' }).getAttribute('href')).toBe(
        '/ja/community/notifications',
      );
    });
  });
});
