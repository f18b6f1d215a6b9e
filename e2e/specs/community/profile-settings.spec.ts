import { test, expect, api, axeViolations, registerMember, signInAs } from '../../fixtures/index.js';
import { markWelcomed } from './helpers.js';

// Regression: "Complete your profile" led to a read-only page; members now edit their profile at
// /community/settings/profile, reached from the profile menu, their own profile and the welcome dialog.
test('a member edits their profile from the settings; handles follow the spec rules and messages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, 'settings');
  await markWelcomed(request, member);
  await signInAs(page, member);

  await page.goto(`/community/users/${member.slug}`);
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/community\/settings\/profile$/);
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main')).toHaveCount(1);

  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Bio').fill('I keep small servers alive.');
  await page.getByLabel('Location').fill('Lisbon');
  await page.getByLabel('Website').fill('https://sam.example');
  await page.getByLabel('GitHub username').fill('not a handle!');
  await page.getByLabel('X (Twitter) username').fill('@sam_shark');
  await page.getByRole('button', { name: 'Save profile' }).click();
  // spec: content-and-presentation §5, social handles
  await expect(
    page.getByText(
      'Invalid GitHub username. Must be 1 - 39 characters and only letters, numbers, or dashes.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('GitHub username')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('GitHub username').fill('sam-shark');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved')).toBeVisible();
  const saved = await request.get(`${api.apiUrl}/content/v1/users/${member.slug}`);
  expect(await saved.json()).toMatchObject({
    first_name: 'Sam',
    bio: 'I keep small servers alive.',
    location: 'Lisbon',
    website_url: 'https://sam.example',
    github_handle: 'sam-shark',
    twitter_handle: 'sam_shark',
  });

  // The profile page shows the new bio once the API has revalidated it.
  await expect(async () => {
    await page.goto(`/community/users/${member.slug}`);
    await expect(page.getByText('I keep small servers alive.')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });

  // An avatar upload: stored by the API and shown in place of the initials, on the settings and the profile.
  const onePixelPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await page.goto('/community/settings/profile');
  await page
    .getByLabel('Avatar')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByText('Your avatar is saved')).toBeVisible();
  const preview = page.getByTestId('avatar-preview').locator('img');
  await expect(preview).toHaveAttribute(
    'src',
    new RegExp(`/content/v1/users/${member.slug}/avatar\\?v=\\d+$`),
  );
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await page
    .getByLabel('Avatar')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  await expect(page.getByLabel('Avatar')).toHaveAttribute('aria-invalid', 'true');

  // The profile menu links to the settings too.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/community/settings/profile',
  );

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/community/settings/profile');
    await expect(page.getByLabel('First name')).toHaveValue('Sam');
    expect(await axeViolations(page), `settings at ${width}px`).toEqual([]);
  }
});

test("the welcome dialog's 'Complete your profile' leads to the profile settings", async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'welcome');
  // As after signing up: the sign-in page sends the new member back with ?jwt=.
  await page.goto(`/community?jwt=${member.jwt}&expiration=${Math.floor(Date.now() / 1000) + 3600}`);
  await page
    .getByRole('dialog', { name: /^Welcome to the / })
    .getByRole('button', { name: "What's next" })
    .click();
  const next = page.getByRole('dialog', { name: "What's next" });
  await next.getByText('Complete your profile').click();
  await next.getByRole('link', { name: 'your profile settings' }).click();
  await expect(page).toHaveURL(/\/community\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
});

test('a mention link /community/user/{slug} answers 308 to the profile', async ({ request }) => {
  const res = await request.get('/community/user/sammy', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toBe('/community/users/sammy');
});
