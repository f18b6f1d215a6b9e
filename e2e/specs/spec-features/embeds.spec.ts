import type { APIRequestContext } from '@playwright/test';
import { test, expect, api, axeViolations, registerMember } from '../../fixtures/index.js';

// content-and-presentation §5 "Markup syntax": the compare slider and the slideshow arrows work (keyboard included);
// embeds that need a third-party script load it only on the page, in view, from a click-to-load placeholder, and
// fall back to a link when the script cannot load.

async function questionWithEmbeds(request: APIRequestContext): Promise<string> {
  const member = await registerMember(request, 'embeds');
  // A site path: a member may not post links to other hosts before confirming their email.
  const image = '/icon.svg';
  const body = [
    'A question that shows every interactive embed of the markdown renderer, for the end-to-end tests.',
    '',
    `[compare ${image} ${image} 200 320]`,
    '',
    `[slideshow 200 320 ${image} ${image} ${image}]`,
    '',
    '[codepen MattCowley vwPzeX]',
    '',
    '[dns example.com A AAAA]',
    '',
  ].join('\n');
  const res = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: { authorization: `Bearer ${member.jwt}` },
    data: { question: { title: `How do the embeds of a question behave ${Date.now().toString(36)}?`, body } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { slug: string }).slug;
}

test('"Compare" and "Slideshow": the slider moves the divider and the arrows scroll, from the keyboard too', async ({
  page,
  request,
}) => {
  const slug = await questionWithEmbeds(request);
  await page.goto(`/community/questions/${slug}`);
  const slider = page.getByRole('slider', { name: 'Divider between the two images' });
  await expect(slider).toBeVisible();
  const frame = page.locator('.image-compare');
  await expect(frame).toHaveAttribute('data-enhanced', 'true');
  await slider.focus();
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => frame.evaluate((element) => (element as HTMLElement).style.getPropertyValue('--value')))
    .toBe('60%');

  const slides = page.getByRole('group', { name: 'Slides' });
  const next = page.getByRole('button', { name: 'Next slide' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => slides.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect.poll(() => slides.evaluate((element) => element.scrollLeft)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('script embeds: nothing is fetched before the click; the placeholder loads the script, once; a failed script leaves a link', async ({
  page,
  request,
}) => {
  const slug = await questionWithEmbeds(request);
  const requested: string[] = [];
  await page.route('https://static.codepen.io/**', async (route) => {
    requested.push(route.request().url());
    // Stands in for CodePen's script: marks the pens it would replace.
    await route.fulfill({
      contentType: 'text/javascript',
      body: "document.querySelectorAll('p.codepen').forEach(function (p) { p.setAttribute('data-loaded', 'yes'); });",
    });
  });
  await page.route('https://do-community.github.io/**', async (route) => {
    requested.push(route.request().url());
    await route.abort('connectionrefused');
  });
  await page.goto(`/community/questions/${slug}`);

  const codepen = page.locator('[data-embed-placeholder="codepen"]');
  await expect(codepen).toContainText('This CodePen embed loads a script from static.codepen.io.');
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
  expect(await page.locator('script[src*="codepen"]').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  await codepen.getByRole('button', { name: 'Load the CodePen embed' }).click();
  await expect(page.locator('p.codepen')).toHaveAttribute('data-loaded', 'yes');
  await expect(codepen).toHaveCount(0);
  expect(requested).toEqual(['https://static.codepen.io/assets/embed/ei.js']);

  const dns = page.locator('[data-embed-placeholder="dns"]');
  await dns.getByRole('button', { name: 'Load the DNS lookup embed' }).click();
  await expect(dns).toContainText('The DNS lookup embed could not load.');
  await expect(dns.getByRole('link', { name: /^Open it on / })).toHaveAttribute(
    'href',
    /domain=example\.com/,
  );
});
