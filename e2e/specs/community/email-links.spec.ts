import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, api, registerMember } from '../../fixtures/index.js';
import { markWelcomed } from './helpers.js';

// Issue #16: "the test follows the links in them in Chromium". The suite runs without SMTP_URL, so every email
// stays in the outbox: the administrator's outbox API hands over the rendered HTML, Chromium shows it as a mail
// client would, and the test clicks the link in it.

type OutboxItem = { id: number; kind: string; to: string; subject: string };

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${api.apiUrl}/v1/auth/login`, {
    data: { email: 'admin@example.com', password: 'reef-admin-password' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}

/** The newest email of this kind to this address (waiting for it to be queued), with its HTML part. */
async function receivedMail(request: APIRequestContext, to: string, kind: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  let found: OutboxItem | undefined;
  await expect(async () => {
    const res = await request.get(`${api.apiUrl}/v1/mail_outbox?limit=100`, { headers });
    const items = ((await res.json()) as { data: OutboxItem[] }).data;
    found = items.find((m) => m.to === to && m.kind === kind);
    expect(found, `${kind} to ${to}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const detail = await request.get(`${api.apiUrl}/v1/mail_outbox/${found!.id}`, { headers });
  return (await detail.json()) as OutboxItem & { html: string; text: string };
}

/** Shows the email's HTML in the tab, as a mail client would, ready for a click on one of its links. */
async function openMail(page: Page, mail: { html: string }): Promise<void> {
  await page.goto('about:blank');
  await page.setContent(mail.html);
}

/** Follows the address's confirmation email: its link, then the click the page asks for. */
async function confirmByMail(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const mail = await receivedMail(request, email, 'email_confirmation');
  expect(mail.subject).toMatch(/^Confirm your email address for /);
  await openMail(page, mail);
  await page.getByRole('link', { name: 'Confirm my email address' }).click();
  // Confirming takes a click on the page the link opens (mail scanners that open links confirm nothing).
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeVisible();
}

test('registration sends a confirmation email whose link confirms the address', async ({ page, request }) => {
  const username = `mailer${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  await page.goto(
    `${api.apiUrl}/v1/login?type=register&success_redirect=${encodeURIComponent(`${api.webUrl}/community`)}`,
  );
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/community(\?|$)/);
  // The site takes the token from the address and keeps it (community-app §4, sign-in).
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('jwt'))).toBeTruthy();
  const jwt = await page.evaluate(() => window.localStorage.getItem('jwt'));
  const account = () =>
    request
      .get(`${api.apiUrl}/v1/account`, { headers: { authorization: `Bearer ${jwt}` } })
      .then((r) => r.json() as Promise<{ email_confirmed: boolean }>);
  expect((await account()).email_confirmed).toBe(false);

  await confirmByMail(page, request, email);
  expect((await account()).email_confirmed).toBe(true);
});

test('"Forgot password?" sends a link that sets a new password, which then signs in', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'forgetful');
  await markWelcomed(request, member);
  await page.goto(
    `${api.apiUrl}/v1/login?type=login&success_redirect=${encodeURIComponent(`${api.webUrl}/community`)}`,
  );
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  const mail = await receivedMail(request, member.email, 'password_reset');
  await openMail(page, mail);
  await page.getByRole('link', { name: 'Choose a new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a fresh passphrase after reset');
  await page.getByLabel('Repeat the new password').fill('a fresh passphrase after reset');
  await page.getByRole('button', { name: 'Set new password' }).click();
  // Setting it signs in and returns to the site.
  await expect(page).toHaveURL(/\/community(\?|$)/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);

  const signIn = (password: string) =>
    request.post(`${api.apiUrl}/v1/auth/login`, { data: { email: member.email, password } });
  expect((await signIn('a fresh passphrase after reset')).status()).toBe(200);
  expect((await signIn(member.password)).status()).toBeGreaterThanOrEqual(400);
});

test('the unsubscribe link of a notification email turns that category off', async ({ page, request }) => {
  const asker = await registerMember(request, 'asker');
  // Notification emails go to confirmed addresses only.
  await confirmByMail(page, request, asker.email);
  const question = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: { authorization: `Bearer ${asker.jwt}` },
    data: {
      question: {
        title: `How do I keep a small server patched ${Date.now().toString(36)}?`,
        body: 'Unattended upgrades or a weekly routine: which is safer for one machine?',
      },
    },
  });
  expect(question.status(), await question.text()).toBe(201);
  const { id } = (await question.json()) as { id: number };
  const helper = await registerMember(request, 'helper');
  const answer = await request.post(`${api.apiUrl}/v1/comments`, {
    headers: { authorization: `Bearer ${helper.jwt}` },
    data: {
      comment: {
        body: 'Turn on unattended security upgrades and reboot in a weekly window.',
        type: 'answer',
        parent_type: 'question',
        parent_id: id,
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);

  const mail = await receivedMail(request, asker.email, 'notification');
  await openMail(page, mail);
  await page.getByRole('link', { name: /^Unsubscribe/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeVisible();

  const prefs = await request.get(`${api.apiUrl}/v1/account/notification_preferences`, {
    headers: { authorization: `Bearer ${asker.jwt}` },
  });
  const { categories } = (await prefs.json()) as { categories: { category: string; frequency: string }[] };
  expect(categories.find((c) => c.category === 'answers')?.frequency).toBe('never');
  // Only that category: comments still come as chosen.
  expect(categories.find((c) => c.category === 'comments')?.frequency).toBe('immediately');
});
