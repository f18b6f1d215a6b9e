import { test, expect, api, axeViolations, registerMember, signInAs } from '../../fixtures/index.js';
import { markWelcomed } from '../community/helpers.js';

// community-app §4 "Referral modal", §2 "/account/referrals", §9 "Signup credit applies for the first 60 days; the
// referral text quotes $25."

test('Referral modal: "Open by default and closable", with the spec\'s text, and not shown again once closed', async ({
  page,
}) => {
  await page.goto('/community?refcode=friend42');
  const modal = page.getByRole('dialog', { name: /You have been invited to/ });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('sign-up credit applies for the first 60 days');
  await expect(modal).toContainText(
    'Once you spend $25 after the credit expires, the friend who referred you gets $25 in credit.',
  );
  expect(await axeViolations(page)).toEqual([]);

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('reef_refcode'))).toBe('friend42');
  await expect(page.getByRole('dialog', { name: /You have been invited to/ })).toHaveCount(0);
});

test('"Thirteen specific referral codes suppress the modal": a configured code shows no modal', async ({
  page,
}) => {
  await page.goto('/community?refcode=PARTNERCODE');
  // The page has read the code (it is kept for registration) and still shows no modal.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('reef_refcode')))
    .toBe('PARTNERCODE');
  await expect(page.getByRole('dialog', { name: /You have been invited to/ })).toHaveCount(0);
  await page.goto('/community?refcode=eventcode');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('reef_refcode'))).toBe('eventcode');
  await expect(page.getByRole('dialog', { name: /You have been invited to/ })).toHaveCount(0);
});

test("/account/referrals: a member's referral link with copy, and the count of sign-ups through it", async ({
  page,
  browser,
  request,
}) => {
  const referrer = await registerMember(request, 'referrer');
  await markWelcomed(request, referrer);
  await signInAs(page, referrer);
  await page.goto('/account/referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  const linkField = page.getByRole('textbox', { name: 'Referral link' });
  await expect(linkField).toHaveValue(/\?refcode=[a-z2-7]{10}$/);
  const link = await linkField.inputValue();
  await expect(page.getByTestId('referral-signups')).toHaveText('0');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: /Copied|Press (Cmd|Ctrl)\+C/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A friend follows the link, sees the modal, and signs up from it: the refcode travels through the sign-in page.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(link);
  const modal = friend.getByRole('dialog', { name: /You have been invited to/ });
  await expect(modal).toBeVisible();
  await modal.getByRole('link', { name: 'Sign up' }).click();
  await expect(friend).toHaveURL(new RegExp(`^${api.apiUrl}/v1/login`));
  expect(new URL(friend.url()).searchParams.get('refcode')).toBe(new URL(link).searchParams.get('refcode'));
  const username = `friend${Date.now().toString(36)}`;
  await friend.getByLabel('Username').fill(username);
  await friend.getByLabel('Email').fill(`${username}@example.com`);
  await friend.getByLabel('Password').fill('correct horse battery staple');
  await friend.getByRole('button', { name: 'Sign up' }).click();
  await expect(friend.getByRole('dialog', { name: /Welcome/ })).toBeVisible();
  await friendContext.close();

  await page.reload();
  await expect(page.getByTestId('referral-signups')).toHaveText('1');
  await expect(page.getByText('person has signed up through your link')).toBeVisible();
});

test('/account/referrals asks a visitor to log in', async ({ page }) => {
  await page.goto('/account/referrals');
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();
});
