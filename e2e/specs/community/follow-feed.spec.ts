import {
  test,
  expect,
  api,
  axeViolations,
  registerMember,
  signInAs,
  type Member,
} from '../../fixtures/index.js';
import { markWelcomed } from './helpers.js';

// Issue #32, item 2: "Follow, mute and a feed of one's own" — a visitor's Follow on a tag leads to sign-up and
// completes after it; the feed shows a new question in that tag; muting its asker removes it; /community/feed is
// axe clean in the light and the dark theme.

type Tag = { id: number; slug: string; name: string };

async function firstTag(request: Parameters<typeof registerMember>[0]): Promise<Tag> {
  const res = await request.get(`${api.apiUrl}/content/v1/tags?limit=20`);
  expect(res.ok(), await res.text()).toBe(true);
  const tag = ((await res.json()) as { data: Tag[] }).data[0];
  if (!tag) throw new Error('The seed has no tags');
  return tag;
}

async function ask(request: Parameters<typeof registerMember>[0], asker: Member, tag: Tag, title: string) {
  const res = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: { authorization: `Bearer ${asker.jwt}` },
    data: {
      question: {
        title,
        body: 'The service stops after every reboot and the logs say nothing. What should I check first?',
        tags: [tag.slug],
        language: 'en',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a visitor follows a tag through sign-up, reads its new question in the feed, and mutes its asker', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = await firstTag(request);

  // A visitor's Follow is a link to sign-up; after it, back on the tag page, the follow is done.
  await page.goto(`/community/tags/${tag.slug}`);
  await page.getByRole('link', { name: `Follow the ${tag.name} tag (sign up or log in)` }).click();
  await expect(page).toHaveURL(/\/v1\/login/);
  const username = `follower${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(new RegExp(`/community/tags/${tag.slug}`));
  // The new member has seen the welcome dialog (it would cover the pages below).
  const jwt = await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('jwt')))
    .toBeTruthy()
    .then(() => page.evaluate(() => window.localStorage.getItem('jwt')!));
  const { slug } = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { slug: string };
  await markWelcomed(request, { slug, jwt });
  const follow = page.getByRole('button', { name: `Follow the ${tag.name} tag` });
  await expect(follow).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(follow).toHaveText('Following');
  // The intent leaves the address once applied.
  await expect.poll(() => new URL(page.url()).searchParams.has('follow')).toBe(false);

  // Another member asks a question in the tag: it is in the feed.
  const asker = await registerMember(request, 'asker');
  await markWelcomed(request, asker);
  const title = `Why does my service stop after a reboot? ${Date.now().toString(36)}`;
  await ask(request, asker, tag, title);
  await page.goto('/community/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Your feed' })).toBeVisible();
  const feed = page.getByRole('list', { name: 'Your feed' });
  await expect(feed.getByRole('link', { name: title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Top this week' })).toBeVisible();

  // Muting the asker (on their profile) removes their question from the feed.
  await page.goto(`/community/users/${asker.slug}`);
  const mute = page.getByRole('button', { name: `Mute ${asker.username}` });
  await expect(mute).toBeEnabled({ timeout: 15_000 });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/community/feed');
  await expect(
    page.getByText('Nothing in your feed yet').or(page.getByRole('list', { name: 'Your feed' })),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // "muted content leaves lists": the site's question list (a cached page, the same for everyone) hides it for this
  // member, with a line that says so and shows it on request.
  await expect(async () => {
    await page.goto('/community/questions');
    await expect(page.getByText(/hidden from people and tags you muted/)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: title })).toBeHidden();
  await page.getByRole('button', { name: 'Show them' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // Settings › Following lists the follow and the mute, each removable.
  await page.goto('/community/settings/following');
  await expect(page.getByRole('button', { name: `Unfollow ${tag.name}` })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: `Unmute ${asker.username}` })).toBeVisible();
});

test('the feed page has no axe violations in the light and the dark theme, with an empty feed pointing to tags', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'feedaxe');
  await markWelcomed(request, member);
  await signInAs(page, member);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/community/feed');
    await expect(page.getByText('Nothing in your feed yet')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Browse tags to follow' })).toHaveAttribute(
      'href',
      '/community/tags',
    );
    expect(await axeViolations(page), `/community/feed (${colorScheme})`).toEqual([]);
    await page.goto('/community/feed?sort=top_week');
    await expect(page.getByRole('link', { name: 'Top this week' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(page), `/community/feed?sort=top_week (${colorScheme})`).toEqual([]);
  }
  await page.goto('/community/settings/following');
  await expect(page.getByRole('heading', { name: 'Following' })).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page), '/community/settings/following').toEqual([]);
});
