import { test, expect, api } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #11, Custom tokens (community-app §2: /community/admin/custom_tokens, MANAGE_CUSTOM_TOKENS).

test('"a custom token is shown once" with a copy button; it works until revoked', async ({
  page,
  request,
}) => {
  test.slow(); // several pages, each checked with axe at two widths
  const holder = await memberWith(request, ['MANAGE_CUSTOM_TOKENS'], 'tokens');
  await openAs(page, holder, '/community/admin/custom_tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom tokens' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () =>
    expect(page.getByRole('heading', { level: 1, name: 'Custom tokens' })).toBeVisible(),
  );

  // Only the creator's own flags can be granted.
  await expect(page.getByLabel(/MANAGE_USERS/)).toBeDisabled();
  await page.getByLabel(/^Name/).fill('deploy-bot');
  await page.getByLabel(/MANAGE_CUSTOM_TOKENS/).check();
  await page.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('region', { name: 'Copy the token deploy-bot now' });
  await expect(shown).toBeVisible();
  const secret = await shown.getByLabel('Token deploy-bot').inputValue();
  expect(secret).toMatch(/^reef_ct_/);
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(shown).toBeVisible());

  // The token works as a bearer token.
  const asToken = () =>
    request.get(`${api.apiUrl}/v1/custom_tokens`, { headers: { authorization: `Bearer ${secret}` } });
  expect((await asToken()).status()).toBe(200);

  // Never again: not after "I have copied it", not after a reload, not in the list.
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('rowheader', { name: 'deploy-bot' })).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // Revoke: the dialog says what stops working; then the token is refused.
  await page.getByRole('button', { name: 'Revoke token deploy-bot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke token deploy-bot?' });
  await expect(dialog.getByText(/refused from now on/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByRole('cell', { name: 'Revoked' })).toBeVisible();
  expect((await asToken()).status()).toBe(401);
});

test('a member without MANAGE_CUSTOM_TOKENS gets the access page', async ({ page, request }) => {
  const member = await memberWith(request, ['MANAGE_FEATURE_FLAGS'], 'notokens');
  await openAs(page, member, '/community/admin/custom_tokens');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
});
