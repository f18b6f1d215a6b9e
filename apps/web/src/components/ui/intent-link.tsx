'use client';
// A link that prefetches its page when the reader shows they may follow it (the pointer over it, keyboard focus, a
// touch) rather than when it scrolls into view. For long lists of links to pages rendered per request, the admin
// bar's and the admin home's thirty each: prefetched by the viewport, every page view of the admin area sent sixty
// requests and decoded their answers on the main thread while the page was starting (issue #33, goal 5). A click
// after intent still finds the page prefetched; one without (a keyboard user pressing Enter) loads it then.
import NextLink from 'next/link';
import type { ComponentProps, FocusEvent, MouseEvent, ReactNode, TouchEvent } from 'react';
import { localizedHref } from '@/i18n/locale-path';
import { useSiteLocale } from '@/i18n/locale-context';
import { useRouter } from '@/i18n/use-router';
import { LinkForPaths } from './link';

export function IntentLink({
  href,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string; prefetch?: never }) {
  const router = useRouter();
  const locale = useSiteLocale();
  const prefetch = () => router.prefetch(href);
  return (
    <NextLink
      href={localizedHref(href, locale)}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}

/** Every link inside (the app's Link) prefetches its page on intent, unless a link sets its own `prefetch`. */
export function PrefetchOnIntent({ children }: { children: ReactNode }) {
  return <LinkForPaths.Provider value={IntentLink}>{children}</LinkForPaths.Provider>;
}
