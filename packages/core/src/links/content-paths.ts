import { slugify } from '../slugs/slugify.js';
import { pluralizeType } from './pluralize.js';

// Public URLs use hyphens (/community/tutorial-series), admin URLs keep the API's underscores
// (/community/admin/static_pages), as in the routes of community-app §2.
function publicSegment(type: string): string {
  return pluralizeType(type).replace(/_/g, '-');
}

function encodeSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** Options of `contentPath`. */
export type ContentPathOptions = {
  /** Id of one comment to point at (`?comment=`). */
  comment?: string | number | null;
};

/** Public page of a content item: /community/{type plural}/{slug}[?comment=id]. */
export function contentPath(type: string, slug: string, options: ContentPathOptions = {}): string {
  const path = `/community/${publicSegment(type)}/${encodeSegment(slug)}`;
  if (options.comment === undefined || options.comment === null || options.comment === '') return path;
  return `${path}?comment=${encodeSegment(options.comment)}`;
}

/** Edit page of a content item: /community/{type plural}/{slug}/edit. */
export function contentEditPath(type: string, slug: string): string {
  return `${contentPath(type, slug)}/edit`;
}

/** Admin page of a content item: /community/admin/{type plural}/{id}. */
export function adminContentPath(type: string, id: string | number): string {
  return `/community/admin/${pluralizeType(type)}/${encodeSegment(id)}`;
}

/** Admin edit page of a content item: /community/admin/{type plural}/{id}/edit. */
export function adminContentEditPath(type: string, id: string | number): string {
  return `${adminContentPath(type, id)}/edit`;
}

/** Admin edit page of a static page: /community/admin/static_pages/{a}/{b}/edit. */
export function adminStaticPageEditPath(a: string, b: string): string {
  return `/community/admin/static_pages/${encodeSegment(a)}/${encodeSegment(b)}/edit`;
}

/** Admin edit page of a post: /community/admin/posts/{a}/{b}/edit. */
export function adminPostEditPath(a: string, b: string): string {
  return `/community/admin/posts/${encodeSegment(a)}/${encodeSegment(b)}/edit`;
}

// spec: community-app §2 — "A user mention links to /community/user/{slug}, where slug is the
// slugified name." (The markdown plugin's own default, /users/{username}, is its option.)
/** Link of an @mention: /community/user/{slugified name}. */
export function userMentionPath(name: string): string {
  return `/community/user/${slugify(name)}`;
}

/** A member's profile page: /community/users/{slug}. */
export function userProfilePath(slug: string): string {
  return `/community/users/${encodeSegment(slug)}`;
}

/** Where sign-out lands (community-app §4). */
export const SIGN_OUT_PATH = '/community';
