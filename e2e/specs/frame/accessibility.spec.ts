import { test, expect, axeViolations, registerMember, signInAs, api } from '../../fixtures/index.js';

// Issue #6: axe-core finds no violations on the home page, /community and /design at 375px and 1440px.
const pages = ['/', '/community', '/design'];
const widths = [375, 1440];

for (const width of widths) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of pages) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('axe finds no violations with the menus open', async ({ page, request }) => {
      const member = await registerMember(request, 'axe');
      await request.patch(`${api.apiUrl}/v1/users/${member.slug}`, {
        data: { user: { has_seen_registration_at: true } },
        headers: { authorization: `Bearer ${member.jwt}` },
      });
      await signInAs(page, member);
      await page.goto('/community');
      const banner = page.getByRole('banner');
      if (width < 1024) await banner.getByRole('button', { name: 'Open menu' }).click();
      await banner.getByRole('button', { name: 'Products' }).click();
      // The dropdown's links are fetched when the reader reaches for the menu (issue #33): checked once they are in.
      await expect(banner.getByRole('link', { name: 'See all products' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await banner.getByRole('button', { name: /^Notifications/ }).click();
      await expect(banner.getByText('You have no notifications')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await banner.getByRole('button', { name: 'Profile menu' }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('the welcome dialog has no violations', async ({ page, request }) => {
  const member = await registerMember(request, 'axewelcome');
  await page.goto(`/community?jwt=${member.jwt}`);
  await expect(page.getByRole('dialog', { name: /Welcome/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
