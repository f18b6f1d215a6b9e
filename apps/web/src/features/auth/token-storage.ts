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

/** Removes the stored token. */
export function clearStoredToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
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
