import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, openMenu } from '../../fixtures/index.js';

// Issue #6, global layout (content-and-presentation §2, §4): header menus by mouse and keyboard, mobile menu,
// sub-navigation, search, and the path rules of header, footer and call-to-action block. Issue #33, goal 2: a page
// carries the menu's buttons, not its dropdowns' links, which the menu fetches when the reader reaches for it.

/** Opens `path` as the page store sends it (asked for until the store answers it): the page most readers get. */
async function gotoStored(page: Page, request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-reef-page-store'], { timeout: 15_000 })
    .toBe('HIT');
  const response = await page.goto(path);
  expect(response?.headers()['x-reef-page-store']).toBe('HIT');
}

test.describe('desktop (1440px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('dropdowns open on hover after a delay and close when the pointer leaves', async ({
    page,
    request,
  }) => {
    await gotoStored(page, request, '/');
    const products = page.getByRole('button', { name: 'Products' });
    await products.hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'See all products' })).toBeVisible();
    await page.mouse.move(720, 880); // well below the open dropdown
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'See all products' })).toBeHidden();
  });

  test('the main menu works fully from the keyboard', async ({ page, request }) => {
    await gotoStored(page, request, '/');
    const products = page.getByRole('button', { name: 'Products' });
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).focus();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    // Focus from the keyboard opens ("or open on focus"), as a preview: Tab goes on to the next menu item rather than
    // through the dropdown's links (issue #30, item 10); Enter goes into it; Escape closes and returns focus.
    await page.keyboard.press('Tab');
    await expect(products).toBeFocused();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const next = page.getByRole('button', { name: 'Solutions' });
    await expect(next).toBeFocused();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Shift+Tab');
    await expect(products).toBeFocused();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(':focus')).toHaveAttribute('href', /\/products\//);
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();
    // ArrowDown opens and moves into the menu; Enter follows a link.
    await page.keyboard.press('ArrowDown');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(':focus')).toHaveAttribute('href', /\/products\//);
    // Tabbing past the last item of a dropdown closes it.
    const solutions = page.getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  test('a stored page carries the menu’s buttons, not its links, which come when the reader reaches for the menu', async ({
    page,
    request,
  }) => {
    await gotoStored(page, request, '/community');
    const html = await (await request.get('/community')).text();
    expect(html).toMatch(/<button[^>]*aria-expanded="false" aria-controls="[^"]*-products"/);
    expect(html).not.toContain('See all products');
    expect(html).not.toContain('Featured products');
    expect(html).toMatch(/\/_reef\/menus\/en\/[0-9a-f]{16}/);

    // The pointer entering the menu asks for the links: one cacheable piece of HTML, with no script.
    const panels = page.waitForResponse((response) => response.url().includes('/_reef/menus/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const products = nav.getByRole('button', { name: 'Products' });
    await products.hover();
    const answer = await panels;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).not.toContain('<script');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const seeAll = nav.getByRole('link', { name: 'See all products' });
    await expect(seeAll).toBeVisible();
    await expect(nav.locator('[aria-busy="true"]')).toHaveCount(0);

    // A link of the dropdown is a client navigation, as every link of the site.
    await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
    await seeAll.click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('a page in another language has its menu’s links in that language, after a switch of language too', async ({
    page,
    request,
  }) => {
    await gotoStored(page, request, '/community');
    const english = page.getByRole('navigation', { name: 'Main' });
    await openMenu(english, 'Products');
    await expect(english.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await page.keyboard.press('Escape');
    // The language menu's link: the menu's links fetched for English are not the German page's.
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/community$/);
    const german = page.getByRole('navigation', { name: 'Hauptmenü' });
    await openMenu(german, 'Produkte');
    await expect(german.getByRole('link', { name: 'Alle Produkte ansehen' })).toHaveAttribute(
      'href',
      '/de/products',
    );
  });

  test('the keyboard opens a dropdown of a stored page and reaches its links as they arrive', async ({
    page,
    request,
  }) => {
    // The links come a little later than usual: the dropdown says it is loading meanwhile.
    await page.route('**/_reef/menus/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await gotoStored(page, request, '/community');
    const products = page.getByRole('button', { name: 'Products' });
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).focus();
    await page.keyboard.press('Tab');
    await expect(products).toBeFocused();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(panel).toContainText('Loading...');
    await page.keyboard.press('ArrowDown');
    await expect(panel).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(':focus')).toHaveAttribute('href', /\/products\//);
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();
  });

  test('when the menu’s links cannot be loaded, a dropdown says so and leads to its section’s page', async ({
    page,
    request,
  }) => {
    await page.route('**/_reef/menus/**', (route) => route.fulfill({ status: 503, body: '' }));
    await gotoStored(page, request, '/community');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const solutions = nav.getByRole('button', { name: 'Solutions' });
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await solutions.getAttribute('aria-controls')}`);
    await expect(panel).toContainText('This menu could not be loaded.');
    await panel.getByRole('link', { name: 'Solutions' }).click();
    await expect(page).toHaveURL(/\/business$/);
  });

  test('the logo links home, Pricing is a link, and a skip link reaches the content', async ({ page }) => {
    await page.goto('/community');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page.getByRole('banner').getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
    ).toHaveAttribute('href', '/pricing');
  });

  test('community header: sub-navigation, Search Community and the slash key, one action menu at a time', async ({
    page,
  }) => {
    await page.goto('/community/tags/ubuntu');
    const sub = page.getByRole('navigation', { name: 'Community' });
    await expect(sub.getByRole('link', { name: 'Tutorials' })).toHaveAttribute('aria-current', 'page');

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Log in' }).click();
    await expect(banner.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-expanded', 'true');
    await banner.getByRole('button', { name: 'Sign up' }).click();
    await expect(banner.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByRole('button', { name: 'Sign up' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(banner.getByRole('button', { name: 'Sign up' })).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('/');
    const search = page.getByRole('dialog', { name: 'Search the community' });
    await expect(search).toBeVisible();
    await expect(search.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('nginx');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/community\/tutorials\?q=nginx$/);
  });

  test('blog and press sub-navigation', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('navigation', { name: 'Blog sections' }).getByRole('link')).toHaveCount(8);
    await page.goto('/press');
    await expect(
      page.getByRole('navigation', { name: 'Press' }).getByRole('link', { name: 'Press releases' }),
    ).toBeVisible();
  });

  test('header hidden on /deploy; footer hidden on /pricing/calculator and /deploy; CTA block by path', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start building today' })).toBeVisible();

    await page.goto('/deploy');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await page.goto('/pricing/calculator');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Start building today' })).toHaveCount(0);

    await page.goto('/community');
    await expect(page.getByRole('heading', { name: 'Start building today' })).toHaveCount(0);
    await expect(
      page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).getByRole('heading'),
    ).toHaveCount(5);
  });
});

test.describe('mobile (375px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the mobile menu toggles and resets the open dropdown', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Products' }).click();
    await expect(nav.getByRole('link', { name: 'See all products' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
    // Hover does nothing at this width.
    await nav.getByRole('button', { name: 'Solutions' }).hover();
    await page.waitForTimeout(400);
    await expect(nav.getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header fits: logo, actions and menu toggle on one row without horizontal scrolling', async ({
    page,
  }) => {
    await page.goto('/community');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: /Search Community/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
