import { test, expect } from '../../fixtures/index.js';
import { publishBlogPost } from './post-helpers.js';

// Issue #31 (translated content): a blog post can have translations. The admin links a German version to an English
// post through the API; a visitor of either sees "Read in: …" naming the other language in its own language, the
// German one is marked `lang="de"`, and the head carries the page metadata's "alternate (map from language code to
// URL)" (content-and-presentation §3) as hreflang links, `x-default` at the original.

test('an admin translates a blog post into German through the API; a visitor sees "Read in" and the hreflang links', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const create = (post: Record<string, unknown>) => publishBlogPost(request, post);
  const original = await create({
    slug: `tide-tables-${suffix}`,
    title: `Reading tide tables ${suffix}`,
    body: 'How to read a tide table.',
  });
  const german = await create({
    slug: `gezeitentabellen-${suffix}`,
    title: `Gezeitentabellen lesen ${suffix}`,
    body: 'Wie man eine Gezeitentabelle liest.',
    language: 'de',
    original_id: original.id,
  });
  expect(german.path).toBe(`/blog/gezeitentabellen-${suffix}`);

  // The German version: marked as German, links back to the English original.
  await page.goto(german.path);
  const article = page.getByRole('article', { name: `Gezeitentabellen lesen ${suffix}` });
  await expect(article).toHaveAttribute('lang', 'de');
  await expect(article.getByText('Read in:')).toBeVisible();
  const english = article.getByRole('link', { name: 'English', exact: true });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await expect(english).toHaveAttribute('href', original.path);
  const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
  await expect(alternate('en')).toHaveAttribute('href', new RegExp(`${original.path}$`));
  await expect(alternate('de')).toHaveAttribute('href', new RegExp(`/de${german.path}$`));
  await expect(alternate('x-default')).toHaveAttribute('href', new RegExp(`${original.path}$`));

  // The original (where the link above leads): English, no lang of its own, links to the German version.
  // (A fresh load: during a client-side navigation the head can briefly hold both pages' alternate links.)
  await page.goto(original.path);
  const originalArticle = page.getByRole('article', { name: `Reading tide tables ${suffix}` });
  await expect(originalArticle).not.toHaveAttribute('lang', /.+/);
  const deutsch = originalArticle.getByRole('link', { name: 'Deutsch', exact: true });
  await expect(deutsch).toHaveAttribute('hreflang', 'de');
  // The German version is read in German: its address has the language's prefix (issue #31, item 2).
  await expect(deutsch).toHaveAttribute('href', `/de${german.path}`);
  await expect(alternate('de')).toHaveAttribute('href', new RegExp(`/de${german.path}$`));
  await expect(alternate('x-default')).toHaveAttribute('href', new RegExp(`${original.path}$`));
});
