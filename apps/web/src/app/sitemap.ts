// /sitemap.xml: every public community page and static page search engines should know (the API lists published
// static pages, never unlisted ones), and the posts of every post type with their indexes, the partner directory
// and the contact forms, read from the static-content API. Every language version of a tutorial, post or static page
// is listed once, with its versions as hreflang alternates and `x-default` at the original (issue #31).
import {
  listPosts,
  listQuestions,
  listStaticPages,
  listTutorials,
  listTutorialSeries,
  searchTags,
} from '@reef/client';
import {
  contentPath,
  listTag,
  marketingPagePath,
  MARKETING_FORM_PAGES,
  POST_TYPES,
  type MarketingPageType,
} from '@reef/core';
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { cachedApi, readOptional } from '@/lib/content-api';
import { alternatesOf, languageAlternates } from '@/lib/sitemap-languages';
import { siteUrl } from './[locale]/community/_lib/metadata';
import { isSiteLocale, localizedPath, SITE_LOCALES } from '@/i18n/locale-path';

const LIMIT = 1000;
const empty = { data: [], meta: { pagination: { page: { current: 1, count: 0 }, per_page: 0, total: 0 } } };

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built per request (from cached reads) so the public address and the content are the running site's.
  await connection();
  const [tutorials, questions, series, tags, posts, staticPages] = await Promise.all([
    readOptional(
      () => listTutorials(cachedApi([listTag.tutorials]), { limit: LIMIT }),
      empty,
      'sitemap tutorials',
    ),
    readOptional(
      () => listQuestions(cachedApi([listTag.questions]), { limit: LIMIT }),
      empty,
      'sitemap questions',
    ),
    readOptional(
      () => listTutorialSeries(cachedApi([listTag.tutorialSeries]), { limit: LIMIT }),
      empty,
      'sitemap series',
    ),
    readOptional(
      () => searchTags(cachedApi([listTag.tags]), { usable: true, per_page: LIMIT, page: 0 }),
      empty,
      'sitemap tags',
    ),
    readOptional(() => listPosts(cachedApi([listTag.posts]), { page_size: LIMIT }), empty, 'sitemap posts'),
    readOptional(
      () => listStaticPages(cachedApi([listTag.staticPages]), { limit: LIMIT }),
      { data: [], meta: null },
      'sitemap static pages',
    ),
  ]);
  // Each version of content at its address in its own language (issue #31, item 2: `/de/…` for German).
  const inLanguage = (path: string, language: string | null | undefined) =>
    siteUrl(isSiteLocale(language) ? localizedPath(path, language) : path);
  const pageUrl = (page: (typeof staticPages.data)[number]) =>
    inLanguage(page.path ?? marketingPagePath(page.type as MarketingPageType, page.slug), page.language);
  const listedTutorials = tutorials.data.filter((tutorial) => tutorial.state !== 'unlisted');
  // Ids are per table: each kind's families are its own.
  const pageVersions = languageAlternates(
    staticPages.data.map((page) => ({
      id: page.id,
      language: page.language,
      originalId: page.original_id,
      url: pageUrl(page),
    })),
  );
  const tutorialVersions = languageAlternates(
    listedTutorials.map((tutorial) => ({
      id: tutorial.id,
      language: tutorial.language,
      originalId: tutorial.translation_of_id,
      url: inLanguage(contentPath('tutorial', tutorial.slug), tutorial.language),
    })),
  );
  const postVersions = languageAlternates(
    posts.data.map((post) => ({
      id: post.id,
      language: post.language,
      originalId: post.original_id,
      url: inLanguage(post.path, post.language),
    })),
  );
  const fixed = [
    '/community',
    '/community/tutorials',
    '/community/questions',
    '/community/learning-paths',
    '/community/tools',
    '/community/newsletter',
  ];
  // The community's own pages exist in every interface language: each language's address is listed, with all nine
  // as its alternates and `x-default` at the unprefixed one.
  const everyLanguage = (path: string) => ({
    alternates: {
      languages: {
        ...Object.fromEntries(SITE_LOCALES.map((locale) => [locale, siteUrl(localizedPath(path, locale))])),
        'x-default': siteUrl(path),
      },
    },
  });
  return [
    ...fixed.flatMap((path) =>
      SITE_LOCALES.map((locale) => ({
        url: siteUrl(localizedPath(path, locale)),
        changeFrequency: 'daily' as const,
        priority: path === '/community' ? 1 : 0.8,
        ...everyLanguage(path),
      })),
    ),
    ...staticPages.data.map((page) => ({
      url: pageUrl(page),
      lastModified: page.updated_at,
      changeFrequency: 'monthly' as const,
      priority: 0.4,
      ...alternatesOf(pageVersions, page.id),
    })),
    ...listedTutorials.map((tutorial) => ({
      url: inLanguage(contentPath('tutorial', tutorial.slug), tutorial.language),
      lastModified: tutorial.updated_at,
      priority: 0.7,
      ...alternatesOf(tutorialVersions, tutorial.id),
    })),
    ...series.data.map((item) => ({
      url: siteUrl(contentPath('tutorial_series', item.slug)),
      lastModified: item.updated_at,
      priority: 0.6,
    })),
    ...questions.data
      .filter((question) => question.state !== 'unlisted')
      .map((question) => ({
        url: inLanguage(contentPath('question', question.slug), question.language),
        lastModified: question.last_activity_at,
        priority: 0.5,
      })),
    ...tags.data.map((tag) => ({ url: siteUrl(contentPath('tag', tag.slug)), priority: 0.4 })),
    ...[...Object.values(POST_TYPES), '/partners'].map((path) => ({
      url: siteUrl(path),
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    ...Object.values(MARKETING_FORM_PAGES)
      .filter((path) => !path.startsWith('/community/'))
      .map((path) => ({ url: siteUrl(path), changeFrequency: 'monthly' as const, priority: 0.3 })),
    ...posts.data.map((post) => ({
      url: inLanguage(post.path, post.language),
      lastModified: post.updated_at,
      priority: 0.6,
      ...alternatesOf(postVersions, post.id),
    })),
  ];
}
