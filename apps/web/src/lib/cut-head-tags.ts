// The head tags of a stored page that its flight data does not carry (server/flight-strip.mjs marks them `data-cut`),
// removed when a client navigation leaves the page (src/instrumentation-client.ts).

/**
 * Whether React has taken the element into its tree. While it hydrates a page, React adopts a head tag already in the
 * document that the page renders too (a tag a page component renders as well as its metadata, say); such a tag is
 * React's to remove, and removing it here would leave React a node it could no longer take out. React marks a node
 * it holds with a property of its own, `__reactFiber$<random>`, the same since React 17. (After hydration React
 * adopts nothing: a page read again, `router.refresh()`, adds its own tags beside the marked ones, the same words,
 * until the reader leaves it.)
 */
function heldByReact(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Removes the stored page's marked head tags that React does not hold, when a navigation goes to another address
 * (`url`, as the router gives it). A navigation to another `#section` of the page keeps them: the page stays, and so
 * does its head.
 */
export function removeCutHeadTags(url: string, doc: Document = document): void {
  const target = new URL(url, doc.location.href);
  if (target.pathname + target.search === doc.location.pathname + doc.location.search) return;
  for (const node of doc.head.querySelectorAll('[data-cut]')) if (!heldByReact(node)) node.remove();
}
