'use client';
// The member's session: token, user and permissions, for every client island (spec: community-app §4, §5, §8).
import {
  getUser,
  HttpError,
  logout as logoutCall,
  refreshToken as refreshTokenCall,
  updateUser as updateUserCall,
  type ApiContext,
  type ApiUser,
} from '@reef/client';
import {
  decodeTokenClaims,
  isUserShape,
  referralRegistrationUrl as referralRegistrationCallUrl,
  type Actor,
  type Permissions,
  type TokenClaims,
  type UserUpdateBody,
} from '@reef/core';
import { useRouter } from '@/i18n/use-router';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';
import {
  clearStoredToken,
  readStoredToken,
  readStoredUser,
  storeToken,
  storeUser,
  takeTokenFromUrl,
  TOKEN_STORAGE_KEY,
} from './token-storage';

/** Whether a request failed without an answer from the API (network down, timeout, navigation cancelled it). */
function isUnanswered(error: unknown): boolean {
  if (error instanceof HttpError) return false;
  return (
    error instanceof TypeError ||
    (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
  );
}

/** Where the session stands: loading until the stored token has been checked. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** The signed-in member: the API's user plus permissions and groups from the token. */
export type SessionUser = Omit<ApiUser, 'permissions' | 'groups'> & {
  permissions: Permissions;
  groups: string[];
};

/** The member as the rules of `@reef/core` see them (`can`, `canMoveStatus`), or `null` when signed out. */
export function sessionActor(user: SessionUser | null): Actor {
  return user ? { id: Number(user.id), slug: user.slug, permissions: user.permissions } : null;
}

/** What `useSession()` returns. */
export type Session = {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  /** An API context carrying the member's token, for client calls. */
  api: ApiContext;
  /** Navigates to /community, calls logout, and clears token and user. */
  signOut: () => Promise<void>;
  /** Fetches the user again (after a change). */
  refreshUser: () => Promise<void>;
  /** PATCHes the user with `{ user }` and keeps the answer. */
  updateUser: (patch: UserUpdateBody['user']) => Promise<void>;
  /** Takes a fresh token the API handed back (e.g. after a password change ended every older session). */
  replaceToken: (jwt: string) => void;
};

const SessionContext = createContext<Session | null>(null);

/** How long before expiry the token is refreshed. */
const REFRESH_MARGIN_MS = 5 * 60_000;

function delayBeforeRefresh(claims: TokenClaims, now = Date.now()): number | null {
  if (claims.exp === undefined) return null;
  const remaining = claims.exp * 1000 - now;
  if (remaining <= 0) return 0;
  return Math.max(1000, remaining > 2 * REFRESH_MARGIN_MS ? remaining - REFRESH_MARGIN_MS : remaining / 2);
}

type State = { status: SessionStatus; token: string | null; user: SessionUser | null };

/** Holds the session; mounted once by the root layout. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { apiUrl, referralRegistrationUrl } = useRuntimeConfig();
  const router = useRouter();
  const [state, setState] = useState<State>({ status: 'loading', token: null, user: null });
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tokenRef = useRef<string | null>(null);
  // The API's description of the member on show, as text, with the token it came with: an answer that says the same
  // again (the usual case after the remembered member was shown) changes nothing, so nothing renders twice.
  const shownUser = useRef<{ token: string; json: string } | null>(null);

  const signOutLocally = useCallback(() => {
    clearTimeout(refreshTimer.current);
    tokenRef.current = null;
    clearStoredToken();
    setState({ status: 'signed-out', token: null, user: null });
  }, []);

  const loadUser = useCallback(
    async (token: string): Promise<boolean> => {
      let claims: TokenClaims;
      try {
        claims = decodeTokenClaims(token);
      } catch (error) {
        // spec: community-app §8 — "Malformed JSON Web Token": the user is signed out
        console.warn((error as Error).message);
        signOutLocally();
        return false;
      }
      try {
        const user = await getUser({ baseUrl: apiUrl, token }, claims.slug);
        if (!isUserShape(user)) throw new Error('Invalid user data from API');
        if (tokenRef.current !== token) return false;
        storeUser(user);
        const json = JSON.stringify(user);
        setState((current) => {
          const same = shownUser.current?.token === token && shownUser.current.json === json;
          if (same && current.status === 'signed-in' && current.token === token) return current;
          shownUser.current = { token, json };
          return {
            status: 'signed-in',
            token,
            user: { ...user, permissions: claims.permissions, groups: claims.groups },
          };
        });
        return true;
      } catch (error) {
        console.warn('Signing out:', (error as Error).message);
        if (tokenRef.current !== token) return false;
        // The API refused the token or sent no user: drop it. A request that got no answer (offline, timed out, or
        // cancelled because the reader is already leaving the page) keeps it for the next page.
        if (!isUnanswered(error)) {
          signOutLocally();
        } else {
          tokenRef.current = null;
          setState({ status: 'signed-out', token: null, user: null });
        }
        return false;
      }
    },
    [apiUrl, signOutLocally],
  );

  const scheduleRefresh = useCallback(
    (token: string) => {
      clearTimeout(refreshTimer.current);
      let claims: TokenClaims;
      try {
        claims = decodeTokenClaims(token);
      } catch {
        return;
      }
      const delay = delayBeforeRefresh(claims);
      if (delay === null) return;
      refreshTimer.current = setTimeout(() => {
        void (async () => {
          try {
            // spec: community-app §4 step 6 — refresh replaces the token with a fresh one
            const { jwt } = await refreshTokenCall({ baseUrl: apiUrl, token });
            if (tokenRef.current !== token) return;
            tokenRef.current = jwt;
            storeToken(jwt);
            setState((current) => ({ ...current, token: jwt }));
            scheduleRefresh(jwt);
          } catch (error) {
            console.warn('Token refresh failed', error);
            if (claims.exp !== undefined && claims.exp * 1000 <= Date.now()) signOutLocally();
          }
        })();
      }, delay);
    },
    [apiUrl, signOutLocally],
  );

  // The member as the API described them on an earlier page, shown at once while the API is asked again: the
  // permissions come from this token, as always; an unreadable or expired token, or another account's record, shows
  // nothing early. If the API then refuses the token, the member is signed out as before (every call was refused
  // anyway: the server decides, the early render only draws sooner).
  const showRememberedUser = useCallback((token: string) => {
    let claims: TokenClaims;
    try {
      claims = decodeTokenClaims(token);
    } catch {
      return;
    }
    if (claims.exp !== undefined && claims.exp * 1000 <= Date.now()) return;
    const remembered = readStoredUser(claims.slug);
    if (!isUserShape(remembered)) return;
    shownUser.current = { token, json: JSON.stringify(remembered) };
    setState({
      status: 'signed-in',
      token,
      user: { ...(remembered as ApiUser), permissions: claims.permissions, groups: claims.groups },
    });
  }, []);

  const start = useCallback(
    async (token: string | null) => {
      if (!token) {
        // Nothing was stored when we looked, so storage is left alone: a token written since (another tab, a
        // script before hydration) must not be erased; the storage event or the next load picks it up.
        clearTimeout(refreshTimer.current);
        tokenRef.current = null;
        setState({ status: 'signed-out', token: null, user: null });
        return;
      }
      tokenRef.current = token;
      storeToken(token);
      showRememberedUser(token);
      if (await loadUser(token)) scheduleRefresh(token);
    },
    [loadUser, scheduleRefresh, showRememberedUser],
  );

  useEffect(() => {
    // spec: community-app §4 step 1 — the jwt query parameter first, else local storage
    void start(takeTokenFromUrl() ?? readStoredToken());

    // spec: community-app §4 step 7 — a refcode triggers the referral registration call
    const refcode = new URL(window.location.href).searchParams.get('refcode');
    if (refcode && referralRegistrationUrl) {
      fetch(referralRegistrationCallUrl({ referralRegistrationUrl }, refcode), {
        credentials: 'include',
      }).catch((error: unknown) => console.warn('Referral registration failed', error));
    }

    // Another tab signed in or out: follow it.
    const handleStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && event.newValue !== tokenRef.current) void start(event.newValue);
    };
    window.addEventListener('storage', handleStorage);
    return () => {
      window.removeEventListener('storage', handleStorage);
      clearTimeout(refreshTimer.current);
    };
    // Runs once per page load; `start` is stable for a given API address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signOut = useCallback(async () => {
    const token = tokenRef.current;
    // spec: community-app §4 step 5 — navigate to /community, call logout, clear token and user
    router.push('/community');
    try {
      if (token) await logoutCall({ baseUrl: apiUrl, token });
    } catch (error) {
      console.warn('Logout call failed', error);
    } finally {
      signOutLocally();
    }
  }, [apiUrl, router, signOutLocally]);

  const refreshUser = useCallback(async () => {
    if (tokenRef.current) await loadUser(tokenRef.current);
  }, [loadUser]);

  const updateUser = useCallback(
    async (patch: UserUpdateBody['user']) => {
      const token = tokenRef.current;
      const slug = state.user?.slug;
      if (!token || !slug) return;
      await updateUserCall({ baseUrl: apiUrl, token }, slug, patch);
      await loadUser(token);
    },
    [apiUrl, loadUser, state.user?.slug],
  );

  const replaceToken = useCallback(
    (jwt: string) => {
      tokenRef.current = jwt;
      storeToken(jwt);
      setState((current) => ({ ...current, token: jwt }));
      scheduleRefresh(jwt);
    },
    [scheduleRefresh],
  );

  // The same object while the token stays: islands that fetch when `api` changes do not fetch again when the member's
  // record is refreshed.
  const api = useMemo(() => ({ baseUrl: apiUrl, token: state.token }), [apiUrl, state.token]);
  const value = useMemo<Session>(
    () => ({
      ...state,
      api,
      signOut,
      refreshUser,
      updateUser,
      replaceToken,
    }),
    [state, api, signOut, refreshUser, updateUser, replaceToken],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; throws outside SessionProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within a SessionProvider');
  return session;
}

/** Whether the signed-in member holds any of these permission flags (ADMINISTRATOR implies all). */
export function useHasAnyPermission(flags: Parameters<Permissions['hasAny']>[0]): boolean {
  const { user } = useSession();
  return user ? user.permissions.hasAny(flags) : false;
}
