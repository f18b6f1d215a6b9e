// Issue #30, "Done means": "a moderator starts at the admin home and clears everything it lists" — one journey across
// the admin home, Flagged and the held-posts queue, at 1440 px (desktop) and 375 px (phone).
import type { Page } from '@playwright/test';
import { test, expect, api, axeViolations, registerMember, signInAs } from '../../fixtures/index.js';
import {
  askQuestion,
  bearer,
  memberWithFlags,
  postComment,
  publicCommentIds,
} from '../admin/flagged-helpers.js';

/** Opens the admin home's "Needs attention" link whose label matches, or answers false when it lists none. */
async function openQueue(page: Page, label: RegExp): Promise<boolean> {
  await page.goto('/community/admin');
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention).toBeVisible();
  // The section holds its place while the counts load; what it lists is known once that line has gone.
  await expect(attention.getByText('Checking what waits for you…')).toHaveCount(0);
  const link = attention.getByRole('link', { name: label });
  if ((await link.count()) === 0) return false;
  // Held questions and held answers and comments are two rows of one screen: either opens it.
  await link.first().click();
  return true;
}

test('a moderator starts at the admin home and clears everything it lists', async ({ page, request }) => {
  test.setTimeout(240_000);
  const unique = Date.now().toString(36);
  // Waiting for the moderator: a reported comment and a comment the spam checks held (a listed phrase).
  const question = await askQuestion(request, 'haproxy');
  const author = await registerMember(request, 'journeyposter');
  const reportedText = `Visit my shop for discount server licences ${unique}`;
  const reported = await postComment(request, author, question.id, reportedText);
  const reporter = await registerMember(request, 'journeyreporter');
  const report = await request.post(`${api.apiUrl}/v1/user_reports`, {
    headers: bearer(reporter),
    data: { user_report: { reportable_type: 'comment', reportable_id: reported.id, reason: 'spam' } },
  });
  expect(report.status(), await report.text()).toBe(201);
  const held = await postComment(request, author, question.id, `Get cheap followers today ${unique}`);
  expect(held.state).not.toBe('published');
  const heldQuestion = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: bearer(author),
    data: {
      question: {
        title: `Where can I buy cheap followers for my blog ${unique}?`,
        body: 'Get cheap followers today for every social account you run, delivered within the hour.',
      },
    },
  });
  expect(heldQuestion.status(), await heldQuestion.text()).toBe(201);
  expect(((await heldQuestion.json()) as { state: string }).state).not.toBe('published');

  const moderator = await memberWithFlags(request, 'journeymod', [
    'MANAGE_REPORTS',
    'MANAGE_QUESTIONS',
    'MANAGE_COMMENTS',
  ]);
  await signInAs(page, moderator);

  // The home lists both queues with their counts; Flagged first.
  await page.goto('/community/admin');
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention.getByRole('link', { name: /Open reports in Flagged/ })).toBeVisible();
  await expect(attention.getByRole('link', { name: /Answers and comments held for review/ })).toBeVisible();
  await expect(attention.getByRole('link', { name: /Questions held for review/ })).toBeVisible();
  expect(await axeViolations(page), 'the admin home with work waiting').toEqual([]);

  // Flagged: the reported advert is trashed; anything else waiting is decided too, until the queue is empty.
  expect(await openQueue(page, /Open reports in Flagged/)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Flagged' })).toBeVisible();
  const ours = page.getByRole('article', { name: reportedText });
  await ours.getByRole('button', { name: 'Trash comment' }).click();
  await expect(page.getByText(`Trashed the comment “${reportedText}” and resolved 1 report.`)).toBeVisible();
  for (let round = 0; round < 40; round += 1) {
    if (await page.getByText('No open reports').isVisible()) break;
    const entries = page.getByRole('main').getByRole('article');
    if ((await entries.count()) === 0) {
      await page.reload();
      continue;
    }
    // Someone else's report: dismissed, the content stays.
    await entries
      .first()
      .getByRole('button', { name: /^Dismiss/ })
      .click();
    await page.waitForTimeout(300);
  }
  await expect(page.getByText('No open reports')).toBeVisible();
  expect(await publicCommentIds(request, question.id)).not.toContain(reported.id);

  // Held posts: everything held is rejected (moved to the trash), page by page.
  expect(await openQueue(page, /held for review/)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Held posts' });
  await expect(
    table.getByRole('cell', { name: new RegExp(`cheap followers today ${unique}`) }),
  ).toBeVisible();
  for (let round = 0; round < 20; round += 1) {
    const selectAll = page.getByRole('checkbox', { name: 'Select every row on this page' });
    // An empty page has nothing to select.
    if ((await selectAll.count()) === 0 || (await selectAll.isDisabled())) break;
    await selectAll.check();
    const reject = page
      .getByRole('group', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Reject selected' });
    // From the keyboard: the bar appears at the foot of a phone's screen while the list above it settles, where a
    // pointer's aim can land on the text above it.
    await reject.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog');
    if (await confirm.isVisible().catch(() => false))
      await confirm.getByRole('button', { name: /Reject/ }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /rejected|trash/i })
        .first(),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible();
  }

  // Back home: nothing waits.
  await page.goto('/community/admin');
  await expect(page.getByText('All clear: nothing waits in the queues you look after.')).toBeVisible();
  expect(await axeViolations(page), 'the admin home, all clear').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page), 'the admin home, all clear, dark').toEqual([]);
});
