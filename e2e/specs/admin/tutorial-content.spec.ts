import { test, expect } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #11, the MANAGE_TUTORIALS sections of community-app §2 besides the tutorials themselves:
// /community/tutorial-series, /community/admin/distributions, /community/admin/versioned_tutorial_groups.

test('distributions: create one, add versions, switch one off', async ({ page, request }) => {
  test.slow(); // several pages, each checked with axe at two widths
  const editor = await memberWith(request, ['MANAGE_TUTORIALS'], 'distros');
  const name = `Reef OS ${Date.now().toString(36)}`;
  await openAs(page, editor, '/community/admin/distributions');
  await expect(page.getByRole('table', { name: 'Distributions' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () =>
    expect(page.getByRole('table', { name: 'Distributions' })).toBeVisible(),
  );

  await page.getByRole('link', { name: 'New distribution' }).click();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Create distribution' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const versions = page.getByRole('table', { name: `Versions of ${name}` });
  const version = page.getByRole('textbox', { name: /^Version/ });
  await version.fill('24.04');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Noble');
  await page.getByRole('button', { name: 'Add version' }).click();
  await expect(versions.getByRole('rowheader', { name: '24.04' })).toBeVisible();
  await version.fill('22.04');
  await page.getByRole('button', { name: 'Add version' }).click();
  await expect(versions.getByRole('rowheader', { name: '22.04' })).toBeVisible();
  await versions.getByRole('switch', { name: `${name} 22.04 active` }).click();
  await expect(versions.getByRole('switch', { name: `${name} 22.04 active` })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expectAxeCleanAtBothWidths(page, () => expect(versions).toBeVisible());
});

test('"the second of two admins saving the same row sees a conflict, not a silent overwrite"', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // several pages, each checked with axe at two widths
  const first = await memberWith(request, ['MANAGE_TUTORIALS'], 'editone');
  const second = await memberWith(request, ['MANAGE_TUTORIALS'], 'edittwo');
  await openAs(page, first, '/community/admin/versioned_tutorial_groups/new');
  await page.getByLabel(/^Name/).fill('Install Docker');
  await page.getByRole('button', { name: 'Create versioned tutorial group' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Install Docker' })).toBeVisible();
  const editPath = new URL(page.url()).pathname + '/edit';

  // Both open the edit form.
  await page.goto(editPath);
  const context = await browser.newContext();
  const other = await context.newPage();
  await openAs(other, second, editPath);
  await expect(other.getByLabel(/^Name/)).toHaveValue('Install Docker');
  await expect(page.getByLabel(/^Name/)).toHaveValue('Install Docker');

  await page.getByLabel(/^Name/).fill('Install Docker Engine');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Install Docker Engine' })).toBeVisible();

  await other.getByLabel(/^Name/).fill('Installing Docker');
  await other.getByRole('button', { name: 'Save changes' }).click();
  const conflict = other.getByText(
    'Someone else saved this versioned tutorial group while you were editing it.',
  );
  await expect(conflict).toBeVisible();
  await expect(other.getByLabel(/^Name/)).toHaveValue('Installing Docker');
  await expectAxeCleanAtBothWidths(other, () => expect(conflict).toBeVisible());
  // The first admin's save stands.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Install Docker Engine' })).toBeVisible();

  await other.getByRole('button', { name: 'Discard mine and load their version' }).click();
  await expect(other.getByLabel(/^Name/)).toHaveValue('Install Docker Engine');
  await context.close();
});

test('tutorial series: the admin list at /community/tutorial-series, a new series, its edit page', async ({
  page,
  request,
}) => {
  test.slow(); // several pages, each checked with axe at two widths
  const editor = await memberWith(request, ['MANAGE_TUTORIALS'], 'serieser');
  const title = `Kubernetes from zero ${Date.now().toString(36)}`;
  await openAs(page, editor, '/community/tutorial-series');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorial series' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () =>
    expect(page.getByRole('table', { name: 'Tutorial series' })).toBeVisible(),
  );
  await page.getByRole('link', { name: 'New tutorial series' }).click();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('button', { name: 'Create tutorial series' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () =>
    expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible(),
  );
  await page.getByLabel(/^State/).selectOption('published');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Tutorial series ${title} saved.`)).toBeVisible();

  await page.goto(
    `/community/tutorial-series?state=published&search=${encodeURIComponent('Kubernetes from zero')}`,
  );
  await expect(
    page.getByRole('table', { name: 'Tutorial series' }).getByRole('link', { name: title }),
  ).toBeVisible();
});

test('members without MANAGE_TUTORIALS get the access page on the admin sections, the public index of series', async ({
  page,
  request,
}) => {
  const member = await memberWith(request, ['VIEW_TUTORIALS'], 'viewer');
  // /community/tutorial-series is also the public index of series (issue #30): such a member reads that instead.
  await openAs(page, member, '/community/tutorial-series');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorial series' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tutorial series' })).toHaveCount(0);
  for (const path of ['/community/admin/distributions', '/community/admin/versioned_tutorial_groups']) {
    await openAs(page, member, path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
      path,
    ).toBeVisible();
  }
});
