// Runs in the browser before the app (Next.js's instrumentation-client file). A stored page (the page store, the page
// cache) carries its head tags once: its description, canonical address, `hreflang` alternates and Open Graph tags
// are in the HTML's head, marked `data-cut`, and not in its flight data (server/flight-strip.mjs, issue #33 goal 2),
// so React never took them into its tree. When the reader goes on to another page, those tags must go before React
// adds that page's own: else the head would name the first page's canonical address and alternates beside the new
// page's (a browser that shares a page's canonical address would share the wrong one).
import { removeCutHeadTags } from '@/lib/cut-head-tags';

export function onRouterTransitionStart(url: string): void {
  removeCutHeadTags(url);
}
