import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushed } from '@/test/navigation-mock';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { useSession } from './session-provider';

function Probe() {
  const { status, user, token, signOut } = useSession();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="slug">{user?.slug ?? ''}</p>
      <p data-testid="username">{user?.username ?? ''}</p>
      <p data-testid="token">{token ?? ''}</p>
      <p data-testid="admin">{user ? String(user.permissions.has('ADMINISTRATOR')) : ''}</p>
      <button type="button" onClick={() => void signOut()}>
        sign out
      </button>
    </div>
  );
}

const status = () => screen.getByTestId('status').textContent;

function userApi(extra?: (call: ApiCall) => [number, unknown] | undefined) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/v1/users/sam')
      return [200, { user: { id: 1, slug: 'sam', username: 'sam' } }];
    if (call.path === '/v1/logout') return [204, undefined];
    return extra?.(call);
  });
}

describe('SessionProvider (community-app §4 sign-in)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/community');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('"With no token the user is signed out and loading ends"', async () => {
    const calls = userApi();
    renderWithFrame(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(calls).toHaveLength(0);
  });

  it('takes the token from the jwt query parameter, removes it "together with an expiration parameter", stores it and fetches the user by its slug', async () => {
    const token = makeToken({ slug: 'sam', permissions: 0 });
    window.history.replaceState(null, '', `/community/questions?jwt=${token}&expiration=123&page=2#top`);
    const calls = userApi();
    renderWithFrame(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-in'));
    expect(window.location.search).toBe('?page=2');
    expect(window.location.hash).toBe('#top');
    expect(window.localStorage.getItem('jwt')).toBe(token);
    expect(calls[0]!.path).toBe('/v1/users/sam');
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(screen.getByTestId('slug').textContent).toBe('sam');
  });

  it('otherwise takes the token from local storage under the key jwt, with permissions from the token', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam', permissions: '1' }));
    userApi();
    renderWithFrame(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-in'));
    expect(screen.getByTestId('admin').textContent).toMatch(/true|false/);
  });

  it('"Malformed JSON Web Token": the user is signed out and the token dropped', async () => {
    window.localStorage.setItem('jwt', 'not-a-token');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = userApi();
    renderWithFrame(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('Malformed JSON Web Token');
  });

  it('"User data from the API fails the shape check": signed out', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(() => [200, { user: { slug: '' } }]);
    renderWithFrame(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it('a failing user request signs out', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(() => [401, { error: 'expired' }]);
    renderWithFrame(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-out'));
  });

  it('"Sign-out navigates to /community, calls logout, and clears the stored token and user"', async () => {
    const token = makeToken({ slug: 'sam' });
    window.localStorage.setItem('jwt', token);
    const calls = userApi();
    renderWithFrame(<Probe />, { pathname: '/community/questions' });
    await waitFor(() => expect(status()).toBe('signed-in'));
    pushed.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(pushed).toEqual(['/community']);
    const logout = calls.find((call) => call.path === '/v1/logout')!;
    expect(logout.method).toBe('POST');
    expect(logout.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(window.localStorage.getItem('reef_member')).toBeNull();
    expect(screen.getByTestId('slug').textContent).toBe('');
  });

  describe('the member remembered from an earlier page (issue #33, goal 5)', () => {
    /** An API whose answer for /v1/users/sam waits until `answer` is called. */
    function heldUserApi() {
      let answer: (value: [number, unknown]) => void = () => undefined;
      const held = new Promise<[number, unknown]>((resolve) => (answer = resolve));
      const calls = stubApi((call) => (call.path === '/v1/users/sam' ? held : undefined));
      return { calls, answer: (status: number, body: unknown) => act(async () => answer([status, body])) };
    }
    const remember = (user: Record<string, unknown>) =>
      window.localStorage.setItem('reef_member', JSON.stringify(user));

    it('is shown signed in, with the token’s permissions, before the API answers; the answer replaces and is remembered', async () => {
      // ADMINISTRATOR is bit 14 of the token's bitfield (community-app §6).
      window.localStorage.setItem('jwt', makeToken({ slug: 'sam', permissions: String(1 << 14) }));
      remember({ id: 1, slug: 'sam', username: 'sam-last-week' });
      const api = heldUserApi();
      renderWithFrame(<Probe />);
      await waitFor(() => expect(status()).toBe('signed-in'));
      expect(screen.getByTestId('username').textContent).toBe('sam-last-week');
      expect(screen.getByTestId('admin').textContent).toBe('true');
      expect(api.calls.map((call) => call.path)).toEqual(['/v1/users/sam']);
      await api.answer(200, { user: { id: 1, slug: 'sam', username: 'sam' } });
      await waitFor(() => expect(screen.getByTestId('username').textContent).toBe('sam'));
      expect(JSON.parse(window.localStorage.getItem('reef_member')!)).toMatchObject({
        slug: 'sam',
        username: 'sam',
      });
    });

    it('an answer that says the same again changes nothing: no second render, the same `api` for the islands', async () => {
      window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
      const record = { id: 1, slug: 'sam', username: 'sam' };
      remember(record);
      const seen: unknown[] = [];
      function ApiProbe() {
        const { api, status: state } = useSession();
        if (state === 'signed-in') seen.push(api);
        return null;
      }
      const api = heldUserApi();
      renderWithFrame(
        <>
          <Probe />
          <ApiProbe />
        </>,
      );
      await waitFor(() => expect(status()).toBe('signed-in'));
      const rendersBefore = seen.length;
      await api.answer(200, { user: record });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(seen.length).toBe(rendersBefore);
      expect(new Set(seen).size).toBe(1);
    });

    it('is signed out and forgotten when the API refuses the token', async () => {
      window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
      remember({ id: 1, slug: 'sam', username: 'sam' });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const api = heldUserApi();
      renderWithFrame(<Probe />);
      await waitFor(() => expect(status()).toBe('signed-in'));
      await api.answer(401, { error: 'revoked' });
      await waitFor(() => expect(status()).toBe('signed-out'));
      expect(window.localStorage.getItem('jwt')).toBeNull();
      expect(window.localStorage.getItem('reef_member')).toBeNull();
    });

    it('is not shown for another account’s token, nor for an expired token: loading until the API answers', async () => {
      const cases = [
        { token: makeToken({ slug: 'sam' }), remembered: { id: 2, slug: 'kim', username: 'kim' } },
        {
          token: makeToken({ slug: 'sam', exp: Math.floor(Date.now() / 1000) - 60 }),
          remembered: { id: 1, slug: 'sam', username: 'sam' },
        },
      ];
      for (const { token, remembered } of cases) {
        window.localStorage.setItem('jwt', token);
        remember(remembered);
        const api = heldUserApi();
        const view = renderWithFrame(<Probe />);
        await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(status()).toBe('loading');
        expect(screen.getByTestId('username').textContent).toBe('');
        // Then as before: the API's answer decides (the expired token is signed out when it cannot be refreshed).
        await api.answer(200, { user: { id: 1, slug: 'sam', username: 'sam' } });
        await waitFor(() => expect(status()).not.toBe('loading'));
        view.unmount();
        window.localStorage.clear();
      }
    });
  });

  it('"Refresh replaces the token with a fresh one" before it expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Math.floor(Date.now() / 1000);
    const first = makeToken({ slug: 'sam', exp: now + 3600 });
    const second = makeToken({ slug: 'sam', exp: now + 7200 });
    window.localStorage.setItem('jwt', first);
    const calls = userApi((call) => (call.path === '/v1/refresh' ? [200, { jwt: second }] : undefined));
    renderWithFrame(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-in'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3600_000 - 5 * 60_000 + 1000);
    });
    await waitFor(() => expect(screen.getByTestId('token').textContent).toBe(second));
    expect(window.localStorage.getItem('jwt')).toBe(second);
    expect(calls.find((call) => call.path === '/v1/refresh')!.headers.get('authorization')).toBe(
      `Bearer ${first}`,
    );
  });

  it('"If a refcode query parameter is present, a GET with credentials is made to the ... referral registration endpoint"', async () => {
    window.history.replaceState(null, '', '/community?refcode=abc123');
    const calls = userApi();
    renderWithFrame(<Probe />);
    await waitFor(() => expect(calls.some((call) => call.path === '/referrals/register')).toBe(true));
    const call = calls.find((entry) => entry.path === '/referrals/register')!;
    expect(call.search).toBe('?refcode=abc123');
    expect(call.method).toBe('GET');
    expect(call.credentials).toBe('include');
  });
});
