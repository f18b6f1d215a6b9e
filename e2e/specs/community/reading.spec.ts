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
