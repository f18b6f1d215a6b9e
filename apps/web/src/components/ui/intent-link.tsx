'use client';
// A link that prefetches its page when the reader shows they may follow it (the pointer over it, keyboard focus, a
// touch) rather than when it scrolls into view. For long lists of links to pages rendered per request, the admin
// bar's and the admin home's thirty each: prefetched by the viewport, every page view of the admin area sent sixty
// requests and decoded their answers on the main thread while the page was starting (issue #33, goal 5). A click
// after intent still finds the page prefetched; one without (a keyboard user pressing Enter) loads it then.
import type { FocusEvent, MouseEvent, TouchEvent } from 'react';
import { useRouter } from '@/i18n/use-router';
import Link, { type LinkProps } from './link';

export function IntentLink({
  href,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: Omit<LinkProps, 'href' | 'prefetch'> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
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
