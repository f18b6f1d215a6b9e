// The sign-in pages' redirect allow-list: only http(s) targets whose origin is listed in
// LOGIN_REDIRECT_ORIGINS (no open redirects).
import type { Env } from '../../env.js';

/** The target if its origin is allowed, the fallback when there is none, null when it is not allowed. */
export function allowedRedirect(
  env: Pick<Env, 'LOGIN_REDIRECT_ORIGINS'>,
  value: string | undefined,
  fallback: string | null,
): string | null {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      env.LOGIN_REDIRECT_ORIGINS.includes(url.origin)
    )
      return url.toString();
  } catch {
    return null;
  }
  return null;
}

/** The target with these query parameters set. */
export function withParams(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
