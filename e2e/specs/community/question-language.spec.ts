// Issue #31 item 3: "tutorials, questions and answers may be written in any of the nine". A member asks a question
// in German: its page marks the German words lang="de", and the question list, which shows the site's language
// (English), lists it under "Any language" but not by default.
import { test, expect, registerMember, signInAs } from '../../fixtures/index.js';
import { markWelcomed } from './helpers.js';

test('a question asked in German shows with lang="de", and is listed under "Any language" but not by default', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, 'frager');
  await markWelcomed(request, member);
  await signInAs(page, member);

  // The ask form: a member without a language of their own starts in English and picks Deutsch.
  await page.goto('/community/questions/new');
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Post your question' }) });
  const language = form.getByRole('combobox', { name: 'Language', exact: true });
  await expect(language).toHaveValue('en');
  await expect(language.locator('option[value="de"]')).toHaveText('Deutsch');
  await expect(language.locator('option[value="de"]')).toHaveAttribute('lang', 'de');
  const title = `Warum startet nginx nach dem Neustart nicht ${Date.now().toString(36)}?`;
  const body =
    'Nach jedem Neustart des Servers muss ich nginx von Hand starten. Was fehlt in meiner Einrichtung?';
  await form.getByLabel('Title').fill(title);
  await form.getByRole('textbox', { name: 'Details' }).fill(body);
  await language.selectOption('de');
  await form.getByRole('button', { name: 'Post your question' }).click();
  // The question's own address, not the form's (/community/questions/new) it leaves.
  await expect(page).toHaveURL(/\/community\/questions\/(?!new$)[a-z0-9-]+$/, { timeout: 20_000 });
  const questionPath = new URL(page.url()).pathname;

  // Its page: the title and the body are German (lang="de"); the English frame around them is not.
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  await expect(heading.locator('[lang="de"]')).toHaveText(title);
  await expect(
    page.locator('[lang="de"]', { hasText: 'Nach jedem Neustart des Servers' }).first(),
  ).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('lang', 'de');
  await expect(page.getByRole('article', { name: title })).not.toHaveAttribute('lang', /.+/);

  // The list under "Any language" (chosen in the filter form) lists it, its title marked German. Lists are cached
  // pages revalidated after the write, so the check is retried.
  const link = page.getByRole('link', { name: title });
  await expect(async () => {
    await page.goto('/community/questions');
    const filters = page.getByRole('form', { name: 'Filter by tag and language' });
    await filters.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Any language' });
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]language=any\b/);
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(link).toHaveAttribute('lang', 'de');
  await expect(link).toHaveAttribute('href', questionPath);

  // The list in German has it too; the default list (the site's language, English) does not.
  await page.goto('/community/questions?language=de');
  await expect(link).toBeVisible();
  await page.goto('/community/questions');
  await expect(
    page
      .getByRole('form', { name: 'Filter by tag and language' })
      .getByRole('combobox', { name: 'Language' }),
  ).toHaveValue('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await expect(link).toHaveCount(0);
});
