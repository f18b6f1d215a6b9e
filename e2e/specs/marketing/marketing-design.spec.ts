import type { Page } from '@playwright/test';
import { api, axeViolations, expect, test } from '../../fixtures/index.js';
import { memberWith, openAs } from '../admin/helpers.js';

// Issue #30, item 12: "Design the demo brand's pages as a real provider's would look (illustrations as SVG the
// project draws itself, product imagery, customer logos as monograms), partner cards open the partner's page, the
// editor's preview shows the page at the chosen device width."

type Partner = { name: string; slug: string };

async function publishedPartners(page: Page): Promise<Partner[]> {
  const listed = await page.request.get(`${api.apiUrl}/content/v1/partners?limit=1000`);
  expect(listed.ok()).toBe(true);
  return ((await listed.json()) as { data: Partner[] }).data;
}

test('the landing hero has its illustration and the customers as monograms, and product cards have imagery', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The illustration is the site's own inline SVG: decorative, drawn, and no image request.
  const hero = page.getByRole('main').locator('svg[data-illustration="hero"]');
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('aria-hidden', 'true');
  expect(await hero.locator('path, rect, circle').count()).toBeGreaterThan(20);
  const box = await hero.boundingBox();
  expect(box!.width, 'the illustration fills its half of the hero').toBeGreaterThan(300);

  // "customer logos as monograms": a list of names, each with its initials beside it (hidden from screen readers).
  const customers = page.getByRole('list', { name: 'Trusted by teams at' });
  const items = customers.getByRole('listitem');
  expect(await items.count()).toBeGreaterThanOrEqual(3);
  for (const item of await items.all()) {
    const name = (await item.innerText()).split('\n').pop()!.trim();
    const monogram = item.locator('[aria-hidden="true"]');
    await expect(monogram).toHaveText(/^[A-Z0-9?]{1,2}$/);
    expect(name.length).toBeGreaterThan(2);
  }

  // Product imagery: every product card on the home page and on /products has its drawing.
  const cards = page.getByRole('main').getByRole('article');
  expect(await cards.count()).toBeGreaterThan(3);
  expect(await page.locator('svg[data-product-art]').count()).toBeGreaterThanOrEqual(6);
  await page.goto('/products');
  expect(await page.getByRole('main').locator('svg[data-product-art]').count()).toBeGreaterThan(3);
});

test("a partner card opens the partner's page, with its monogram or logo, description and links", async ({
  page,
}) => {
  const [partner] = await publishedPartners(page);
  expect(partner, 'the seed publishes partners').toBeTruthy();
  await page.goto('/partners');
  const card = page.getByRole('main').getByRole('article', { name: partner!.name });
  await expect(card.locator('img, [aria-hidden="true"]').first()).toBeVisible();
  await card.getByRole('link', { name: partner!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/partners/${partner!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: partner!.name })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Partners' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the directory' })).toHaveAttribute(
    'href',
    '/partners/directory',
  );

  // The directory's cards open the same page; an unknown partner is not found.
  await page.goto('/partners/directory');
  await page.getByRole('main').getByRole('link', { name: partner!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/partners/${partner!.slug}$`));
  const missing = await page.goto('/partners/no-partner-is-called-this');
  expect(missing?.status()).toBe(404);
});

test("the static page editor's preview switches to 375 px and its frame is 375 px wide", async ({
  page,
  request,
}) => {
  test.slow();
  const editor = await memberWith(request, ['MANAGE_STATIC_PAGES'], 'preview');
  const slug = `preview-${Date.now().toString(36)}`;
  const created = await request.post(`${api.apiUrl}/v1/static_pages`, {
    headers: { authorization: `Bearer ${editor.jwt}` },
    data: {
      static_page: {
        type: 'solutions',
        slug,
        title: 'Preview width test',
        template: 'Template1',
        state: 'draft',
        slices: [{ slice_type: 'hero', primary: { title: 'Seen on a phone' }, items: [] }],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, editor, `/community/admin/static_pages/solutions/${slug}/edit`);
  const region = page.getByRole('region', { name: 'Live preview' });
  const frame = region.locator('iframe');
  await expect(frame.contentFrame().getByRole('heading', { name: 'Seen on a phone' })).toBeVisible();

  const picker = region.getByRole('group', { name: 'Preview width' });
  // At actual size (never shrunk to fit a narrow pane), the frame is exactly the device's width.
  await region.getByRole('checkbox', { name: 'Shrink wide pages to fit' }).uncheck();
  await picker.getByRole('radio', { name: 'Phone (375 px)' }).check();
  await expect(frame).toHaveAttribute('title', /375 px/);
  await expect.poll(() => frame.evaluate((element) => element.getBoundingClientRect().width)).toBe(375);
  // The page inside is laid out for a phone: its own window is 375 px wide, so the site's media queries apply.
  expect(await frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow!.innerWidth)).toBe(
    375,
  );
  await expect(frame.contentFrame().getByRole('heading', { name: 'Seen on a phone' })).toBeVisible();

  // By keyboard: the arrow keys move along the radio group.
  await picker.getByRole('radio', { name: 'Phone (375 px)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(picker.getByRole('radio', { name: 'Tablet (768 px)' })).toBeChecked();
  await expect
    .poll(() => frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow!.innerWidth))
    .toBe(768);

  // The form is grouped: each slice's fields fold away, and nothing is lost when they come back.
  const form = page.getByRole('form', { name: 'Static page' });
  const hero = form.getByRole('listitem', { name: /^Hero \(slice 1\)/ });
  await hero.getByText('Fields of Hero (slice 1)').click();
  await expect(hero.getByLabel('Title', { exact: true })).toBeHidden();
  await hero.getByText('Fields of Hero (slice 1)').click();
  await expect(hero.getByLabel('Title', { exact: true })).toHaveValue('Seen on a phone');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the landing, partners and a partner's page in the ${scheme} theme`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    const [partner] = await publishedPartners(page);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/partners', '/partners/directory', `/partners/${partner!.slug}`]) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        expect(
          await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
          `${path} follows the ${scheme} system theme`,
        ).toContain(scheme);
        expect(await axeViolations(page), `${path} at ${width}px, ${scheme}`).toEqual([]);
      }
    }
  });
}
