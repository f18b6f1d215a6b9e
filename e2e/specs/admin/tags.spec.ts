import { test, expect } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #11, Tags (community-app §2: /community/admin/tags/new and /community/admin/tags, MANAGE_TAGS).

test('"a new tag created at /tags/new appears on the site"; the list finds it; edits keep the filters in the address', async ({
  page,
  request,
}) => {
  test.slow(); // several pages, each checked with axe at two widths
  const moderator = await memberWith(request, ['MANAGE_TAGS'], 'tagger');
  const name = `Zig ${Date.now().toString(36)}`;
  await openAs(page, moderator, '/community/admin/tags/new');
  const form = page.getByRole('form', { name: 'Tag form' });
  await expect(form).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(form).toBeVisible());

  // The API's schema is checked before sending: an empty name is refused at the field.
  await form.getByRole('button', { name: 'Create tag' }).click();
  await expect(form.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Description/).fill('A systems language.');
  await form.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Tag ${name} created.`)).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () =>
    expect(page.getByRole('heading', { level: 1, name })).toBeVisible(),
  );

  // On the site at once.
  await page.getByRole('link', { name: 'View on the site' }).click();
  await expect(page).toHaveURL(/\/community\/tags\/zig-/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The list: search kept in the address, shareable, and Back returns to the previous state.
  await page.goto('/community/admin/tags');
  await expect(page.getByRole('table', { name: 'Tags' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () =>
    expect(page.getByRole('table', { name: 'Tags' })).toBeVisible(),
  );
  await page.getByLabel('Search tags').fill(name);
  await page.getByLabel('Search tags').press('Enter');
  await expect(page).toHaveURL(/search=Zig/);
  const table = page.getByRole('table', { name: 'Tags' });
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  await page.getByLabel('State').selectOption('trashed');
  await expect(page).toHaveURL(/state=trashed/);
  await expect(page.getByText('No tags match these filters')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/state=trashed/);
  await expect(table.getByRole('link', { name })).toBeVisible();

  // Edit: trash it; the site no longer shows it.
  await table.getByRole('link', { name }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel(/^State/).selectOption('trashed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Tag ${name} saved.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on the site' })).toHaveCount(0);

  // "reachable from each object's admin page": the tag's history names who created it and who trashed it.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('cell', { name: /Updated/ })).toBeVisible();
  await expect(history.getByRole('cell', { name: /Created/ })).toBeVisible();
  const update = history.getByRole('row', { name: /Updated/ });
  await update.getByText(/fields? changed/).click();
  await expect(update.getByRole('row', { name: /^state/ })).toContainText('trashed');
  await expect(history.getByRole('cell', { name: moderator.slug }).first()).toBeVisible();
});

test('a member without MANAGE_TAGS gets the access page at /community/admin/tags/new', async ({
  page,
  request,
}) => {
  const member = await memberWith(request, ['MANAGE_TOOLS'], 'notagger');
  await openAs(page, member, '/community/admin/tags/new');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
});
