// spec: community-app §2 — "A word already ending in s stays unchanged, as do the special words
// legal, press, security, trust, landing and flagged." The spec hides "a few others"; Reef adds
// the remaining marketing page types whose URL segment is a singular noun.
/** Words whose plural is the word itself. */
export const UNCHANGED_PLURALS: readonly string[] = [
  'legal',
  'press',
  'security',
  'trust',
  'landing',
  'flagged',
  'diversity',
  'hatch',
  'sitemap',
  'overview',
  'customers-overview',
];

/** Plural of a content type for URLs: add s, trailing y → ies, words ending in s and special words unchanged. */
export function pluralizeType(type: string): string {
  if (UNCHANGED_PLURALS.includes(type) || type.endsWith('s')) return type;
  if (type.endsWith('y')) return `${type.slice(0, -1)}ies`;
  return `${type}s`;
}
