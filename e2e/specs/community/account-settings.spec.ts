import { readFileSync } from 'node:fs';
import { test, expect, api, axeViolations, registerMember, signInAs } from '../../fixtures/index.js';
import { markWelcomed } from './helpers.js';

// Members manage their account from /community/settings/account: password, sign out everywhere, export of their
// data as JSON, deletion with their content kept under a deleted member; and their notification emails per category.

async function signInStatus(request: Parameters<typeof registerMember>[0], email: string, password: string) {
  const res = await request.post(`${api.apiUrl}/v1/auth/login`, { data: { email, password } });
  return res.status();
}

test('a member changes their password and exports their data from the account settings', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'account');
  await markWelcomed(request, member);
  await signInAs(page, member);
  await page.goto('/community/settings/account');
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(tabs.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill(member.password);
  await password.getByLabel('New password').fill('a brand new passphrase for reef');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Every other session was signed out.')).toBeVisible();
  expect(await signInStatus(request, member.email, member.password)).toBeGreaterThanOrEqual(400);
  expect(await signInStatus(request, member.email, 'a brand new passphrase for reef')).toBe(200);

  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Export my data' })
    .click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  expect(JSON.stringify(exported)).toContain(member.email);
  expect(JSON.stringify(exported)).toContain(member.username);
});

test('sign out everywhere ends the session the browser holds', async ({ page, request }) => {
  const member = await registerMember(request, 'sessions');
  await markWelcomed(request, member);
  await signInAs(page, member);
  await page.goto('/community/settings/account');
  await page
    .getByRole('region', { name: 'Sessions' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(page).toHaveURL(/\/community$/);
  const res = await request.get(`${api.apiUrl}/v1/users/${member.slug}/notifications`, {
    headers: { authorization: `Bearer ${member.jwt}` },
  });
  expect(res.status()).toBe(401);
});

test('notification emails are chosen per category and kept', async ({ page, request }) => {
  const member = await registerMember(request, 'mailprefs');
  await markWelcomed(request, member);
  await signInAs(page, member);
  await page.goto('/community/settings/notifications');
  const answers = page.getByRole('combobox', { name: 'Answers' });
  await answers.selectOption('never');
  await expect(page.getByText('Answers: never. Saved.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Answers' })).toHaveValue('never');
});

test('a member deletes their account; their question stays, by a deleted member, and they can no longer sign in', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'leaving');
  await markWelcomed(request, member);
  const created = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: { authorization: `Bearer ${member.jwt}` },
    data: {
      question: {
        title: `How do I rotate logs for a small service ${Date.now().toString(36)}?`,
        body: 'My service writes one log file that keeps growing; what rotates it safely?',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const question = (await created.json()) as { slug: string; title: string };

  await signInAs(page, member);
  await page.goto('/community/settings/account');
  const danger = page.getByRole('region', { name: 'Delete account' });
  await danger.getByLabel('Current password').fill(member.password);
  await danger.getByLabel(`Type your username (${member.username}) to confirm`).fill(member.username);
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/community$/);

  expect(await signInStatus(request, member.email, member.password)).toBeGreaterThanOrEqual(400);
  await expect(async () => {
    await page.goto(`/community/questions/${question.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: question.title })).toBeVisible({
      timeout: 2000,
    });
    await expect(page.getByText('Deleted member').first()).toBeVisible({ timeout: 2000 });
    await expect(page.getByText(member.username)).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
});
