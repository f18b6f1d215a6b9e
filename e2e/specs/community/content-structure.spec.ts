import { test, expect, api, registerMember } from '../../fixtures/index.js';
import { findTutorial } from './helpers.js';

// Regression: the body of a tutorial or question was not inside an `article` (only the related-content cards were).
test('a tutorial page is one main with the tutorial as an article named by its title, holding its body and headings', async ({
  page,
  request,
}) => {
  const tutorial = await findTutorial(request, { withCode: true });
  await page.goto(`/community/tutorials/${tutorial.slug}`);
  await expect(page.getByRole('main')).toHaveCount(1);
  const article = page.getByRole('main').getByRole('article', { name: tutorial.title });
  await expect(article).toHaveCount(1);
  await expect(article.getByRole('heading', { level: 1, name: tutorial.title })).toBeVisible();
  // Comments are articles of their own inside it (with bodies of their own); the tutorial has exactly one body.
  const ownBodies = await article.evaluate(
    (root) =>
      Array.from(root.querySelectorAll('[data-article-body]')).filter(
        (body) => body.closest('article') === root,
      ).length,
  );
  expect(ownBodies).toBe(1);
  const body = article.locator('[data-article-body]').first();
  await expect(body.locator('pre').first()).toBeVisible();
  expect(await body.getByRole('heading').count()).toBeGreaterThan(0);
});

// spec: content-and-presentation §9, "Page sizes: … answers 3"
test('a question is an article; each answer is its own article inside it, three per page with Load more', async ({
  page,
  request,
}) => {
  const asker = await registerMember(request, 'structure');
  const answerer = await registerMember(request, 'answerer');
  const created = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: { authorization: `Bearer ${asker.jwt}` },
    data: {
      question: {
        title: `Which filesystem suits a small database server ${Date.now().toString(36)}?`,
        body: 'I run PostgreSQL on a 2 GB server and wonder whether ext4 or xfs is the better fit.',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const question = (await created.json()) as { id: number; slug: string; title: string };
  for (let n = 1; n <= 4; n += 1) {
    const res = await request.post(`${api.apiUrl}/v1/comments`, {
      headers: { authorization: `Bearer ${answerer.jwt}` },
      data: {
        comment: {
          type: 'answer',
          parent_type: 'question',
          parent_id: question.id,
          body: `Answer number ${n}: both work; measure with your own workload first.`,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto(`/community/questions/${question.slug}`);
  await expect(page.getByRole('main')).toHaveCount(1);
  const article = page.getByRole('article', { name: question.title });
  await expect(article.getByRole('heading', { level: 1, name: question.title })).toBeVisible();
  await expect(article.locator('[data-article-body]').first()).toContainText('ext4 or xfs');
  await expect(page.getByRole('heading', { level: 2, name: '4 Answers' })).toBeVisible();
  const answers = article.getByRole('article', { name: new RegExp(`^Answer by ${answerer.username}`) });
  await expect(answers).toHaveCount(3);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(answers).toHaveCount(4);
  await expect(answers.nth(3)).toContainText('Answer number 4');
});
