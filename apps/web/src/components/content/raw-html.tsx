'use client';
// Stored HTML marked by markedHtml (raw-html-marker.ts). In the page's own inline flight data the server cuts the
// body down to its marker (server/flight-strip.mjs); this then takes the body from the element the server rendered
// (React's production hydration leaves dangerouslySetInnerHTML as it is) and keeps it, by its key, for a client
// navigation back to the page, which reuses that cut flight data. A navigation's own flight data carries bodies whole.
import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';

const kept = new Map<string, string>();

/** A `<div>` holding `html` (marker first), as `dangerouslySetInnerHTML` would. */
export function RawHtml({ html, ...attributes }: { html: string; className?: string; id?: string }) {
  const end = html.indexOf('-->');
  const key = html.slice(14, end);
  let body = html.slice(end + 3);
  if (!body && typeof document != 'undefined') {
    body = kept.get(key) || document.querySelector(`[data-reef-html="${key}"]`)?.innerHTML || '';
    kept.set(key, body);
  }
  return <div {...attributes} data-reef-html={key} dangerouslySetInnerHTML={{ __html: body }} />;
}

/**
 * A server-rendered region with nothing interactive in it (the footer, a tutorial's contents or related list). In the
 * page's own inline flight data the server drops its children and the rows only they use (server/flight-strip.mjs),
 * unless they hold a client component other than `reefLinks` (the link component, passed as is: `reefLinks={Link}`);
 * the region then keeps the DOM the server rendered, as RawHtml does, and sends a plain click on one of its own site
 * links through the router, as the link would have. `reefStatic` names the region's content on the page.
 */
export function StaticRegion({
  reefStatic: key,
  reefLinks: _links,
  as: As = 'div',
  children,
  ...attributes
}: {
  reefStatic: string;
  reefLinks?: unknown;
  as?: 'div' | 'footer' | 'aside' | 'section' | 'nav' | 'ul' | 'ol' | 'header';
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}) {
  const router = useRouter();
  let cut;
  if (children === undefined && typeof document != 'undefined') {
    const html = kept.get(key) ?? document.querySelector(`[data-reef-static="${key}"]`)?.innerHTML ?? '';
    kept.set(key, html);
    cut = {
      dangerouslySetInnerHTML: { __html: html },
      onClick(event: MouseEvent<HTMLElement>) {
        const link = (event.target as Element).closest('a');
        if (
          link?.origin == location.origin &&
          !link.target &&
          !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        ) {
          event.preventDefault();
          router.push(link.pathname + link.search + link.hash);
        }
      },
    };
  }
  return (
    <As {...attributes} data-reef-static={key} {...cut}>
      {children}
    </As>
  );
}
