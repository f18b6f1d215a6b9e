import { test, expect } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #11, Tools (community-app §2: /community/admin/tools, MANAGE_TOOLS).

test('a MANAGE_TOOLS moderator lists tools in every state, creates a draft and publishes it to the directory', async ({
  page,
  request,
}) => {
  test.slow(); // several pages, each checked with axe at two widths
  const moderator = await memberWith(request, ['MANAGE_TOOLS'], 'tooler');
  const name = `Linter ${Date.now().toString(36)}`;
  await openAs(page, moderator, '/community/admin/tools');
  const table = page.getByRole('table', { name: 'Tools' });
  await expect(table).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(table).toBeVisible());

  await page.getByRole('link', { name: 'New tool' }).click();
  const form = page.getByRole('form', { name: 'Tool form' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Website/).fill('not a url');
  await form.getByRole('button', { name: 'Create tool' }).click();
  // The API's own schema speaks at the field.
  await expect(form.getByLabel(/^Website/)).toHaveAttribute('aria-invalid', 'true');
  // (A link needs a confirmed email address, which this fresh account has not: the tool goes without one.)
  await form.getByLabel(/^Website/).fill('');
  await form.getByLabel(/^Description/).fill('Finds mistakes before review does.');
  await form.getByRole('button', { name: 'Create tool' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // A draft has no public page yet.
  await expect(page.getByRole('link', { name: 'View on the site' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expectAxeCleanAtBothWidths(page, () =>
    expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible(),
  );
  await page.getByLabel(/^State/).selectOption('published');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('link', { name: 'View on the site' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The state filter lists drafts and published tools alike.
  await page.goto('/community/admin/tools?state=published');
  await expect(page.getByRole('table', { name: 'Tools' }).getByRole('link', { name })).toBeVisible();
});

test('a member without MANAGE_TOOLS gets the access page', async ({ page, request }) => {
  const member = await memberWith(request, ['MANAGE_TAGS'], 'notools');
  await openAs(page, member, '/community/admin/tools');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
});
