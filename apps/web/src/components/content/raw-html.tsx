'use client';
// Stored HTML marked by markedHtml (raw-html-marker.ts). In the page's own inline flight data the server cuts the
// body down to its marker (server/flight-strip.mjs); this then takes the body from the element the server rendered
// (React's production hydration leaves dangerouslySetInnerHTML as it is) and keeps it, by its key, for a client
// navigation back to the page, which reuses that cut flight data. A navigation's own flight data carries bodies whole.
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
