import { test, expect } from '../../fixtures/index.js';
import { findTutorial } from './helpers.js';

// Issue #7: search and filter.
test('search highlights matches, filters narrow the list, and an empty result says so', async ({
  page,
  request,
}) => {
  const tutorial = await findTutorial(request);
  const word =
    tutorial.title.split(/\s+/).find((part) => part.length >= 5 && /^[a-z]+$/i.test(part)) ??
    tutorial.title.split(/\s+/)[0]!;

  await page.goto('/community');
  await page.getByRole('searchbox', { name: /search tutorials and questions/i }).fill(word);
  await page.getByRole('searchbox', { name: /search tutorials and questions/i }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/community/tutorials\\?q=${word}`, 'i'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  await expect(page.locator('main article mark').first()).toBeVisible();

  // Filter by kind of content and sort; the form is a plain GET form. On a phone the filters are folded
  // behind a 'Filters' disclosure: open it as a reader would.
  const content = page.getByLabel('Content');
  if (!(await content.isVisible())) await page.locator('summary', { hasText: 'Filters' }).click();
  await content.selectOption('tutorial');
  await page.getByLabel('Sort by').selectOption('newest');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.getByRole('status').filter({ hasText: /result/ })).toBeVisible();

  await page.goto('/community/tutorials?q=zzqxjvwk');
  await expect(page.getByText(/Nothing matched “zzqxjvwk”/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask the community' })).toBeVisible();
});

test('the question list filters unanswered questions and by tag', async ({ page }) => {
  await page.goto('/community/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Question filters' })
    .getByRole('link', { name: 'Unanswered' })
    .click();
  await expect(page).toHaveURL(/filter=unanswered/);
  await expect(page.getByRole('link', { name: 'Unanswered' })).toHaveAttribute('aria-current', 'page');
});
