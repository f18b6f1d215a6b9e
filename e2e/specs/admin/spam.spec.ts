// /community/admin/spam (issue #11): the held posts and the spam lists, with moderators holding only
// MANAGE_COMMENTS or only MANAGE_QUESTIONS.
import { test, expect, api, axeViolations, registerMember, signInAs } from '../../fixtures/index.js';
import { askQuestion, bearer, memberWithFlags, postComment, publicCommentIds } from './flagged-helpers.js';

const unique = () => Date.now().toString(36).slice(-6);

test('a held comment approved in Spam appears publicly (a MANAGE_COMMENTS moderator sees comments only)', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const moderator = await memberWithFlags(request, 'spammod', ['MANAGE_COMMENTS']);
  // A phrase only this test uses holds the comment.
  const phrase = `zeolite bargain ${unique()}`;
  const listed = await request.post(`${api.apiUrl}/v1/spam_phrases`, {
    headers: bearer(moderator),
    data: { spam_phrase: { phrase } },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const question = await askQuestion(request, 'docker');
  const author = await registerMember(request, 'heldauthor');
  const text = `Try the ${phrase} guide, it fixed this for me`;
  const comment = await postComment(request, author, question.id, text);
  expect(comment.state).toBe('spam');
  expect(await publicCommentIds(request, question.id)).not.toContain(comment.id);

  await signInAs(page, moderator);
  await page.goto('/community/admin/spam?state=spam');
  await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible();
  await expect(page.getByText(/You moderate comments/)).toBeVisible();
  await expect(page.getByLabel('Post type')).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Held posts' });
  await expect(table.getByRole('cell', { name: text })).toBeVisible();
  await table.getByRole('button', { name: `Approve comment ${comment.id} on “${question.title}”` }).click();
  await expect(
    page.getByText(`The comment on “${question.title}” was approved: it is public now.`),
  ).toBeVisible();
  await expect(table.getByRole('cell', { name: text })).toHaveCount(0);

  expect(await publicCommentIds(request, question.id)).toContain(comment.id);
  const visitor = await (await browser.newContext()).newPage();
  await expect
    .poll(
      async () => {
        await visitor.goto(`/community/questions/${question.slug}`);
        return visitor.getByText(text).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);

  await request.delete(`${api.apiUrl}/v1/spam_phrases/${((await listed.json()) as { id: number }).id}`, {
    headers: bearer(moderator),
  });
});

test('a spam-list entry added blocks a post with that phrase, and the test box names the rule', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const moderator = await memberWithFlags(request, 'listmod', ['MANAGE_QUESTIONS']);
  const phrase = `discount obsidian ${unique()}`;
  await signInAs(page, moderator);
  await page.goto('/community/admin/spam/phrases');
  await expect(page.getByRole('heading', { level: 1, name: 'Spam phrases' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Phrase/ }).fill(phrase);
  await page.getByRole('button', { name: 'Add phrase' }).click();
  await expect(
    page.getByText(`Added the phrase “${phrase}”: new posts containing it are stored as spam.`),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Spam phrases' });
  await page.getByRole('searchbox', { name: 'Search the spam phrases' }).fill(phrase);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table.getByRole('rowheader', { name: phrase })).toBeVisible();

  // Adding it twice is refused at the field.
  await page.getByRole('textbox', { name: /^Phrase/ }).fill(phrase);
  await page.getByRole('button', { name: 'Add phrase' }).click();
  await expect(page.getByText('This phrase is already listed').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Phrase/ }).fill('');

  // A member's question with the phrase is stored as spam: no public page, not listed.
  const member = await registerMember(request, 'asker');
  const asked = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: bearer(member),
    data: {
      question: {
        title: `Where do I buy ${phrase.toUpperCase()} for my server room?`,
        body: 'Looking for the best price.',
      },
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const question = (await asked.json()) as { slug: string; state: string };
  expect(question.state).toBe('spam');
  expect((await request.get(`${api.apiUrl}/content/v1/questions/${question.slug}`)).status()).toBe(404);

  // The test box says which rule fires.
  await page.getByRole('textbox', { name: 'Text' }).fill(`Get ${phrase.toUpperCase()} today`);
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  const verdict = page.getByRole('status').filter({ hasText: 'It would be' });
  await expect(verdict).toContainText('It would be stored as spam.');
  await expect(verdict).toContainText(`Rule: the spam phrase “${phrase}”.`);
  expect(await axeViolations(page), 'axe with a verdict shown').toEqual([]);

  // Removed (after a confirmation that says what changes), the same text passes.
  await table.getByRole('button', { name: `Remove ${phrase}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${phrase}?` });
  await expect(confirm).toContainText(`New posts containing “${phrase}” are no longer stored as spam.`);
  await confirm.getByRole('button', { name: 'Remove phrase' }).click();
  await expect(table.getByRole('rowheader', { name: phrase })).toHaveCount(0);
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(verdict).toContainText('It would be published: no rule fires.');
});

test('a member without MANAGE_QUESTIONS or MANAGE_COMMENTS gets the access page', async ({
  page,
  request,
}) => {
  const member = await memberWithFlags(request, 'reportsonly', ['MANAGE_REPORTS']);
  await signInAs(page, member);
  for (const path of ['/community/admin/spam', '/community/admin/spam/ips']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

test('the Spam pages are axe-clean at 375 and 1440 px, with one <main>', async ({ page, request }) => {
  test.setTimeout(120_000);
  const moderator = await memberWithFlags(request, 'axespam', ['MANAGE_COMMENTS', 'MANAGE_QUESTIONS']);
  await signInAs(page, moderator);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/community/admin/spam',
      '/community/admin/spam/phrases',
      '/community/admin/spam/ips',
      '/community/admin/spam/domains',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.locator('main')).toHaveCount(1);
      expect(await axeViolations(page), `axe on ${path} at ${width}px`).toEqual([]);
    }
  }
});
