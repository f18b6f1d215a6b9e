import type { APIRequestContext } from '@playwright/test';
import { test, expect, api, registerMember, signInAs, type Member } from '../../fixtures/index.js';

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
