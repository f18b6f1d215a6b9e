// Live updates across two browsers (issue #32, item 1: "a member answers; the asker's open page and bell change within
// 2 seconds without a reload; a network drop in between loses nothing").
import { test, expect, api, registerMember, signInAs } from '../../fixtures/index.js';
import { askQuestion, markWelcomed } from './helpers.js';

test("an answer reaches the asker's open question page and bell without a reload, and a dropped connection loses nothing", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const asker = await registerMember(request, 'liveasker');
  const helper = await registerMember(request, 'livehelper');
  await markWelcomed(request, asker);
  const title = `Why does my cron job not run at midnight? ${Date.now().toString(36)}`;
  const question = await askQuestion(request, asker, {
    title,
    body: 'My crontab line is `0 0 * * * /usr/local/bin/backup.sh` and nothing happens at midnight. Why?',
  });

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, asker);
  // The page's live stream opens once it is idle: wait for it before anyone answers.
  const opened = page.waitForRequest(
    (req) => req.url().includes('/v1/live?') && req.url().includes('question'),
  );
  await page.goto(`/community/questions/${question.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await opened;
  await page.waitForTimeout(500);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();

  const answer = async (body: string) => {
    const res = await request.post(`${api.apiUrl}/v1/comments`, {
      headers: { authorization: `Bearer ${helper.jwt}` },
      data: { comment: { body, type: 'answer', parent_type: 'question', parent_id: question.id } },
    });
    expect(res.status(), await res.text()).toBe(201);
  };

  await answer('Cron runs with a minimal PATH: call every program in the script by its full path.');
  await expect(page.getByRole('button', { name: '1 new answer — show them' })).toBeVisible({
    timeout: 2_000,
  });
  await expect(bell).toHaveAccessibleName(/1 unread/, { timeout: 2_000 });

  // The connection drops; an answer is posted meanwhile; once back, the stream resumes from its last id.
  await context.setOffline(true);
  await answer('Check /var/log/syslog for CRON lines: they say whether the job started at all.');
  await page.waitForTimeout(1_000);
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: '2 new answers — show them' })).toBeVisible({
    timeout: 15_000,
  });

  // Shown in place, on request: both answers, without a reload of the document.
  await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
  await page.getByRole('button', { name: '2 new answers — show them' }).click();
  await expect(page.getByText('call every program in the script by its full path')).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText('Check /var/log/syslog for CRON lines')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '2 Answers' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await context.close();
});

test('vote counts and comment replies reach a reader\'s open question and tutorial pages without a reload ("comment threads, vote counts … update live")', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const asker = await registerMember(request, 'liveasks');
  const helper = await registerMember(request, 'livehelps');
  const voter = await registerMember(request, 'livevotes');
  await markWelcomed(request, voter);
  const as = (member: { jwt: string }) => ({ authorization: `Bearer ${member.jwt}` });
  const title = `How do I keep a tmux session after logout? ${Date.now().toString(36)}`;
  const question = await askQuestion(request, asker, {
    title,
    body: 'My tmux session dies when I close the SSH window. How do I keep it?',
  });
  const answered = await request.post(`${api.apiUrl}/v1/comments`, {
    headers: as(helper),
    data: {
      comment: {
        body: 'Detach with Ctrl-b d before you log out; tmux keeps running on the server.',
        type: 'answer',
        parent_type: 'question',
        parent_id: question.id,
      },
    },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  const answer = (await answered.json()) as { id: number; comment?: { id: number } };
  const answerId = answer.comment?.id ?? answer.id;

  // A visitor reads the question in one browser; the voter acts in another, through the page's own buttons.
  const reader = await browser.newContext();
  const page = await reader.newPage();
  const opened = page.waitForRequest(
    (req) => req.url().includes('/v1/live?') && req.url().includes('question'),
  );
  await page.goto(`/community/questions/${question.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await opened;
  await page.waitForTimeout(500);
  await expect(page.getByRole('button', { name: 'Upvote this question, 0 upvotes' })).toBeVisible();

  const acting = await browser.newContext();
  const voterPage = await acting.newPage();
  await signInAs(voterPage, voter);
  await voterPage.goto(`/community/questions/${question.slug}`);
  await voterPage.getByRole('button', { name: 'Upvote this question, 0 upvotes' }).click();
  await expect(
    voterPage.getByRole('button', { name: 'Remove upvote from this question, 1 upvote' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upvote this question, 1 upvote' })).toBeVisible({
    timeout: 2_000,
  });
  await voterPage.getByRole('button', { name: 'Upvote this answer, 0 upvotes' }).click();
  await expect(page.getByRole('button', { name: 'Upvote this answer, 1 upvote' })).toBeVisible({
    timeout: 2_000,
  });

  // A reply to the answer: announced, and shown in place on request.
  const replied = await request.post(`${api.apiUrl}/v1/comments`, {
    headers: as(asker),
    data: {
      comment: {
        body: 'That was it: I closed the window without detaching.',
        type: 'comment',
        parent_type: 'comment',
        parent_id: answerId,
      },
    },
  });
  expect(replied.status(), await replied.text()).toBe(201);
  const notice = page.getByRole('button', { name: '1 new comment — show them' });
  await expect(notice).toBeVisible({ timeout: 2_000 });
  await notice.click();
  await expect(page.getByText('I closed the window without detaching')).toBeVisible({ timeout: 10_000 });

  // The same on a tutorial: a vote cast elsewhere moves the count the reader sees.
  const listed = await request.get(`${api.apiUrl}/v1/tutorials?per_page=1`);
  expect(listed.status(), await listed.text()).toBe(200);
  const tutorial = ((await listed.json()) as { data: { id: number; slug: string; upvotes_count: number }[] })
    .data[0]!;
  const tutorialOpened = page.waitForRequest(
    (req) => req.url().includes(`/v1/live?`) && req.url().includes('tutorial'),
  );
  await page.goto(`/community/tutorials/${tutorial.slug}`);
  await tutorialOpened;
  await page.waitForTimeout(500);
  const before = await request.get(`${api.apiUrl}/v1/upvotes/tutorial/${tutorial.id}`);
  const count = ((await before.json()) as { upvotes_count: number }).upvotes_count;
  const voted = await request.post(`${api.apiUrl}/v1/upvotes/tutorial/${tutorial.id}`, {
    headers: as(voter),
  });
  expect(voted.status(), await voted.text()).toBe(200);
  await expect(
    page.getByRole('button', { name: new RegExp(`^Upvote this tutorial, ${count + 1} upvotes?$`) }),
  ).toBeVisible({
    timeout: 2_000,
  });
  await acting.close();
  await reader.close();
});
