// Headers of a stored WebP image (a member's avatar, a partner's logo) served from the static-content API.

/** A versioned address (`?v=`) never changes content; an unversioned one is re-checked daily. */
export function webpImageHeaders(query: unknown): Record<string, string> {
  const isVersioned = typeof (query as Record<string, unknown>).v === 'string';
  return {
    'cache-control': isVersioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
  };
}
