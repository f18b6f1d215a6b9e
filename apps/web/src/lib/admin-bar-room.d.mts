// Types of admin-bar-room.mjs (plain JavaScript: the production server reads theme-script.mjs without a build step).
export const ADMIN_BAR_STORAGE_KEY: string;
export const ADMIN_BAR_PENDING_ATTRIBUTE: string;
