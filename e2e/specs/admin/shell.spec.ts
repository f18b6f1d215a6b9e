import { test, expect, api } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #11, the admin shell (community-app §2).

test('"a signed-out visitor sent to sign in and back": the sign-in page returns to the same admin address', async ({
  page,
  request,
}) => {
  const moderator = await memberWith(request, ['MANAGE_TAGS'], 'shellin');
  await page.goto('/community/admin/tags?state=published&sort=name');
  await page.waitForURL((url) => url.href.startsWith(`${api.apiUrl}/v1/login`));
  expect(new URL(page.url()).searchParams.get('success_redirect')).toBe(
    `${api.webUrl}/community/admin/tags?state=published&sort=name`,
  );
  await page.getByLabel('Email').fill(moderator.email);
  await page.getByLabel('Password').fill(moderator.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${api.webUrl}/community/admin/tags?state=published&sort=name`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(page.getByLabel('State')).toHaveValue('published');
});

test('"a signed-in member without the flag shown a clear \'You do not have access to this section\' page"', async ({
  page,
  request,
}) => {
  const member = await memberWith(request, [], 'shellno');
  await openAs(page, member, '/community/admin/feature_flags');
  const heading = page.getByRole('heading', { level: 1, name: 'You do not have access to this section' });
  await expect(heading).toBeVisible();
  await expect(page.getByText('MANAGE_FEATURE_FLAGS')).toBeVisible();
  await expect(page).toHaveTitle(/403/);
  await expectAxeCleanAtBothWidths(page, () => expect(heading).toBeVisible());

  // A moderator of another section gets the same page, with a way to their own sections.
  const tagger = await memberWith(request, ['MANAGE_TAGS'], 'shellother');
  await openAs(page, tagger, '/community/admin/custom_tokens');
  await expect(heading).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'The sections you can use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
});

test('"an entry is a link only with ADMINISTRATOR or a listed flag, plain text otherwise"; fixed at xl, collapsible below', async ({
  page,
  request,
}) => {
  test.slow(); // several pages, each checked with axe at two widths
  const moderator = await memberWith(request, ['MANAGE_TAGS'], 'shellbar');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, moderator, '/community/admin');
  const sidebar = page.getByRole('complementary', { name: 'Admin' });
  const nav = sidebar.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Tags', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('listitem').filter({ hasText: /^Users$/ })).toBeVisible();
  // "fixed at 200px wide at the xl breakpoint"
  expect((await sidebar.boundingBox())?.width).toBe(200);
  await expectAxeCleanAtBothWidths(page, () =>
    expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible(),
  );

  // Below xl: collapsed behind a button, opened and closed from the keyboard.
  await page.setViewportSize({ width: 375, height: 800 });
  const toggle = sidebar.getByRole('button', { name: 'Admin menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'New tag' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('admin pages are never cached or indexed', async ({ page, request }) => {
  const moderator = await memberWith(request, ['MANAGE_TAGS'], 'shellcache');
  await openAs(page, moderator, '/community');
  const response = await page.goto('/community/admin/tags');
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(/^Tags · Admin/);
  const robots = await request.get(`${api.webUrl}/robots.txt`);
  expect(await robots.text()).toContain('Disallow: /community/admin');
  // The admin area in another interface language (issue #31: /de/…) is kept out of indexes the same way.
  expect(await robots.text()).toContain('Disallow: /de/community/admin');
  const german = await request.get(`${api.webUrl}/de/community/admin/tags`, { maxRedirects: 0 });
  expect(german.headers()['x-robots-tag']).toBe('noindex, nofollow');
});

test('the admin area asks for a page when the member reaches for its link, not when the link is drawn (issue #33, goal 5)', async ({
  page,
  request,
}) => {
  const moderator = await memberWith(request, ['MANAGE_TAGS', 'MANAGE_TOOLS'], 'shellintent');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, moderator, '/community');
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    // Any page of the site asked while the admin page is open (the community page before it asks for its own):
    // the sections' links, and the header's ("View the site", the admin home) and the breadcrumbs' too.
    if (url.searchParams.has('_rsc') && new URL(page.url()).pathname.startsWith('/community/admin'))
      asked.push(url.pathname);
  });
  await page.goto('/community/admin');
  const home = page.getByRole('main');
  await expect(home.getByRole('link', { name: 'Tools', exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Tags', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the site' })).toBeVisible();
  // Two lists of links to the member's sections and the admin header are on screen, and none of their pages was
  // asked for.
  await page.waitForTimeout(1_000);
  expect(asked).toEqual([]);
  await home.getByRole('link', { name: 'Tools', exact: true }).hover();
  await expect.poll(() => asked).toContain('/community/admin/tools');
  expect(asked.every((path) => path === '/community/admin/tools')).toBe(true);
  await home.getByRole('link', { name: 'Tools', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
});

test('a member’s later page is drawn from the member the last page remembered, before the API answers (issue #33, goal 5)', async ({
  page,
  request,
}) => {
  const moderator = await memberWith(request, ['MANAGE_TAGS'], 'shellremember');
  await openAs(page, moderator, '/community');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('reef_member'))).not.toBeNull();
  // The API's answer about the member is held back: the admin home still draws, for the token's permissions.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${api.apiUrl}/v1/users/${moderator.slug}`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    await held;
    await route.continue();
  });
  await page.goto('/community/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Tags', exact: true })).toBeVisible();
  // Then the API answers with the same member: the page stays as it is.
  release();
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/community/admin');
});
