import { api, axeViolations, expect, test } from '../../fixtures/index.js';
import { memberWith } from '../admin/helpers.js';

// Issue #31, item 4, for blog posts ("tutorials, posts, static pages … can have translations linked to an original";
// "When the original changes, the translation's readers see which steps changed since (with the original's diff)"):
// a posts editor publishes an English post and its German translation through the API, then changes the original's
// second section. The German post's page, read in German, names that section and shows the original's words
// then → now; a section the original did not change is not named.

test("after its original changes, a German post translation's page names the section that changed, with the original's diff", async ({
  page,
  request,
}) => {
  test.slow();
  const editor = await memberWith(request, ['MANAGE_POSTS'], 'post-stale');
  const headers = { authorization: `Bearer ${editor.jwt}` };
  const suffix = Date.now().toString(36);
  const english = [
    'The reef flat dries twice a day.',
    '',
    '## Before you go',
    '',
    'Check the tide table for the day.',
    '',
    '## On the flat',
    '',
    'Walk on sand, never on coral.',
  ].join('\n');
  const german = [
    'Das Riffdach fällt zweimal am Tag trocken.',
    '',
    '## Bevor du losgehst',
    '',
    'Sieh in die Gezeitentafel des Tages.',
    '',
    '## Auf dem Riffdach',
    '',
    'Geh auf Sand, nie auf Korallen.',
  ].join('\n');
  const create = async (post: Record<string, unknown>) => {
    const res = await request.post(`${api.apiUrl}/v1/posts`, {
      headers,
      data: { post: { type: 'blog', state: 'published', ...post } },
    });
    expect(res.status(), await res.text()).toBe(201);
    const body = (await res.json()) as { id: number } | { post: { id: number } };
    return 'post' in body ? body.post.id : body.id;
  };
  const slug = `reef-flat-${suffix}`;
  const originalId = await create({ slug, title: `On the reef flat ${suffix}`, body: english });
  const germanSlug = `riffdach-${suffix}`;
  await create({
    slug: germanSlug,
    title: `Auf dem Riffdach ${suffix}`,
    body: german,
    language: 'de',
    original_id: originalId,
  });

  // Up to date: no notice.
  const notice = page.getByRole('complementary', {
    name: 'Das Original hat sich seit dieser Übersetzung geändert',
  });
  await page.goto(`/de/blog/${germanSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Auf dem Riffdach ${suffix}` })).toBeVisible();
  await expect(notice).toHaveCount(0);

  const edited = await request.patch(`${api.apiUrl}/v1/posts/blog/${slug}`, {
    headers,
    data: { post: { body: english.replace('never on coral.', 'never on coral, and leave the shells.') } },
  });
  expect(edited.ok(), await edited.text()).toBe(true);
  expect(originalId).toBeGreaterThan(0);

  // The stored page is revalidated after the write; read it again until it shows the notice.
  await expect(async () => {
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const section = notice.getByText('Auf dem Riffdach', { exact: true });
  await expect(section).toHaveAttribute('lang', 'de');
  await expect(notice.getByText('Bevor du losgehst', { exact: true })).toHaveCount(0);
  await section.click();
  await expect(notice.locator('ins', { hasText: 'leave the shells' })).toBeVisible();
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
});
