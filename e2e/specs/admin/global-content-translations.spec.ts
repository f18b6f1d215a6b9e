import { api, expect, test } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #31 item 3 in the admin area: "global content … can have translations linked to an original". An editor
// translates a block from its edit page: "Translate…" → Deutsch opens a new block prefilled from the original (its
// data, the key `<key>_de`, the language), saving creates the German version, the original's family then names it,
// and the content API reads it with `?language=de`.

test('an editor translates a global content block into German from its edit page; ?language=de then reads it', async ({
  page,
  request,
}) => {
  test.slow();
  const editor = await memberWith(request, ['MANAGE_GLOBAL_CONTENT'], 'blocks');
  const suffix = Date.now().toString(36);
  const key = `welcome_note_${suffix}`;
  const created = await request.post(`${api.apiUrl}/v1/global_contents`, {
    headers: { authorization: `Bearer ${editor.jwt}` },
    data: { global_content: { key, data: { text: 'Welcome aboard' } } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  await openAs(page, editor, `/community/admin/global_contents/${id}/edit`);
  const form = page.getByRole('form', { name: 'Global content form' });
  await expect(form.getByLabel('Language')).toHaveValue('en');
  await expect(form.getByText('No translations yet.')).toBeVisible();
  await form.getByLabel('Translate into').selectOption({ label: 'Deutsch' });
  await form.getByRole('link', { name: 'Translate…' }).click();

  await expect(page).toHaveURL(/\/community\/admin\/global_contents\/new\?/);
  const draft = page.getByRole('form', { name: 'Global content form' });
  await expect(draft.getByLabel('Language')).toHaveValue('de');
  await expect(draft.getByRole('link', { name: key })).toHaveAttribute(
    'href',
    `/community/admin/global_contents/${id}/edit`,
  );
  await expect(draft.getByLabel('Key')).toHaveValue(`${key}_de`);
  await expect(draft.getByLabel('Data')).toHaveValue(/Welcome aboard/);
  await expectAxeCleanAtBothWidths(page, () => expect(draft).toBeVisible());

  await draft.getByLabel('Data').fill(JSON.stringify({ text: 'Willkommen an Bord' }, null, 2));
  await draft.getByRole('button', { name: 'Create global content' }).click();
  await expect(page.getByText(`Global content ${key}_de created.`)).toBeVisible();

  // The original's editor names its German translation, linked to its editor.
  await page.goto(`/community/admin/global_contents/${id}/edit`);
  const family = page.getByRole('form', { name: 'Global content form' });
  await expect(family.getByText('Translations:')).toBeVisible();
  await expect(family.getByRole('link', { name: 'Deutsch' })).toBeVisible();

  // The site's read: the German version with ?language=de, the original for a language without one.
  const german = await request.get(`${api.apiUrl}/content/v1/global_contents/${key}?language=de`);
  expect(german.ok()).toBe(true);
  expect(await german.json()).toMatchObject({
    key: `${key}_de`,
    language: 'de',
    original_id: id,
    data: { text: 'Willkommen an Bord' },
  });
  const japanese = await request.get(`${api.apiUrl}/content/v1/global_contents/${key}?language=ja`);
  expect(await japanese.json()).toMatchObject({ id, language: 'en', translations: [{ language: 'de' }] });
});
