// The page store of the plain `npm start` (issue #33, goal 1: "Stored pages served as stored, without nginx"): the
// web server this suite runs, with no page cache in front, keeps the pages it serves visitors and sends them again as
// stored: the same bytes, compressed once, with a policy that names the page's own scripts by hash. A write through
// the site shows at the next load; a member's request, a client navigation or a query never comes from the store.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, api, registerMember } from '../../fixtures/index.js';
import { scriptSources, inlineScriptHashes } from '../../fixtures/csp.js';

const webUrl = api.webUrl;
const apiUrl = api.apiUrl;

/**
 * Asks for a page until the store answers it. A page Next.js had kept past its revalidation time answers stale once
 * (x-nextjs-cache: STALE, never stored) while it renders afresh; the next answer is stored, the one after comes from
 * the store.
 */
async function untilStored(request: APIRequestContext, url: string) {
  await expect
    .poll(async () => (await request.get(url)).headers()['x-reef-page-store'], { timeout: 15_000 })
    .toBe('HIT');
}

test('the plain npm start sends a visitor a stored page as stored: same bytes, its scripts by hash, compressed once', async ({
  request,
  page,
}) => {
  // A tutorial with a whole article (other specs publish short ones of their own, newest first).
  const list = await request.get(`${apiUrl}/content/v1/tutorials?limit=50`);
  let tutorial: { slug: string; title: string } | undefined;
  for (const item of ((await list.json()) as { data: { slug: string; title: string }[] }).data) {
    const full = (await (await request.get(`${apiUrl}/content/v1/tutorials/${item.slug}`)).json()) as {
      body_html?: string;
    };
    if ((full.body_html ?? '').length > 2000) {
      tutorial = item;
      break;
    }
  }
  expect(tutorial, 'the seed has a tutorial with a whole article').toBeDefined();
  const pagePath = `/community/tutorials/${tutorial!.slug}`;

  await untilStored(request, webUrl + pagePath);
  const second = await request.get(webUrl + pagePath);
  const third = await request.get(webUrl + pagePath);
  expect(second.headers()['x-reef-page-store']).toBe('HIT');
  expect(third.headers()['x-reef-page-store']).toBe('HIT');
  const body = await second.text();
  expect(await third.text()).toBe(body);
  expect(third.headers()['content-security-policy']).toBe(second.headers()['content-security-policy']);

  // No nonce anyone could reuse: every inline script of the page is named by its hash.
  const sources = scriptSources(second.headers());
  expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
  expect(sources).toContain("'strict-dynamic'");
  const hashes = inlineScriptHashes(body);
  expect(hashes.length).toBeGreaterThan(1);
  for (const hash of hashes) expect(sources).toContain(hash);

  // Brotli and gzip were compressed when the page was stored: both come from the store, with the same page inside.
  for (const encoding of ['br', 'gzip']) {
    const compressed = await fetch(webUrl + pagePath, { headers: { 'accept-encoding': encoding } });
    expect(compressed.headers.get('x-reef-page-store'), encoding).toBe('HIT');
    expect(compressed.headers.get('content-encoding'), encoding).toBe(encoding);
    expect(compressed.headers.get('vary'), encoding).toMatch(/accept-encoding/i);
    expect(await compressed.text(), encoding).toBe(body);
  }

  // A browser that holds this copy revalidates it for free.
  const etag = second.headers()['etag']!;
  expect(etag).toBeTruthy();
  const unchanged = await request.get(webUrl + pagePath, { headers: { 'if-none-match': etag } });
  expect(unchanged.status()).toBe(304);
  expect(await unchanged.text()).toBe('');
  // The validator names one encoding's bytes: a browser holding the brotli copy is not sent a 304 for gzip.
  const otherEncoding = await fetch(webUrl + pagePath, {
    headers: { 'if-none-match': etag, 'accept-encoding': etag.includes('-br') ? 'gzip' : 'br' },
  });
  expect(otherEncoding.status).toBe(200);

  // In a browser the stored page runs its scripts, the policy blocks nothing, and a client-side navigation works.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(webUrl + pagePath);
  const response = await page.goto(webUrl + pagePath);
  expect(response?.headers()['x-reef-page-store']).toBe('HIT');
  await expect(page.getByRole('heading', { level: 1, name: tutorial!.title })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next)))
    .toBe(true);
  await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
  // The stored page's head tags (description, canonical, alternates…) are in its head, marked, and not again in its
  // flight data (issue #33 goal 2; server/flight-strip.mjs); the title stays React's.
  const head = body.slice(0, body.indexOf('</head>'));
  expect(head).toMatch(/<link data-cut rel="canonical" href="[^"]*\/community\/tutorials\/[^"]+"\/>/);
  expect(head).toMatch(/<meta data-cut name="description" content="/);
  expect(body.split('rel="canonical"').length - 1).toBe(1);
  const flight = /self\.__next_f\.push\(\[1,'[\s\S]*?'\]\)/.exec(body)?.[0] ?? '';
  expect(flight).toContain('"title","0"');
  expect(flight).not.toContain('"rel":"alternate"');
  expect(flight).not.toContain('"name":"description"');
  await page.getByRole('link', { name: 'Tutorials', exact: true }).first().click();
  await expect(page).toHaveURL(/\/community\/tutorials$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The head is the list's alone: the article's marked tags went before React added the list's own.
  await expect.poll(() => page.title()).not.toContain(tutorial!.title);
  const headNow = await page.evaluate(() => ({
    cut: document.head.querySelectorAll('[data-cut]').length,
    canonical: Array.from(document.head.querySelectorAll('link[rel="canonical"]'), (link) =>
      link.getAttribute('href'),
    ),
    descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    alternates: document.head.querySelectorAll('link[rel="alternate"][hreflang="de"]').length,
  }));
  expect(headNow.cut).toBe(0);
  expect(headNow.canonical).toHaveLength(1);
  expect(headNow.canonical[0]).toMatch(/\/community\/tutorials$/);
  expect(headNow.descriptions).toBe(1);
  expect(headNow.alternates).toBe(1);
  // And back again: the article the router kept is whole.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: tutorial!.title })).toBeVisible();
  await expect.poll(() => page.title()).toContain(tutorial!.title);
  const article = page.locator('[data-article-body]').first();
  await expect(article).toBeVisible();
  expect((await article.innerText()).length).toBeGreaterThan(200);

  // The footer is in the stored page once (issue #33: its HTML, not again in the flight data), it stays whole after
  // hydration and after a navigation back, and its links navigate on the client.
  // (In the flight data a label is a JSON string inside a script's string: `\"children\":\"Leadership\"`.)
  expect(body.split('Leadership').length - 1).toBe(1);
  expect(body).toContain('>Leadership<');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Leadership' })).toBeVisible();
  await footer.getByRole('link', { name: 'Partners', exact: true }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: tutorial!.title })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Leadership' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an answer posted through the site is on the question page at the next load from the page store', async ({
  request,
}) => {
  const list = await request.get(`${apiUrl}/content/v1/questions?limit=2`);
  const question = ((await list.json()) as { data: { id: number; slug: string }[] }).data[1]!;
  const pagePath = `/community/questions/${question.slug}`;
  await untilStored(request, webUrl + pagePath);

  const member = await registerMember(request, 'store');
  const body = `Answered past the page store ${Date.now().toString(36)}`;
  const answer = await request.post(`${apiUrl}/v1/comments`, {
    headers: { authorization: `Bearer ${member.jwt}` },
    data: { comment: { body, type: 'answer', parent_type: 'question', parent_id: question.id } },
  });
  expect(answer.status(), await answer.text()).toBe(201);

  // The API calls the revalidation route right after its answer: the next load after that call has the answer.
  await expect(async () => {
    expect(await (await request.get(webUrl + pagePath)).text()).toContain(body);
  }).toPass({ timeout: 10_000 });
  // And the store keeps the new page, not the old one.
  await untilStored(request, webUrl + pagePath);
  expect(await (await request.get(webUrl + pagePath)).text()).toContain(body);
});

test("a member's request, a client navigation and a query never come from the page store", async ({
  request,
}) => {
  const list = await request.get(`${apiUrl}/content/v1/tutorials?limit=2`);
  const tutorial = ((await list.json()) as { data: { slug: string }[] }).data[1]!;
  const pagePath = `/community/tutorials/${tutorial.slug}`;
  await untilStored(request, webUrl + pagePath);

  const asMember = await request.get(webUrl + pagePath, {
    headers: { cookie: `last_logged_in_at=${encodeURIComponent(new Date().toISOString())}` },
  });
  expect(asMember.status()).toBe(200);
  expect(asMember.headers()['x-reef-page-store']).toBeUndefined();
  // A member's page keeps a nonce of its own.
  expect(asMember.headers()['content-security-policy']).toContain("'nonce-");
  const withToken = await request.get(webUrl + pagePath, {
    headers: { authorization: 'Bearer not-a-session' },
  });
  expect(withToken.headers()['x-reef-page-store']).toBeUndefined();
  const navigation = await request.get(webUrl + pagePath, { headers: { rsc: '1' } });
  expect(navigation.headers()['x-reef-page-store']).toBeUndefined();
  const withQuery = await request.get(`${webUrl}${pagePath}?utm_source=test`);
  expect(withQuery.headers()['x-reef-page-store']).toBeUndefined();
  // Another spelling of the path is neither served from nor stored under the page.
  const spelled = await request.get(`${webUrl}${pagePath}/`, { maxRedirects: 0 });
  expect(spelled.headers()['x-reef-page-store']).toBeUndefined();
});

test('a stored list carries its items once; its links navigate on the client, and back on the list its items are whole', async ({
  request,
  page,
}) => {
  // The newest tutorial, on the page of its first tag (a list page the store keeps; the tutorials list reads its
  // query).
  // (Other specs publish tutorials without tags: the newest one that has a tag. English, as the tag page lists the
  // tutorials in its interface's language and the demo has tutorials in five.)
  const list = (await (await request.get(`${apiUrl}/content/v1/tutorials?limit=50&language=en`)).json()) as {
    data: { title: string; tags: { slug: string }[] }[];
  };
  const tagged = list.data.find((item) => item.tags.length > 0);
  expect(tagged, 'a published tutorial with a tag').toBeDefined();
  const newest = tagged!.title;
  const pagePath = `/community/tags/${tagged!.tags[0]!.slug}`;
  await untilStored(request, webUrl + pagePath);
  const body = await (await request.get(webUrl + pagePath)).text();
  // Its title is in the list's HTML, and not again in the page's flight data (one script, in single quotes:
  // mergeFlightScripts).
  expect(body).toContain(`>${newest}<`);
  expect(body).not.toContain(`"children":"${newest}"`);
  // Written the same way, the page's title is found there (the flight data carries the head).
  expect(body).toMatch(/"title","0",\{"children":"/);
  expect(body.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);

  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(webUrl + pagePath);
  await expect
    .poll(() => page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next)))
    .toBe(true);
  await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
  const main = page.getByRole('main');
  const first = main
    .getByRole('heading', { level: 2, name: newest })
    .or(main.getByRole('heading', { level: 3, name: newest }));
  await expect(first.first()).toBeVisible();
  await main.getByRole('link', { name: newest }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: newest })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // Back on the list, drawn again from the page's own cut data: its items are whole, and still lead on.
  await page.goBack();
  await expect(first.first()).toBeVisible();
  await main.getByRole('link', { name: newest }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: newest })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(problems).toEqual([]);
});
