// spec: community-app §9 and content-and-presentation §4, §9.

/** Toast auto-dismiss by default. */
export const TOAST_DURATION_MS = 2_000;
/** Top bar: time before moving to the next call to action (only when there is more than one). */
export const TOP_BAR_ROTATION_MS = 6_000;
/** Whale ambience unlocks this long after the visitor scrolled past half the page. */
export const WHALE_UNLOCK_DELAY_MS = 120_000;
/** Fraction of the page the visitor must scroll past before the whale timer starts. */
export const WHALE_SCROLL_THRESHOLD = 0.5;
/** How long the "Whale Ambience unlocked!" toast shows. */
export const WHALE_UNLOCK_TOAST_MS = 20_000;
/** Dropdowns open on hover after this delay on wide screens. */
export const DROPDOWN_HOVER_OPEN_MS = 250;
/** Dropdowns close after this delay on wide screens. */
export const DROPDOWN_HOVER_CLOSE_MS = 125;
/** The main nav is re-enabled this long after a route change completes. */
export const ROUTE_PROGRESS_RESET_MS = 300;
/** The copy button label reverts to "Copy" after this delay. */
export const COPY_LABEL_RESET_MS = 5_000;
/** A landing session ends after this much time without a page view. */
export const LANDING_SESSION_TIMEOUT_MS = 30 * 60 * 1000;
