import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from '../../fixtures/index.js';
import { findQuestion, findTutorial } from '../community/helpers.js';

// community-app §4 "Whale easter egg", §3 (cookie values relaxing / hidden), §9 (120000 ms, 3650 days, toast 20 s).

const COOKIE = 'whale_ambience';

// Chromium keeps a cookie 400 days at most; what the site asks for is read from the cookie it writes.
async function recordCookieWrites(page: Page) {
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const writes: string[] = [];
    (window as unknown as { cookieWrites: string[] }).cookieWrites = writes;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return descriptor.get!.call(this);
      },
      set(value: string) {
        writes.push(value);
        descriptor.set!.call(this, value);
      },
    });
  });
}

async function cookieWrites(page: Page, name: string): Promise<string[]> {
  return page.evaluate(
    (prefix) =>
      (window as unknown as { cookieWrites: string[] }).cookieWrites.filter((write) =>
        write.startsWith(prefix),
      ),
    `${name}=`,
  );
}

async function whaleCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === COOKIE);
}

async function scrollPastHalf(page: Page) {
  // The scroll event is dispatched at once (the browser's own follows on the next frame) so the fake clock starts after it.
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight * 0.6);
    window.dispatchEvent(new Event('scroll'));
  });
}

test('"After the visitor scrolls past half the page, a 120 s timer starts. When it ends the feature unlocks and a toast \\"Whale Ambience unlocked!\\" shows for 20 s"', async ({
  page,
  request,
}) => {
  const tutorial = await findTutorial(request);
  await recordCookieWrites(page);
  await page.clock.install();
  await page.goto(`/community/tutorials/${tutorial.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toast = page.getByText('Whale Ambience unlocked!');

  // No timer before the scroll. (The feature mounts once the page is idle: let its code arrive first.)
  await page.clock.fastForward(130_000);
  await page.waitForLoadState('networkidle');
  await expect(toast).toHaveCount(0);

  await scrollPastHalf(page);
  await page.clock.fastForward(119_000);
  await expect(toast).toHaveCount(0);
  expect(await whaleCookie(page)).toBeUndefined();
  await page.clock.fastForward(1_500);
  await expect(toast).toBeVisible();
  const cookie = await whaleCookie(page);
  expect(cookie?.value).toBe('relaxing');
  // "its cookie lasts 3650 days"
  expect(await cookieWrites(page, COOKIE)).toEqual([
    expect.stringMatching(
      /^whale_ambience=relaxing; Max-Age=315360000; Expires=[^;]+; Path=\/; SameSite=Lax$/,
    ),
  ]);
  expect(cookie!.expires * 1000 - (await page.evaluate(() => Date.now()))).toBeGreaterThan(399 * 86_400_000);

  const panel = page.getByRole('region', { name: 'Whale ambience' });
  const button = panel.getByRole('button', { name: 'Whale ambience' });
  // Never autoplays: unlocked, but silent until clicked.
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  // (The fake clock also runs in real time: the margins leave room for the checks above.)
  await page.clock.fastForward(17_000);
  await expect(toast).toBeVisible();
  await page.clock.fastForward(3_500);
  await expect(toast).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('"The button toggles ambient sound"; "reset (cookie removed)" and "permanently hidden (cookie value hidden)"', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const question = await findQuestion(request);
  await context.addCookies([{ name: COOKIE, value: 'relaxing', url: baseURL! }]);
  await recordCookieWrites(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/community/questions/${question.slug}`);
  const panel = page.getByRole('region', { name: 'Whale ambience' });
  const button = panel.getByRole('button', { name: 'Whale ambience' });
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  // Keyboard: the toggle is a real button.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  // Reduced motion: the playing whale does not move.
  expect(
    await panel
      .locator('span[aria-hidden="true"]')
      .evaluate((element) => getComputedStyle(element).animationName),
  ).toBe('none');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  await panel.getByRole('button', { name: 'Reset' }).click();
  await expect(panel).toHaveCount(0);
  expect(await whaleCookie(page)).toBeUndefined();

  await context.addCookies([{ name: COOKIE, value: 'relaxing', url: baseURL! }]);
  await page.reload();
  await page
    .getByRole('region', { name: 'Whale ambience' })
    .getByRole('button', { name: 'Hide for good' })
    .click();
  await expect(page.getByRole('region', { name: 'Whale ambience' })).toHaveCount(0);
  const hidden = await whaleCookie(page);
  expect(hidden?.value).toBe('hidden');
  expect((await cookieWrites(page, COOKIE)).at(-1)).toMatch(/^whale_ambience=hidden; Max-Age=315360000;/);
});

test('hidden for good: no timer and no toast after scrolling', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const tutorial = await findTutorial(request);
  await context.addCookies([{ name: COOKIE, value: 'hidden', url: baseURL! }]);
  await page.clock.install();
  await page.goto(`/community/tutorials/${tutorial.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollPastHalf(page);
  await page.clock.fastForward(125_000);
  await expect(page.getByText('Whale Ambience unlocked!')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Whale ambience' })).toHaveCount(0);
});
