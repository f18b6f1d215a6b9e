// Issue #30, "Done means": "a visitor searches, reads, signs up with a mistake on the way, confirms, asks with a typo
// in a tag, gets an answer, accepts it" — one journey across features, at 1440 px (desktop) and 375 px (phone).
import type { Page } from '@playwright/test';
import { test, expect, api, axeViolations, registerMember } from '../../fixtures/index.js';
import { openMail, waitForMail } from '../../fixtures/mailbox.js';

/** Opens the header's "Sign up" menu (behind the menu button on a phone) and follows its Community link. */
async function signUpFromHeader(page: Page) {
  const banner = page.getByRole('banner');
  const signUp = banner.getByRole('button', { name: 'Sign up' });
  if (!(await signUp.isVisible())) await banner.getByRole('button', { name: /menu/i }).first().click();
  await signUp.click();
  await banner.getByRole('link', { name: /^Community/ }).click();
}

test('a visitor searches, reads, signs up after a mistake, confirms, asks with a mistyped tag, and accepts the answer', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);

  // Searches from the community page and reads a question among the results.
  await page.goto('/community');
  const search = page.getByRole('searchbox', { name: /search tutorials and questions/i });
  await search.fill('docker');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('docker');
  // The results hold questions too, not only tutorials (item 3).
  const questionHit = page
    .locator('main a[href^="/community/questions/"]')
    .filter({ hasText: /docker/i })
    .first();
  await expect(questionHit).toBeVisible();
  await questionHit.click();
  await expect(page).toHaveURL(/\/community\/questions\/[a-z0-9-]+$/);
  const readPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();

  // Signs up from the header; a password under 8 characters is refused at its field, keeping what was typed.
  await signUpFromHeader(page);
  const username = `visitor${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(/at least 8 characters/i).first()).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue('');
  expect(await axeViolations(page), 'the sign-up page with its error').toEqual([]);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign up' }).click();
  // Back on the page being read, signed in.
  await expect(page).toHaveURL(new RegExp(`${readPath}$`));
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('jwt'))).toBeTruthy();
  const jwt = (await page.evaluate(() => window.localStorage.getItem('jwt')))!;
  // A new member is welcomed once; back on the page they were reading, they close it.
  const welcome = page.getByRole('dialog', { name: /^Welcome to/ });
  await welcome.getByRole('button', { name: 'Start exploring' }).click();
  await expect(welcome).toBeHidden();

  // Confirms the address from the email.
  const mail = await waitForMail(email, /^Confirm your email address for /);
  await openMail(page, mail);
  await page.getByRole('link', { name: 'Confirm my email address' }).click();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeVisible();

  // Asks, with a typo in the tag: Enter takes the suggestion, not the typo.
  await page.goto('/community/questions/new');
  const title = `How do I publish a port from a Docker container? ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page
    .getByRole('textbox', { name: 'Details' })
    .fill(
      'I run `docker run myapp` and the app listens on 8080, but nothing answers on the host. What is missing?',
    );
  const tags = page.getByRole('combobox', { name: /Tags/ });
  await tags.fill('dokcer');
  await expect(page.getByRole('option', { name: /Docker/ })).toBeVisible();
  await tags.press('Enter');
  await expect(page.getByRole('button', { name: /Remove Docker/i })).toBeVisible();
  // The question page listens for answers once it is idle: watched from the moment the question is posted.
  const listening = page.waitForRequest(
    (req) => req.url().includes('/v1/live?') && req.url().includes('question'),
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Post your question' }).click();
  await expect(page).toHaveURL(/\/community\/questions\/[a-z0-9-]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Docker', exact: true }).first(),
  ).toBeVisible();
  const questionPath = new URL(page.url()).pathname;
  const slug = questionPath.split('/').pop()!;

  // Gets an answer from another member; the open page offers it without a reload.
  await listening;
  await page.waitForTimeout(500);
  const helper = await registerMember(request, 'answerer');
  const question = (await (await request.get(`${api.apiUrl}/content/v1/questions/${slug}`)).json()) as {
    id: number;
  };
  const answered = await request.post(`${api.apiUrl}/v1/comments`, {
    headers: { authorization: `Bearer ${helper.jwt}` },
    data: {
      comment: {
        body: 'Publish it with `docker run -p 8080:8080 myapp`: without -p the port stays inside the container.',
        type: 'answer',
        parent_type: 'question',
        parent_id: question.id,
      },
    },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  await page.getByRole('button', { name: '1 new answer — show them' }).click({ timeout: 15_000 });
  const answer = page.getByRole('article', { name: `Answer by ${helper.username}` });
  await expect(answer).toContainText('without -p the port stays inside the container');

  // Accepts it: the badge, the message, and it stays accepted for everyone.
  await answer.getByRole('button', { name: 'Accept answer' }).click();
  await expect(answer).toContainText('✓ Accepted answer');
  await expect(page.getByText(`You accepted ${helper.username}'s answer`)).toBeVisible();
  const account = await request.get(`${api.apiUrl}/v1/account`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  expect(((await account.json()) as { email_confirmed: boolean }).email_confirmed).toBe(true);
  expect(await axeViolations(page), 'the question page after accepting').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page), 'the question page after accepting, dark').toEqual([]);
});
