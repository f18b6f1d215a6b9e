// Cache tags and paths of the site content, by the web app's convention (`{type}:{key}` plus the list
// tag), so a write revalidates exactly the pages it changes.
import { marketingPagePath, postPath, type MarketingPageType, type PostType } from '@reef/core';
import type { RevalidateTarget } from './revalidate.js';

/** A static page and the lists that show it. */
export function staticPageTarget(type: string, slug: string): RevalidateTarget {
  return {
    tags: [`static_page:${type}/${slug}`, 'static_pages'],
    paths: [marketingPagePath(type as MarketingPageType, slug)],
  };
}

/** A post, its type's index and the post lists. */
export function postTarget(type: string, slug: string): RevalidateTarget {
  return {
    tags: [`post:${type}/${slug}`, 'posts'],
    paths: [postPath(type as PostType, slug), postPath(type as PostType)],
  };
}

/** Partners show in one directory list. */
export function partnersTarget(): RevalidateTarget {
  return { tags: ['partners'], paths: ['/partners'] };
}

/** A global content block (the top bar reads `top_hat` on every page). */
export function globalContentTarget(key: string): RevalidateTarget {
  return { tags: [`global_content:${key}`] };
}

/** A feature flag. */
export function featureFlagTarget(name: string): RevalidateTarget {
  return { tags: [`feature_flag:${name}`] };
}

/** Merges targets. */
export function mergeTargets(...targets: RevalidateTarget[]): RevalidateTarget {
  return { tags: targets.flatMap((t) => t.tags ?? []), paths: targets.flatMap((t) => t.paths ?? []) };
}
