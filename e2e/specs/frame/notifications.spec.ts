import type { APIRequestContext } from '@playwright/test';
import {
  test,
  expect,
  api,
  axeViolations,
  registerMember,
  signInAs,
  type Member,
} from '../../fixtures/index.js';

// Issue #6, notifications in the header (content-and-presentation §3, §4, §8): a member gets notifications, reads one by
// clicking it, marks the rest read.

async function post(request: APIRequestContext, member: Member, path: string, data: unknown) {
  const res = await request.post(`${api.apiUrl}${path}`, {
    data,
    headers: { authorization: `Bearer ${member.jwt}` },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number; slug: string };
}

async function askAndAnswer(request: APIRequestContext, asker: Member, answerer: Member, title: string) {
  const question = await post(request, asker, '/v1/questions', {
    question: {
      title,
      body: 'I followed the guide step by step and the service still does not start after a reboot. What should I check?',
    },
  });
  await post(request, answerer, '/v1/comments', {
    comment: {
      body: 'Check the unit file with systemctl status and look at the journal for the first error it prints.',
      type: 'answer',
      parent_type: 'question',
      parent_id: question.id,
    },
  });
  return question;
}

test('a member gets notifications, reads one by clicking it, and marks all as read', async ({
  page,
  request,
}) => {
  const asker = await registerMember(request, 'asker');
  const answerer = await registerMember(request, 'answerer');
  // The welcome dialog is covered by the session spec; mark it seen so it does not sit over the header.
  await request.patch(`${api.apiUrl}/v1/users/${asker.slug}`, {
    data: { user: { has_seen_registration_at: true } },
    headers: { authorization: `Bearer ${asker.jwt}` },
  });

  await signInAs(page, asker);
  await page.goto('/community');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Notifications' }).click();
  const panel = banner.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByText('You have no notifications')).toBeVisible();
  await page.keyboard.press('Escape');

  const first = await askAndAnswer(
    request,
    asker,
    answerer,
    'Why does my systemd service fail after a reboot?',
  );
  await askAndAnswer(request, asker, answerer, 'How can I keep a process running after I log out?');

  await page.reload();
  const bell = banner.getByRole('button', { name: 'Notifications (2 unread)' });
  await expect(bell).toBeVisible();
  await bell.click();
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(panel.locator('[data-unread="true"]')).toHaveCount(2);
  await expect(items.first()).toContainText('Answers');
  await expect(items.first()).toContainText(/just now|minute/);

  // Clicking an unread one marks it read and opens the answer.
  const link = panel.getByRole('link', { name: /Why does my systemd service fail/ });
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`/community/questions/${first.slug}\\?comment=\\d+$`),
  );
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/community/questions/${first.slug}\\?comment=`));
  await expect(banner.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();

  // The read state is the server's: after a reload one is still unread; 'Mark all as read' clears it.
  await page.reload();
  await banner.getByRole('button', { name: 'Notifications (1 unread)' }).click();
  await expect(panel.locator('[data-unread="true"]')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.locator('[data-unread="true"]')).toHaveCount(0);
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Notifications' })).toBeVisible();

  const res = await request.get(`${api.apiUrl}/v1/users/${asker.slug}/notifications`, {
    headers: { authorization: `Bearer ${asker.jwt}` },
  });
  const body = (await res.json()) as { data: { viewed_at: string | null }[] };
  expect(body.data.every((n) => n.viewed_at !== null)).toBe(true);
});

// Issue #30, items 2 and 5, as one journey: "a member follows the notifications page to an answer" and the asker
// accepts it there.
test('the asker follows the notifications page to two answers, accepts one, and it stays first after a reload', async ({
  page,
  request,
  browser,
}) => {
  const asker = await registerMember(request, 'accepter');
  const first = await registerMember(request, 'helper');
  const second = await registerMember(request, 'expert');
  await request.patch(`${api.apiUrl}/v1/users/${asker.slug}`, {
    data: { user: { has_seen_registration_at: true } },
    headers: { authorization: `Bearer ${asker.jwt}` },
  });
  const question = await askAndAnswer(
    request,
    asker,
    first,
    'Why does my timer unit never fire on schedule?',
  );
  await post(request, second, '/v1/comments', {
    comment: {
      body: 'Timers need their own enable: run systemctl enable --now on the .timer, not only the service.',
      type: 'answer',
      parent_type: 'question',
      parent_id: question.id,
    },
  });

  await signInAs(page, asker);
  await page.goto('/community');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Notifications (2 unread)' }).click();
  await banner.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  // The page the member works from, in both themes (issue #30: "axe clean in light and dark").
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // Both answers are one row, naming both members who answered.
  const row = page.getByRole('listitem').filter({ hasText: 'Why does my timer unit never fire' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${second.username} and ${first.username}`);
  await expect(row).toContainText('(2)');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /timer unit never fire/ })).toBeVisible();

  // The asker accepts the older answer: it moves first with its badge, and the page says so.
  const answers = page.locator('section[aria-labelledby="answers"] article');
  const firstAnswer = page.getByRole('article', { name: `Answer by ${first.username}` });
  await firstAnswer.getByRole('button', { name: 'Accept answer' }).click();
  await expect(firstAnswer).toContainText('✓ Accepted answer');
  await expect(answers.first()).toHaveAttribute('aria-label', `Answer by ${first.username}`);
  await expect(page.getByText(`You accepted ${first.username}'s answer`)).toBeVisible();

  // It is the server's: after a reload it is still accepted and first, also for a visitor (the cached page is
  // refreshed by the write's revalidation, which may land a moment after the answer to the click).
  await expect(async () => {
    await page.reload();
    await expect(answers.first()).toContainText('✓ Accepted answer', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await expect(async () => {
    await visitor.goto(`${api.webUrl}/community/questions/${question.slug}`);
    await expect(visitor.getByRole('article', { name: `Answer by ${first.username}` })).toContainText(
      '✓ Accepted answer',
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(visitor.getByRole('button', { name: 'Accept answer' })).toHaveCount(0);
  await visitorContext.close();
});
