// spec: community-app §3 "Cookies" and §9.

/** Cookie names the site sets. The whale cookie's name is Reef's (the spec gives its values only). */
export const COOKIE_NAMES = {
  firstLandingPage: 'first_landing_page',
  referrer: 'referrer',
  lastLandingPage: 'last_landing_page',
  lastLandingPageTimestamp: 'last_landing_page_timestamp',
  lastLoggedInAt: 'last_logged_in_at',
  whaleAmbience: 'whale_ambience',
} as const;
/** Values of the whale-ambience cookie. */
export const WHALE_COOKIE_VALUES = ['relaxing', 'hidden'] as const;
/** Whale-ambience cookie lifetime. */
export const WHALE_COOKIE_DAYS = 3650;
/** Landing-page cookies lifetime. */
export const LANDING_COOKIE_DAYS = 3650;
/** The stored landing page is cut to this length. */
export const LANDING_PAGE_MAX_LENGTH = 256;
/** Local storage key and query parameter of the sign-in token. */
export const JWT_STORAGE_KEY = 'jwt';
/** Query parameter carrying the token after sign-in. */
export const JWT_QUERY_PARAM = 'jwt';
/** Query parameter carrying the token expiry after sign-in (removed with `jwt`). */
export const EXPIRATION_QUERY_PARAM = 'expiration';
/** Query parameter of a referral code. */
export const REFCODE_QUERY_PARAM = 'refcode';
/** Cookie that asks the static-content API to skip its cache (`Cache-Control: no-store`); the client sets it, the API reads it. */
export const BYPASS_CACHE_COOKIE = 'reef_bypass_cache';
