import { test, expect, axeViolations, registerMember, signInAs } from '../../fixtures/index.js';
import { findQuestion, findSeries, findTutorial, markWelcomed } from './helpers.js';

// Issue #7: axe-core finds no violations on each page type at 375px and 1440px.
for (const width of [375, 1440]) {
  test(`community pages have no axe violations at ${width}px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const tutorial = await findTutorial(request, { withCode: true });
    const question = await findQuestion(request);
    const series = await findSeries(request).catch(() => null);
    const paths = [
      '/community',
      '/community/tutorials',
      '/community/tutorials?q=install',
      `/community/tutorials/${tutorial.slug}`,
      '/community/questions',
      `/community/questions/${question.slug}`,
      ...(series ? [`/community/tutorial-series/${series.slug}`] : []),
      '/community/pages/code-of-conduct',
      '/community/newsletter',
      '/community/tools',
      '/community/learning-paths',
      '/community/tutorials/this-page-does-not-exist',
    ];
    for (const path of paths) {
      await page.goto(path);
      // Signed-out header actions appear once the page is interactive.
      await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
      expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
    }
  });
}

test('the ask form and a profile have no axe violations for a member', async ({ page, request }) => {
  const member = await registerMember(request, 'axe');
  await markWelcomed(request, member);
  await signInAs(page, member);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/community/questions/new', `/community/users/${member.slug}`]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
      expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
    }
  }
});
