import { DEFAULT_MEMBER_PERMISSIONS } from '@reef/core';
import { test, expect, api } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #11, Users (community-app §2: /community/admin/users, MANAGE_USERS).

test('"a MANAGE_USERS moderator disables a member → that member can no longer sign in"; search, permissions within the flags they hold, history', async ({
  page,
  request,
}) => {
  test.slow(); // several pages, each checked with axe at two widths
  // A moderator is a member too: they hold a new member's flags besides their own. (No one changes the sessions of
  // an account holding a flag they lack — security round 2 #2 — and the target holds a new member's flags.)
  const moderator = await memberWith(
    request,
    [...DEFAULT_MEMBER_PERMISSIONS.toArray(), 'MANAGE_USERS', 'MANAGE_TAGS'],
    'usermod',
  );
  const target = await memberWith(request, [], 'target');

  // The list: search by name kept in the address.
  await openAs(page, moderator, '/community/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(table).toBeVisible());
  await page.getByLabel('Search users').fill(target.username);
  await page.getByLabel('Search users').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${target.username}`));
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  await page.getByLabel('State').selectOption('disabled');
  await expect(page).toHaveURL(/state=disabled/);
  await expect(page.getByText('No members match these filters')).toBeVisible();
  await page.goBack();
  await table.getByRole('link', { name: target.username }).click();

  // The member's page.
  await expect(page.getByRole('heading', { level: 1, name: target.username })).toBeVisible();
  const permissions = page.getByRole('form', { name: `Permissions of ${target.username}` });
  await expect(permissions).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(permissions).toBeVisible());

  // "never lets an admin grant a flag they do not hold"
  await expect(permissions.getByRole('checkbox', { name: 'MANAGE_TOOLS' })).toBeDisabled();
  await expect(permissions.getByRole('checkbox', { name: 'ADMINISTRATOR' })).toBeDisabled();
  await permissions.getByRole('checkbox', { name: 'MANAGE_TAGS' }).check();
  await permissions.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText(`Permissions of ${target.username} saved.`)).toBeVisible();
  await expect(permissions.getByRole('checkbox', { name: 'MANAGE_TAGS' })).toBeChecked();

  // Sign out everywhere: the member's current token stops working.
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const signOut = page.getByRole('dialog', { name: `Sign out everywhere ${target.username}?` });
  await expect(signOut).toContainText('custom tokens keep working');
  await signOut.getByRole('button', { name: `Sign out everywhere ${target.username}` }).click();
  await expect(page.getByText(`Signed ${target.username} out everywhere.`)).toBeVisible();
  const header = await request.post(`${api.apiUrl}/v1/header`, {
    headers: { authorization: `Bearer ${target.jwt}` },
  });
  expect(header.status()).toBe(401);

  // Disable, after a confirmation that says what will happen.
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${target.username}?` });
  await expect(dialog).toContainText('cannot sign in again');
  await expectAxeCleanAtBothWidths(page, () => expect(dialog).toBeVisible());
  await dialog.getByRole('button', { name: `Disable ${target.username}` }).click();
  await expect(page.getByText(`Disabled ${target.username}: they can no longer sign in.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable', exact: true })).toBeVisible();
  const history = page.getByRole('table', { name: /History/ });
  await expect(history.getByText('Disabled user')).toBeVisible();

  // The member can no longer sign in.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/community/admin/tags');
  await page.waitForURL((url) => url.href.startsWith(`${api.apiUrl}/v1/login`));
  await page.getByLabel('Email').fill(target.email);
  await page.getByLabel('Password').fill(target.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('message')).toBe('This account is disabled');
  const login = await request.post(`${api.apiUrl}/v1/auth/login`, {
    data: { email: target.email, password: target.password },
  });
  expect(login.status()).toBe(403);
});

test('"the second save sees a conflict": two tabs on the same member, the later save is told someone else changed it', async ({
  page,
  request,
}) => {
  const moderator = await memberWith(request, ['MANAGE_USERS', 'MANAGE_TAGS'], 'usertabs');
  const target = await memberWith(request, [], 'conflict');
  const overview = await request.get(`${api.apiUrl}/v1/users/${target.slug}/overview`, {
    headers: { authorization: `Bearer ${moderator.jwt}` },
  });
  const id = ((await overview.json()) as { user: { id: number } }).user.id;
  await openAs(page, moderator, `/community/admin/users/${id}`);
  const second = await page.context().newPage();
  await second.goto(`/community/admin/users/${id}`);
  for (const tab of [page, second])
    await expect(tab.getByRole('form', { name: `Permissions of ${target.username}` })).toBeVisible();

  await page.getByRole('checkbox', { name: 'MANAGE_TAGS' }).check();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText(`Permissions of ${target.username} saved.`)).toBeVisible();

  await second.getByRole('checkbox', { name: 'MANAGE_TAGS' }).check();
  await second.getByRole('button', { name: 'Save permissions' }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'Someone else changed this account' }),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Discard mine and load their version' }).click();
  await expect(second.getByRole('checkbox', { name: 'MANAGE_TAGS' })).toBeChecked();
  await expect(second.getByText('Unsaved changes')).toHaveCount(0);
});

test('a member without MANAGE_USERS gets the access page at /community/admin/users and on a member page', async ({
  page,
  request,
}) => {
  const member = await memberWith(request, ['MANAGE_USER_GROUPS'], 'nousers');
  await openAs(page, member, '/community/admin/users');
  const denied = page.getByRole('heading', { level: 1, name: 'You do not have access to this section' });
  await expect(denied).toBeVisible();
  await page.goto('/community/admin/users/1');
  await expect(denied).toBeVisible();
});
