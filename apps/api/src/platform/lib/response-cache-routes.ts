// Which GET routes the response cache keeps for anonymous readers, and under which cache tags: the tags of
// @reef/core that the writes name (the same ones that expire the web's pages). An object's response carries its
// object tag (taken from the body, so `/tutorials/12` and `/tutorials/{slug}` both go when the tutorial changes)
// and its author's; a list carries the list tags of what it shows. What no write names (upvote counts, the
// avatar, uploaded images with their own cache) is not listed here and never cached; what a tag cannot reach
// (an author's new name on a list card) waits for RESPONSE_CACHE_TTL_SECONDS, as the web's pages do.
// A route test walks every GET route of /content/v1: each is either listed here or in NOT_CACHED.
import { listTag, objectTag, searchCacheTags } from '@reef/core';
import type { FastifyRequest } from 'fastify';
import type { ResponseCacheRoute } from './response-cache.js';

/** A string field of a JSON body; throws (the response is then not stored) when it is missing. */
function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`the body has no ${name}`);
  return String(value);
}

/** The author's user tag, when the body names one. */
function authorTags(body: unknown): string[] {
  const author = (body as { author?: { slug?: unknown } | null } | null)?.author;
  return typeof author?.slug === 'string' ? [objectTag.user(author.slug)] : [];
}

function param(req: FastifyRequest, name: string): string {
  return String((req.params as Record<string, unknown>)[name]);
}

const lists = (...tags: string[]): ResponseCacheRoute => ({ tags: () => tags });

/** An object read: its tag from the body's slug, its author's, and any extra list tags it shows. */
const object = (tagOf: (slug: string) => string, ...extra: string[]): ResponseCacheRoute => ({
  tags: (_req, body) => [tagOf(field(body, 'slug')), ...authorTags(body), ...extra],
});

/** A comment thread: its thread tag by numeric id, else its parent's object tag by slug (a write names both). */
const thread: ResponseCacheRoute = {
  tags: (req) => {
    const type = param(req, 'type');
    const id = param(req, 'id');
    return [/^\d+$/.test(id) ? objectTag.thread(type, Number(id)) : `${type}:${id}`];
  },
};

/** A member's contributions and counts change with anything they write. */
const memberActivity: ResponseCacheRoute = {
  tags: (req) => [objectTag.user(param(req, 'slug')), listTag.tutorials, listTag.questions],
};

const content: Record<string, ResponseCacheRoute> = {
  '/tutorials': lists(listTag.tutorials),
  '/tutorials/:id': object(objectTag.tutorial),
  '/tutorials/:id/translations': lists(listTag.tutorials),
  '/questions': lists(listTag.questions),
  '/questions/:id': object(objectTag.question),
  '/questions/tutorial/:id': lists(listTag.questions),
  '/comments/:type/:id': thread,
  '/search': lists(...searchCacheTags),
  '/search/tags': lists(listTag.tags, listTag.tutorials, listTag.questions),
  '/tags': lists(listTag.tags),
  '/tags/:id': object(objectTag.tag),
  '/tools': lists(listTag.tools),
  '/tools/:id': object(objectTag.tool),
  '/tutorial-series': lists(listTag.tutorialSeries),
  '/tutorial-series/:id': object(objectTag.tutorialSeries, listTag.tutorials),
  '/users/:slug': object(objectTag.user),
  '/users/:slug/contributions': memberActivity,
  '/users/:slug/stats': memberActivity,
  '/static_pages': lists(listTag.staticPages),
  '/static_pages/:type/:slug': {
    tags: (_req, body) => [objectTag.staticPage(field(body, 'type'), field(body, 'slug'))],
  },
  '/posts': lists(listTag.posts),
  '/posts/:type/:slug': {
    tags: (_req, body) => [objectTag.post(field(body, 'type'), field(body, 'slug')), ...authorTags(body)],
  },
  '/posts/:id/tags': lists(listTag.posts, listTag.tags),
  '/partners': lists(listTag.partners),
  '/global_contents/:id': { tags: (_req, body) => [objectTag.globalContent(field(body, 'key'))] },
  '/feature_flags/:id': { tags: (_req, body) => [objectTag.featureFlag(field(body, 'name'))] },
  '/marketing_forms/:id': { tags: (_req, body) => [objectTag.marketingForm(field(body, 'slug'))] },
};

/** Static-content GETs that are never cached, and why (the route test requires a reason for each). */
export const NOT_CACHED: Readonly<Record<string, string>> = {
  '/content/v1/images': 'resized images have their own cache (IMAGE_CACHE_MB)',
  '/content/v1/users/:slug/avatar': 'binary, immutable when versioned; no write names a tag for it',
  '/content/v1/avatars/:file':
    'drawn from its address alone (no data read), immutable: browsers and CDNs keep it',
  '/content/v1/partners/:id/logo': 'binary, immutable when versioned; an upload gets a new address',
  '/content/v1/upvotes/:type/:id': 'a vote names no cache tag',
  '/content/v1/tutorial-collections': 'a collection change names no cache tag',
  '/content/v1/tutorial-collections/:id': 'a collection change names no cache tag',
  '/content/v1/tutorial-collections/tutorial/:id': 'a collection change names no cache tag',
};

// Anonymous reads of the dynamic API that answer the same public data to every anonymous client: the same
// resources, with the same tags, as their static-content routes.
const dynamic: Record<string, ResponseCacheRoute> = Object.fromEntries(
  [
    '/tutorials',
    '/tutorials/:id',
    '/questions',
    '/questions/:id',
    '/tags',
    '/tags/:id',
    '/tools',
    '/tools/:id',
    '/tutorial-series',
    '/tutorial-series/:id',
    '/comments/:type/:id',
  ].map((url) => [url, content[url]!]),
);

const prefixed = (prefix: string, table: Record<string, ResponseCacheRoute>) =>
  Object.fromEntries(Object.entries(table).map(([url, spec]) => [`${prefix}${url}`, spec]));

/** Every cached route by its full URL pattern. */
export const CACHED_ROUTES: Readonly<Record<string, ResponseCacheRoute>> = {
  ...prefixed('/content/v1', content),
  ...prefixed('/v1', dynamic),
};
