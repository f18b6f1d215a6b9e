// spec: content-and-presentation §9 "Analytics".

/** Analytics callback timeout. */
export const ANALYTICS_CALLBACK_TIMEOUT_MS = 300;
/** Analytics flush delay. */
export const ANALYTICS_FLUSH_DELAY_MS = 500;
/** Retry queue attempts when retries are enabled. */
export const ANALYTICS_RETRY_ATTEMPTS = 10;
/** Attempts when retries are disabled. */
export const ANALYTICS_NO_RETRY_ATTEMPTS = 1;
/** Identity cookie lifetime. */
export const ANALYTICS_IDENTITY_COOKIE_DAYS = 365;
/** Query parameters the campaign tracker reads start with this. */
export const CAMPAIGN_PARAM_PREFIX = 'utm_';
/** Random delay before draining the queue at unload, at most. */
export const ANALYTICS_UNLOAD_MAX_DELAY_MS = 5_000;
/** Most events one batch to POST /v1/analytics/events may carry. */
export const ANALYTICS_BATCH_MAX_EVENTS = 50;
/** The page-view event name (kept out of the zod schemas so client code does not pull zod in). */
export const PAGE_VIEWED_EVENT = 'page_viewed';
/** The item-view event name (the member's own views also go to `POST /v1/user_viewed/{id}`). */
export const USER_VIEWED_EVENT = 'user_viewed';
