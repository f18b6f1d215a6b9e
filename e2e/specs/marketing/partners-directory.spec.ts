import { api, axeViolations, test, expect } from '../../fixtures/index.js';

// The header's "Partner directory" (/partners/directory): every published partner, searched and filtered in the
// address, without JavaScript needed.

test('the partner directory filters by how to reach a partner and by name, keeping the filters in the address', async ({
  page,
  request,
}) => {
  const listed = await request.get(`${api.apiUrl}/content/v1/partners?limit=1000`);
  const partners = ((await listed.json()) as { data: { name: string; action: string }[] }).data;
  expect(partners.length).toBeGreaterThan(1);
  await page.goto('/partners/directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner directory' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${partners.length} partners`);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width}px`).toEqual([]);
  }

  const contact = partners.filter((partner) => partner.action === 'contact');
  await page.getByLabel('Reach them by').selectOption('contact');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/action=contact/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(contact.length);

  const [first] = partners;
  await page.goto(`/partners/directory?query=${encodeURIComponent(first!.name)}`);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(first!.name);
  await page.goto('/partners/directory?query=no-partner-is-called-this');
  await expect(page.getByText('No partner matches these filters')).toBeVisible();
  await page.getByRole('link', { name: 'Show every partner' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(partners.length);
});
