// Issue #30, "Done means": "an operator edits a marketing page and previews it on a phone width" — one journey from the
// sign-in page through the admin home, the static pages list and the editor's preview to the public page, at 1440 px
// (desktop) and 375 px (phone).
import { test, expect, api, axeViolations } from '../../fixtures/index.js';
import { administratorJwt } from '../admin/helpers.js';

test('an operator signs in, edits a marketing page, previews it at a phone width, publishes it and sees it on the site', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const slug = `operator-${Date.now().toString(36)}`;
  const title = `Managed databases for teams ${slug}`;
  const created = await request.post(`${api.apiUrl}/v1/static_pages`, {
    headers: { authorization: `Bearer ${await administratorJwt(request)}` },
    data: {
      static_page: {
        type: 'solutions',
        slug,
        title,
        template: 'Template1',
        state: 'published',
        slices: [{ slice_type: 'hero', primary: { title: 'Databases you never babysit' }, items: [] }],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const path = `/solutions/${slug}`;

  // The operator signs in on the sign-in page the admin area sends them to, and lands on the admin home.
  await page.goto('/community/admin');
  await page.waitForURL((url) => url.href.startsWith(`${api.apiUrl}/v1/login`));
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('reef-admin-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

  // From the admin navigation to the static pages, and the page by its title.
  const sidebar = page.getByRole('complementary', { name: 'Admin' });
  const menu = sidebar.getByRole('button', { name: 'Admin menu' });
  // Below the xl breakpoint the admin navigation folds behind its menu button.
  if ((page.viewportSize()?.width ?? 1440) < 1280) await menu.click();
  await sidebar.getByRole('link', { name: 'Static pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Static pages' })).toBeVisible();
  // Narrowed to the solutions pages, as the list's Type filter does.
  await page.goto('/community/admin/static_pages?type=solutions');
  const table = page.getByRole('table', { name: 'Static pages' });
  await table.getByRole('link', { name: title, exact: true }).click();

  // The hero is edited and previewed as a phone shows it: the frame is 375 px wide and the page inside lays out for it.
  const form = page.getByRole('form', { name: 'Static page' });
  const hero = form.getByRole('listitem', { name: /^Hero \(slice 1\)/ });
  await hero.getByLabel('Title', { exact: true }).fill('Databases that look after themselves');
  const region = page.getByRole('region', { name: 'Live preview' });
  const frame = region.locator('iframe');
  await region.getByRole('radio', { name: 'Phone (375 px)' }).check();
  await expect(frame).toHaveAttribute('title', /375 px/);
  await expect
    .poll(() => frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow!.innerWidth))
    .toBe(375);
  await expect(
    frame.contentFrame().getByRole('heading', { name: 'Databases that look after themselves' }),
  ).toBeVisible();
  expect(await axeViolations(page), 'the editor with the phone preview').toEqual([]);

  // Published, and on the site at the next view, for a visitor too.
  await form.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText(`Published. ${path} shows it at the next page view.`)).toBeVisible();
  await expect(async () => {
    const response = await request.get(`${api.webUrl}${path}`);
    expect(await response.text()).toContain('Databases that look after themselves');
  }).toPass({ timeout: 20_000 });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Databases that look after themselves' })).toBeVisible();
  expect(await axeViolations(page), 'the published page').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page), 'the published page, dark').toEqual([]);
});
