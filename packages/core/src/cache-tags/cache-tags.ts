// The cache-tag vocabulary: the web app caches its API reads under these tags and the API names the
// same tags after a write, so a write refreshes exactly the pages it changes. Spelled only here.
import { marketingPagePath, postPath, type MarketingPageType, type PostType } from '../links/index.js';

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
  /** The comment thread of an object (a tutorial, question or tool). */
  thread: (parentType: string, parentId: number) => `comments:${parentType}:${parentId}`,
} as const;

/** Search results change with any tutorial, question, series or tool. */
export const searchCacheTags: string[] = [
  listTag.tutorials,
  listTag.questions,
  listTag.tutorialSeries,
  listTag.tools,
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
