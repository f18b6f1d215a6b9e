import type { APIRequestContext } from '@playwright/test';
import { test, expect, api, registerMember, signInAs } from '../../fixtures/index.js';
import { findTutorial, markWelcomed } from './helpers.js';

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post(`${api.apiUrl}/v1/auth/login`, {
    data: { email: 'admin@example.com', password: 'reef-admin-password' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { jwt: string }).jwt}` };
}

// Regression: only comments had a Report action, though the API takes reports of tutorials, questions and tools.
test('a member reports a question from its page and the report reaches the moderators', async ({
  page,
  request,
}) => {
  const asker = await registerMember(request, 'asked');
  const question = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: { authorization: `Bearer ${asker.jwt}` },
    data: {
      question: {
        title: `How do I free disk space on a small server ${Date.now().toString(36)}?`,
        body: 'The disk is full after a month of logs and old packages.',
      },
    },
  });
  expect(question.status(), await question.text()).toBe(201);
  const { id, slug } = (await question.json()) as { id: number; slug: string };

  const reporter = await registerMember(request, 'reporter');
  await markWelcomed(request, reporter);
  await signInAs(page, reporter);
  await page.goto(`/community/questions/${slug}`);
  await page.getByRole('button', { name: 'Report this question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report' });
  await dialog.getByRole('radio', { name: 'Off-topic' }).check();
  await dialog.getByLabel('Details (optional)').fill('This belongs in the server admin forum.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. The moderators will review it.')).toBeVisible();

  const reports = await request.get(`${api.apiUrl}/v1/user_reports/question/${id}/all`, {
    headers: await adminHeaders(request),
  });
  expect(reports.ok(), await reports.text()).toBe(true);
  const body = (await reports.json()) as { data: { reason: string; details: string }[] };
  expect(body.data).toEqual([
    expect.objectContaining({ reason: 'off-topic', details: 'This belongs in the server admin forum.' }),
  ]);

  // The author has no Report action on their own question.
  const own = await (await page.context().browser()!.newContext()).newPage();
  await markWelcomed(request, asker);
  await signInAs(own, asker);
  await own.goto(`/community/questions/${slug}`);
  await expect(own.getByRole('button', { name: /Upvote this question/ }).first()).toBeVisible();
  await expect(own.getByRole('button', { name: 'Report this question' })).toHaveCount(0);
});

test('tutorials and tools have a Report action for members', async ({ page, request }) => {
  const member = await registerMember(request, 'reader');
  await markWelcomed(request, member);
  await signInAs(page, member);
  const tutorial = await findTutorial(request);
  await page.goto(`/community/tutorials/${tutorial.slug}`);
  await page.getByRole('button', { name: 'Report this tutorial' }).click();
  await expect(page.getByRole('dialog', { name: 'Report' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Report' }).getByRole('button', { name: 'Cancel' }).click();

  const tools = (await (await request.get(`${api.apiUrl}/content/v1/tools?limit=1`)).json()) as {
    data: { slug: string; name: string }[];
  };
  // The demo seed has tools; without one this check would prove nothing, so it fails rather than skips.
  expect(tools.data.length, 'the demo seed has tools').toBeGreaterThan(0);
  await page.goto(`/community/tools/${tools.data[0]!.slug}`);
  await expect(page.getByRole('button', { name: `Report ${tools.data[0]!.name}` })).toBeVisible();
});
