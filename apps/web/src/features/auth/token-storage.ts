// The session token lives in local storage under `jwt` (spec: community-app §4).

/** Local storage key of the session token. */
export const TOKEN_STORAGE_KEY = 'jwt';

/** The stored token, or null (also when storage is unavailable, e.g. blocked cookies). */
export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores the token; ignores storage failures (the session then lasts for this page only). */
export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // storage unavailable: keep the in-memory session
  }
}

/** Removes the stored token, and the member remembered with it. */
export function clearStoredToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * Local storage key of the member as the API last described them (their profile, not their permissions, which the
 * token carries): the next page shows the signed-in header, admin bar and gated sections at once from it, while the
 * API is asked again in the background (issue #33, goal 5).
 */
export const USER_STORAGE_KEY = 'reef_member';

/** The remembered member of account `slug`, or null (none, another account's, or unreadable). */
export function readStoredUser(slug: string): unknown {
  try {
    const stored = JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as unknown;
    return stored && typeof stored === 'object' && (stored as { slug?: unknown }).slug === slug
      ? stored
      : null;
  } catch {
    return null;
  }
}

/** Remembers the member the API described; ignores storage failures. */
export function storeUser(user: object): void {
  try {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // storage unavailable or full: the next page asks the API first, as before
  }
}

/**
 * Takes the token from the `jwt` query parameter and removes it from the address bar together with `expiration`
 * (spec: community-app §4 step 1). Returns null when the address has no token.
 */
export function takeTokenFromUrl(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('jwt');
  if (token === null) return null;
  url.searchParams.delete('jwt');
  url.searchParams.delete('expiration');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}
