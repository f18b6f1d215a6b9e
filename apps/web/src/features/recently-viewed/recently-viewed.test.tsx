// Issue #30: "the recently viewed list is shown" — to the member, on their own profile, from GET /v1/user_viewed/{id}.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { RecentlyViewed } from './recently-viewed';

const viewed = {
  data: [
    {
      type: 'tutorial',
      id: 3,
      slug: 'install-nginx',
      title: 'How to install Nginx',
      viewed_at: '2026-11-29T10:00:00Z',
    },
    { type: 'question', id: 9, slug: 'why-502', title: 'Why a 502?', viewed_at: '2026-11-28T10:00:00Z' },
  ],
};

function signInAs(slug: string) {
  window.localStorage.setItem('jwt', makeToken({ slug, permissions: '0' }));
  return stubApi((call) => {
    if (call.path === `/v1/users/${slug}`)
      return [200, { user: { slug, username: slug, has_seen_registration_at: 'x' } }];
    if (call.path.startsWith(`/v1/user_viewed/`)) return [200, viewed];
    return [404, {}];
  });
}

afterEach(() => window.localStorage.clear());

describe('RecentlyViewed', () => {
  it("lists the member's recently viewed items on their own profile, newest first, linked", async () => {
    const calls = signInAs('ana');
    renderWithFrame(<RecentlyViewed slug="ana" />);
    expect(await screen.findByRole('heading', { name: 'Recently viewed' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['How to install Nginx', '/community/tutorials/install-nginx'],
      ['Why a 502?', '/community/questions/why-502'],
    ]);
    expect(calls.some((call) => call.path === '/v1/user_viewed/ana')).toBe(true);
  });

  it("shows nothing on another member's profile and never asks for their views", async () => {
    const calls = signInAs('ana');
    renderWithFrame(<RecentlyViewed slug="bo" />);
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/users/ana')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/v1/user_viewed/'))).toBe(false);
  });
});
