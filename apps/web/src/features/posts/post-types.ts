// What the site calls each post type (content-and-presentation §2 "Post types and paths") and where its feeds are.
import { POST_TYPES, postPath, type PostType } from '@reef/core';
import { getT, type Translate } from '@/i18n/translate';

/** The names of a post type, as the page's language says them. */
export type PostTypeLabels = { many: string; one: string; lede: string };

/** Names and the index lede of each post type in the translator's language (the `marketing` catalogue). */
export function postTypeLabels(t: Translate): { readonly [T in PostType]: PostTypeLabels } {
  return {
    blog: {
      many: t('posts.types.blog.many'),
      one: t('posts.types.blog.one'),
      lede: t('posts.types.blog.lede'),
    },
    'resources-article': {
      many: t('posts.types.article.many'),
      one: t('posts.types.article.one'),
      lede: t('posts.types.article.lede'),
    },
    'resources-guide': {
      many: t('posts.types.guide.many'),
      one: t('posts.types.guide.one'),
      lede: t('posts.types.guide.lede'),
    },
    'resources-podcast': {
      many: t('posts.types.podcast.many'),
      one: t('posts.types.podcast.one'),
      lede: t('posts.types.podcast.lede'),
    },
    'resources-report': {
      many: t('posts.types.report.many'),
      one: t('posts.types.report.one'),
      lede: t('posts.types.report.lede'),
    },
    'resources-video': {
      many: t('posts.types.video.many'),
      one: t('posts.types.video.one'),
      lede: t('posts.types.video.lede'),
    },
  };
}

/** The names of a post type in the page's language. */
export async function pagePostTypeLabels(type: PostType): Promise<PostTypeLabels> {
  const t = await getT('marketing');
  return postTypeLabels(t)[type];
}

/** A type's name inside a sentence: lower case where the language writes common nouns so (not German's). */
export function inSentence(name: string, locale: string): string {
  return locale === 'de' ? name : name.toLowerCase();
}

/** Names and the index lede of each post type, in English (English's feeds say them so). */
export const POST_TYPE_LABELS: { readonly [T in PostType]: { many: string; one: string; lede: string } } = {
  blog: {
    many: 'Blog',
    one: 'Blog post',
    lede: 'Product news, engineering stories and notes from the team.',
  },
  'resources-article': {
    many: 'Articles',
    one: 'Article',
    lede: 'Explanations of the ideas behind running software in the cloud.',
  },
  'resources-guide': {
    many: 'Guides',
    one: 'Guide',
    lede: 'Checklists and step-by-step guides for teams shipping to production.',
  },
  'resources-podcast': {
    many: 'Podcasts',
    one: 'Podcast',
    lede: 'Conversations with developers and founders about what they build and how.',
  },
  'resources-report': {
    many: 'Reports',
    one: 'Report',
    lede: 'Research and surveys on how small teams build and host software.',
  },
  'resources-video': {
    many: 'Videos',
    one: 'Video',
    lede: 'Short talks and walkthroughs, from first server to Kubernetes.',
  },
};

/** Every post type, in the spec's order. */
export const POST_TYPE_NAMES = Object.keys(POST_TYPES) as PostType[];

/** Feed formats, with their file extension and media type. */
export const FEED_FORMATS = {
  rss: { extension: 'rss', mediaType: 'application/rss+xml', label: 'RSS' },
  atom: { extension: 'atom', mediaType: 'application/atom+xml', label: 'Atom' },
} as const;
export type FeedFormat = keyof typeof FEED_FORMATS;

/** A feed's address in `locale`: English's feeds are `/feeds/…`, each other language's `/feeds/<code>/…`. */
export function feedPath(path: string, locale: string = 'en'): string {
  return locale === 'en' ? `/feeds${path}` : `/feeds/${locale}${path}`;
}

/** A post type's feed: `/feeds/blog.rss`, `/feeds/resources/article.atom` (the type's path under /feeds), in
 * `locale` (`/feeds/de/blog.rss`). */
export function postFeedPath(type: PostType, format: FeedFormat, locale: string = 'en'): string {
  return feedPath(`${postPath(type)}.${FEED_FORMATS[format].extension}`, locale);
}

/** The post type whose feed a path under /feeds names (`resources/article` → resources-article), if any. */
export function postTypeOfFeed(feedPath: string): PostType | undefined {
  return POST_TYPE_NAMES.find((type) => postPath(type) === `/${feedPath.replace(/^\/+/, '')}`);
}
