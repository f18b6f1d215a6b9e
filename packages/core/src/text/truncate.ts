/** Default ellipsis of `truncate`. */
export const DEFAULT_ELLIPSIS = '...';

// spec: content-and-presentation §9 — "cuts text to a maximum length including the ellipsis".
/** Cut text to at most `max` characters, the ellipsis included; shorter text is returned as is. */
export function truncate(text: string, max: number, ellipsis: string = DEFAULT_ELLIPSIS): string {
  if (text.length <= max) return text;
  if (max <= ellipsis.length) return ellipsis.slice(0, Math.max(0, max));
  return text.slice(0, max - ellipsis.length) + ellipsis;
}
