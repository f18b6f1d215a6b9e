// The cache-tag vocabulary: the web app caches its API reads under these tags and the API names the
// same tags after a write, so a write refreshes exactly the pages it changes. Spelled only here.
import {
  contentPath,
  isMarketingPageType,
  isPostType,
  marketingPagePath,
  postPath,
  userProfilePath,
  type MarketingPageType,
  type PostType,
} from '../links/index.js';

/** Content types that have a page of their own and a list tag. */
export type TaggedType = 'tutorial' | 'question' | 'tutorial_series' | 'tool' | 'tag' | 'user';

/** Comment roots whose threads are cached. */
export type ThreadRootType = 'tutorial' | 'question' | 'tool';

/** Tags of lists: any write to an object of the type may change them. */
export const listTag = {
  tutorials: 'tutorials',
  questions: 'questions',
  tutorialSeries: 'tutorial-series',
  tools: 'tools',
  tags: 'tags',
  users: 'users',
  staticPages: 'static_pages',
  posts: 'posts',
  partners: 'partners',
} as const;

/** Tags of one object's page data. */
export const objectTag = {
  tutorial: (slug: string) => `tutorial:${slug}`,
  question: (slug: string) => `question:${slug}`,
  tutorialSeries: (slug: string) => `tutorial_series:${slug}`,
  tool: (slug: string) => `tool:${slug}`,
  tag: (slug: string) => `tag:${slug}`,
  user: (slug: string) => `user:${slug}`,
  staticPage: (type: string, slug: string) => `static_page:${type}/${slug}`,
  post: (type: string, slug: string) => `post:${type}/${slug}`,
  globalContent: (key: string) => `global_content:${key}`,
  featureFlag: (name: string) => `feature_flag:${name}`,
  marketingForm: (slug: string) => `marketing_form:${slug}`,
  /** The comment thread of an object (a tutorial, question or tool). */
  thread: (parentType: string, parentId: number) => `comments:${parentType}:${parentId}`,
} as const;

/** Search results change with any tutorial, question, series, tool, post or static page. */
export const searchCacheTags: string[] = [
  listTag.tutorials,
  listTag.questions,
  listTag.tutorialSeries,
  listTag.tools,
  listTag.posts,
  listTag.staticPages,
];

const LIST_OF: { readonly [T in TaggedType]: string } = {
  tutorial: listTag.tutorials,
  question: listTag.questions,
  tutorial_series: listTag.tutorialSeries,
  tool: listTag.tools,
  tag: listTag.tags,
  user: listTag.users,
};

/** What a write asks the web app to refresh: cache tags and page paths. */
export type CacheTarget = { tags?: string[]; paths?: string[] };

/** One object's tag and the tag of the lists that show it (`tutorial:{slug}` + `tutorials`). */
export function objectTags(type: TaggedType, slug: string): string[] {
  return [`${type}:${slug}`, LIST_OF[type]];
}

/**
 * What a comment or answer write changes: the page it lives on, its thread and the list whose cards
 * show its count (tutorial and tool cards show none, but naming their lists keeps one rule).
 */
export function threadTarget(rootType: ThreadRootType, rootSlug: string, rootId: number): CacheTarget {
  return { tags: [...objectTags(rootType, rootSlug), objectTag.thread(rootType, rootId)] };
}

/** A static page, the lists that show it and its marketing path. */
export function staticPageTarget(type: string, slug: string): CacheTarget {
  return {
    tags: [objectTag.staticPage(type, slug), listTag.staticPages],
    paths: [marketingPagePath(type as MarketingPageType, slug)],
  };
}

/** A post, its type's index and the post lists. */
export function postTarget(type: string, slug: string): CacheTarget {
  return {
    tags: [objectTag.post(type, slug), listTag.posts],
    paths: [postPath(type as PostType, slug), postPath(type as PostType)],
  };
}

/** Partners show in one directory list. */
export function partnersTarget(): CacheTarget {
  return { tags: [listTag.partners], paths: ['/partners'] };
}

/** A global content block (the top bar reads `top_hat` on every page). */
export function globalContentTarget(key: string): CacheTarget {
  return { tags: [objectTag.globalContent(key)] };
}

/** The public pages that render each marketing form, by form slug. */
export const MARKETING_FORM_PAGES: Readonly<Record<string, string>> = {
  'partner-application': '/partners/apply',
  'contact-sales': '/company/contact/sales',
  'contact-abuse': '/company/contact/abuse',
  newsletter: '/community/newsletter',
};

/** A marketing form and the page that renders it. */
export function marketingFormTarget(slug: string): CacheTarget {
  const page = MARKETING_FORM_PAGES[slug];
  return { tags: [objectTag.marketingForm(slug)], ...(page ? { paths: [page] } : {}) };
}

/** A feature flag. */
export function featureFlagTarget(name: string): CacheTarget {
  return { tags: [objectTag.featureFlag(name)] };
}

/** Several targets as one, without repeats. */
export function mergeTargets(...targets: CacheTarget[]): CacheTarget {
  return {
    tags: [...new Set(targets.flatMap((t) => t.tags ?? []))],
    paths: [...new Set(targets.flatMap((t) => t.paths ?? []))],
  };
}

/**
 * The tag every cached read of the web app and every cached API response carries besides its own, so that one
 * regeneration can refresh the whole site ("regenerate everything" in /community/admin/regeneration).
 */
export const SITE_TAG = 'site';

/** Everything: every cached read and the home page. */
export function everythingTarget(): CacheTarget {
  return { tags: [SITE_TAG], paths: ['/'] };
}

/** The kinds of content item the regeneration screen can name, with what identifies one. */
export const REGENERATION_ITEM_KINDS = {
  tutorial: { label: 'Tutorial', key: 'slug' },
  question: { label: 'Question', key: 'slug' },
  tutorial_series: { label: 'Tutorial series', key: 'slug' },
  tool: { label: 'Tool', key: 'slug' },
  tag: { label: 'Tag', key: 'slug' },
  user: { label: 'Member profile', key: 'slug' },
  static_page: { label: 'Static page', key: 'type/slug' },
  post: { label: 'Post', key: 'type/slug' },
  global_content: { label: 'Global content', key: 'key' },
  feature_flag: { label: 'Feature flag', key: 'name' },
} as const;

/** A kind of content item the regeneration screen can name. */
export type RegenerationItemKind = keyof typeof REGENERATION_ITEM_KINDS;

const ITEM_PAGE: { readonly [T in TaggedType]: (slug: string) => string } = {
  tutorial: (slug) => contentPath('tutorial', slug),
  question: (slug) => contentPath('question', slug),
  tutorial_series: (slug) => contentPath('tutorial_series', slug),
  tool: (slug) => contentPath('tool', slug),
  tag: (slug) => contentPath('tag', slug),
  user: (slug) => userProfilePath(slug),
};

/**
 * What regenerating one content item refreshes: its tags and its page. `id` is the slug, `type/slug` for a static
 * page or post, the key of a global content or the name of a feature flag. Null when `id` is not of that shape.
 */
export function contentItemTarget(kind: RegenerationItemKind, id: string): CacheTarget | null {
  const value = id.trim().replace(/^\/+|\/+$/g, '');
  if (!/^[A-Za-z0-9_\-.]+(\/[A-Za-z0-9_\-.]+)?$/.test(value)) return null;
  const [first, second] = value.split('/') as [string, string | undefined];
  switch (kind) {
    case 'static_page':
      return second && isMarketingPageType(first) ? staticPageTarget(first, second) : null;
    case 'post':
      return second && isPostType(first) ? postTarget(first, second) : null;
    case 'global_content':
      return second ? null : globalContentTarget(first);
    case 'feature_flag':
      return second ? null : featureFlagTarget(first);
    default:
      return second ? null : { tags: objectTags(kind, first), paths: [ITEM_PAGE[kind](first)] };
  }
}
