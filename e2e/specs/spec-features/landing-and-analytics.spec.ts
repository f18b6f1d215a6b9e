import { test, expect, api, axeViolations, registerMember, signInAs } from '../../fixtures/index.js';
import { findTutorial, markWelcomed } from '../community/helpers.js';

// community-app §3 "Cookies" and §9 "Landing-page cookies last 3650 days. A new landing session starts after 30
// minutes or when a utm_ parameter is present. The stored landing page is cut to 256 characters."
// content-and-presentation §5 "Analytics events" (first-party: sent to the API, deduplicated, DNT/GPC honoured).

type Cookie = { name: string; value: string; expires: number };
const byName = (cookies: Cookie[]) => Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));

test('landing cookies: first_landing_page, referrer, last_landing_page and its timestamp, by the rules of @reef/core', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto('/community/tutorials?utm_source=newsletter', {
    referer: 'https://search.example/results',
  });
  await expect
    .poll(async () => byName(await context.cookies()).first_landing_page?.value)
    .toBe('/community/tutorials?utm_source=newsletter');
  let cookies = byName(await context.cookies());
  expect(cookies.last_landing_page?.value).toBe('/community/tutorials?utm_source=newsletter');
  expect(cookies.referrer?.value).toBe('https://search.example/results');
  const firstStamp = Number(cookies.last_landing_page_timestamp?.value);
  expect(firstStamp).toBeGreaterThan(0);
  // "Landing-page cookies last 3650 days" (Chromium caps any cookie at 400 days)
  expect(cookies.first_landing_page!.expires * 1000 - firstStamp).toBeGreaterThan(399 * 86_400_000);

  // Within 30 minutes: the same landing session, only the timestamp moves.
  await page.clock.fastForward(10 * 60_000);
  await page.goto('/community/questions');
  await expect
    .poll(async () => Number(byName(await context.cookies()).last_landing_page_timestamp?.value))
    .toBeGreaterThan(firstStamp);
  cookies = byName(await context.cookies());
  expect(cookies.last_landing_page?.value).toBe('/community/tutorials?utm_source=newsletter');

  // "A new landing session starts after 30 minutes": last_landing_page changes, first_landing_page never does.
  await page.clock.fastForward(31 * 60_000);
  await page.goto('/community/tags');
  await expect
    .poll(async () => byName(await context.cookies()).last_landing_page?.value)
    .toBe('/community/tags');
  expect(byName(await context.cookies()).first_landing_page?.value).toBe(
    '/community/tutorials?utm_source=newsletter',
  );

  // "…or when a utm_ parameter is present" (long addresses are cut to 256 characters)
  const long = `/community/questions?utm_campaign=${'x'.repeat(300)}`;
  await page.goto(long);
  await expect
    .poll(async () => byName(await context.cookies()).last_landing_page?.value)
    .toBe(long.slice(0, 256));
});

test('last_logged_in_at is set for a signed-in member, and the sign-in token never reaches a cookie', async ({
  page,
  context,
  request,
}) => {
  const member = await registerMember(request, 'landing');
  await markWelcomed(request, member);
  await page.goto(`/community?jwt=${member.jwt}&expiration=${Math.floor(Date.now() / 1000) + 3600}`);
  await expect(page).toHaveURL(/\/community$/);
  await expect
    .poll(async () => byName(await context.cookies()).last_logged_in_at?.value)
    .toMatch(/^\d{4}-\d\d-\d\dT/);
  const all = JSON.stringify(await context.cookies());
  expect(all).not.toContain(member.jwt);
  expect(byName(await context.cookies()).first_landing_page?.value).toBe('/community');
});

test('page views and user_viewed are sent with sendBeacon to the API in one batch, and counted once per visitor', async ({
  browser,
  request,
}) => {
  const tutorial = await findTutorial(request);
  const login = await request.post(`${api.apiUrl}/v1/auth/login`, {
    data: { email: 'admin@example.com', password: 'reef-admin-password' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).jwt}` };
  const viewsCount = async () =>
    (
      (await (await request.get(`${api.apiUrl}/v1/tutorials/${tutorial.id}`, { headers })).json()) as {
        views_count: number;
      }
    ).views_count;
  const before = await viewsCount();

  // A visitor of its own (another user agent is another visitor hash).
  const context = await browser.newContext({ userAgent: `reef-e2e-visitor-${Date.now()}` });
  const page = await context.newPage();
  const bodies: string[] = [];
  const types: string[] = [];
  await page.route(`${api.apiUrl}/v1/analytics/events`, async (route) => {
    bodies.push(route.request().postDataBuffer()?.toString() ?? '');
    types.push(route.request().headers()['content-type'] ?? '');
    await route.continue();
  });
  await page.goto(`/community/tutorials/${tutorial.slug}`);
  await expect.poll(() => bodies.length).toBeGreaterThan(0);
  expect(types[0]).toContain('text/plain');
  const body = JSON.parse(bodies[0]!) as {
    events: { type: string; messageId: string; event: string; properties: Record<string, unknown> }[];
  };
  const names = body.events.map((event) => event.event);
  expect(names).toEqual(expect.arrayContaining(['page_viewed', 'user_viewed']));
  const view = body.events.find((event) => event.event === 'user_viewed')!;
  expect(view).toMatchObject({
    type: 'track',
    properties: {
      type: 'tutorial',
      id: tutorial.id,
      path: `/community/tutorials/${tutorial.slug}`,
      signed_in: false,
    },
  });
  expect(typeof view.messageId).toBe('string');

  // The view is counted once for this visitor; a refresh does not inflate it.
  await expect.poll(viewsCount).toBe(before + 1);
  await page.reload();
  await expect.poll(() => bodies.length).toBeGreaterThan(1);
  await page.waitForTimeout(500);
  expect(await viewsCount()).toBe(before + 1);
  await context.close();
});

test('Do-Not-Track / Global Privacy Control: no analytics request and no landing cookies', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/v1/analytics/events')) requests.push(req.url());
  });
  await page.goto('/community/questions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  await page.goto('/community');
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('first_landing_page');
  await context.close();
});

test('/community/admin/analytics: charts of views, sign-ups, questions, answers and top content for an administrator', async ({
  page,
  request,
}) => {
  const login = await request.post(`${api.apiUrl}/v1/auth/login`, {
    data: { email: 'admin@example.com', password: 'reef-admin-password' },
  });
  const { jwt, user } = (await login.json()) as { jwt: string; user: { slug: string } };
  await markWelcomed(request, { slug: user.slug, jwt });
  await page.goto('/community');
  await page.evaluate((token) => window.localStorage.setItem('jwt', token), jwt);

  const response = await page.goto('/community/admin/analytics');
  // "not cached", "noindex"
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(
    page.getByRole('figure').filter({ hasText: 'Page views per day' }).locator('canvas'),
  ).toBeVisible();
  await expect(
    page.getByRole('figure').filter({ hasText: 'Sign-ups, questions and answers per day' }).locator('canvas'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top content' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Sign-ups' })).toBeVisible();
  await page.getByLabel('Period').selectOption('7');
  await page.getByText('Show the daily figures').click();
  await expect(page.getByRole('table').last().getByRole('row')).toHaveCount(8);
  expect(await axeViolations(page)).toEqual([]);
});

test('/community/admin/analytics: visitors are sent to sign in, members without ADMINISTRATOR get the access page; the charting library loads only there', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', async (res) => {
    if (res.url().endsWith('.js')) scripts.push(await res.text().catch(() => ''));
  });
  // A signed-out visitor is sent to sign in (and back); a member without the flag gets the admin access page.
  await page.goto('/community/admin/analytics');
  await page.waitForURL((url) => url.pathname === '/v1/login');
  expect(new URL(page.url()).searchParams.get('success_redirect')).toMatch(/\/community\/admin\/analytics$/);

  const member = await registerMember(request, 'notadmin');
  await markWelcomed(request, member);
  await signInAs(page, member);
  await page.goto('/community/admin/analytics');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(
    (
      await request.get(`${api.apiUrl}/v1/analytics/summary`, {
        headers: { authorization: `Bearer ${member.jwt}` },
      })
    ).status(),
  ).toBe(403);
  // uPlot's own class names appear in no script a non-administrator loaded.
  expect(scripts.some((text) => text.includes('u-legend'))).toBe(false);
});
