import type { APIRequestContext } from '@playwright/test';
import { api, test, expect } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #12, Regeneration (community-app §2: /community/admin/regeneration, MANAGE_REGENERATION):
// "regenerate a path, a content item or everything, with progress and the web app's answer per path".

/** A demo question's page, read until the web app serves it from its cache. */
async function cachedQuestionPage(request: APIRequestContext) {
  const list = await request.get(`${api.apiUrl}/content/v1/questions?limit=1`);
  const [question] = ((await list.json()) as { data: { slug: string }[] }).data;
  expect(question, 'the demo seed has questions').toBeDefined();
  const path = `/community/questions/${question!.slug}`;
  await request.get(path);
  await expect.poll(async () => (await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
  return { path, slug: question!.slug };
}

test("regenerating paths and a content item refreshes their cached pages, with the web app's answer for each", async ({
  page,
  request,
}) => {
  test.slow(); // two widths of axe and three runs
  const operator = await memberWith(request, ['MANAGE_REGENERATION'], 'regen');
  const { path, slug } = await cachedQuestionPage(request);

  await openAs(page, operator, '/community/admin/regeneration');
  const form = page.getByRole('form', { name: 'Regeneration' });
  await expect(form).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(form).toBeVisible());

  // A line that is not a site path is refused at the field, before anything is sent.
  const paths = form.getByLabel(/^Paths, one a line/);
  await paths.fill(`${path}\nhttps://elsewhere.example/page`);
  await form.getByRole('button', { name: 'Regenerate', exact: true }).click();
  await expect(paths).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/Not a site path: https:\/\/elsewhere\.example\/page/).first()).toBeVisible();

  // Two paths: one request each, each with the web app's own answer; the page is rendered afresh at its next load.
  await paths.fill(`${path}\n/community/tags`);
  await form.getByRole('button', { name: 'Regenerate', exact: true }).click();
  const results = page.getByRole('table', { name: 'Regeneration results' });
  await expect(page.getByRole('status').filter({ hasText: '2 of 2 done.' })).toBeVisible();
  await expect(results.getByRole('row', { name: new RegExp(path) })).toContainText(
    'Refreshed (web app answered 200)',
  );
  await expect(results.getByRole('row', { name: /\/community\/tags/ })).toContainText('Refreshed');
  await expect(page.getByRole('progressbar', { name: 'Regeneration progress' })).toHaveAttribute(
    'value',
    '2',
  );
  await expectAxeCleanAtBothWidths(page, () => expect(results).toBeVisible());
  expect((await request.get(path)).headers()['x-nextjs-cache']).not.toBe('HIT');

  // A content item: its tags and its page, named by kind and slug.
  await expect.poll(async () => (await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
  await form.getByLabel('A content item').check();
  await form.getByLabel('Kind').selectOption('question');
  await form.getByLabel(/^Slug/).fill(slug);
  await expect(form.getByText(`This refreshes ${path}, tag question:${slug}, tag questions.`)).toBeVisible();
  await form.getByRole('button', { name: 'Regenerate', exact: true }).click();
  await expect(results.getByRole('row', { name: new RegExp(`Question ${slug}`) })).toContainText('Refreshed');
  expect((await request.get(path)).headers()['x-nextjs-cache']).not.toBe('HIT');

  // Everything asks first, says what will happen, then drops every cached page.
  await expect.poll(async () => (await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
  await form.getByLabel('Everything').check();
  await form.getByRole('button', { name: 'Regenerate everything' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate everything?' });
  await expect(dialog).toContainText('every cached API response is dropped');
  await dialog.getByRole('button', { name: 'Regenerate everything' }).click();
  await expect(results.getByRole('row', { name: /Everything/ })).toContainText('Refreshed');
  expect((await request.get(path)).headers()['x-nextjs-cache']).not.toBe('HIT');
});

test('a member without MANAGE_REGENERATION gets the access page at /community/admin/regeneration', async ({
  page,
  request,
}) => {
  const member = await memberWith(request, ['MANAGE_TAGS'], 'noregen');
  await openAs(page, member, '/community/admin/regeneration');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
});
