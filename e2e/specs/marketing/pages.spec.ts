import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, api, axeViolations } from '../../fixtures/index.js';

// Issue #12: "Every page type at its path prefix (community-pages, currents, customers, customers-overview,
// diversity, hatch, landing, legal, overview, press, reports, resources, security, sitemap, solutions, trust),
// rendered through its template … and its allowed slices …, each slice a real designed component of the design
// system, with a fallback that never crashes on an unknown or malformed slice (it is skipped and logged)", and
// "`/open-source`, `/hatch`, `/sitemap` (a human sitemap page from the sitemap page type), `/support`" are real
// pages. Spec: content-and-presentation §2 "Marketing page types and path prefixes".

/** One seeded page of every page type (and the pages the issue names), with its h1. */
const PAGES: { type: string; path: string; h1: string }[] = [
  { type: 'community-pages', path: '/community/pages/code-of-conduct', h1: 'Community code of conduct' },
  { type: 'currents', path: '/currents/november-2026', h1: 'Currents: how developers build in 2026' },
  { type: 'customers', path: '/customers/harbor-analytics', h1: 'Harbor Analytics' },
  { type: 'customers-overview', path: '/customers', h1: 'Teams that build on Tidal Cloud' },
  { type: 'diversity', path: '/diversity/inclusion-report', h1: 'Inclusion report 2026' },
  { type: 'hatch', path: '/hatch/apply', h1: 'Apply to Hatch' },
  { type: 'landing', path: '/landing/spring-credit', h1: 'Try Tidal Cloud free' },
  { type: 'legal', path: '/legal/terms', h1: 'Terms of service' },
  { type: 'overview', path: '/open-source', h1: 'Built on open source, giving back to it' },
  {
    type: 'press',
    path: '/press/tidal-cloud-opens-two-new-regions',
    h1: 'Tidal Cloud opens two new regions',
  },
  { type: 'reports', path: '/reports/cloud-costs-2026', h1: 'The cloud cost report 2026' },
  { type: 'resources', path: '/resources/startup-guide', h1: 'Build on a budget' },
  { type: 'security', path: '/security/responsible-disclosure', h1: 'Responsible disclosure' },
  { type: 'sitemap', path: '/sitemap', h1: 'Sitemap' },
  { type: 'solutions', path: '/solutions/website-hosting', h1: 'Host websites and apps' },
  { type: 'trust', path: '/trust/compliance', h1: 'Compliance' },
  { type: 'overview', path: '/hatch', h1: 'Credit and mentors for your first years' },
  { type: 'overview', path: '/support', h1: 'How can we help?' },
];

/** One page of every template (content-and-presentation §2 "Templates and slices per page type"), and the overview
 * pages at the prefixes' own addresses. */
const TEMPLATE_PAGES: { template: string; path: string; h1: string }[] = [
  { template: 'Template2', path: '/solutions/startups', h1: 'Startups' },
  { template: 'Template3', path: '/solutions/vpn', h1: 'VPN' },
  { template: 'Template4', path: '/solutions/smb', h1: 'Small and medium businesses' },
  { template: 'Template5', path: '/solutions/ai-ml', h1: 'AI and machine learning' },
  { template: 'Template6', path: '/solutions/streaming', h1: 'Streaming' },
  { template: 'overview /business', path: '/business', h1: 'Solutions for every kind of team' },
  { template: 'overview /legal', path: '/legal', h1: 'Legal' },
  { template: 'overview /trust', path: '/trust', h1: 'Security and privacy you can check' },
];

async function adminJwt(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${api.apiUrl}/v1/auth/login`, {
    data: { email: 'admin@example.com', password: 'reef-admin-password' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}

async function createPage(request: APIRequestContext, jwt: string, page: Record<string, unknown>) {
  const res = await request.post(`${api.apiUrl}/v1/static_pages`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: { static_page: { state: 'published', ...page } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

async function expectAxeCleanAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // The video player's frame is a third-party page (offline here); axe cannot run inside it.
    expect(await axeViolations(page, { exclude: ['iframe'] }), `axe at ${width}px`).toEqual([]);
  }
}

test.describe('static pages of every page type', () => {
  for (const { type, path, h1 } of PAGES) {
    test(`${type} at ${path}: its template and slices, one main, axe clean at 375 and 1440 px`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expectAxeCleanAt(page, [1440, 375]);
    });
  }

  for (const { template, path, h1 } of TEMPLATE_PAGES) {
    test(`${template} at ${path}: one h1, axe clean at 375 and 1440 px`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expectAxeCleanAt(page, [1440, 375]);
    });
  }

  test('the footer and menu links to static pages (solutions, legal, trust, hatch, open source, support, sitemap) all open', async ({
    page,
    request,
  }) => {
    await page.goto('/sitemap');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const ours = [...new Set(hrefs)].filter((href) =>
      /^\/(solutions|legal|press|trust|security|business|hatch|open-source|support|sitemap|customers)(\/|$)/.test(
        href,
      ),
    );
    expect(ours.length).toBeGreaterThan(8);
    for (const href of ours) expect((await request.get(href)).status(), href).toBe(200);
  });

  test('a solutions page shows its designed slices, and its FAQ carries FAQPage structured data', async ({
    page,
  }) => {
    await page.goto('/solutions/website-hosting');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    await expect(
      main.getByRole('region', { name: 'Everything a website needs' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(main.getByText('99.99%')).toBeVisible();
    await expect(main.locator('blockquote')).toContainText('forty client sites');
    await expect(main.getByRole('list', { name: 'Included in Business' }).getByRole('listitem')).toHaveCount(
      4,
    );
    // The FAQ opens without JavaScript (details/summary); markdown answers are rendered by the API.
    await main.getByText('Do you take backups?').click();
    await expect(main.locator('strong', { hasText: '20%' })).toBeVisible();
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => JSON.parse(node.textContent ?? '{}') as { '@type'?: string }),
      );
    const faq = structured.find((data) => data['@type'] === 'FAQPage') as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity.map((q) => q.name)).toEqual([
      'Can I move an existing site?',
      'Do you take backups?',
      'Is there a contract?',
    ]);
    await expect(main.getByRole('heading', { level: 2, name: 'Launch your site today' })).toBeVisible();
  });

  test('the customers overview filters its customer cards by industry', async ({ page }) => {
    await page.goto('/customers');
    const filter = page.getByRole('group', { name: 'Customer stories by industry' });
    const cards = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(cards).toHaveText(['Harbor Analytics', 'Driftwood Stack', 'Reefline Consulting']);
    await filter.getByRole('button', { name: 'Agencies' }).click();
    await expect(cards.filter({ visible: true })).toHaveText(['Reefline Consulting']);
    await expect(filter.getByRole('status')).toHaveText('1 customer story in Agencies.');
    await filter.getByRole('button', { name: 'All' }).click();
    await expect(cards.filter({ visible: true })).toHaveCount(3);
  });

  test('the sitemap lists the sections of the site and the published pages as lists of links', async ({
    page,
    request,
  }) => {
    // The machine-readable sitemap lists the static pages too.
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of [
      '/solutions/website-hosting',
      '/legal/terms',
      '/open-source',
      '/community/pages/code-of-conduct',
    ])
      expect(xml).toContain(`<loc>${api.webUrl}${path}</loc>`);
    await page.goto('/sitemap');
    const legal = page.getByRole('region', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/legal/terms',
    );
    await expect(
      page
        .getByRole('region', { name: 'Products and pricing' })
        .getByRole('link', { name: 'Pricing', exact: true }),
    ).toHaveAttribute('href', '/pricing');
    await expect(
      page.getByRole('region', { name: 'Solutions' }).getByRole('link', { name: 'Web hosting' }),
    ).toBeVisible();
  });

  test('routes of the page types do not shadow the other pages, and an unknown slug is not found', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const path of ['/no-such-page', '/solutions/no-such-page', '/favicon.ico.bak', '/legal/Terms']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

test.describe('static pages stay up to date and safe', () => {
  test('an edit through the API (admin token) shows on the public page at the next load, without a restart', async ({
    page,
    request,
  }) => {
    const jwt = await adminJwt(request);
    const slug = unique('edit');
    await createPage(request, jwt, {
      type: 'trust',
      slug,
      title: 'Data residency',
      template: 'Template3',
      slices: [
        { slice_type: 'content', primary: { heading: 'Where data lives', body: 'In the region you pick.' } },
      ],
    });
    await page.goto(`/trust/${slug}`);
    await expect(page.getByText('In the region you pick.')).toBeVisible();
    // A second load is served from the page cache.
    await page.reload();
    await expect(page.getByText('In the region you pick.')).toBeVisible();

    const patched = await request.patch(`${api.apiUrl}/v1/static_pages/trust/${slug}`, {
      headers: { authorization: `Bearer ${jwt}` },
      data: {
        static_page: {
          title: 'Data residency and sovereignty',
          slices: [
            {
              slice_type: 'content',
              primary: { heading: 'Where data lives', body: 'Only in the region you pick.' },
            },
            {
              slice_type: 'faq',
              primary: {},
              items: [{ question: 'Can data leave?', answer: 'Never without you.' }],
            },
          ],
        },
      },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Data residency and sovereignty' }),
      ).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText('Only in the region you pick.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
  });

  test('a page whose stored content carries script payloads runs none of them; unknown and malformed slices are skipped', async ({
    page,
    request,
  }) => {
    const PWN = 'window.__pwned = (window.__pwned || 0) + 1; alert(1)';
    const HOSTILE = `<script>${PWN}</script><img src="x" onerror="${PWN}"><svg onload="${PWN}"></svg>`;
    // For fields with a short limit (a title, a name).
    const SHORT = '<img src=x onerror=alert(1)>';
    const jwt = await adminJwt(request);
    const slug = unique('hostile');
    await createPage(request, jwt, {
      type: 'solutions',
      slug,
      title: 'Hostile <script>alert(1)</script>',
      template: 'Template1',
      slices: [
        {
          slice_type: 'hero',
          primary: { title: `Safe hero ${SHORT}`, text: HOSTILE, html: HOSTILE, title_html: HOSTILE },
        },
        {
          slice_type: 'content',
          primary: { heading: 'Body', body: `Be **kind**.\n\n${HOSTILE}`, body_html: HOSTILE },
        },
        { slice_type: 'faq', primary: {}, items: [{ question: HOSTILE, body: HOSTILE }] },
        { slice_type: 'testimonial', primary: { quote: HOSTILE, author: SHORT } },
        {
          slice_type: 'feature_grid',
          primary: { heading: SHORT },
          items: [{ title: SHORT, text: HOSTILE }],
        },
        { slice_type: 'marquee_3d', primary: { title: 'Unknown slice' } },
        { slice_type: 'stats', primary: {}, items: [{ value: 'Malformed stat without a label' }] },
        { slice_type: 'cta', primary: { title: 'Still rendered after the bad ones' } },
      ],
    });
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const response = await page.goto(`/solutions/${slug}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Safe hero ${SHORT}`);
    await expect(main.locator('blockquote')).toContainText('<script>');
    await expect(main.getByRole('heading', { level: 2, name: SHORT })).toBeVisible();
    await expect(main.locator('strong', { hasText: 'kind' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Still rendered after the bad ones' })).toBeVisible();
    await expect(main.getByText('Unknown slice')).toHaveCount(0);
    await expect(main.getByText('Malformed stat without a label')).toHaveCount(0);
    await main.locator('summary').first().click();
    await page.waitForTimeout(500);
    await expect(main.locator('script:not([type="application/ld+json"]), [onerror], [onload]')).toHaveCount(
      0,
    );
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
