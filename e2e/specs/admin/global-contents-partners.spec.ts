import { api, test, expect } from '../../fixtures/index.js';
import { administratorJwt, expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

/** A 120×40 blue PNG. */
const BLUE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAIAAAC6iKlyAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAmklEQVRoge3UAQnAAAzEwJcY2ZM1FwsshRMQntKN5+yDEW7lfXNqN/Ru6P3prfkFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFNPgFJLzfQ4MtrvN0dgAAAABJRU5ErkJggg==';

// Issue #12, the admin sections of global contents (MANAGE_GLOBAL_CONTENT: "edit `top_hat` (the rotating top-bar
// messages, with a preview of the rotation) and the other global contents with their shapes enforced") and partners
// (MANAGE_PARTNERS: "list, edit, ... reorder (update-order) by drag and by keyboard").

test('top_hat is edited as messages, checked before saving, previewed, and shows in the top bar at the next load', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = { authorization: `Bearer ${await administratorJwt(request)}` };
  const original = await request.get(`${api.apiUrl}/v1/global_contents/top_hat`, { headers: admin });
  expect(original.ok()).toBe(true);
  const { id, data } = (await original.json()) as { id: number; data: unknown };
  const editor = await memberWith(request, ['MANAGE_GLOBAL_CONTENT'], 'globals');
  const title = `Spring sale ${Date.now().toString(36)}`;
  try {
    await openAs(page, editor, '/community/admin/global_contents');
    const table = page.getByRole('table', { name: 'Global contents' });
    await expect(table.getByRole('link', { name: 'top_hat', exact: true })).toBeVisible();
    await expectAxeCleanAtBothWidths(page, () => expect(table).toBeVisible());

    await page.goto(`/community/admin/global_contents/${id}/edit`);
    const form = page.getByRole('form', { name: 'Global content form' });
    await expect(form.getByText('Top bar messages')).toBeVisible();
    await form.getByRole('button', { name: 'Add a message' }).click();
    const rows = form.getByRole('group', { name: /^Message \d+$/ });
    const added = rows.last();
    // The new message's text field has the focus, so the keyboard goes on from there.
    await expect(added.getByLabel('Text')).toBeFocused();
    await page.keyboard.type(title);
    await added.getByLabel('Link').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save changes' }).click();
    // Refused before sending, with the problem at the message it belongs to.
    await expect(added.getByLabel('Link')).toHaveAttribute('aria-invalid', 'true');
    await expect(added.getByText(/never javascript:/)).toBeVisible();
    await expectAxeCleanAtBothWidths(page, () => expect(form).toBeVisible());

    await added.getByLabel('Link').fill('/pricing');
    // Move it first by keyboard: focus stays on the moved message's button.
    const count = await rows.count();
    for (let i = count; i > 1; i -= 1) {
      await rows
        .nth(i - 1)
        .getByRole('button', { name: /^Move up/ })
        .press('Enter');
    }
    await expect(rows.first().getByLabel('Text')).toHaveValue(title);
    const preview = form.getByRole('region', { name: 'Preview of the top bar' });
    await preview.getByRole('button', { name: 'Pause rotation' }).click();
    // Paused wherever the rotation was (it moves every 6 s, so a slow machine may be past the first message): step
    // back to the first, which is the new one.
    for (let i = 0; i < count; i += 1) {
      if (await preview.getByText(/^Message 1 of \d+/).isVisible()) break;
      await preview.getByRole('button', { name: 'Previous message' }).click();
    }
    await expect(preview.getByTestId('top-hat-preview-message')).toHaveText(title);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Global content top_hat saved.')).toBeVisible();
    // The admin page lists the messages in order, with the same preview.
    await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();

    // On the site at the next load: the top bar's first message is the new one.
    await page.goto('/community');
    await expect(
      page.getByRole('region', { name: 'Announcements' }).getByRole('link', { name: new RegExp(title) }),
    ).toBeVisible();
  } finally {
    const current = await request.get(`${api.apiUrl}/v1/global_contents/${id}`, { headers: admin });
    await request.patch(`${api.apiUrl}/v1/global_contents/${id}`, {
      headers: { ...admin, 'if-match': `"${((await current.json()) as { updated_at: string }).updated_at}"` },
      data: { global_content: { data } },
    });
  }
});

test('the partner directory is reordered by keyboard and by drag, and /partners follows after saving', async ({
  page,
  request,
}) => {
  test.slow();
  const manager = await memberWith(request, ['MANAGE_PARTNERS'], 'partners');
  await openAs(page, manager, '/community/admin/partners');
  const order = page
    .getByRole('region', { name: 'Directory order' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Directory order' }) }));
  const items = order.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(items.first()).toBeVisible());
  const names = async () =>
    (await items.allInnerTexts()).map((text) =>
      text
        .split('\n')
        .find((line) => /[A-Za-z]/.test(line))!
        .trim(),
    );
  const before = await names();
  expect(before.length).toBeGreaterThan(2);

  // Keyboard: the second partner moves up; the focus follows it.
  await items
    .nth(1)
    .getByRole('button', { name: /^Move up/ })
    .press('Enter');
  await expect.poll(async () => (await names()).slice(0, 2)).toEqual([before[1], before[0]]);
  // Alt+↓ on a focused row moves it down.
  await items.nth(0).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(async () => (await names()).slice(0, 2)).toEqual([before[0], before[1]]);
  // Drag: the last partner dropped on the first.
  await items.last().dragTo(items.first());
  await expect.poll(async () => (await names())[0]).toBe(before.at(-1));
  const moved = await names();
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Directory order saved.', { exact: false })).toBeVisible();

  const listed = await request.get(`${api.apiUrl}/content/v1/partners?limit=1000`);
  const directory = ((await listed.json()) as { data: { id: number; name: string }[] }).data;
  expect(directory[0]?.name).toBe(moved[0]);

  // "logo upload through the image service": the first partner gets a logo, re-encoded by the API.
  await page.goto(`/community/admin/partners/${directory[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: moved[0] })).toBeVisible();
  await page.getByLabel(/^(Upload a|Replace the) logo/).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(BLUE_PNG, 'base64'),
  });
  await expect(page.getByText(`Logo of ${moved[0]} uploaded.`)).toBeVisible();
  const logo = page.getByRole('img', { name: `Logo of ${moved[0]}` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  expect(await logo.getAttribute('src')).toMatch(/\/content\/v1\/partners\/\d+\/logo\?v=\d+$/);
  // Something that is not an image is refused at the field, and the logo stays.
  await page.getByLabel(/^Replace the logo/).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg onload="alert(1)"/>'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Upload a PNG, JPEG, WebP or GIF image' }),
  ).toBeVisible();
  await expect(logo).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(logo).toBeVisible());
});

test('members without the flag get the access page on global contents and partners', async ({
  page,
  request,
}) => {
  const member = await memberWith(request, ['MANAGE_TAGS'], 'nocms');
  for (const path of ['/community/admin/global_contents', '/community/admin/partners']) {
    await openAs(page, member, path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
    ).toBeVisible();
  }
});
