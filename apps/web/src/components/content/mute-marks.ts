// What a list item says of itself for the member's mutes (issue #32, item 2: "muted content leaves lists"): its
// author's and tags' ids as data attributes. Lists are cached pages, the same for everyone; a signed-in member's
// muted items are hidden in the browser by features/follows/muted-filter.tsx, which reads these.

/** The data attributes of an item by `author` with `tags`. */
export function muteMarks(author: { id: number } | null | undefined, tags: readonly { id: number }[]) {
  return {
    'data-author': author ? String(author.id) : undefined,
    'data-tags': tags.map((tag) => tag.id).join(' ') || undefined,
  };
}
