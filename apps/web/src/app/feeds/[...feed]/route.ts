// Feeds: /feeds/tutorials.rss|.atom, /feeds/questions.rss|.atom, /feeds/tags/{slug}.rss|.atom, and one per post
// type at the type's path: /feeds/blog.rss|.atom, /feeds/resources/article.rss|.atom … Each in English, the site's
// original language; every other language has the same feeds under its code (/feeds/de/blog.rss), listing the items
// written in it, at their addresses in it, with the feed's words from the catalogues (issue #31).
import {
  getTag,
  listPosts,
  listQuestions,
  listTutorials,
  type PostItem,
  type QuestionItem,
  type TutorialItem,
} from '@reef/client';
import { contentPath, listTag, objectTag, postPath } from '@reef/core';
import { POST_TYPE_LABELS, feedPath, postTypeLabels, postTypeOfFeed } from '@/features/posts/post-types';
import { cachedApi, isNotFound } from '@/lib/content-api';
import { siteUrl } from '@/app/[locale]/community/_lib/metadata';
import { DEFAULT_SITE_LOCALE, isSiteLocale, localizedHref, type SiteLocale } from '@/i18n/locale-path';
import { getT, type Translate } from '@/i18n/translate';
import { toAtom, toRss, type Feed, type FeedEntry } from './feed-xml';

const ENTRIES = 30;

/** The feed's language and its path without it: `de/blog.rss` → de, `blog.rss`; `blog.rss` → English. */
function splitFeedLocale(parts: string[]): { locale: SiteLocale; parts: string[] } {
  const [first, ...rest] = parts;
  if (rest.length > 0 && first !== DEFAULT_SITE_LOCALE && isSiteLocale(first))
    return { locale: first, parts: rest };
  return { locale: DEFAULT_SITE_LOCALE, parts };
}

/** Where an entry's page is, in the feed's language. */
const pageUrl = (path: string, locale: SiteLocale) => siteUrl(localizedHref(path, locale));

function tutorialEntry(tutorial: TutorialItem, locale: SiteLocale): FeedEntry {
  const published = tutorial.published_at ?? tutorial.created_at;
  return {
    id: String(tutorial.id),
    title: tutorial.title,
    url: pageUrl(contentPath('tutorial', tutorial.slug), locale),
    summary: tutorial.description,
    published,
    updated: tutorial.updated_at,
    author: tutorial.author ? tutorial.author.first_name || tutorial.author.username : undefined,
    categories: tutorial.tags.map((tag) => tag.name),
  };
}

function questionEntry(question: QuestionItem, locale: SiteLocale, t: Translate): FeedEntry {
  return {
    id: String(question.id),
    title: question.title,
    url: pageUrl(contentPath('question', question.slug), locale),
    summary: t('feeds.question_summary', {
      count: question.answers_count,
      number: String(question.answers_count),
      tags: question.tags.map((tag) => tag.name).join(', '),
    }),
    published: question.created_at,
    updated: question.last_activity_at,
    author: question.author ? question.author.first_name || question.author.username : undefined,
    categories: question.tags.map((tag) => tag.name),
  };
}

function postEntry(post: PostItem, locale: SiteLocale): FeedEntry {
  return {
    id: String(post.id),
    title: post.title,
    url: pageUrl(post.path, locale),
    summary: post.description,
    published: post.published_at ?? post.created_at,
    updated: post.updated_at,
    author: post.author ? post.author.first_name || post.author.username : undefined,
    categories: post.tags.map((tag) => tag.name),
  };
}

async function buildFeed(path: string[], name: string): Promise<Feed | null> {
  const { locale, parts } = splitFeedLocale(path);
  const t = await getT('reading', locale);
  const marketing = await getT('marketing', locale);
  const feedUrl = siteUrl(feedPath(`/${[...parts.slice(0, -1), name].join('/')}`, locale));
  const language = locale === DEFAULT_SITE_LOCALE ? undefined : locale;
  const latest = (entries: FeedEntry[]) =>
    entries.reduce((max, entry) => (entry.updated > max ? entry.updated : max), new Date(0).toISOString());
  if (parts.length === 1 && name.startsWith('tutorials.')) {
    const page = await listTutorials(cachedApi([listTag.tutorials]), { limit: ENTRIES, language: locale });
    const entries = page.data
      .filter((item) => item.state !== 'unlisted')
      .map((item) => tutorialEntry(item, locale));
    return {
      title: t('feeds.tutorials_title'),
      description: t('feeds.tutorials_description'),
      siteUrl: pageUrl('/community/tutorials', locale),
      feedUrl,
      updated: latest(entries),
      entries,
      language,
    };
  }
  if (parts.length === 1 && name.startsWith('questions.')) {
    const page = await listQuestions(cachedApi([listTag.questions]), { limit: ENTRIES, language: locale });
    const entries = page.data
      .filter((item) => item.state !== 'unlisted')
      .map((item) => questionEntry(item, locale, t));
    return {
      title: t('feeds.questions_title'),
      description: t('feeds.questions_description'),
      siteUrl: pageUrl('/community/questions', locale),
      feedUrl,
      updated: latest(entries),
      entries,
      language,
    };
  }
  const postType = postTypeOfFeed([...parts.slice(0, -1), name.replace(/\.(rss|atom)$/, '')].join('/'));
  if (postType) {
    // As the type's index lists them: each post once, in the feed's language where it has a version in it.
    const page = await listPosts(cachedApi([listTag.posts]), {
      type: postType,
      ...(language ? { prefer_language: locale } : { language: locale }),
      page_size: ENTRIES,
    });
    const entries = page.data.map((item) => postEntry(item, locale));
    const labels = language ? postTypeLabels(marketing)[postType] : POST_TYPE_LABELS[postType];
    return {
      title: labels.many,
      description: labels.lede,
      siteUrl: pageUrl(postPath(postType), locale),
      feedUrl,
      updated: latest(entries),
      entries,
      language,
    };
  }
  if (parts.length === 2 && parts[0] === 'tags') {
    const slug = name.replace(/\.(rss|atom)$/, '');
    const tag = await getTag(cachedApi([objectTag.tag(slug)]), slug);
    const [tutorials, questions] = await Promise.all([
      listTutorials(cachedApi([listTag.tutorials, objectTag.tag(slug)]), {
        tag: tag.slug,
        limit: ENTRIES,
        language: locale,
      }),
      listQuestions(cachedApi([listTag.questions, objectTag.tag(slug)]), {
        tag: tag.slug,
        limit: ENTRIES,
        language: locale,
      }),
    ]);
    const entries = [
      ...tutorials.data.map((item) => tutorialEntry(item, locale)),
      ...questions.data.map((item) => questionEntry(item, locale, t)),
    ]
      .sort((a, b) => (a.published < b.published ? 1 : -1))
      .slice(0, ENTRIES);
    return {
      title: t('feeds.tag_title', { tag: tag.name }),
      description: t('feeds.tag_description', { tag: tag.name }),
      siteUrl: pageUrl(contentPath('tag', tag.slug), locale),
      feedUrl,
      updated: latest(entries),
      entries,
      language,
    };
  }
  return null;
}

export async function GET(_request: Request, { params }: { params: Promise<{ feed: string[] }> }) {
  const parts = (await params).feed;
  const name = parts[parts.length - 1] ?? '';
  const format = name.endsWith('.rss') ? 'rss' : name.endsWith('.atom') ? 'atom' : null;
  if (!format) return new Response('Not found', { status: 404 });
  try {
    const feed = await buildFeed(parts, name);
    if (!feed) return new Response('Not found', { status: 404 });
    return new Response(format === 'rss' ? toRss(feed) : toAtom(feed), {
      headers: {
        'content-type':
          format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8',
        'cache-control': 'public, max-age=300',
      },
    });
  } catch (error) {
    if (isNotFound(error)) return new Response('Not found', { status: 404 });
    throw error;
  }
}
