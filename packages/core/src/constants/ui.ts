// spec: community-app §3-4 and content-and-presentation §4, §7-8.

/** Toast types; anything else is treated as info. */
export const TOAST_TYPES = ['success', 'error', 'info'] as const;
/** A toast type. */
export type ToastType = (typeof TOAST_TYPES)[number];
/** The toast type to show for any value ("anything else is treated as info"). */
export function toToastType(type: unknown): ToastType {
  return type === 'success' || type === 'error' ? type : 'info';
}
/** Button states; every state but default blocks clicks and keys other than Tab. */
export const BUTTON_STATES = ['default', 'loading', 'submitted', 'invalid', 'error'] as const;
/** A button state. */
export type ButtonState = (typeof BUTTON_STATES)[number];

/** Texts the spec shows. */
export const UI_TEXTS = {
  noNotifications: 'You have no notifications',
  loading: 'Loading...',
  copy: 'Copy',
  copied: 'Copied!',
  copyHintMac: 'Press Cmd+C to copy',
  copyHintOther: 'Press Ctrl+C to copy',
  whaleUnlocked: 'Whale Ambience unlocked!',
  markAllAsRead: 'Mark all as read',
  loadMore: 'Load more',
  searchCommunity: 'Search Community',
} as const;

/** Global content key of the top-bar calls to action. */
export const TOP_BAR_CONTENT_KEY = 'top_hat';
/** Community search sources: the primary index, then the secondary ones. */
export const COMMUNITY_SEARCH_SOURCES = {
  primary: 'narwal_production',
  secondary: ['pdocs', 'marketplace', 'blog'],
} as const;
