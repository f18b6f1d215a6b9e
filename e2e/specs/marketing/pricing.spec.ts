import { readFile } from 'node:fs/promises';
import { test, expect, api, axeViolations } from '../../fixtures/index.js';

// Issue #12: "/pricing (plans per product from CMS content, monthly/hourly), and a working /pricing/calculator:
// pick products, quantities and regions, see the monthly and hourly total update instantly, share the estimate
// by URL, print/export it". Spec: "The footer is hidden on /pricing/calculator and /deploy" and "The header is
// hidden on /deploy" (content-and-presentation §2).

test('/pricing lists every product with monthly and hourly prices, and links to the calculator', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  const machines = page.getByRole('table', { name: 'Virtual Machines prices, per machine' });
  const row = machines.getByRole('row', { name: /Basic 1 GiB/ });
  await expect(row.getByRole('cell', { name: '$6.00' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$0.00893' })).toBeVisible();
  // Storage is billed by the month only: no hourly column.
  const volumes = page.getByRole('table', { name: 'Block Storage prices, per GiB' });
  await expect(volumes.getByRole('columnheader', { name: 'Hourly' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Estimate your costs' }).click();
  await expect(page).toHaveURL(/\/pricing\/calculator$/);
});

test('the calculator totals update as you pick, the link keeps the estimate, and it exports as CSV', async ({
  page,
  context,
}) => {
  await page.goto('/pricing/calculator');
  await expect(page.getByRole('contentinfo')).toHaveCount(0); // the footer is hidden here
  const form = page.getByRole('form', { name: 'Add a product' });
  const totals = page.getByTestId('estimate-totals');
  await expect(page.getByText('Nothing yet: add a product to see what it costs.')).toBeVisible();

  await form.getByLabel('Product').selectOption({ label: 'Virtual Machines' });
  await form.getByLabel('Size or plan').selectOption({ label: 'Basic 4 GiB — $24.00/mo' });
  await form.getByLabel('Region').selectOption({ label: 'London' });
  await form.getByLabel(/^Quantity/).fill('3');
  await form.getByLabel(/Weekly backups/).check();
  await form.getByRole('button', { name: 'Add to estimate' }).click();
  // 3 × $24 + 20% backups = $86.40 a month; over 672 hours = $0.12857 an hour.
  await expect(totals).toContainText('$86.40');
  await expect(totals).toContainText('$0.12857');
  await expect(page).toHaveURL(/item=compute\.s-2vcpu-4gb\.3\.lon\.backups/);

  await form.getByLabel('Product').selectOption({ label: 'Block Storage' });
  await form.getByLabel('Region').selectOption({ label: 'Sydney' });
  await form.getByLabel(/^Quantity/).fill('100');
  await form.getByRole('button', { name: 'Add to estimate' }).click();
  // 100 GiB × $0.10 × 1.2 in Sydney = $12.00 more.
  await expect(totals).toContainText('$98.40');

  // Editing a quantity in the estimate changes the totals at once.
  await page.getByRole('spinbutton', { name: 'Quantity of Virtual Machines, Basic 4 GiB' }).fill('1');
  await expect(totals).toContainText('$40.80');

  // The address is the estimate: a new tab with the same link shows the same totals.
  const shared = page.url();
  const other = await context.newPage();
  await other.goto(shared);
  await expect(other.getByTestId('estimate-totals')).toContainText('$40.80');
  await expect(other.getByRole('row', { name: /Block Storage/ })).toContainText('Sydney');
  await other.close();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('estimate.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Virtual Machines,Basic 4 GiB,London,1,Weekly backups,28.80,');
  expect(csv).toContain('Total,,,,,40.80,');

  // Removing a line keeps focus in the estimate and says what happened.
  await page.getByRole('button', { name: 'Remove Virtual Machines, Basic 4 GiB' }).click();
  await expect(totals).toContainText('$12.00');
  await expect(page.getByRole('status').filter({ hasText: 'Removed Virtual Machines' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Remove Block Storage, SSD volume' })).toBeFocused();
});

test('a shared link with a size that is no longer offered says what was left out', async ({ page }) => {
  await page.goto(
    '/pricing/calculator?item=compute.s-1vcpu-1gb.2.nyc&item=compute.retired.1.nyc&item=%3Cb%3E',
  );
  await expect(page.getByTestId('estimate-totals')).toContainText('$12.00');
  const note = page.getByRole('note').filter({ hasText: 'no longer offered' });
  await expect(note).toContainText('Virtual Machines has no option retired');
  await expect(note).toContainText('Could not read “<b>”');
});

test('an edit of the price catalogue shows on /pricing and in the calculator without a restart', async ({
  page,
  request,
}) => {
  const login = await request.post(`${api.apiUrl}/v1/auth/login`, {
    data: { email: 'admin@example.com', password: 'reef-admin-password' },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { jwt: string }).jwt}` };
  const current = (await (
    await request.get(`${api.apiUrl}/v1/global_contents/price_catalogue`, { headers })
  ).json()) as {
    data: { products: { slug: string; options: { id: string; monthly_cents: number }[] }[] };
  };
  const edited = structuredClone(current.data);
  const original = structuredClone(current.data);
  edited.products.find((p) => p.slug === 'load-balancers')!.options[0]!.monthly_cents = 1100;
  try {
    const saved = await request.patch(`${api.apiUrl}/v1/global_contents/price_catalogue`, {
      headers,
      data: { global_content: { data: edited } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await expect(async () => {
      await page.goto('/pricing');
      await expect(
        page
          .getByRole('table', { name: /Load Balancers prices/ })
          .getByRole('row', { name: /One load balancer node/ }),
      ).toContainText('$11.00', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.goto('/pricing/calculator?item=load-balancers.lb-small.2.nyc');
    await expect(page.getByTestId('estimate-totals')).toContainText('$22.00');
  } finally {
    await request.patch(`${api.apiUrl}/v1/global_contents/price_catalogue`, {
      headers,
      data: { global_content: { data: original } },
    });
  }
});

test('/products and a product page, with a calculator link that opens with the product added', async ({
  page,
}) => {
  await page.goto('/products');
  await page.getByRole('main').getByRole('link', { name: 'Managed Databases', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Managed Databases' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Managed Databases' })).toContainText('What you get');
  await page.getByRole('link', { name: 'Estimate your cost' }).click();
  await expect(page.getByTestId('estimate-totals')).toContainText('$15.00');
  await page.goto('/products/no-such-product');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});

test('/deploy has no site header or footer, and its own way home', async ({ page }) => {
  await page.goto('/deploy');
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy from a template' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Deploy Node\.js/ })).toHaveAttribute(
    'href',
    /template=nodejs/,
  );
  await page
    .getByRole('main')
    .getByRole('link', { name: /Tidal|Reef/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

for (const width of [375, 1440]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of [
      '/pricing',
      '/pricing/calculator?item=compute.s-1vcpu-1gb.2.nyc.backups',
      '/products',
      '/products/compute',
      '/deploy',
    ]) {
      test(`axe finds no violations on ${path}, and it fits the width`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        // Wide tables scroll in their own box; the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

test.describe('375px, a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('/pricing is no "wall of squeezed tables": each option is one compact row with its specs under its name', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const table = page.getByRole('table').first();
    await expect(table).toBeVisible();
    // Three columns on a phone (option with its specs, monthly, hourly): the specs column itself is left out.
    await expect(table.getByRole('columnheader')).toHaveText(['Option', 'Monthly', 'Hourly']);
    const firstOption = table.getByRole('rowheader').first();
    await expect(firstOption).toContainText(/vCPU/);
    // Every row of every table is at most a few lines tall, and no table is wider than the screen's content.
    const tallest = await page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('main table tbody tr')).map(
          (row) => row.getBoundingClientRect().height,
        ),
      ),
    );
    expect(tallest).toBeLessThan(120);
    const widest = await page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('main table')).map((t) => t.getBoundingClientRect().width),
      ),
    );
    expect(widest).toBeLessThanOrEqual(375);
  });
});

// Issue #31, item 6: "pricing and the home page translated" — the demo's price list is stored in German, Spanish,
// Japanese and Chinese beside the English one, and a page in that language reads its own.
test('/de/pricing shows the German price list: product names, units and plans in German, amounts the German way', async ({
  page,
}) => {
  await page.goto('/de/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Preise' })).toBeVisible();
  const machines = page.getByRole('table', { name: 'Preise für Virtuelle Maschinen, pro Maschine' });
  const row = machines.getByRole('row', { name: /Basis 1 GiB/ });
  await expect(row.getByRole('cell', { name: /1 GiB Arbeitsspeicher/ })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^6,00\s?\$$/ })).toBeVisible();
  // A language the demo has no price list in reads the English one, in its own interface.
  await page.goto('/fr/pricing');
  await expect(page.getByRole('table', { name: /Virtual Machines/ })).toBeVisible();
});

test('the top bar shows the calls to action in the page language', async ({ page }) => {
  await page.goto('/ja/pricing');
  const bar = page.getByRole('region', { name: 'お知らせ' });
  // The first of the rotating messages, the Japanese version of the block's first.
  await expect(bar.getByRole('link', { name: /新しいリージョンが 2 つ利用可能になりました/ })).toBeVisible();
});
