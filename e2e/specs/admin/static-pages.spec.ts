import type { Page } from '@playwright/test';
import { api, expect, test } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #12, /community/admin/static_pages (MANAGE_STATIC_PAGES): "an editor with the page type's allowed template and
// slices only, slice fields as forms (not raw JSON), reorder slices by drag and by keyboard, `check_json` problems
// shown at the field by path, a live preview that uses the same slice components as the public page,
// draft/publish/schedule, version history with a diff and restore"; "an editor with MANAGE_STATIC_PAGES must not be
// able to store a script that runs in an administrator's browser".

const XSS =
  '<script>window.__reefXss = 1</script><img src="x" alt="" onerror="window.__reefXss = 2"> Safe words';

/** Fails the test on any dialog; answers whether content script ran on the page. */
function watchForScripts(page: Page): () => Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs, 'no dialog opened').toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __reefXss?: number }).__reefXss),
    ).toBeUndefined();
    const scripts = await page.locator('script').evaluateAll((nodes) =>
      nodes
        .map((node) => node.textContent ?? '')
        // Next's own data scripts carry the page's text as JSON strings; a script element of the content would not.
        .filter((text) => text.includes('__reefXss') && !text.startsWith('self.__next_f')),
    );
    expect(scripts, 'no <script> from content in the DOM').toEqual([]);
  };
}

test('an editor with only MANAGE_STATIC_PAGES edits slices with a live preview, publishes, restores and schedules', async ({
  page,
  request,
}) => {
  test.slow();
  const editor = await memberWith(request, ['MANAGE_STATIC_PAGES'], 'pages');
  const headers = { authorization: `Bearer ${editor.jwt}` };
  const slug = `editor-${Date.now().toString(36)}`;
  const created = await request.post(`${api.apiUrl}/v1/static_pages`, {
    headers,
    data: {
      static_page: {
        type: 'solutions',
        slug,
        title: 'Editor test page',
        template: 'Template1',
        state: 'published',
        slices: [
          { slice_type: 'hero', primary: { title: 'Original hero' }, items: [] },
          { slice_type: 'rich_text', primary: { heading: 'Second section', body: 'Some text.' }, items: [] },
        ],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const path = `/solutions/${slug}`;
  const noScriptRan = watchForScripts(page);

  await openAs(page, editor, `/community/admin/static_pages?type=solutions`);
  const table = page.getByRole('table', { name: 'Static pages' });
  // The path opens the public page, the title the editor.
  await expect(table.getByRole('link', { name: `${path} (view on site, Editor test page)` })).toHaveAttribute(
    'href',
    path,
  );
  await expectAxeCleanAtBothWidths(page, () => expect(table).toBeVisible());
  await table.getByRole('link', { name: 'Editor test page', exact: true }).click();

  const form = page.getByRole('form', { name: 'Static page' });
  // The preview is drawn in a frame at the chosen device width: its content is read inside the frame.
  const preview = page.getByRole('region', { name: 'Live preview' }).locator('iframe').contentFrame();
  const hero = form.getByRole('listitem', { name: /^Hero \(slice 1\)/ });
  await expect(hero).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Original hero' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(hero).toBeVisible());

  // A slice field as a form control; the preview follows as one types.
  await hero.getByLabel('Title', { exact: true }).fill('Edited hero');
  await expect(preview.getByRole('heading', { name: 'Edited hero' })).toBeVisible();

  // check_json's problem shows at the field it names.
  await hero.getByLabel(/^Button link/).fill('javascript:alert(1)');
  await expect(hero.getByLabel(/^Button link/)).toHaveAttribute('aria-invalid', 'true');
  await expect(hero.getByText(/never javascript:/)).toBeVisible();
  await hero.getByLabel(/^Button link/).fill('/pricing');
  await expect(hero.getByLabel(/^Button link/)).not.toHaveAttribute('aria-invalid', 'true');

  // A script in the markdown body never runs in the preview.
  const rich = form.getByRole('listitem', { name: /^Rich text \(slice 2\)/ });
  await rich.getByLabel(/^Body/).fill(XSS);
  await expect(preview.getByText('Safe words')).toBeVisible();

  // Reorder by keyboard: the rich text moves first, focus stays on its Move button.
  await rich.getByRole('button', { name: /^Move up/ }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('listitem', { name: /^Rich text \(slice 1\)/ })).toBeVisible();
  await expect(
    form
      .getByRole('listitem', { name: /^Rich text \(slice 1\)/ })
      .getByRole('button', { name: /^Move down/ }),
  ).toBeFocused();
  // …and back with Alt+Arrow on the focused slice.
  await form.getByRole('listitem', { name: /^Hero \(slice 2\)/ }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(form.getByRole('listitem', { name: /^Hero \(slice 1\)/ })).toBeVisible();
  await form
    .getByRole('listitem', { name: /^Hero \(slice 1\)/ })
    .getByRole('button', { name: /^Move down/ })
    .click();
  await expect(form.getByRole('listitem', { name: /^Rich text \(slice 1\)/ })).toBeVisible();
  const previewHeadings = preview.getByRole('heading', { name: /Second section|Edited hero/ });
  await expect(previewHeadings.first()).toHaveText('Second section');

  await form.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText(`Published. ${path} shows it at the next page view.`)).toBeVisible();
  await noScriptRan();

  // The public page at the next load, without a restart; the script is not there either.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Edited hero' })).toBeVisible();
  const headings = page.getByRole('heading', { name: /Second section|Edited hero/ });
  await expect(headings.first()).toHaveText('Second section');
  await expect(page.getByText('Safe words')).toBeVisible();
  await noScriptRan();

  // Restore version 1 (after a confirmation): the site shows the original hero again.
  await page.goto(`/community/admin/static_pages/solutions/${slug}/edit`);
  const history = page.getByRole('region', { name: 'Version history' });
  await history.getByRole('button', { name: 'Version 1' }).click();
  await expect(history.getByRole('cell', { name: 'Original hero' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Edited hero' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(history.getByRole('table')).toBeVisible());
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/Version 1 restored as a new version/)).toBeVisible();
  await expect(history.getByRole('button', { name: 'Version 3 (current)' })).toBeVisible();
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Original hero' })).toBeVisible();

  // Schedule for tomorrow: the page leaves the site until then.
  await page.goto(`/community/admin/static_pages/solutions/${slug}/edit`);
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T${pad(tomorrow.getHours())}:${pad(tomorrow.getMinutes())}`;
  await form.getByLabel('Go live at (your local time)').fill(local);
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(/^Scheduled: the page goes live/)).toBeVisible();
  await expect(page.getByText(/^Scheduled for/).first()).toBeVisible();
  // Revalidation follows the save's commit; the next views answer 404 once it has run.
  await expect.poll(async () => (await page.goto(path))?.status(), { timeout: 15_000 }).toBe(404);
  await noScriptRan();
});

test('a member without MANAGE_STATIC_PAGES gets the access page', async ({ page, request }) => {
  const member = await memberWith(request, ['MANAGE_POSTS'], 'nopages');
  await openAs(page, member, '/community/admin/static_pages/new');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
});
