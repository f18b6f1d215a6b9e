// The administrators' outbox (issue #16, "Email delivery"): every email the site queued, with its
// recipient, status and a rendered preview, and the dead letters of a queue that gave up, which an
// administrator can send again. The emails travel to the suite's SMTP server (serve.mjs), which refuses
// for good every recipient at E2E.refusedMailDomain.
import type { Page } from '@playwright/test';
import { test, expect, api, axeViolations, registerMember, signInAs } from '../../fixtures/index.js';
import { waitForMail } from '../../fixtures/mailbox.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from '../admin/helpers.js';

const OUTBOX = '/community/admin/outbox';

/**
 * axe-core on the outbox page at a phone's and a desktop's width, apart from the email inside the
 * preview: a sandboxed frame that runs no script (axe cannot run there), showing mail, not our page.
 */
async function expectOutboxAxeClean(page: Page): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await axeViolations(page, { exclude: ['iframe[title^="Preview of"]'] });
    expect(violations, `axe at ${width}px`).toEqual([]);
  }
}

test('"visible to ADMINISTRATOR at /community/admin/outbox (rendered preview, recipient, status)"', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'outboxed');
  // Delivered over SMTP before the administrator looks.
  await waitForMail(member.email, /^Confirm your email address for /);
  const administrator = await memberWith(request, ['ADMINISTRATOR'], 'postmaster');

  await openAs(page, administrator, OUTBOX);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Sent');
  await row.getByRole('button', { name: /^Confirm your email address for / }).click();

  const preview = page.getByRole('region', { name: /^Confirm your email address for / });
  await expect(preview).toContainText(member.email);
  await expect(preview).toContainText('Sent');
  // The email as a mail client shows it, its link included.
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.getByRole('link', { name: 'Confirm my email address' })).toBeVisible();
  await preview.getByText('Plain-text part').click();
  await expect(preview.locator('pre')).toContainText('/v1/login/confirm?token=');

  await expectOutboxAxeClean(page);
});

test('the outbox is for administrators only: a member sees why, not the mail', async ({ page, request }) => {
  const member = await memberWith(request, [], 'curious');
  await openAs(page, member, OUTBOX);
  // The admin area's 403 (its gate), before any email is fetched.
  await expect(page.getByText('Error 403')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const listed = await request.get(`${api.apiUrl}/v1/mail_outbox`, {
    headers: { authorization: `Bearer ${member.jwt}` },
  });
  expect(listed.status()).toBe(403);
});

test('"a dead-letter state visible in the admin outbox": a refused address, then "Send again"', async ({
  page,
  request,
}) => {
  // A mailbox the receiving server refuses for good (550): the first attempt is the last.
  const username = `refused${Date.now().toString(36)}`;
  const email = `${username}@${api.refusedMailDomain}`;
  const registered = await request.post(`${api.apiUrl}/v1/auth/register`, {
    data: { email, username, password: 'correct horse battery staple' },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);

  const administrator = await memberWith(request, ['ADMINISTRATOR'], 'postmaster');
  await openAs(page, administrator, OUTBOX);
  await page.getByLabel('Status').selectOption({ label: 'Dead letter' });
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    // The worker may still be on it: look again until it has given up.
    await page.reload();
    await page.getByLabel('Status').selectOption({ label: 'Dead letter' });
    await expect(row).toContainText('Dead letter', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('550');
  await expectOutboxAxeClean(page);

  await row.getByRole('button', { name: /^Confirm your email address for / }).click();
  const preview = page.getByRole('region', { name: /^Confirm your email address for / });
  await preview.getByRole('button', { name: 'Send again' }).click();
  // Queued with a fresh attempt budget; the server refuses it again, and it is a dead letter again.
  await expect(preview).toContainText('Queued');
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Status').selectOption({ label: 'Dead letter' });
    await expect(row).toContainText('Dead letter', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test('a member chooses how each notification category is emailed on the settings page', async ({
  page,
  request,
}) => {
  const member = await memberWith(request, [], 'chooser');
  await signInAs(page, member);
  await page.goto('/community/settings/notifications');
  const answers = page.getByLabel('Answers', { exact: true });
  // "sensible defaults": answers come at once.
  await expect(answers).toHaveValue('immediately');
  await expectAxeCleanAtBothWidths(page, () => expect(answers).toBeVisible());

  await answers.selectOption('weekly');
  await expect(page.getByText('Answers: weekly digest. Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Answers', { exact: true })).toHaveValue('weekly');
  const saved = await request.get(`${api.apiUrl}/v1/account/notification_preferences`, {
    headers: { authorization: `Bearer ${member.jwt}` },
  });
  const { categories } = (await saved.json()) as { categories: { category: string; frequency: string }[] };
  expect(categories.find((c) => c.category === 'answers')?.frequency).toBe('weekly');
});
