// [R2-3] The address form of the account settings: the current password goes with the new address, and the
// member is told to confirm it from their inbox (the address changes only then).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { translatorOf } from '@/i18n/translate';
import { AccountSettings } from './account-settings';
import { accountWordsOf } from './settings-words';

const WORDS = accountWordsOf(translatorOf('members', 'en'));

function account(overrides: Record<string, unknown> = {}) {
  return {
    email: 'ada@example.test',
    email_confirmed: true,
    pending_email: null,
    email_undeliverable: false,
    has_password: true,
    unconfirmed_rule: 'all',
    ...overrides,
  };
}

/** The "Email address" section (the page has other password fields). */
const emailSection = async () => within(await screen.findByRole('region', { name: 'Email address' }));

function setUp(options: { hasPassword: boolean; refuse?: boolean }) {
  window.localStorage.setItem('jwt', makeToken({ slug: 'ada', id: 42, permissions: '0' }));
  const calls = stubApi((call) => {
    if (call.path === '/v1/users/ada') return [200, { id: 42, slug: 'ada', username: 'ada' }];
    if (call.path === '/v1/account' && call.method === 'GET')
      return [200, account({ has_password: options.hasPassword })];
    if (call.path === '/v1/account/identities')
      return [200, { identities: [], providers: [], has_password: options.hasPassword }];
    if (call.path === '/v1/account/email' && call.method === 'PATCH') {
      if (options.refuse)
        return [
          403,
          {
            error: {
              code: 'forbidden',
              message: 'Your current password is incorrect',
              details: [{ path: 'current_password', message: 'Your current password is incorrect' }],
            },
          },
        ];
      const body = call.body as { email: string };
      return [200, account({ has_password: options.hasPassword, pending_email: body.email })];
    }
    return undefined;
  });
  renderWithFrame(<AccountSettings words={WORDS} />, { pathname: '/community/settings/account' });
  return calls;
}

describe('[R2-3] AccountSettings: changing the email address', () => {
  afterEach(() => vi.restoreAllMocks());

  it('[R2-3] asks for the current password, sends it with the new address and says to check the inbox', async () => {
    const calls = setUp({ hasPassword: true });
    const user = userEvent.setup();
    const section = await emailSection();
    await user.type(section.getByLabelText('New email address'), 'new@example.test');
    await user.type(section.getByLabelText('Current password'), 'my secret words');
    await user.click(section.getByRole('button', { name: 'Change email address' }));
    const status = await section.findByRole('status');
    expect(status.textContent).toMatch(/Check your inbox at new@example\.test/);
    expect(status.textContent).toMatch(/until then you keep using ada@example\.test/);
    const patch = calls.find((call) => call.path === '/v1/account/email');
    expect(patch?.body).toEqual({ email: 'new@example.test', current_password: 'my secret words' });
    expect(screen.getByText(/Waiting for confirmation: new@example\.test/)).toBeTruthy();
  });

  it('[R2-3] a wrong password is shown at the password field and nothing is pending', async () => {
    setUp({ hasPassword: true, refuse: true });
    const user = userEvent.setup();
    const section = await emailSection();
    await user.type(section.getByLabelText('New email address'), 'new@example.test');
    await user.type(section.getByLabelText('Current password'), 'wrong');
    await user.click(section.getByRole('button', { name: 'Change email address' }));
    await waitFor(() =>
      expect(screen.getAllByText('Your current password is incorrect').length).toBeGreaterThan(0),
    );
    expect(screen.queryByText(/Waiting for confirmation/)).toBeNull();
  });

  it('[R2-3] an account without a password is told a recent sign-in is needed, and sends no password', async () => {
    const calls = setUp({ hasPassword: false });
    const user = userEvent.setup();
    const section = await emailSection();
    await user.type(section.getByLabelText('New email address'), 'new@example.test');
    expect(section.queryByLabelText('Current password')).toBeNull();
    expect(section.getByText(/within 10 minutes of signing in/)).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Change email address' }));
    await section.findByRole('status');
    expect(calls.find((call) => call.path === '/v1/account/email')?.body).toEqual({
      email: 'new@example.test',
    });
  });
});

describe('AccountSettings: each section reports its own outcome under it', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says at the field that a new password is too short, and sends nothing', async () => {
    const calls = setUp({ hasPassword: true });
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Password' }));
    await user.type(section.getByLabelText('Current password'), 'my secret words');
    await user.type(section.getByLabelText('New password'), 'short');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByText(/Passwords have at least \d+ characters/)).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/v1/account/password'))).toBe(false);
  });

  it('shows a refused "Sign out everywhere" in the Sessions section, not in the others', async () => {
    setUp({ hasPassword: true });
    const user = userEvent.setup();
    const sessions = within(await screen.findByRole('region', { name: 'Sessions' }));
    await user.click(sessions.getByRole('button', { name: 'Sign out everywhere' }));
    expect((await sessions.findByRole('alert')).textContent).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your data' })).queryByRole('alert')).toBeNull();
  });
});
