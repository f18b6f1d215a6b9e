import type { Page } from '@playwright/test';
import { api, expect, test } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #12, /community/admin/posts (MANAGE_POSTS): "the same editor experience for posts, markdown body with the
// live preview of `@reef/markdown`"; a script in a post's markdown never runs in the admin preview or on the site.

const XSS =
  'Edited **body**\n\n<script>window.__reefXss = 1</script><img src="x" alt="" onerror="window.__reefXss = 2">';

function watchForScripts(page: Page): () => Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs, 'no dialog opened').toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __reefXss?: number }).__reefXss),
    ).toBeUndefined();
    const scripts = await page.locator('script').evaluateAll((nodes) =>
      nodes
        .map((node) => node.textContent ?? '')
        // Next's own data scripts carry the page's text as JSON strings; a script element of the content would not.
        .filter((text) => text.includes('__reefXss') && !text.startsWith('self.__next_f')),
    );
    expect(scripts, 'no <script> from content in the DOM').toEqual([]);
  };
}

test('an editor with only MANAGE_POSTS edits the markdown with a live preview, publishes, restores and schedules', async ({
  page,
  request,
}) => {
  test.slow();
  const editor = await memberWith(request, ['MANAGE_POSTS'], 'posts');
  const slug = `post-editor-${Date.now().toString(36)}`;
  const title = `Post editor ${slug}`;
  const created = await request.post(`${api.apiUrl}/v1/posts`, {
    headers: { authorization: `Bearer ${editor.jwt}` },
    data: { post: { type: 'blog', slug, title, body: 'Original body', state: 'published' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const path = `/blog/${slug}`;
  const noScriptRan = watchForScripts(page);

  await openAs(page, editor, `/community/admin/posts?type=blog`);
  const table = page.getByRole('table', { name: 'Posts' });
  await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(table).toBeVisible());
  await table.getByRole('link', { name: title, exact: true }).click();

  const form = page.getByRole('form', { name: 'Post' });
  await expect(form.getByLabel('Body', { exact: true })).toHaveValue('Original body');
  await expectAxeCleanAtBothWidths(page, () => expect(form).toBeVisible());

  await form.getByLabel('Body', { exact: true }).fill(XSS);
  const preview = form.getByRole('region', { name: 'Body: preview' });
  await expect(preview.locator('strong', { hasText: 'body' })).toBeVisible();
  await form.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText(`Published. ${path} shows it at the next page view.`)).toBeVisible();
  await noScriptRan();

  await page.goto(path);
  await expect(page.locator('strong', { hasText: 'body' }).first()).toBeVisible();
  await noScriptRan();

  await page.goto(`/community/admin/posts/blog/${slug}/edit`);
  const history = page.getByRole('region', { name: 'Version history' });
  await history.getByRole('button', { name: 'Version 1' }).click();
  await expect(history.getByRole('cell', { name: 'Original body' })).toBeVisible();
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/Version 1 restored as a new version/)).toBeVisible();
  await page.goto(path);
  await expect(page.getByText('Original body')).toBeVisible();

  await page.goto(`/community/admin/posts/blog/${slug}/edit`);
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T${pad(tomorrow.getHours())}:${pad(tomorrow.getMinutes())}`;
  await form.getByLabel('Go live at (your local time)').fill(local);
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(/^Scheduled: the post goes live/)).toBeVisible();
  // Revalidation follows the save's commit; the next views answer 404 once it has run.
  await expect.poll(async () => (await page.goto(path))?.status(), { timeout: 15_000 }).toBe(404);
});

test('a member without MANAGE_POSTS gets the access page', async ({ page, request }) => {
  const member = await memberWith(request, ['MANAGE_STATIC_PAGES'], 'noposts');
  await openAs(page, member, '/community/admin/posts/new');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
});
