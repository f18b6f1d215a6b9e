import { test, expect, api } from '../../fixtures/index.js';
import { findTutorial } from './helpers.js';

// Issue #7: read a tutorial and copy a code block; a draft is not reachable anonymously.
test('a visitor reads a tutorial: contents, anchors, metadata, and copies a code block', async ({
  page,
  context,
  request,
}) => {
  const tutorial = await findTutorial(request, { withCode: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const response = await page.goto(`/community/tutorials/${tutorial.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: tutorial.title })).toBeVisible();

  // Head: canonical URL, description and structured data.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/community/tutorials/${tutorial.slug}$`),
  );
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeLessThanOrEqual(160);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('"TechArticle"');

  // Copy the first code block (retried until the page is interactive).
  const copy = page.locator('[data-article-body] [class*="codeBlock"] button').first();
  await expect(async () => {
    await copy.click();
    await expect(copy).toHaveText(/Copied!/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(0);
  expect(copied).not.toContain('<');

  // Sections link to themselves.
  const anchors = page.locator('[data-article-body] h2 a[href^="#"]');
  if ((await anchors.count()) > 0) {
    await anchors.first().click();
    await expect(page).toHaveURL(/#.+/);
  }
});

// Issue #33, goal 2: the article body is a static region (a stored page carries it once) and its copy buttons are
// plain buttons answered by one listener on the body: they work on the stored page, from the keyboard, and after a
// client navigation back to the page (whose body then comes from the HTML the region kept).
test('the copy buttons of a stored tutorial work from the keyboard and after a client navigation back', async ({
  page,
  context,
  request,
}) => {
  const tutorial = await findTutorial(request, { withCode: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const path = `/community/tutorials/${tutorial.slug}`;
  await page.goto(path);
  // The second visit gets the stored page.
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next)))
    .toBe(true);
  const copy = page.locator('[data-article-body] button[data-code-copy]').first();
  await expect(async () => {
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(copy).toHaveText(/Copied!/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).not.toBe('');

  await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
  await page.getByRole('link', { name: 'Tutorials', exact: true }).first().click();
  await expect(page).toHaveURL(/\/community\/tutorials$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: tutorial.title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const last = page.locator('[data-article-body] button[data-code-copy]').last();
  await last.focus();
  await page.keyboard.press('Space');
  await expect(last).toHaveText(/Copied!/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
});

test('a draft tutorial is a 404 for visitors', async ({ page, request }) => {
  // The seeded editor may create tutorials (CREATE_TUTORIALS); a draft stays private.
  const login = await request.post(`${api.apiUrl}/v1/auth/login`, {
    data: { email: 'editor@example.com', password: 'reef-demo-password' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const author = (await login.json()) as { jwt: string };
  const slug = `e2e-draft-${Date.now().toString(36)}`;
  const created = await request.post(`${api.apiUrl}/v1/tutorials`, {
    headers: { authorization: `Bearer ${author.jwt}` },
    data: {
      tutorial: {
        title: 'A draft nobody may read',
        body: 'Secret body text.\n\n## Part\n\nMore.',
        slug,
        state: 'draft',
      },
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const savedSlug = ((await created.json()) as { slug?: string; tutorial?: { slug: string } }).slug ?? slug;

  const response = await page.goto(`/community/tutorials/${savedSlug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/could not find/i);
  await expect(page.getByText('Secret body text.')).toHaveCount(0);
  // The layout stays: the site header is still there.
  await expect(page.getByRole('banner').first()).toBeVisible();
});
