import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, api, axeViolations, registerMember, type Member } from '../../fixtures/index.js';
import { mailsTo, openMail, waitForMail, type ReceivedMail } from '../../fixtures/mailbox.js';
import { markWelcomed } from './helpers.js';

// Issue #16: "an SMTP server started by the tests … receives the reset, confirmation, notification and digest
// emails; the test follows the links in them in Chromium … unsubscribe by POST stops that category". The
// suite's server script starts a real SMTP server and points the API's SMTP_URL at it: every email below
// went out through the delivery queue and over SMTP, and is read from what that server received.

/** axe-core finds nothing on the current page at a phone's and a desktop's width. */
async function expectAccessibleAtBothWidths(page: Page, what: string): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${what} at ${width}px`).toEqual([]);
  }
}

/** Follows the address's confirmation email: its link, then the click the page asks for. */
async function confirmByMail(page: Page, email: string, options: { checkPages?: boolean } = {}) {
  const mail = await waitForMail(email, /^Confirm your email address for /);
  await openMail(page, mail);
  await page.getByRole('link', { name: 'Confirm my email address' }).click();
  // Confirming takes a click on the page the link opens (mail scanners that open links confirm nothing).
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  if (options.checkPages) await expectAccessibleAtBothWidths(page, 'the confirm page');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeVisible();
  if (options.checkPages) await expectAccessibleAtBothWidths(page, 'the confirmed page');
}

/** Asks a question as `asker` and answers it as a new member; returns the question's title. */
async function answeredQuestion(request: APIRequestContext, asker: Member, topic: string) {
  const title = `How do I keep ${topic} patched ${Date.now().toString(36)}?`;
  const question = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: { authorization: `Bearer ${asker.jwt}` },
    data: {
      question: { title, body: 'Unattended upgrades or a weekly routine: which is safer for one machine?' },
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
  return { id, title, helper };
}

async function preferences(request: APIRequestContext, member: Member) {
  const res = await request.get(`${api.apiUrl}/v1/account/notification_preferences`, {
    headers: { authorization: `Bearer ${member.jwt}` },
  });
  const { categories } = (await res.json()) as { categories: { category: string; frequency: string }[] };
  return Object.fromEntries(categories.map((c) => [c.category, c.frequency]));
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

  await confirmByMail(page, email, { checkPages: true });
  expect((await account()).email_confirmed).toBe(true);
  // Sent by the queue over SMTP, once, from MAIL_FROM, with a Message-ID of its own.
  const confirmations = mailsTo(email).filter((m) => m.subject.startsWith('Confirm your email address'));
  expect(confirmations).toHaveLength(1);
  expect(confirmations[0]!.rawHeaders.from).toBe('Tidal Cloud <community@tidal.example>');
  expect(confirmations[0]!.messageId).toMatch(/^<reef\.\d+\.[0-9a-f]{16}@/);
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
  await expectAccessibleAtBothWidths(page, 'the reset request page');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the "check your email" page');

  const mail = await waitForMail(member.email, /^Reset your .* password$/);
  expect(mail.text).toMatch(/\/v1\/login\/reset\?token=/);
  await openMail(page, mail);
  await page.getByRole('link', { name: 'Choose a new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the new password page');
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
  // "a confirmation email" after the reset.
  await waitForMail(member.email, /password was changed/i);
});

test('a notification email links to the answer, and its unsubscribe link turns that category off', async ({
  page,
  request,
}) => {
  const asker = await registerMember(request, 'asker');
  // Notification emails go to confirmed addresses only.
  await confirmByMail(page, asker.email);
  const { title } = await answeredQuestion(request, asker, 'a small server');

  const mail = await waitForMail(asker.email, /answer/i);
  await openMail(page, mail);
  await page.getByRole('link', { name: 'View it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await openMail(page, mail);
  await page.getByRole('link', { name: /^Unsubscribe/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeVisible();

  const chosen = await preferences(request, asker);
  expect(chosen.answers).toBe('never');
  // Only that category: comments still come as chosen.
  expect(chosen.comments).toBe('immediately');
});

test('"unsubscribe by POST stops that category": the one-click List-Unsubscribe POST of a mail client', async ({
  page,
  request,
}) => {
  const asker = await registerMember(request, 'oneclick');
  await confirmByMail(page, asker.email);
  const first = await answeredQuestion(request, asker, 'a mail server');
  const mail: ReceivedMail = await waitForMail(asker.email, /answer/i);
  expect(mail.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const target = /<(https?:[^>]+)>/.exec(mail.rawHeaders['list-unsubscribe'] ?? '')?.[1];
  expect(target, mail.rawHeaders['list-unsubscribe']).toBeDefined();

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the header's URL, with no page and no click.
  const posted = await request.post(target!, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(posted.status(), await posted.text()).toBeLessThan(300);
  expect((await preferences(request, asker)).answers).toBe('never');

  // A second answer sends nothing; a comment (another category) still arrives, after it.
  const answersBefore = mailsTo(asker.email).filter((m) => /answer/i.test(m.subject)).length;
  const again = await request.post(`${api.apiUrl}/v1/comments`, {
    headers: { authorization: `Bearer ${first.helper.jwt}` },
    data: {
      comment: {
        body: 'Also keep an eye on the kernel: livepatch avoids most reboots.',
        type: 'answer',
        parent_type: 'question',
        parent_id: first.id,
      },
    },
  });
  expect(again.status(), await again.text()).toBe(201);
  const comment = await request.post(`${api.apiUrl}/v1/comments`, {
    headers: { authorization: `Bearer ${first.helper.jwt}` },
    data: {
      comment: {
        body: 'Which distribution is the machine on?',
        type: 'comment',
        parent_type: 'question',
        parent_id: first.id,
      },
    },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  await waitForMail(asker.email, /comment/i);
  expect(mailsTo(asker.email).filter((m) => /answer/i.test(m.subject))).toHaveLength(answersBefore);
});

test('a daily digest gathers an answer the member missed, and its link opens it', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'digest');
  await confirmByMail(page, member.email);
  const saved = await request.patch(`${api.apiUrl}/v1/account/notification_preferences`, {
    headers: { authorization: `Bearer ${member.jwt}` },
    data: { preferences: { answers: 'daily' } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { title } = await answeredQuestion(request, member, 'a database server');

  // The API checks for due digests every few seconds in this suite (hourly by default).
  const digest = await waitForMail(member.email, /^Your daily digest from /, 30_000);
  expect(digest.subject).toMatch(/: \d+ new items?$/);
  expect(digest.text).toContain(`New answer to “${title}”`);
  expect(digest.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  // Daily, not immediately: no separate email for the answer.
  expect(mailsTo(member.email).filter((m) => /answer/i.test(m.subject) && m !== digest)).toEqual([]);

  await openMail(page, digest);
  await page.getByRole('link', { name: `New answer to “${title}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
