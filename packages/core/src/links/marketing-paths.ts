// spec: content-and-presentation §2 "Marketing page types and path prefixes".
/** Path prefix of every marketing page type. */
export const MARKETING_PAGE_TYPES = {
  'community-pages': '/community/pages',
  currents: '/currents',
  customers: '/customers',
  'customers-overview': '',
  diversity: '/diversity',
  hatch: '/hatch',
  landing: '/landing',
  legal: '/legal',
  overview: '',
  press: '/press',
  reports: '/reports',
  resources: '/resources',
  security: '/security',
  sitemap: '/',
  solutions: '/solutions',
  trust: '/trust',
} as const;
/** A marketing page type. */
export type MarketingPageType = keyof typeof MARKETING_PAGE_TYPES;

// spec: content-and-presentation §2 "Post types and paths".
/** Path of every post type. */
export const POST_TYPES = {
  blog: '/blog',
  'resources-article': '/resources/article',
  'resources-guide': '/resources/guide',
  'resources-podcast': '/resources/podcast',
  'resources-report': '/resources/report',
  'resources-video': '/resources/video',
} as const;
/** A post type. */
export type PostType = keyof typeof POST_TYPES;

function joinPath(prefix: string, slug: string): string {
  const head = prefix.replace(/\/+$/, '');
  const tail = slug.replace(/^\/+/, '');
  if (tail === '') return head === '' ? '/' : head;
  return `${head}/${tail}`;
}

/** Page of a marketing page: its type's prefix plus the slug (empty prefix: /{slug}). */
export function marketingPagePath(type: MarketingPageType, slug = ''): string {
  return joinPath(MARKETING_PAGE_TYPES[type], slug);
}

/** Page of a post: its type's path plus the slug. */
export function postPath(type: PostType, slug = ''): string {
  return joinPath(POST_TYPES[type], slug);
}

/** Whether a string is a marketing page type. */
export function isMarketingPageType(value: string): value is MarketingPageType {
  return Object.prototype.hasOwnProperty.call(MARKETING_PAGE_TYPES, value);
}

/** Whether a string is a post type. */
export function isPostType(value: string): value is PostType {
  return Object.prototype.hasOwnProperty.call(POST_TYPES, value);
}
