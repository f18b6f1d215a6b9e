import { Permissions, type PermissionFlag } from '@reef/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { AdminShell } from '../shell/admin-shell';
import { UserGroupDetail } from './user-group-detail';

const person = (id: number, slug: string) => ({ id, slug, username: slug, first_name: null, gravatar: '' });
const emptyPage = {
  data: [],
  meta: { pagination: { page: { current: 1, count: 1 }, per_page: 10, total: 0 } },
};

function group(members: ReturnType<typeof person>[], updatedAt: string) {
  return {
    id: 5,
    name: 'Gardeners',
    slug: 'gardeners',
    description: 'Keep tags tidy',
    permissions: Permissions.from(['MANAGE_TAGS']).toString(),
    owner: person(7, 'mod'),
    members,
    members_count: members.length,
    created_at: '2026-11-24T09:00:00.000Z',
    updated_at: updatedAt,
  };
}

/** The owner on the page of group 5; `conflict`: someone else saves the group before our first change. */
function setUp(flags: PermissionFlag[], options: { conflict?: boolean } = {}) {
  const mine = Permissions.from(flags).toString();
  window.localStorage.setItem('jwt', makeToken({ slug: 'mod', id: 7, permissions: mine }));
  let current = group([person(1, 'ada')], '2026-11-24T10:00:00.000Z');
  const calls = stubApi((call) => {
    if (call.path === '/v1/users/mod') return [200, { id: 7, slug: 'mod', own_permissions: mine }];
    if (call.path === '/v1/user_groups/5' && call.method === 'GET') return [200, current];
    if (call.path === '/v1/user_groups/5' && call.method === 'PATCH') {
      if (options.conflict) {
        current = group([], '2026-11-24T10:09:00.000Z');
        return [409, { error: { code: 'edit_conflict', message: 'changed' } }];
      }
      const slugs = (call.body as { user_group: { members: string[] } }).user_group.members;
      current = group(
        slugs.map((slug) => person(slug === 'ada' ? 1 : 2, slug)),
        '2026-11-24T10:05:00.000Z',
      );
      return [200, current];
    }
    if (call.path === '/v1/search/users')
      return [
        200,
        {
          data: [{ ...person(1, 'ada') }, { ...person(2, 'grace') }],
          meta: { pagination: { page: { current: 1, count: 1 }, per_page: 10, total: 2 } },
        },
      ];
    if (call.path.startsWith('/v1/audit_log/user_group/5')) return [200, emptyPage];
    return undefined;
  });
  renderWithFrame(
    <AdminShell>
      <UserGroupDetail id="5" />
    </AdminShell>,
    { pathname: '/community/admin/user_groups/5' },
  );
  return calls;
}

describe('UserGroupDetail: "members (add by search, remove)"', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds a member by search and adds them, sending the whole list with If-Match', async () => {
    const calls = setUp(['MANAGE_USER_GROUPS', 'MANAGE_TAGS']);
    const user = userEvent.setup();
    const members = await screen.findByRole('region', { name: 'Members (1)' });
    await user.type(within(members).getByLabelText('Find a member to add'), 'gr{Enter}');
    expect(await within(members).findByText('2 found.')).toBeTruthy();
    // ada is in already: no Add button for her.
    const results = within(members).getByRole('list', { name: 'Search results' });
    expect(within(results).getByText('Already a member')).toBeTruthy();
    await user.click(within(results).getByRole('button', { name: 'Add grace to the group' }));
    await screen.findByText('Added grace to Gardeners.');
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toEqual({ user_group: { members: ['ada', 'grace'] } });
    expect(patch.headers.get('if-match')).toBe('"2026-11-24T10:00:00.000Z"');
    expect(await screen.findByRole('region', { name: 'Members (2)' })).toBeTruthy();
  });

  it('removes a member', async () => {
    const calls = setUp(['MANAGE_USER_GROUPS', 'MANAGE_TAGS']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove ada from the group' }));
    await screen.findByText('Removed ada from Gardeners.');
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ user_group: { members: [] } });
    expect(await screen.findByRole('region', { name: 'Members (0)' })).toBeTruthy();
  });

  it('when someone else changed the group first, says so and shows their version', async () => {
    setUp(['MANAGE_USER_GROUPS', 'MANAGE_TAGS'], { conflict: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove ada from the group' }));
    expect(
      await screen.findByText('Someone else changed this group while you were on this page.'),
    ).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Members (0)' })).toBeTruthy();
  });

  it('shows the group flags by name', async () => {
    setUp(['MANAGE_USER_GROUPS', 'MANAGE_TAGS']);
    expect(await screen.findByText('MANAGE_TAGS')).toBeTruthy();
  });
});
