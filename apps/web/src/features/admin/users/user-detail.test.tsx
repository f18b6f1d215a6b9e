import { DEFAULT_MEMBER_PERMISSIONS, Permissions, type PermissionFlag } from '@reef/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { AdminShell } from '../shell/admin-shell';
import { UserDetail } from './user-detail';
import { usersWordsIn } from './users-words';
import type { SiteLocale } from '@/i18n/locale-path';

const page = (data: unknown[] = []) => ({
  data,
  meta: { pagination: { page: { current: 1, count: 1 }, per_page: 10, total: data.length } },
});
const count = (total = 0) => ({ total, by_state: {} });

function overview(own: Permissions, updatedAt: string, state = 'active') {
  return {
    user: {
      id: 42,
      slug: 'ada',
      username: 'ada',
      first_name: 'Ada',
      last_name: null,
      gravatar: '',
      bio: null,
      location: null,
      company: null,
      website_url: null,
      twitter_handle: null,
      github_handle: null,
      created_at: '2026-01-02T10:00:00.000Z',
      email: 'ada@example.com',
      permissions: own.add('MANAGE_TUTORIALS').toString(),
      own_permissions: own.toString(),
      groups: ['editors'],
      state,
      last_signed_in_at: null,
      updated_at: updatedAt,
    },
    own_permissions: own.toString(),
    groups: [
      {
        id: 5,
        slug: 'editors',
        name: 'Editors',
        permissions: Permissions.from(['MANAGE_TUTORIALS']).toString(),
        granted: Permissions.from(['MANAGE_TUTORIALS']).toString(),
      },
    ],
    is_administrator: false,
    sessions: {
      can_sign_in: state === 'active',
      last_signed_in_at: null,
      last_seen_at: null,
      sign_up_ip: '203.0.113.9',
      email_confirmed_at: null,
      active_custom_tokens: 0,
    },
    content: { tutorials: count(2), questions: count(3), comments: count(4), tools: count() },
    reports: { about_open: 0, about_total: 0, by_total: 0 },
  };
}

/** A moderator holding `flags` on the page of member ada, whose saves check If-Match (or are refused). */
function setUp(
  flags: PermissionFlag[],
  options: { refuse?: boolean; locale?: SiteLocale; content?: unknown[] } = {},
) {
  const mine = Permissions.from(flags).toString();
  window.localStorage.setItem('jwt', makeToken({ slug: 'mod', id: 7, permissions: mine }));
  let current = overview(DEFAULT_MEMBER_PERMISSIONS, '2026-11-24T10:00:00.000Z');
  const calls = stubApi((call) => {
    if (call.path === '/v1/users/mod') return [200, { id: 7, slug: 'mod', own_permissions: mine }];
    if (call.path === '/v1/users/42/overview') return [200, current];
    if (call.path === '/v1/users/42/content') return [200, page(options.content)];
    if (call.path === '/v1/users/42/reports') return [200, page()];
    if (call.path.startsWith('/v1/audit_log/user/42')) return [200, page()];
    if (call.path === '/v1/users/ada' && call.method === 'PATCH') {
      if (options.refuse)
        return [
          403,
          {
            error: {
              code: 'forbidden',
              message: 'You can only grant or remove permissions you hold yourself (not MANAGE_TOOLS)',
              details: [{ path: 'user.permissions', message: 'You do not hold MANAGE_TOOLS' }],
            },
          },
        ];
      if (call.headers.get('if-match') !== `"${current.user.updated_at}"`)
        return [409, { error: { code: 'edit_conflict', message: 'changed' } }];
      const body = call.body as { user: { permissions: string } };
      current = overview(Permissions.from(body.user.permissions), '2026-11-24T10:05:00.000Z');
      return [200, current.user];
    }
    if (call.path === '/v1/users/ada/sign_out_everywhere' && call.method === 'POST')
      return [200, { ok: true }];
    if (call.path === '/v1/users/ada/disable' && call.method === 'POST') {
      current = overview(DEFAULT_MEMBER_PERMISSIONS, '2026-11-24T10:06:00.000Z', 'disabled');
      return [200, current.user];
    }
    return undefined;
  });
  const { unmount } = renderWithFrame(
    <AdminShell>
      <UserDetail id="42" words={usersWordsIn(options.locale ?? 'en').detail} />
    </AdminShell>,
    { pathname: '/community/admin/users/42', locale: options.locale },
  );
  return {
    calls,
    unmount,
    /** Another admin saves the member now. */
    saveElsewhere: () => {
      current = overview(DEFAULT_MEMBER_PERMISSIONS, '2026-11-24T10:09:00.000Z');
    },
  };
}

const box = (flag: PermissionFlag) => screen.getByRole('checkbox', { name: flag }) as HTMLInputElement;

describe('UserDetail: the permissions editor on a member page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a MANAGE_USERS + MANAGE_TAGS moderator can grant MANAGE_TAGS only; the save sends If-Match and the new bitfield', async () => {
    const { calls } = setUp(['MANAGE_USERS', 'MANAGE_TAGS']);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Permissions of ada' });
    expect(box('MANAGE_TOOLS').disabled).toBe(true);
    expect(box('ADMINISTRATOR').disabled).toBe(true);
    expect(box('MANAGE_TAGS').disabled).toBe(false);
    // The group's flag is listed apart, not ticked among the own flags.
    const inherited = within(form).getByRole('region', { name: 'Inherited from groups' });
    expect(within(inherited).getByText('MANAGE_TUTORIALS')).toBeTruthy();
    expect(box('MANAGE_TUTORIALS').checked).toBe(false);

    await user.click(box('MANAGE_TAGS'));
    expect(within(form).getByText('Unsaved changes')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save permissions' }));
    await screen.findByText('Permissions of ada saved.');
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.headers.get('if-match')).toBe('"2026-11-24T10:00:00.000Z"');
    expect(
      Permissions.from((patch.body as { user: { permissions: string } }).user.permissions).has('MANAGE_TAGS'),
    ).toBe(true);
    await waitFor(() => expect(box('MANAGE_TAGS').checked).toBe(true));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('"the second save sees a conflict": another admin saved first, the form says so and keeps the ticks', async () => {
    const { saveElsewhere } = setUp(['MANAGE_USERS', 'MANAGE_TAGS']);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Permissions of ada' });
    saveElsewhere();
    await user.click(box('MANAGE_TAGS'));
    await user.click(within(form).getByRole('button', { name: 'Save permissions' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toMatch(/Someone else changed this account/);
    expect(box('MANAGE_TAGS').checked).toBe(true);
    await user.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
    await screen.findByText('Permissions of ada saved.');
  });

  it("the API's 403 naming a flag shows at the permissions field", async () => {
    setUp(['MANAGE_USERS', 'MANAGE_TAGS'], { refuse: true });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Permissions of ada' });
    await user.click(box('MANAGE_TAGS'));
    await user.click(within(form).getByRole('button', { name: 'Save permissions' }));
    expect(await within(form).findByText('You do not hold MANAGE_TOOLS')).toBeTruthy();
  });

  it('disable asks first, says the member will be signed out and unable to sign in, then shows the new state', async () => {
    const { calls } = setUp(['MANAGE_USERS']);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Permissions of ada' });
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable ada?' });
    expect(dialog.textContent).toMatch(/signed out everywhere at once and cannot sign in again/);
    expect(calls.some((call) => call.path.endsWith('/disable'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Disable ada' }));
    await screen.findByText(/Disabled ada: they can no longer sign in/);
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeTruthy();
  });

  it('"Sign out everywhere" asks first, says custom tokens stay, then ends the sessions', async () => {
    // The moderator holds every flag of ada (her member flags, and MANAGE_TUTORIALS through her group).
    const { calls } = setUp([...DEFAULT_MEMBER_PERMISSIONS.toArray(), 'MANAGE_USERS', 'MANAGE_TUTORIALS']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere ada?' });
    expect(dialog.textContent).toMatch(/custom tokens keep working/);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere ada' }));
    await screen.findByText('Signed ada out everywhere.');
    expect(calls.some((call) => call.path === '/v1/users/ada/sign_out_everywhere')).toBe(true);
  });

  it('[R2-2] a moderator lacking a flag of the member is not offered "Sign out everywhere", and is told why', async () => {
    setUp([...DEFAULT_MEMBER_PERMISSIONS.toArray(), 'MANAGE_USERS']);
    await screen.findByRole('form', { name: 'Permissions of ada' });
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
    expect(screen.getByText(/This account holds MANAGE_TUTORIALS, which you do not hold/)).toBeTruthy();
    // Disabling stays theirs (it takes nothing they lack).
    expect(screen.getByRole('button', { name: 'Disable' })).toBeTruthy();
  });

  it('"Mark as spammer" says how much content it hides', async () => {
    setUp(['MANAGE_USERS']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as spammer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as spammer ada?' });
    expect(dialog.textContent).toMatch(/3 questions, 4 comments, 2 tutorials, 0 tools/);
  });

  it('speaks German on a German page: panels, actions and the confirmation', async () => {
    setUp(['MANAGE_USERS'], { locale: 'de' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Sitzungen' })).toBeTruthy();
    expect(screen.getByText('Das Mitglied kann sich anmelden und Beiträge schreiben.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'ada: Deaktivieren?' });
    expect(dialog.textContent).toContain('ada wird sofort überall abgemeldet');
  });

  it('says a content state in the page’s language: English, German, Japanese', async () => {
    const content = [
      {
        type: 'tutorial',
        id: 9,
        title: 'Held tutorial',
        state: 'under_review',
        url: '/community/tutorials/held',
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ];
    for (const [locale, word] of [
      ['en', 'Under review'],
      ['de', 'In Prüfung'],
      ['ja', '審査中'],
    ] as const) {
      const { unmount } = setUp(['MANAGE_USERS'], { locale, content });
      const row = (await screen.findByRole('rowheader', { name: 'Held tutorial' })).closest('tr')!;
      expect(within(row).getByText(word)).toBeTruthy();
      unmount();
    }
  });
});
