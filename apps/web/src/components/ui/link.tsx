'use client';
// next/link with the page's language: a link to a path of this site keeps the reader in the language they are
// reading (`/community` on a German page is `/de/community`; src/i18n/locale-path.ts). Every link of the app comes
// from here, so no page builds prefixed paths itself. next/link is a client component already: this adds no props to
// a page's flight data.
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localizedHref } from '@/i18n/locale-path';
import { useSiteLocale } from '@/i18n/locale-context';

export type LinkProps = ComponentProps<typeof NextLink>;

export default function Link({ href, ...rest }: LinkProps) {
  const locale = useSiteLocale();
  return <NextLink href={typeof href === 'string' ? localizedHref(href, locale) : href} {...rest} />;
}
