import { fireEvent, screen, waitFor } from '@testing-library/react';
import { demoBrand } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
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
});
