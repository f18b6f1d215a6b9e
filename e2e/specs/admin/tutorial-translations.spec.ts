import { api, expect, test } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #31 in the admin area, for tutorials: "An editor starts a translation from the original, side by side."
// On an English tutorial's editor, "Translate…" → Deutsch opens the new-tutorial editor prefilled from the original,
// with the original beside the form on a wide screen (above it on a phone) and the focus on the title; saving makes
// a German draft linked to the original, which the original's editor lists ("Translations: Deutsch (draft)"), and
// once it is published the original's public page offers "Read in: Deutsch".

test('an editor translates a tutorial into German from its editor, working beside the original; the tutorial then shows "Read in: Deutsch"', async ({
  page,
  request,
}) => {
  test.slow();
  const editor = await memberWith(request, ['MANAGE_TUTORIALS'], 'tutorial-translator');
  const suffix = Date.now().toString(36);
  const slug = `tide-tables-${suffix}`;
  const title = `Read a tide table ${suffix}`;
  const body = '## Step 1\n\nFind the low tide of the day.';
  const created = await request.post(`${api.apiUrl}/v1/tutorials`, {
    headers: { authorization: `Bearer ${editor.jwt}` },
    data: {
      tutorial: {
        slug,
        title,
        description: 'When the reef flat is dry.',
        body,
        language: 'en',
        state: 'published',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const answer = (await created.json()) as { id: number } | { tutorial: { id: number } };
  const originalId = 'tutorial' in answer ? answer.tutorial.id : answer.id;

  await openAs(page, editor, `/community/admin/tutorials/${originalId}/edit`);
  const form = page.getByRole('form', { name: 'Tutorial fields' });
  await expect(form.getByLabel('Language')).toHaveValue('en');
  await expect(form.getByText('No translations yet.')).toBeVisible();
  await form.getByLabel('Translate into').selectOption({ label: 'Deutsch' });
  await form.getByRole('link', { name: 'Translate…' }).click();

  await expect(page).toHaveURL(/\/community\/admin\/tutorials\/new\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'New translation' })).toBeVisible();
  const original = page.getByRole('region', { name: 'Original (English)' });
  await expect(original.getByText('Find the low tide of the day.')).toBeVisible();
  const draft = page.getByRole('form', { name: 'Translation fields' });
  await expect(draft.getByLabel('Title (required)')).toBeFocused();
  await expect(draft.getByLabel('Title (required)')).toHaveValue(title);
  await expect(draft.getByLabel('Language')).toHaveValue('de');
  await expect(draft.getByLabel('Description')).toHaveValue('When the reef flat is dry.');
  await expect(draft.getByLabel('Body', { exact: true })).toHaveValue(body);
  await expect(draft.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/community/admin/tutorials/${originalId}/edit`,
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

  const germanTitle = `Eine Gezeitentafel lesen ${suffix}`;
  const germanSlug = `gezeitentafel-${suffix}`;
  await draft.getByLabel('Title (required)').fill(germanTitle);
  await draft.getByLabel('Slug').fill(germanSlug);
  await draft.getByLabel('Body', { exact: true }).fill('## Schritt 1\n\nDas Niedrigwasser des Tages finden.');
  await draft.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(`Saved “${germanTitle}” as a draft.`)).toBeVisible();
  await expect(page).toHaveURL(/\/community\/admin\/tutorials\/\d+$/);
  const germanId = Number(new URL(page.url()).pathname.split('/').pop());

  // The original's editor lists it in its family, as a draft, linked to its editor.
  await page.goto(`/community/admin/tutorials/${originalId}/edit`);
  const family = page
    .getByRole('form', { name: 'Tutorial fields' })
    .locator('p', { hasText: /^Translations:/ });
  await expect(family).toHaveText('Translations: Deutsch (draft)');
  await expect(family.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
    'href',
    `/community/admin/tutorials/${germanId}/edit`,
  );

  // Published, the original's public page offers it.
  await page.goto(`/community/admin/tutorials/${germanId}`);
  await page.getByRole('list', { name: 'Moves' }).getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish “${germanTitle}”?` });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();

  const article = page.getByRole('article', { name: title });
  await expect(async () => {
    await page.goto(`/community/tutorials/${slug}`);
    await expect(article.getByText('Read in: Deutsch')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The German version is read in German: its address has the language's prefix (issue #31, item 2).
  await expect(article.getByRole('link', { name: 'Deutsch', exact: true })).toHaveAttribute(
    'href',
    `/de/community/tutorials/${germanSlug}`,
  );
});
