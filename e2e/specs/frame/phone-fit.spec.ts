// Issue #30, item 11 ("Mobile"): on a phone every page type fits its width — nothing makes the reader scroll
// sideways. The phone project runs it at 375 px (a visitor's pages, then a member's and an administrator's).
import type { Page } from '@playwright/test';
import { test, expect, registerMember, signInAs } from '../../fixtures/index.js';
import { findQuestion, findTutorial, markWelcomed } from '../community/helpers.js';
import { memberWith } from '../admin/helpers.js';

async function sideways(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return overflow > 0 ? `${path} is ${overflow} px wider than the screen` : null;
}

test("every page type fits a phone's width, for a visitor, a member and an administrator", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tutorial = await findTutorial(request);
  const question = await findQuestion(request);
  const visitorPages = [
    '/',
    '/pricing',
    '/pricing/calculator',
    '/partners',
    '/blog',
    '/community',
    '/community/tutorials',
    '/community/tutorials?q=nginx',
    `/community/tutorials/${tutorial.slug}`,
    '/community/questions',
    `/community/questions/${question.slug}`,
    '/community/tags',
  ];
  const problems: (string | null)[] = [];
  for (const path of visitorPages) problems.push(await sideways(page, path));

  const member = await registerMember(request, 'phonefit');
  await markWelcomed(request, member);
  await signInAs(page, member);
  for (const path of [
    '/community/settings/profile',
    '/community/settings/account',
    '/community/settings/notifications',
    '/community/notifications',
    '/community/feed',
    '/community/questions/new',
  ])
    problems.push(await sideways(page, path));

  const admin = await memberWith(request, ['ADMINISTRATOR'], 'phonefitadmin');
  await signInAs(page, admin);
  for (const path of ['/community/admin', '/community/admin/users', '/community/admin/flagged'])
    problems.push(await sideways(page, path));

  expect(problems.filter(Boolean)).toEqual([]);
});
