import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  api,
  axeViolations,
  registerMember,
  signInAs,
  type Member,
} from '../../fixtures/index.js';
import { markWelcomed } from './helpers.js';

/** Confirms a member's email as they would: the link of the confirmation email (read from the admin outbox), then the button. */
async function confirmEmail(page: Page, request: APIRequestContext, member: Member): Promise<void> {
  const login = await request.post(`${api.apiUrl}/v1/auth/login`, {
    data: { email: 'admin@example.com', password: 'reef-admin-password' },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { jwt: string }).jwt}` };
  let link = '';
  await expect
    .poll(async () => {
      const list = (await (
        await request.get(`${api.apiUrl}/v1/mail_outbox?limit=100`, { headers })
      ).json()) as { data: { id: number; to: string }[] };
      const mail = list.data.find((item) => item.to === member.email);
      if (!mail) return '';
      const detail = (await (
        await request.get(`${api.apiUrl}/v1/mail_outbox/${mail.id}`, { headers })
      ).json()) as { text: string };
      link = /https?:\/\/\S+\/v1\/login\/confirm\?token=[^\s"<>]+/.exec(detail.text)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText(/confirmed/i).first()).toBeVisible();
}

// Regression: a new member whose question was held `under_review` (a link outside the permitted domains, from an
// account younger than a week) was sent to their own question and saw "We could not find that page".
test('a held question shows to its author with an awaiting-review notice, stays 404 for others, and is listed as pending on the profile', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const author = await registerMember(request, 'held');
  await markWelcomed(request, author);
  // Unconfirmed members may not post links at all; a confirmed account younger than a week is still held.
  await confirmEmail(page, request, author);
  await signInAs(page, author);
  await page.goto('/community/questions/new');
  const title = `Why does my reverse proxy answer 502 after an upgrade ${Date.now().toString(36)}?`;
  await page.getByLabel('Title').fill(title);
  await page
    .getByRole('textbox', { name: 'Details' })
    .fill(
      'Since upgrading, every request through the proxy answers 502. I followed https://blog.elsewhere.example/nginx-proxy step by step.',
    );
  await page.getByRole('button', { name: 'Post your question' }).click();
  // The ask form's own address also matches /questions/{slug}: wait for the question's.
  await expect(page).toHaveURL(/\/community\/questions\/(?!new$)[a-z0-9-]+$/, { timeout: 20_000 });
  const path = new URL(page.url()).pathname;

  // The author sees the question itself, with the notice, in an article named by its title.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('We could not find that page')).toHaveCount(0);
  await expect(page.getByRole('note')).toContainText('Awaiting review.');
  const article = page.getByRole('article', { name: title });
  await expect(article.locator('[data-article-body]')).toContainText(
    'every request through the proxy answers 502',
  );
  // A fresh load (not only the navigation after posting) shows it too.
  await page.reload();
  await expect(page.getByRole('note')).toContainText('Awaiting review.');
  expect(await axeViolations(page)).toEqual([]);

  // The public API does not serve it, and a visitor gets the not-found page.
  const slug = path.split('/').pop()!;
  expect((await request.get(`${api.apiUrl}/content/v1/questions/${slug}`)).status()).toBe(404);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await expect(visitor.getByText('Awaiting review.')).toHaveCount(0);

  // Another member sees neither the question nor the pending list on the author's profile.
  const other = await registerMember(request, 'other');
  await markWelcomed(request, other);
  const otherPage = await (await browser.newContext()).newPage();
  await signInAs(otherPage, other);
  await otherPage.goto(path);
  await expect(
    otherPage.getByRole('heading', { level: 1, name: 'We could not find that page' }),
  ).toBeVisible();
  await otherPage.goto(`/community/users/${author.slug}`);
  await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(otherPage.getByRole('heading', { name: 'Awaiting review' })).toHaveCount(0);

  // The author's profile lists it as pending, linking to it.
  await page.goto(`/community/users/${author.slug}`);
  const pending = page.getByRole('region', { name: 'Awaiting review' });
  await expect(pending.getByRole('link', { name: title })).toHaveAttribute('href', path);
  await expect(pending).toContainText('Pending review');
});
