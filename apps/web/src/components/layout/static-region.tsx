'use client';
// A part of the page that is plain HTML and links (the footer): issue #33, each page carries its content once. The
// web server cuts a stored page's inline flight data down to `children: null` for each region (server/
// flight-strip.mjs), since the same content is already in the HTML; this component then keeps the HTML the server
// rendered, and remembers it by name for a client navigation back to that page (which reuses the cut data). A
// client navigation's own flight data carries the region whole. Links in a region may have lost their client
// component with the cut, so the region routes their clicks itself: a plain left click on a link to this site is a
// client navigation, as next/link would make it; anything else (new tab, modifier keys, downloads, other sites) is the
// browser's.
import { useRouter } from '@/i18n/use-router';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { REGION_PREFIX } from './static-region-name';

const kept = new Map<string, string>();

type Tag = 'footer' | 'header' | 'div' | 'span' | 'aside' | 'section' | 'nav' | 'ul';
type Props = {
  /** `regionName(name)` (static-region-name.ts). */
  region: string;
  as?: Tag;
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
};

/** The site path a click on a link of the region should navigate to on the client, or null for the browser's way. */
export function clientNavigationHref(event: MouseEvent<HTMLElement>): string | null {
  const a = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  if (
    !a ||
    event.defaultPrevented ||
    event.button ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  // Other sites, new tabs and downloads are the browser's.
  if (a.origin !== location.origin || (a.target && a.target !== '_self') || a.hasAttribute('download'))
    return null;
  return a.pathname + a.search + a.hash;
}

/** One mount per region name: a navigation to other content (another name) is a new region, not this one's HTML. */
export function StaticRegion(props: Props) {
  return <Region key={props.region} {...props} />;
}

function Region({ region, as: Element = 'div', children, ...attributes }: Props) {
  const router = useRouter();
  const name = region.slice(REGION_PREFIX.length);
  // Decided once per mount: React must not switch one element between inner HTML and children. (The server always
  // renders the children: a region is cut only in the page's inline flight data.)
  const [html] = useState(() => {
    if (children != null) return null;
    const saved = kept.get(name) ?? document.querySelector(`[data-reef-region="${name}"]`)?.innerHTML ?? '';
    kept.set(name, saved);
    return saved;
  });
  return (
    <Element
      {...attributes}
      data-reef-region={name}
      onClick={(event: MouseEvent<HTMLElement>) => {
        const href = clientNavigationHref(event);
        if (href === null) return;
        event.preventDefault();
        router.push(href);
      }}
      {...(html === null ? { children } : { dangerouslySetInnerHTML: { __html: html } })}
    />
  );
}
