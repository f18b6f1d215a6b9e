import { api, expect, test } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #31 in the admin area: an editor translates a blog post from its editor. "Translate…" → Deutsch opens a new
// post prefilled from the original, with the original's text beside the form on a wide screen (above it on a
// phone); saving creates the German version, and the original's public page then offers "Read in: Deutsch".

test('an editor translates a blog post into German from its editor, working beside the original; the post then shows "Read in: Deutsch"', async ({
  page,
  request,
}) => {
  test.slow();
  const editor = await memberWith(request, ['MANAGE_POSTS'], 'translator');
  const suffix = Date.now().toString(36);
  const slug = `reef-walks-${suffix}`;
  const title = `Reef walks at low tide ${suffix}`;
  const created = await request.post(`${api.apiUrl}/v1/posts`, {
    headers: { authorization: `Bearer ${editor.jwt}` },
    data: {
      post: { type: 'blog', slug, title, body: 'Walk the reef flat only at low tide.', state: 'published' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await openAs(page, editor, `/community/admin/posts/blog/${slug}/edit`);
  const form = page.getByRole('form', { name: 'Post' });
  await expect(form.getByLabel('Language')).toHaveValue('en');
  await expect(form.getByText('No translations yet.')).toBeVisible();
  await form.getByLabel('Translate into').selectOption({ label: 'Deutsch' });
  await form.getByRole('link', { name: 'Translate…' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'New translation' })).toBeVisible();
  const original = page.getByRole('region', { name: 'Original (English)' });
  await expect(original.getByText('Walk the reef flat only at low tide.')).toBeVisible();
  const draft = page.getByRole('form', { name: 'Post' });
  await expect(draft.getByLabel('Language')).toHaveValue('de');
  await expect(draft.getByLabel('Title (required)')).toHaveValue(title);
  await expect(draft.getByLabel('Body', { exact: true })).toHaveValue('Walk the reef flat only at low tide.');
  await expect(draft.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/community/admin/posts/blog/${slug}/edit`,
  );

  // Beside the form on a wide screen, above it on a phone.
  await page.setViewportSize({ width: 1440, height: 900 });
  // The layout follows the new width on the next frame: measured until it has.
  await expect(async () => {
    const wide = { original: (await original.boundingBox())!, form: (await draft.boundingBox())! };
    expect(wide.original.x + wide.original.width).toBeLessThanOrEqual(wide.form.x);
  }).toPass({ timeout: 5_000 });
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(async () => {
    const narrow = { original: (await original.boundingBox())!, form: (await draft.boundingBox())! };
    expect(narrow.original.y + narrow.original.height).toBeLessThanOrEqual(narrow.form.y);
  }).toPass({ timeout: 5_000 });
  await expectAxeCleanAtBothWidths(page, () => expect(original).toBeVisible());

  const germanTitle = `Riffwanderungen bei Ebbe ${suffix}`;
  await draft.getByLabel('Title (required)').fill(germanTitle);
  await draft.getByLabel('Slug').fill(`riffwanderungen-${suffix}`);
  await draft.getByLabel('Body', { exact: true }).fill('Das Riffdach nur bei Ebbe begehen.');
  await draft.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText(`Published. /blog/riffwanderungen-${suffix} shows it at the next page view.`),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/community/admin/posts/blog/riffwanderungen-${suffix}/edit$`));
  await expect(page.getByRole('form', { name: 'Post' }).getByRole('link', { name: title })).toBeVisible();

  await page.goto(`/blog/${slug}`);
  const article = page.getByRole('article', { name: title });
  await expect(article.getByText('Read in: Deutsch')).toBeVisible();
  // The German version is read in German: its address has the language's prefix (issue #31, item 2).
  await expect(article.getByRole('link', { name: 'Deutsch', exact: true })).toHaveAttribute(
    'href',
    `/de/blog/riffwanderungen-${suffix}`,
  );
});
