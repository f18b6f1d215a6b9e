/** Default ellipsis of `truncate`. */
export const DEFAULT_ELLIPSIS = '...';

// spec: content-and-presentation §9 — "cuts text to a maximum length including the ellipsis".
/** Cut text to at most `max` characters, the ellipsis included; shorter text is returned as is. */
export function truncate(text: string, max: number, ellipsis: string = DEFAULT_ELLIPSIS): string {
  if (text.length <= max) return text;
  if (max <= ellipsis.length) return ellipsis.slice(0, Math.max(0, max));
  return text.slice(0, max - ellipsis.length) + ellipsis;
}

/**
 * A list excerpt of plain text: white space folded, cut at a word boundary so that it is at most `max` characters
 * with its "…", never mid-word (a single word longer than that is cut, as nothing else would fit).
 */
export function excerpt(text: string, max: number): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const room = folded.slice(0, Math.max(0, max - 1));
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}
