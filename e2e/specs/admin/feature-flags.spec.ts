import { test, expect } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #11, Feature flags (community-app §2: /community/admin/feature_flags, MANAGE_FEATURE_FLAGS).

test('"a feature flag toggle has a visible effect": referral_modal off hides the referral announcement at once', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // several pages, each checked with axe at two widths
  const operator = await memberWith(request, ['MANAGE_FEATURE_FLAGS'], 'flags');
  /** A new visitor arriving with a referral code sees the announcement (or, once the flag is read, does not). */
  const expectVisitorToSee = async (isShown: boolean) => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const flagRead = visitor.waitForResponse((res) =>
      res.url().includes('/content/v1/feature_flags/referral_modal'),
    );
    await visitor.goto(`/community?refcode=FLAGTEST${Date.now().toString(36)}`);
    expect((await (await flagRead).json()).is_enabled).toBe(isShown);
    const dialog = visitor.getByRole('dialog', { name: /You have been invited/ });
    if (isShown) await expect(dialog).toBeVisible();
    else {
      // The answer has arrived; give the page a moment to act on it, then check it did not open.
      await visitor.waitForTimeout(500);
      await expect(dialog).toBeHidden();
    }
    await context.close();
  };
  await expectVisitorToSee(true);

  await openAs(page, operator, '/community/admin/feature_flags');
  const table = page.getByRole('table', { name: 'Feature flags' });
  await expect(table).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(table).toBeVisible());
  const toggle = table.getByRole('switch', { name: 'referral_modal enabled' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(page.getByText('Feature flag referral_modal is off.', { exact: false })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  try {
    await expectVisitorToSee(false);
  } finally {
    // Back on for the other specs.
    await table.getByRole('switch', { name: 'referral_modal enabled' }).click();
    await expect(page.getByText('Feature flag referral_modal is on.', { exact: false })).toBeVisible();
  }
  await expectVisitorToSee(true);

  // A flag's own page and edit form.
  await table.getByRole('link', { name: 'referral_modal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'referral_modal' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () =>
    expect(page.getByRole('heading', { level: 1, name: 'referral_modal' })).toBeVisible(),
  );
});

test('a member without MANAGE_FEATURE_FLAGS gets the access page', async ({ page, request }) => {
  const member = await memberWith(request, ['MANAGE_TAGS'], 'noflags');
  await openAs(page, member, '/community/admin/feature_flags');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
});
