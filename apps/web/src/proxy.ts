// The interface language in the URL (src/i18n/locale-path.ts): every page of the app lives under `app/[locale]`.
// An English address has no prefix, so it is rewritten here to Next.js's `/en/…` (the address bar keeps the
// unprefixed one); `/en/…` itself is never an address of the site and is sent to its unprefixed spelling, so each
// page has exactly one English URL. Another language's prefix passes as it is. The visitor's own language is never
// chosen here (no redirect on Accept-Language, which would hide the pages from crawlers): the page offers it.
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_SITE_LOCALE, hasLanguage, splitLocale } from '@/i18n/locale-path';

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // A file's address has no language (`/design/sample.svg` is served from public/), but one at the top
  // (`/favicon.ico.bak`, `/index.php`) would otherwise reach the pages as a `[locale]` segment named like a file:
  // it is an English address, so it gets the English not-found page.
  if (!hasLanguage(pathname) && !/^\/[^/]*\.[^/]*$/.test(pathname)) return NextResponse.next();
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  const { locale, path } = splitLocale(pathname);
  if (prefix === DEFAULT_SITE_LOCALE) {
    const url = request.nextUrl.clone();
    url.pathname = path;
    return NextResponse.redirect(url, 308);
  }
  if (locale !== DEFAULT_SITE_LOCALE) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = pathname === '/' ? `/${DEFAULT_SITE_LOCALE}` : `/${DEFAULT_SITE_LOCALE}${pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Next.js's files, the route handlers (api, feeds), the menu's panels (their language is in their path, after
  // `/_reef/menus/`), the sitemap, robots.txt and the icon have no language prefix. The files are named whole, so
  // `/favicon.ico.bak` still reaches the proxy (and the English not-found page).
  matcher: ['/((?!_next/|_reef/|api/|feeds/|(?:sitemap\\.xml|robots\\.txt|icon\\.svg|favicon\\.ico)$).*)'],
};
