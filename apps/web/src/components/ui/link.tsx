'use client';
// next/link with the page's language: a link to a path of this site keeps the reader in the language they are
// reading (`/community` on a German page is `/de/community`; src/i18n/locale-path.ts). Every link of the app comes
// from here, so no page builds prefixed paths itself. next/link is a client component already: this adds no props to
// a page's flight data. Inside `PrefetchOnIntent` (the admin area, whose pages are rendered per request and list
// dozens of links) a link prefetches its page when the reader points at, focuses or touches it, not when it is drawn.
import NextLink from 'next/link';
import { createContext, useContext, type ComponentProps, type ComponentType } from 'react';
import { localizedHref } from '@/i18n/locale-path';
import { useSiteLocale } from '@/i18n/locale-context';

export type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The link that renders a site path without its own `prefetch` inside a part of the page that sets one
 * (`PrefetchOnIntent` of intent-link.tsx sets IntentLink); none elsewhere, so reader pages do not carry its code.
 */
export const LinkForPaths = createContext<ComponentType<
  Omit<LinkProps, 'href' | 'prefetch'> & { href: string }
> | null>(null);

export default function Link({ href, prefetch, ...rest }: LinkProps) {
  const locale = useSiteLocale();
  const PathLink = useContext(LinkForPaths);
  if (PathLink && prefetch === undefined && typeof href === 'string')
    return <PathLink href={href} {...rest} />;
  return (
    <NextLink
      href={typeof href === 'string' ? localizedHref(href, locale) : href}
      prefetch={prefetch}
      {...rest}
    />
  );
}
