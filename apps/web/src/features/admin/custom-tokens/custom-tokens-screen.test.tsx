import { Permissions, type PermissionFlag } from '@reef/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { AdminShell } from '../shell/admin-shell';
import { CustomTokensScreen } from './custom-tokens-screen';
import { customTokensWordsOf } from './custom-tokens-words';
import { translatorOf } from '@/i18n/translate';

const token = {
  id: 3,
  name: 'deploy-bot',
  permissions: Permissions.from(['MANAGE_TAGS']).toString(),
  owner: { id: 1, slug: 'mod', username: 'mod', name: 'Mod' },
  created_by: null,
  last_used_at: null,
  expires_at: null,
  revoked_at: null as string | null,
  created_at: '2026-01-02T10:00:00.000Z',
};

function setUp(flags: PermissionFlag[]) {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'mod', permissions: Permissions.from(flags).toString() }),
  );
  const tokens: (typeof token)[] = [];
  const calls = stubApi((call) => {
    if (call.path === '/v1/users/mod') return [200, { slug: 'mod' }];
    if (call.path === '/v1/custom_tokens' && call.method === 'GET')
      return [
        200,
        {
          data: tokens,
          meta: { pagination: { page: { current: 1, count: 1 }, per_page: 20, total: tokens.length } },
        },
      ];
    if (call.path === '/v1/custom_tokens' && call.method === 'POST') {
      tokens.push(token);
      return [201, { ...token, token: 'reef_ct_secret123' }];
    }
    if (call.path === '/v1/custom_tokens/3' && call.method === 'DELETE') {
      tokens[0] = { ...token, revoked_at: '2026-01-03T10:00:00.000Z' };
      return [200, tokens[0]];
    }
    return undefined;
  });
  renderWithFrame(
    <AdminShell>
      <CustomTokensScreen words={customTokensWordsOf(translatorOf('admin', 'en'))} />
    </AdminShell>,
    { pathname: '/community/admin/custom_tokens' },
  );
  return calls;
}

describe('CustomTokensScreen', () => {
  it('"the token is shown once with a copy button and never again"', async () => {
    const calls = setUp(['MANAGE_CUSTOM_TOKENS', 'MANAGE_TAGS']);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'deploy-bot');
    // Only flags the creator holds can be granted.
    expect((screen.getByLabelText(/MANAGE_USERS/) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByLabelText(/MANAGE_TAGS/));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const secret = await screen.findByRole('region', { name: 'Copy the token deploy-bot now' });
    expect((within(secret).getByLabelText('Token deploy-bot') as HTMLInputElement).value).toBe(
      'reef_ct_secret123',
    );
    expect(within(secret).getByRole('button', { name: /Copy/ })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      custom_token: {
        name: 'deploy-bot',
        permissions: Permissions.from(['MANAGE_TAGS']).toString(),
        expires_at: null,
      },
    });

    await user.click(within(secret).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText('reef_ct_secret123')).toBeNull();
    expect(document.body.innerHTML).not.toContain('reef_ct_secret123');
    // The list shows the token without its secret.
    expect(await screen.findByRole('rowheader', { name: 'deploy-bot' })).toBeTruthy();
  });

  it('revoking asks first and says what stops working', async () => {
    const calls = setUp(['MANAGE_CUSTOM_TOKENS', 'MANAGE_TAGS']);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'deploy-bot');
    await user.click(screen.getByLabelText(/MANAGE_TAGS/));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke token deploy-bot' }));
    expect(screen.getByText(/is refused from now on/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByRole('cell', { name: 'Revoked' })).toBeTruthy();
  });
});
