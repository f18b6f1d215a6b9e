// The names shared by the first-paint script (theme-script.mjs) and the admin bar (features/admin/admin-bar.tsx,
// admin-bar-gate.tsx), in a module of their own so client code does not carry the script's text.

/** The localStorage key that remembers the admin bar showed in this browser. */
export const ADMIN_BAR_STORAGE_KEY = 'reef-admin-bar';

/** The attribute on <html> that keeps the admin bar's room while the session loads. */
export const ADMIN_BAR_PENDING_ATTRIBUTE = 'data-admin-bar-pending';
