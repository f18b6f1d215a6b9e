// Issue #32, item 2: "Visitors get a 'follow' prompt that leads to sign-up and completes after it"; members follow
// and mute.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { FollowButton } from './follow-button';

function signedIn(mode: 'follow' | 'mute' | null) {
  window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
  return stubApi((call) => {
    if (call.path === '/v1/users/sam') return [200, { user: { id: 5, slug: 'sam', username: 'sam' } }];
    if (call.path === '/v1/follows/tag/12' && call.method === 'GET') return [200, { mode }];
    if (call.path === '/v1/follows/tag/12' && call.method === 'PUT')
      return [
        200,
        { target_type: 'tag', target_id: 12, mode: (call.body as { follow: { mode: string } }).follow.mode },
      ];
    if (call.path === '/v1/follows/tag/12' && call.method === 'DELETE') return [200, { ok: true }];
    return undefined;
  });
}

describe('the follow button', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('"leads to sign-up": a visitor’s Follow is a link to registration whose return address carries the intent', async () => {
    stubApi(() => undefined);
    renderWithFrame(<FollowButton type="tag" id={12} label="the Nginx tag" />, {
      pathname: '/community/tags/nginx',
    });
    const link = await screen.findByRole('link', { name: /Follow the Nginx tag/ });
    const href = new URL(link.getAttribute('href')!);
    expect(href.pathname).toBe('/v1/login');
    expect(href.searchParams.get('type')).toBe('register');
    const back = new URL(href.searchParams.get('success_redirect')!);
    expect(back.origin + back.pathname).toBe('http://web.test/community/tags/nginx');
    expect(back.searchParams.get('follow')).toBe('tag:12');
    expect(screen.queryByRole('button', { name: /Mute/ })).toBeNull();
  });

  it('"completes after it": back with a session and the intent, the follow is applied once and the intent removed', async () => {
    window.history.replaceState(null, '', '/community/tags/nginx?follow=tag:12');
    const calls = signedIn(null);
    renderWithFrame(<FollowButton type="tag" id={12} label="the Nginx tag" />, {
      pathname: '/community/tags/nginx',
    });
    const button = await screen.findByRole('button', { name: 'Follow the Nginx tag' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ follow: { mode: 'follow' } });
    expect(window.location.search).toBe('');
  });

  it('a member without an intent follows nothing until they click; Mute replaces the follow; clicking again removes it', async () => {
    const calls = signedIn('follow');
    renderWithFrame(<FollowButton type="tag" id={12} label="the Nginx tag" />);
    const follow = await screen.findByRole('button', { name: 'Follow the Nginx tag' });
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    const mute = screen.getByRole('button', { name: 'Mute the Nginx tag' });
    fireEvent.click(mute);
    await waitFor(() => expect(mute.getAttribute('aria-pressed')).toBe('true'));
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ follow: { mode: 'mute' } });
    await waitFor(() => expect(mute.hasAttribute('disabled')).toBe(false));
    fireEvent.click(mute);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(mute.getAttribute('aria-pressed')).toBe('false');
  });

  it('a member sees no follow button on their own profile', async () => {
    signedIn(null);
    const { container } = renderWithFrame(<FollowButton type="user" id={5} label="sam" />);
    await waitFor(() => expect(container.textContent).toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
