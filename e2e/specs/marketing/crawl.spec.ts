import { test, expect } from '../../fixtures/index.js';

// Issue #12: "Every link the header, sub-navigation, top bar and footer show answers 200 on a fresh `npm start`
// (write a crawl test that fails on any internal 404)." The frame differs by section (the community's
// sub-navigation, the marketing pages' menus), so the links are gathered from one page of each, menus included
// (their links are in the page even while a menu is closed), then every internal address is requested.

/** Pages whose frame (header with its menus and sub-navigation, top bar, footer) the crawl reads. */
const ENTRY_PAGES = [
  '/',
  '/community',
  '/community/tutorials',
  '/community/questions',
  '/pricing',
  '/blog',
  '/partners',
];

test('every internal link of the header, sub-navigation, top bar and footer answers 200', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // a hundred or more addresses, each rendered once
  const origin = new URL(baseURL!).origin;
  const found = new Map<string, string>(); // address → the page and part it was found on

  for (const entry of ENTRY_PAGES) {
    const response = await page.goto(entry);
    expect(response?.status(), `entry page ${entry}`).toBe(200);
    const links = await page.evaluate(() => {
      const parts: [string, Element | null][] = [
        ['header', document.querySelector('header')],
        ['top bar', document.querySelector('[aria-label="Announcements"]')],
        ['footer', document.querySelector('footer')],
      ];
      return parts.flatMap(([part, root]) =>
        root
          ? Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]')).map((a) => ({
              part,
              href: a.href,
            }))
          : [],
      );
    });
    expect(links.length, `links in the frame of ${entry}`).toBeGreaterThan(10);
    for (const { part, href } of links) {
      const url = new URL(href);
      if (url.origin !== origin) continue; // other sites (docs, social accounts) are not ours to answer
      url.hash = '';
      const address = url.pathname + url.search;
      if (!found.has(address)) found.set(address, `${part} of ${entry}`);
    }
  }
  expect(found.size).toBeGreaterThan(20);

  const failures: string[] = [];
  for (const [address, where] of found) {
    const res = await request.get(address, { maxRedirects: 5 });
    if (res.status() !== 200) failures.push(`${address} (${where}) answered ${res.status()}`);
  }
  expect(failures, `internal links that do not answer 200 (${found.size} checked)`).toEqual([]);
});
