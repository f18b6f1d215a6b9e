import { Permissions } from '@reef/core';
import { test, expect, api } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #11, User groups (community-app §2: /community/admin/user_groups/new and /community/admin/user_groups,
// MANAGE_USER_GROUPS).

test('a group created at /user_groups/new grants only flags its owner holds; members are added by search and removed, and gain or lose its flags', async ({
  page,
  request,
}) => {
  test.slow(); // several pages, each checked with axe at two widths
  const owner = await memberWith(request, ['MANAGE_USER_GROUPS', 'MANAGE_TAGS'], 'grouper');
  const joiner = await memberWith(request, [], 'joiner');
  const name = `Gardeners ${Date.now().toString(36)}`;

  await openAs(page, owner, '/community/admin/user_groups/new');
  const form = page.getByRole('form', { name: 'User group form' });
  await expect(form).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(form).toBeVisible());
  // "never lets an admin grant a flag they do not hold"
  await expect(form.getByRole('checkbox', { name: 'MANAGE_TOOLS' })).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'MANAGE_USER_GROUPS' })).toBeEnabled();
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Description/).fill('Keep the tags tidy.');
  await form.getByRole('checkbox', { name: 'MANAGE_TAGS' }).check();
  await form.getByRole('button', { name: 'Create user group' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`User group ${name} created.`)).toBeVisible();
  await expect(page.getByText('MANAGE_TAGS', { exact: true })).toBeVisible();

  // Add a member by search.
  const members = page.getByRole('region', { name: /^Members/ });
  await expect(members.getByText('No members yet.', { exact: false })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(members).toBeVisible());
  await members.getByLabel('Find a member to add').fill(joiner.username);
  await members.getByLabel('Find a member to add').press('Enter');
  await members.getByRole('button', { name: `Add ${joiner.username} to the group` }).click();
  await expect(page.getByText(`Added ${joiner.username} to ${name}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
  await expect(members.getByText('Already a member')).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () =>
    expect(page.getByRole('heading', { name: 'Members (1)' })).toBeVisible(),
  );

  // The member now holds the group's flag.
  const flagsOf = async () => {
    const login = await request.post(`${api.apiUrl}/v1/auth/login`, {
      data: { email: joiner.email, password: joiner.password },
    });
    const jwt = ((await login.json()) as { jwt: string }).jwt;
    const me = await request.get(`${api.apiUrl}/v1/users/${joiner.slug}`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    return Permissions.from(((await me.json()) as { permissions: string }).permissions);
  };
  expect((await flagsOf()).has('MANAGE_TAGS', false)).toBe(true);

  // The history shows the creation and the member change.
  await expect(
    page.getByRole('table', { name: /History/ }).getByText('Created user group', { exact: true }),
  ).toBeVisible();

  // Remove them: the flag goes.
  await members.getByRole('button', { name: `Remove ${joiner.username} from the group` }).click();
  await expect(page.getByText(`Removed ${joiner.username} from ${name}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Members (0)' })).toBeVisible();
  expect((await flagsOf()).has('MANAGE_TAGS', false)).toBe(false);

  // The edit page: the same editor; the list finds the group, its search kept in the address.
  await page.getByRole('link', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'User group form' });
  await expect(edit.getByRole('checkbox', { name: 'MANAGE_TAGS' })).toBeChecked();
  await expectAxeCleanAtBothWidths(page, () => expect(edit).toBeVisible());
  await page.goto('/community/admin/user_groups');
  const table = page.getByRole('table', { name: 'User groups' });
  await expect(table).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(table).toBeVisible());
  await page.getByLabel('Search user groups').fill(name);
  await page.getByLabel('Search user groups').press('Enter');
  await expect(page).toHaveURL(/search=Gardeners/);
  await expect(table.getByRole('link', { name })).toBeVisible();
  await page.getByLabel('Search user groups').fill('no such group at all');
  await page.getByLabel('Search user groups').press('Enter');
  await expect(page.getByText('No user groups match these filters')).toBeVisible();
});

test('"the second save sees a conflict": two tabs edit the same group, the later save is told someone else saved it', async ({
  page,
  request,
}) => {
  const owner = await memberWith(request, ['MANAGE_USER_GROUPS', 'MANAGE_TAGS'], 'groupedit');
  const created = await request.post(`${api.apiUrl}/v1/user_groups`, {
    headers: { authorization: `Bearer ${owner.jwt}` },
    data: { user_group: { name: `Conflict ${Date.now().toString(36)}` } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { id: number }).id;
  await openAs(page, owner, `/community/admin/user_groups/${id}/edit`);
  const second = await page.context().newPage();
  await second.goto(`/community/admin/user_groups/${id}/edit`);
  for (const tab of [page, second])
    await expect(tab.getByRole('form', { name: 'User group form' })).toBeVisible();
  await page.getByLabel(/^Description/).fill('First');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/saved\.$/)).toBeVisible();
  await second.getByLabel(/^Description/).fill('Second');
  await second.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    second.getByText('Someone else saved this user group while you were editing it.'),
  ).toBeVisible();
});

test('a member without MANAGE_USER_GROUPS gets the access page at /community/admin/user_groups and /new', async ({
  page,
  request,
}) => {
  const member = await memberWith(request, ['MANAGE_USERS'], 'nogroups');
  await openAs(page, member, '/community/admin/user_groups/new');
  const denied = page.getByRole('heading', { level: 1, name: 'You do not have access to this section' });
  await expect(denied).toBeVisible();
  await page.goto('/community/admin/user_groups');
  await expect(denied).toBeVisible();
});
