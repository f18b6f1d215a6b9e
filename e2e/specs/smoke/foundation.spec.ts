import { test, expect, api } from '../../fixtures/index.js';

// Issue: the foundation — both servers start from the production build and talk to each other.
test('the home page is served by the web app', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main')).toBeVisible();
});

test('/community is rendered from content the web app read from the API', async ({ page, request }) => {
  // The community's lists show the interface's language (English); other specs publish tutorials in others.
  const res = await request.get(
    `${api.apiUrl}/content/v1/search?query=&type=tutorial&language=en&hits_per_page=5`,
  );
  const body = (await res.json()) as { data?: { title?: string }[] };
  await page.goto('/community');
  const firstTitle = body.data?.find((d) => d.title)?.title;
  if (firstTitle) {
    await expect(page.getByText(firstTitle, { exact: false }).first()).toBeVisible();
  } else {
    // The seed always has tutorials: a page that shows none did not reach the API.
    await expect(page.locator('a[href^="/community/tutorials/"]').first()).toBeVisible();
  }
});

test('the API answers /health with the database reachable', async ({ request }) => {
  const res = await request.get(`${api.apiUrl}/health`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { database: string };
  expect(body.database).toBe('up');
});
