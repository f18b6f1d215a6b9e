// Types of theme-script.mjs (plain JavaScript: the production server reads it without a build step).
export const THEME_STORAGE_KEY: string;
export const THEME_SCRIPT: string;
