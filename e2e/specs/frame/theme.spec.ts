import type { Page } from '@playwright/test';
import { test, expect, api, axeViolations } from '../../fixtures/index.js';
import { findQuestion, findTutorial } from '../community/helpers.js';

// Issue #30, item 14: "Follow prefers-color-scheme by default with a toggle that persists, … no flash of the wrong
// theme on load (within the CSP), axe colour contrast clean in both themes on every page type."

/** The relative luminance of an element's computed background colour (0 black … 1 white). */
async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const [r, g, b] = (getComputedStyle(element).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  });
}

test('a dark system preference gives a dark page, from the first paint, with no blocked script', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/community');
  expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  // Nothing chose a theme: the page follows the system, and says what a click does.
  expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test("the footer's button switches the theme where the header has no room for it", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/community');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' })).toBeHidden();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);
    await expect(footer.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});

test('the header button switches the theme, by keyboard too, and the choice persists across a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/community');
  expect(await backgroundLuminance(page, 'body')).toBeGreaterThan(0.8);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);
  const back = banner.getByRole('button', { name: 'Switch to light theme' });
  await expect(back).toBeFocused();

  // Kept for the next page: dark before anything is drawn (the first paint's colour, read before scripts of the
  // app run: the inline script in <head> has already put the choice on <html>).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);

  // Enter on the focused button switches back; light is what the system asks, so the choice is forgotten.
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect(await page.evaluate(() => window.localStorage.getItem('reef-theme'))).toBeNull();
  expect(await backgroundLuminance(page, 'body')).toBeGreaterThan(0.8);
});

for (const width of [375, 1440]) {
  test(`axe (colour contrast included) finds no violations in the dark theme at ${width}px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const tutorial = await findTutorial(request, { withCode: true });
    const question = await findQuestion(request);
    for (const path of [
      '/community',
      `/community/tutorials/${tutorial.slug}`,
      `/community/questions/${question.slug}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
      expect(await backgroundLuminance(page, 'body'), path).toBeLessThan(0.05);
      expect(await axeViolations(page), `${path} at ${width}px, dark`).toEqual([]);
    }
  });
}

test('axe finds no violations in the dark theme on the other page types: marketing, pricing, blog, lists, search', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  const posts = await request.get(`${api.apiUrl}/content/v1/posts?type=blog&page_size=1`);
  const [post] = ((await posts.json()) as { data: { slug: string }[] }).data;
  for (const path of [
    '/',
    '/pricing',
    '/pricing/calculator',
    '/blog',
    `/blog/${post!.slug}`,
    '/partners',
    '/community/tutorials',
    '/community/questions',
    '/community/tutorials?q=nginx',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await backgroundLuminance(page, 'body'), path).toBeLessThan(0.05);
    expect(await axeViolations(page), `${path}, dark`).toEqual([]);
  }
});
