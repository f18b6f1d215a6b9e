import { test, expect, api } from '../../fixtures/index.js';

// Issue: the foundation — both servers start from the production build and talk to each other.
test('the home page is served by the web app', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main')).toBeVisible();
});

test('/community reads the API health server-side and shows that the API is up', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByText(/API.*(up|ok|online)/i).first()).toBeVisible();
});

test('the API answers /health with the database reachable', async ({ request }) => {
  const res = await request.get(`${api.apiUrl}/health`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { database: string };
  expect(body.database).toBe('up');
});
