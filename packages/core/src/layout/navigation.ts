import type { Brand } from '../brand/brand.js';

/** One navigation link; `external` links leave the site. */
export type NavLink = { readonly label: string; readonly href: string; readonly external?: boolean };

// spec: content-and-presentation §2 "Sub-navigation" and "Global layout and header".
/** Sub-navigation under /community; Product Docs is the brand's docs site. */
export function communitySubnav(brand: Pick<Brand, 'docsUrl'>): NavLink[] {
  return [
    { label: 'Tutorials', href: '/community/tutorials' },
    { label: 'Questions', href: '/community/questions' },
    { label: 'Learning Paths', href: '/community/learning-paths' },
    { label: 'For Businesses', href: '/resources' },
    { label: 'Product Docs', href: brand.docsUrl, external: true },
    { label: 'Social Impact', href: '/impact' },
  ];
}

/** In-page anchors of the /blog sub-navigation. */
export const BLOG_SUBNAV_ANCHORS: readonly string[] = [
  'news',
  'product-updates',
  'cloud-education',
  'engineering',
  'partner-news',
  'community',
  'trust-security',
  'culture',
];

/** Sub-navigation under /press (contacts, brand assets and investors are sections of /press). */
export const PRESS_SUBNAV: readonly NavLink[] = [
  { label: 'Press releases', href: '/press/releases' },
  { label: 'Press contacts', href: '/press#press-contacts' },
  { label: 'Brand assets', href: '/press#brand-assets' },
  { label: 'Investors', href: '/press#investors' },
];

/** The top bar's fixed links: blog, docs, support and sales. */
export function topBarLinks(brand: Pick<Brand, 'docsUrl'>): NavLink[] {
  return [
    { label: 'Blog', href: '/blog' },
    { label: 'Docs', href: brand.docsUrl, external: true },
    { label: 'Get Support', href: '/support' },
    { label: 'Contact Sales', href: '/company/contact/sales?referrer=tophat' },
  ];
}

/** The profile menu: profile page, settings, the cloud console, sign out (`href` null: an action). */
export function profileMenuLinks(
  brand: Pick<Brand, 'cloudConsoleUrl'>,
  userSlug: string,
): { label: string; href: string | null; external?: boolean }[] {
  return [
    { label: 'Profile', href: `/community/users/${encodeURIComponent(userSlug)}` },
    // Not in the spec's list: members need a way to their settings (docs/decisions.md).
    { label: 'Settings', href: '/community/settings/profile' },
    // The member's feed of what they follow (issue #32).
    { label: 'Your feed', href: '/community/feed' },
    { label: 'Cloud Console', href: brand.cloudConsoleUrl, external: true },
    { label: 'Sign Out', href: null },
  ];
}

/** The community sub-navigation href active on a path ("Paths under /community/tags/ highlight the tutorials item"). */
export function activeCommunitySubnavHref(pathname: string): string | undefined {
  // The tag index (/community/tags, issue #30) belongs with its tag pages.
  if (pathname === '/community/tags' || pathname.startsWith('/community/tags/'))
    return '/community/tutorials';
  const internal = [
    '/community/tutorials',
    '/community/questions',
    '/community/learning-paths',
    '/resources',
    '/impact',
  ];
  return internal.find((href) => pathname === href || pathname.startsWith(`${href}/`));
}
