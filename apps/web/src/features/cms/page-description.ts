// The description of a static page for search results and link previews.
import type { StaticPage } from '@reef/client';

/**
 * What a page says about itself for search results and link previews: its description, or, when an editor left it
 * empty, the opening text of its first slice that has one (a hero's line), so no page goes without one.
 */
export function pageDescription(page: Pick<StaticPage, 'description' | 'slices'>): string {
  if (page.description?.trim()) return page.description.trim();
  for (const raw of page.slices ?? []) {
    const primary = (raw as { primary?: Record<string, unknown> } | null)?.primary ?? {};
    const text = [primary.text, primary.subtitle, primary.body].find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    if (text) {
      const plain = text
        .replace(/[#*_`>[\]()]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      return plain.length > 160 ? `${plain.slice(0, 157).trimEnd()}…` : plain;
    }
  }
  return '';
}
