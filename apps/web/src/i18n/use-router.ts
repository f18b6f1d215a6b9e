'use client';
// Next.js's router with the page's language kept (issue #31, item 2), as the app's Link keeps it for links: a site
// path pushed or replaced from a German page (`/community`) goes to the German address (`/de/community`). An address
// with a language already, or one that has none (the API's routes, feeds, files), is left as it is. The one place
// that moves a reader to another language on purpose (saving a new language in the settings) uses Next.js's own.
import { useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useSiteLocale } from './locale-context';
import { localizedHref } from './locale-path';

export function useRouter(): ReturnType<typeof useNextRouter> {
  const router = useNextRouter();
  const locale = useSiteLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href, ...options) => router.push(localizedHref(href, locale), ...options),
      replace: (href, ...options) => router.replace(localizedHref(href, locale), ...options),
      prefetch: (href, ...options) => router.prefetch(localizedHref(href, locale), ...options),
    }),
    [router, locale],
  );
}
