// The nonce of an inline script a Server Component renders (a theme bootstrap, say). Pages are cached whole, so a
// page never reads the request: it renders the placeholder nonce of the production server (server/main.mjs), which
// writes each response's own nonce over it. Prefer a client component or next/script: they need no nonce.
import 'server-only';

/** The nonce attribute for an inline `<script>`; undefined under `next dev` (no policy there). */
export function scriptNonce(): string | undefined {
  const value = (globalThis as Record<symbol, unknown>)[Symbol.for('reef.cspNoncePlaceholder')];
  return typeof value === 'string' ? value : undefined;
}
