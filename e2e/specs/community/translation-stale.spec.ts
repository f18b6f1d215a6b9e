import { api, axeViolations, expect, test } from '../../fixtures/index.js';
import { memberWith, openAs } from '../admin/helpers.js';

// Issue #31, item 4: "When the original changes, the translation's readers see which steps changed since (with the
// original's diff), translators get a queue of stale blocks per language … Code blocks and commands are shared with
// the original unless the translator overrides them." An editor publishes an English tutorial and its German
// translation through the API, then edits the original's second step and its command through the admin API: the
// German page shows a notice naming that step, whose disclosure shows the original's words then → now, and the
// original's new command; the translators' screen lists the translation in the German queue.

test("after its original changes, a translation's page names the step that changed, with the original's diff", async ({
  page,
  request,
}) => {
  test.slow();
  const editor = await memberWith(request, ['MANAGE_TUTORIALS'], 'stale-translator');
  const headers = { authorization: `Bearer ${editor.jwt}` };
  const suffix = Date.now().toString(36);
  const english = [
    'Tide tables tell you when the reef flat is dry.',
    '',
    '## Step 1 — Install the reader',
    '',
    '```bash',
    'sudo apt install tide-reader',
    '```',
    '',
    '## Step 2 — Find the low tide',
    '',
    'Look for the smallest height of the day.',
  ].join('\n');
  const german = [
    'Gezeitentafeln sagen dir, wann das Riffdach trocken liegt.',
    '',
    '## Schritt 1 — Den Leser installieren',
    '',
    '```bash',
    'sudo apt install tide-reader',
    '```',
    '',
    '## Schritt 2 — Das Niedrigwasser finden',
    '',
    'Suche die kleinste Höhe des Tages.',
  ].join('\n');

  const idOf = (answer: { id: number } | { tutorial: { id: number } }) =>
    'tutorial' in answer ? answer.tutorial.id : answer.id;
  const created = await request.post(`${api.apiUrl}/v1/tutorials`, {
    headers,
    data: {
      tutorial: {
        slug: `low-tide-${suffix}`,
        title: `Find the low tide ${suffix}`,
        description: 'When the reef flat is dry.',
        body: english,
        language: 'en',
        state: 'published',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const originalId = idOf(await created.json());
  const germanSlug = `niedrigwasser-${suffix}`;
  const translated = await request.post(`${api.apiUrl}/v1/tutorials`, {
    headers,
    data: {
      tutorial: {
        slug: germanSlug,
        title: `Das Niedrigwasser finden ${suffix}`,
        description: 'Wann das Riffdach trocken liegt.',
        body: german,
        language: 'de',
        state: 'published',
        translation_of_id: originalId,
      },
    },
  });
  expect(translated.status(), await translated.text()).toBe(201);

  // Up to date: no notice.
  const notice = page.getByRole('complementary', { name: 'The original has changed since this translation' });
  await page.goto(`/community/tutorials/${germanSlug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Das Niedrigwasser finden ${suffix}` }),
  ).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The author changes the original's second step and its command.
  const edited = await request.patch(`${api.apiUrl}/v1/tutorials/${originalId}`, {
    headers,
    data: {
      tutorial: {
        body: english
          .replace(
            'Look for the smallest height of the day.',
            'Look for the smallest height of the day and the hour it comes.',
          )
          .replace('tide-reader', 'tide-reader-2'),
      },
    },
  });
  expect(edited.ok(), await edited.text()).toBe(true);

  // The cached page is revalidated after the write; read it again until it shows the notice.
  await expect(async () => {
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const step = notice.getByText('Schritt 2 — Das Niedrigwasser finden');
  await expect(step).toHaveAttribute('lang', 'de');
  // Step 1 only changed its command, which the translation shares: it is not stale, and the page shows the new one.
  await expect(notice.getByText('Schritt 1 — Den Leser installieren')).toHaveCount(0);
  await expect(page.locator('pre', { hasText: 'tide-reader-2' }).first()).toBeVisible();

  await step.click();
  await expect(notice.locator('ins', { hasText: 'the hour it comes' })).toBeVisible();
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);

  // The translators' queue lists it under German, and the coverage table is a table.
  await openAs(page, editor, '/community/admin/translations');
  const queue = page.getByRole('region', { name: 'Stale translations' });
  await queue.getByLabel('Language').selectOption({ label: 'Deutsch' });
  await expect(queue.getByRole('link', { name: `Das Niedrigwasser finden ${suffix}` })).toBeVisible();
  await expect(page.getByRole('table', { name: /Per language/ })).toBeVisible();
});
