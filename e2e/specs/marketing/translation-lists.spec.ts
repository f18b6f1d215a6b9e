import { test, expect } from '../../fixtures/index.js';
import { publishBlogPost } from './post-helpers.js';

// Issue #31 (translated content), lists and sitemaps: the English blog index shows an English post once, not its
// German translation beside it as a second post (the translation is reached through "Read in" on the post), and
// /sitemap.xml lists each version at its own address with the family's hreflang alternates, x-default at the
// original.

test('the blog index lists the English original only; the sitemap lists both versions with hreflang alternates and x-default', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const create = (post: Record<string, unknown>) => publishBlogPost(request, post);
  const original = await create({
    slug: `tide-lists-${suffix}`,
    title: `Tides in lists ${suffix}`,
    body: 'How a list shows a translated post.',
  });
  const german = await create({
    slug: `gezeiten-listen-${suffix}`,
    title: `Gezeiten in Listen ${suffix}`,
    body: 'Wie eine Liste einen übersetzten Beitrag zeigt.',
    language: 'de',
    original_id: original.id,
  });

  // The blog index (English): the original, newest first, and not the German version.
  await expect(async () => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: `Tides in lists ${suffix}` }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: `Gezeiten in Listen ${suffix}` })).toHaveCount(0);

  // The sitemap: each version once, each with both languages and x-default at the original.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  for (const path of [original.path, german.path]) {
    const own = entries.filter((entry) => entry.includes(`${path}</loc>`));
    expect(own, path).toHaveLength(1);
    const alternates = Object.fromEntries(
      [...own[0]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1]!,
        new URL(m[2]!).pathname,
      ]),
    );
    // Each version at its address in its own language (issue #31, item 2).
    expect(alternates, path).toEqual({
      en: original.path,
      de: `/de${german.path}`,
      'x-default': original.path,
    });
  }
});
