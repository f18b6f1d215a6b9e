// /community/admin/flagged (issue #11): the report queue, with a moderator holding only MANAGE_REPORTS.
import { test, expect, api, axeViolations, registerMember, signInAs } from '../../fixtures/index.js';
import { markWelcomed } from '../community/helpers.js';
import {
  adminHeaders,
  askQuestion,
  bearer,
  memberWithFlags,
  postComment,
  publicCommentIds,
} from './flagged-helpers.js';

const unique = () => Date.now().toString(36).slice(-6);

test('a member reports a comment → a MANAGE_REPORTS moderator resolves it in Flagged (trash) → the comment is gone from the public page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const question = await askQuestion(request, 'nginx');
  const commenter = await registerMember(request, 'seller');
  // Not a phrase of the seeded spam list ('cheap followers'), which would hold it before anyone reports it.
  const text = `Followers for sale, message me ${unique()}`;
  const comment = await postComment(request, commenter, question.id, text);
  expect(comment.state).toBe('published');

  // The member reports it from the question's page.
  const reporter = await registerMember(request, 'reporter');
  await markWelcomed(request, reporter);
  await signInAs(page, reporter);
  await page.goto(`/community/questions/${question.slug}`);
  const article = page.locator(`#comment-${comment.id}`);
  await expect(article).toContainText(text);
  await article.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByLabel('Details (optional)').fill('An advert for followers.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. The moderators will review it.')).toBeVisible();

  // The moderator sees it in the queue, with the comment itself, the reporter and the reason.
  const moderator = await memberWithFlags(request, 'flagmod', ['MANAGE_REPORTS']);
  const modPage = await (await browser.newContext()).newPage();
  await signInAs(modPage, moderator);
  await modPage.goto('/community/admin/flagged?type=comment');
  await expect(modPage.getByRole('heading', { level: 1, name: 'Flagged' })).toBeVisible();
  const entry = modPage.getByRole('article', { name: text });
  await expect(
    entry.getByRole('region', { name: `Content of the reported comment “${text}”` }),
  ).toContainText(text);
  const reports = entry.getByRole('table', { name: `Reports on this comment “${text}”` });
  await expect(reports.getByRole('rowheader', { name: reporter.username })).toBeVisible();
  await expect(reports.getByRole('cell', { name: 'An advert for followers.' })).toBeVisible();
  await expect(entry).toContainText('1 report: Spam');
  // Marking the author as a spammer is MANAGE_USERS's: not offered here.
  await expect(entry.getByRole('button', { name: /spammer/ })).toHaveCount(0);

  await entry.getByRole('button', { name: 'Trash comment' }).click();
  await expect(modPage.getByText(`Trashed the comment “${text}” and resolved 1 report.`)).toBeVisible();
  await expect(entry).toHaveCount(0);

  // Gone from the public page, for the API and for a visitor.
  expect(await publicCommentIds(request, question.id)).not.toContain(comment.id);
  const visitor = await (await browser.newContext()).newPage();
  await expect
    .poll(
      async () => {
        await visitor.goto(`/community/questions/${question.slug}`);
        return visitor.getByText(text).count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);

  // The report is closed, and shows under the resolved reports.
  const closed = await request.get(`${api.apiUrl}/v1/user_reports/comment/${comment.id}/all`, {
    headers: await adminHeaders(request),
  });
  expect(((await closed.json()) as { data: { state: string }[] }).data).toEqual([
    expect.objectContaining({ state: 'resolved' }),
  ]);
  await modPage.goto('/community/admin/flagged?type=comment&state=resolved');
  await expect(modPage.getByRole('article', { name: text })).toContainText('In the trash');
});

test('"a keyboard flow (j/k to move between items, a/d/s for the actions; ? to show the shortcuts)" works through the queue', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const question = await askQuestion(request, 'redis');
  const author = await registerMember(request, 'poster');
  const reporter = await registerMember(request, 'flagger');
  const tag = unique();
  const texts = [
    `First reported remark ${tag}`,
    `Second reported remark ${tag}`,
    `Third reported remark ${tag}`,
  ];
  const ids: number[] = [];
  for (const text of texts) {
    const { id } = await postComment(request, author, question.id, text);
    ids.push(id);
    const report = await request.post(`${api.apiUrl}/v1/user_reports`, {
      headers: bearer(reporter),
      data: { user_report: { reportable_type: 'comment', reportable_id: id, reason: 'offensive' } },
    });
    expect(report.status(), await report.text()).toBe(201);
  }

  const moderator = await memberWithFlags(request, 'keymod', ['MANAGE_REPORTS']);
  await signInAs(page, moderator);
  // Newest reports first: the third comment, then the second, then the first.
  await page.goto('/community/admin/flagged?type=comment&reason=offensive');
  const third = page.getByRole('article', { name: texts[2] });
  const second = page.getByRole('article', { name: texts[1] });
  const first = page.getByRole('article', { name: texts[0] });
  await expect(third).toBeVisible();

  await page.keyboard.press('j');
  await expect(third).toBeFocused();
  await expect(third).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('j');
  await expect(second).toBeFocused();
  await page.keyboard.press('k');
  await expect(third).toBeFocused();

  // a: agree — trashed and resolved; focus moves on to the next entry.
  await page.keyboard.press('a');
  await expect(page.getByText(`Trashed the comment “${texts[2]}” and resolved 1 report.`)).toBeVisible();
  await expect(third).toHaveCount(0);
  await expect(second).toBeFocused();

  // d: dismiss — the comment stays up.
  await page.keyboard.press('d');
  await expect(
    page.getByText(`Dismissed 1 report on the comment “${texts[1]}”; it stays as it is.`),
  ).toBeVisible();
  await expect(second).toHaveCount(0);
  await expect(first).toBeFocused();

  // Shortcuts do nothing while typing in a field.
  await page.getByLabel('Reported from').focus();
  await page.keyboard.press('d');
  await expect(first).toBeVisible();

  // ? shows the shortcuts; Escape closes them.
  await first.focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('rowheader', { name: 'j' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  const visible = await publicCommentIds(request, question.id);
  expect(visible).not.toContain(ids[2]);
  expect(visible).toContain(ids[1]);
  expect(visible).toContain(ids[0]);
});

test('a member without MANAGE_REPORTS gets the access page', async ({ page, request }) => {
  const member = await memberWithFlags(request, 'nomod', ['MANAGE_COMMENTS']);
  await signInAs(page, member);
  await page.goto('/community/admin/flagged');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
  await expect(page.getByText('MANAGE_REPORTS')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});

test('Flagged is axe-clean at 375 and 1440 px, with one <main>', async ({ page, request }) => {
  test.setTimeout(90_000);
  const question = await askQuestion(request, 'postgres');
  const author = await registerMember(request, 'axeauthor');
  const reporter = await registerMember(request, 'axereporter');
  const text = `A remark to review ${unique()}`;
  const { id } = await postComment(request, author, question.id, text);
  await request.post(`${api.apiUrl}/v1/user_reports`, {
    headers: bearer(reporter),
    data: {
      user_report: { reportable_type: 'comment', reportable_id: id, reason: 'other', details: 'Unsure' },
    },
  });
  const moderator = await memberWithFlags(request, 'axemod', ['MANAGE_REPORTS']);
  await signInAs(page, moderator);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/community/admin/flagged?type=comment');
    await expect(page.getByRole('article', { name: text })).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);
    expect(await axeViolations(page), `axe at ${width}px`).toEqual([]);
  }
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await axeViolations(page), 'axe with the shortcuts open').toEqual([]);
});
