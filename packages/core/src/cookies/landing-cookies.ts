import { CAMPAIGN_PARAM_PREFIX } from '../constants/analytics.js';
import { COOKIE_NAMES, LANDING_COOKIE_DAYS, LANDING_PAGE_MAX_LENGTH } from '../constants/cookies.js';
import { LANDING_SESSION_TIMEOUT_MS } from '../constants/timings.js';

/** A cookie to set. */
export type CookieToSet = {
  name: string;
  value: string;
  /** Lifetime in seconds. */
  maxAge: number;
  expires: Date;
  path: '/';
  sameSite: 'lax';
};

/** Inputs of `computeLandingCookies`. */
export type LandingCookiesInput = {
  now: Date | number;
  /** Current cookies by name. */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Address of the page being viewed. */
  url: string;
  /** document.referrer, if any. */
  referrer?: string | null;
};

function hasCampaignParameter(url: string): boolean {
  const query = url.split('#')[0]?.split('?')[1];
  if (!query) return false;
  return [...new URLSearchParams(query).keys()].some((key) => key.startsWith(CAMPAIGN_PARAM_PREFIX));
}

// spec: community-app §9 — "Landing-page cookies last 3650 days. A new landing session starts
// after 30 minutes or when a utm_ parameter is present. The stored landing page is cut to 256
// characters." Reef reads "after 30 minutes" as 30 minutes without a page view: the timestamp
// cookie is refreshed on every view, so a long visit stays one session.
/**
 * Cookies to set for one page view: first_landing_page once, last_landing_page and referrer when
 * a landing session starts, last_landing_page_timestamp (ms since epoch) on every view.
 */
export function computeLandingCookies({ now, cookies, url, referrer }: LandingCookiesInput): CookieToSet[] {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const maxAge = LANDING_COOKIE_DAYS * 86_400;
  const cookie = (name: string, value: string): CookieToSet => ({
    name,
    value,
    maxAge,
    expires: new Date(nowMs + maxAge * 1000),
    path: '/',
    sameSite: 'lax',
  });
  const landingPage = url.slice(0, LANDING_PAGE_MAX_LENGTH);
  const lastSeen = Number(cookies[COOKIE_NAMES.lastLandingPageTimestamp]);
  const isNewSession =
    !Number.isFinite(lastSeen) ||
    cookies[COOKIE_NAMES.lastLandingPageTimestamp] === undefined ||
    nowMs - lastSeen > LANDING_SESSION_TIMEOUT_MS ||
    hasCampaignParameter(url);

  const result: CookieToSet[] = [];
  if (!cookies[COOKIE_NAMES.firstLandingPage])
    result.push(cookie(COOKIE_NAMES.firstLandingPage, landingPage));
  if (isNewSession) {
    result.push(cookie(COOKIE_NAMES.lastLandingPage, landingPage));
    if (referrer) result.push(cookie(COOKIE_NAMES.referrer, referrer.slice(0, LANDING_PAGE_MAX_LENGTH)));
  }
  result.push(cookie(COOKIE_NAMES.lastLandingPageTimestamp, String(nowMs)));
  return result;
}

/** Generic cookie of the site's cookie rules: 3650 days, path /, SameSite=Lax. */
function longLivedCookie(name: string, value: string, nowMs: number, days: number): CookieToSet {
  const maxAge = days * 86_400;
  return { name, value, maxAge, expires: new Date(nowMs + maxAge * 1000), path: '/', sameSite: 'lax' };
}

// spec: community-app §3 "Cookies" names last_logged_in_at without its rule; Reef sets it on every page view of a
// signed-in member to the time of that view (ISO 8601), with the landing cookies' lifetime.
/** The last_logged_in_at cookie for a page view by a signed-in member. */
export function lastLoggedInCookie(now: Date | number): CookieToSet {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return longLivedCookie(
    COOKIE_NAMES.lastLoggedInAt,
    new Date(nowMs).toISOString(),
    nowMs,
    LANDING_COOKIE_DAYS,
  );
}
