import { COOKIE_NAMES, WHALE_COOKIE_DAYS, WHALE_COOKIE_VALUES } from '../constants/cookies.js';
import { WHALE_SCROLL_THRESHOLD } from '../constants/timings.js';
import type { CookieToSet } from './landing-cookies.js';

/** The feature flag that switches the whale easter egg off for the whole site (on when the flag does not exist). */
export const WHALE_AMBIENCE_FLAG = 'whale_ambience';

/** Where the whale easter egg stands for a visitor. */
export type WhaleAmbienceState = 'locked' | 'unlocked' | 'hidden';

// spec: community-app §3 — the whale-ambience cookie holds "relaxing" (unlocked) or "hidden" (hidden for good);
// no cookie means the feature is still locked (reset removes the cookie).
/** The easter egg's state from the whale-ambience cookie's value. */
export function whaleAmbienceState(cookieValue: string | null | undefined): WhaleAmbienceState {
  if (cookieValue === WHALE_COOKIE_VALUES[1]) return 'hidden';
  if (cookieValue === WHALE_COOKIE_VALUES[0]) return 'unlocked';
  return 'locked';
}

/** The whale-ambience cookie for a state other than locked (locked removes it); 3650 days. */
export function whaleAmbienceCookie(
  state: Exclude<WhaleAmbienceState, 'locked'>,
  now: Date | number,
): CookieToSet {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const maxAge = WHALE_COOKIE_DAYS * 86_400;
  return {
    name: COOKIE_NAMES.whaleAmbience,
    value: state === 'hidden' ? WHALE_COOKIE_VALUES[1] : WHALE_COOKIE_VALUES[0],
    maxAge,
    expires: new Date(nowMs + maxAge * 1000),
    path: '/',
    sameSite: 'lax',
  };
}

// spec: community-app §4 — "After the visitor scrolls past half the page, a 120 s timer starts": the bottom of
// the viewport has gone past the middle of the document.
/** Whether the visitor has scrolled past the given fraction of the page (half by default). */
export function hasScrolledPast(
  position: { scrollY: number; viewportHeight: number; pageHeight: number },
  threshold = WHALE_SCROLL_THRESHOLD,
): boolean {
  if (position.pageHeight <= 0) return false;
  return (
    position.scrollY > 0 && position.scrollY + position.viewportHeight >= position.pageHeight * threshold
  );
}
