// Live updates across two browsers (issue #32, item 1: "a member answers; the asker's open page and bell change within
// 2 seconds without a reload; a network drop in between loses nothing").
import { test, expect, api, registerMember, signInAs } from '../../fixtures/index.js';
import { markWelcomed } from './helpers.js';

test("an answer reaches the asker's open question page and bell without a reload, and a dropped connection loses nothing", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const asker = await registerMember(request, 'liveasker');
  const helper = await registerMember(request, 'livehelper');
  await markWelcomed(request, asker);
  const title = `Why does my cron job not run at midnight? ${Date.now().toString(36)}`;
  const asked = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: { authorization: `Bearer ${asker.jwt}` },
    data: {
      question: {
        title,
        body: 'My crontab line is `0 0 * * * /usr/local/bin/backup.sh` and nothing happens at midnight. Why?',
        tags: [],
      },
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const created = (await asked.json()) as {
    id: number;
    slug: string;
    question?: { id: number; slug: string };
  };
  const question = created.question ?? created;

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
