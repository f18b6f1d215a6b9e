import { api, test, expect } from '../../fixtures/index.js';
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

// Issue #30, item 3: "blog and resource posts and marketing pages cannot be found" (content-and-presentation §7,
// search by type and sub-type).
test('a visitor searches for a blog post from the header, narrows to blog and resources, and reaches the post', async ({
  page,
  request,
}) => {
  const list = await request.get(`${api.apiUrl}/content/v1/posts?type=blog&page_size=1`);
  expect(list.ok(), await list.text()).toBe(true);
  const [post] = ((await list.json()) as { data: { slug: string; title: string }[] }).data;
  expect(post, 'the seed has a published blog post').toBeTruthy();

  await page.goto('/community');
  const open = page.getByRole('banner').getByRole('button', { name: /Search Community/ });
  if (await open.isVisible()) await open.click();
  else await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search the community' });
  const box = dialog.getByRole('searchbox', { name: /blog posts and pages/i });
  await expect(box).toBeFocused();
  await box.fill(post!.title);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/community\/tutorials\?q=/);

  const main = page.getByRole('main');
  const title = page.getByRole('link', { name: post!.title, exact: true });
  const hit = main.getByRole('article').filter({ has: title });
  await expect(hit).toHaveCount(1);
  await expect(hit).toContainText('Blog post');
  await expect(hit.getByRole('link', { name: post!.title, exact: true })).toHaveAttribute(
    'href',
    `/blog/${post!.slug}`,
  );
  // No markup in the excerpt but the highlight.
  await expect(hit).not.toContainText(/[<>*#`]/);

  // The Content filter offers the site's posts; narrowed to them, every hit is a post.
  const content = page.getByLabel('Content');
  if (!(await content.isVisible())) await page.locator('summary', { hasText: 'Filters' }).click();
  await content.selectOption({ label: 'Blog and resources' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/type=post/);
  await expect(main.getByRole('article').first()).toBeVisible();
  // Each hit opens with its label: a post type, never a tutorial, question or page.
  await expect(
    main.getByRole('article').filter({ hasNotText: /^\s*(Blog post|Article|Guide|Podcast|Report|Video)/ }),
  ).toHaveCount(0);

  await main.getByRole('link', { name: post!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(post!.title);
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
