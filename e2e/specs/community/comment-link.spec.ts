import { test, expect, api, registerMember } from '../../fixtures/index.js';
import { findTutorial } from './helpers.js';

// Issue #7: a `?comment=` link lands on the comment — scrolled into view and highlighted.
test('a ?comment= link scrolls to and highlights one comment, even past the first page', async ({
  page,
  request,
}) => {
  const tutorial = await findTutorial(request);
  const member = await registerMember(request, 'commenter');
  let last = 0;
  for (let index = 0; index < 12; index += 1) {
    const res = await request.post(`${api.apiUrl}/v1/comments`, {
      headers: { authorization: `Bearer ${member.jwt}` },
      data: {
        comment: {
          body: `Comment number ${index} from the link test`,
          parent_type: 'tutorial',
          parent_id: tutorial.id,
        },
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    const body = (await res.json()) as { id?: number; comment?: { id: number } };
    if (index === 0) last = body.id ?? body.comment!.id;
  }
  // The oldest of twelve is not on the first page of ten unless the link asks for it.
  await expect(async () => {
    await page.goto(`/community/tutorials/${tutorial.slug}?comment=${last}`);
    await expect(page.locator(`#comment-${last}`)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const target = page.locator(`#comment-${last}`);
  await expect(target).toContainText('Comment number 0 from the link test');
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();
  expect(await target.getAttribute('class')).toMatch(/highlighted/);

  // 'Load more' fetches the next page.
  const more = page.getByRole('button', { name: 'Load more' });
  if (await more.isVisible()) {
    const before = await page.locator('[data-thread="tutorial"] article').count();
    await more.click();
    await expect.poll(() => page.locator('[data-thread="tutorial"] article').count()).toBeGreaterThan(before);
  }
});
