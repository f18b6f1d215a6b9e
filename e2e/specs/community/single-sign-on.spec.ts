import {
  test,
  expect,
  api,
  axeViolations,
  registerMember,
  signInAs,
  type Member,
} from '../../fixtures/index.js';
import type { Page } from '@playwright/test';
import { markWelcomed } from './helpers.js';

// Issue #16, single sign-on: "Sign in with any OpenID Connect provider … a first sign-in creates the member and
// shows the registration dialog … Tested end to end against a real OIDC provider started by the test itself".
// The suite's server script starts oidc-provider on loopback; the browser goes through its own sign-in and
// consent pages, exactly as with a real provider.

let counter = 0;
const uniqueLogin = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

/** Fills the provider's sign-in page (any login, any password) and accepts its consent page. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${api.oidcUrl}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('"a first sign-in creates the member and shows the registration dialog"', async ({ page }) => {
  const login = uniqueLogin('sso');
  await page.goto('/community');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Log in' }).click();
  await banner.getByRole('link', { name: /^Community/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Log in to / })).toBeVisible();
  await page.getByRole('link', { name: 'Continue with Tidal Cloud' }).click();
  await signInAtProvider(page, login);

  // Back on the site, signed in as a new member, with the welcome dialog of a new registration.
  await expect(page).toHaveURL(/\/community(\?|$)/);
  await expect(page).not.toHaveURL(/jwt=/);
  await expect(page.getByRole('dialog', { name: new RegExp(`Welcome .*${login}!`) })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('jwt'))).toBeTruthy();
  const jwt = await page.evaluate(() => window.localStorage.getItem('jwt'));
  const account = await page.request.get(`${api.apiUrl}/v1/account`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  expect(await account.json()).toMatchObject({
    email: `${login}@example.test`,
    email_confirmed: true,
    has_password: false,
  });
});

test('a provider that did not verify the address: the sign-in page says why, and nobody is signed in', async ({
  page,
}) => {
  await page.goto(
    `${api.apiUrl}/v1/login?type=login&success_redirect=${encodeURIComponent(`${api.webUrl}/community`)}`,
  );
  await page.getByRole('link', { name: 'Continue with Tidal Cloud' }).click();
  await signInAtProvider(page, uniqueLogin('unverified-'));
  await expect(page).toHaveURL(new RegExp(`^${api.apiUrl}/v1/login/sso/oidc/callback`));
  await expect(page.getByRole('alert')).toContainText('Tidal Cloud has not verified your email address');
  // The page is the sign-in form again, so another way in is one click away.
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue with Tidal Cloud' })).toBeVisible();
});

test('a member connects the provider from the account settings, then signs in with it', async ({
  page,
  request,
}) => {
  const member: Member = await registerMember(request, 'connect');
  await markWelcomed(request, member);
  await signInAs(page, member);
  await page.goto('/community/settings/account');
  const section = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(section).toContainText('You sign in with your email address and password.');
  await section.getByRole('button', { name: 'Connect Tidal Cloud' }).click();
  // The API's page names the account being connected; going on takes a click in this browser.
  const connect = page.getByRole('link', { name: `Connect Tidal Cloud to “${member.username}”` });
  await expect(connect).toBeVisible();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `the connect page at ${width}px`).toEqual([]);
  }
  await connect.click();
  // A different address at the provider is fine: the member connects it themselves.
  const login = uniqueLogin('work');
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/community\/settings\/account$/);
  await expect(section.getByRole('status')).toHaveText('The sign-in method is connected.');
  await expect(section.getByRole('list', { name: 'Connected sign-in methods' })).toContainText(
    `Tidal Cloud (${login}@example.test)`,
  );

  // Signed out, the provider account now signs in as this member.
  await page.evaluate(() => window.localStorage.removeItem('jwt'));
  await page.context().clearCookies();
  await page.goto(
    `${api.apiUrl}/v1/login?type=login&success_redirect=${encodeURIComponent(`${api.webUrl}/community/settings/account`)}`,
  );
  await page.getByRole('link', { name: 'Continue with Tidal Cloud' }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/community\/settings\/account$/);
  await expect(page.getByText(`Your address is ${member.email}`)).toBeVisible();

  await section.getByRole('button', { name: 'Disconnect Tidal Cloud' }).click();
  await expect(section.getByRole('status')).toHaveText('Tidal Cloud is disconnected.');
  await expect(section).toContainText('You sign in with your email address and password.');
});
