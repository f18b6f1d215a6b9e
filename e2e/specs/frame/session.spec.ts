import { test, expect, api, registerMember } from '../../fixtures/index.js';

// Issue #6, session (community-app §4): sign up through the API's sign-in page, land signed in, be welcomed, sign out.

test('a visitor signs up through the /v1/login page and lands back signed in', async ({ page }) => {
  const username = `frame${Date.now().toString(36)}`;
  await page.goto('/community/questions');

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Sign up' }).click();
  await banner.getByRole('link', { name: /^Community/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${api.apiUrl}/v1/login`));
  expect(new URL(page.url()).searchParams.get('type')).toBe('register');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign up' }).click();

  // Back on the page it started from; the token moved from the address to local storage.
  await expect(page).toHaveURL(/\/community\/questions$/);
  await expect(page.getByRole('dialog', { name: new RegExp(`Welcome .*${username}!`) })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeTruthy();
});

test('a new member coming back with ?jwt= is welcomed once, sees the member header, and signs out', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'welcome');
  await page.goto(`/community?jwt=${member.jwt}&expiration=${Math.floor(Date.now() / 1000) + 3600}`);

  // "That parameter is then removed from the URL together with an expiration parameter."
  await expect(page).toHaveURL(/\/community$/);
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBe(member.jwt);

  // The welcome dialog, its "What's next" view with Back, collapsible sections, then close (Escape = cancel event).
  const welcome = page.getByRole('dialog', {
    name: new RegExp(`Welcome to the .* Community, ${member.username}!`),
  });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: "What's next" }).click();
  const next = page.getByRole('dialog', { name: "What's next" });
  await expect(next).toBeVisible();
  await next.getByText('Learn with tutorials').click();
  await expect(next.getByRole('link', { name: 'tutorials' })).toBeVisible();
  await next.getByRole('button', { name: 'Back' }).click();
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();

  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  // Seen once: a reload does not welcome again.
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Profile menu: profile, cloud console, sign out → /community, token and user cleared.
  await page.goto('/community/questions');
  await banner.getByRole('button', { name: 'Profile menu' }).click();
  await expect(banner.getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    `/community/users/${member.slug}`,
  );
  await expect(banner.getByRole('link', { name: 'Cloud Console' })).toBeVisible();
  await banner.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
});

test('a malformed stored token leaves the visitor signed out', async ({ page }) => {
  await page.goto('/community');
  await page.evaluate(() => window.localStorage.setItem('jwt', 'not.a-token'));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
});
