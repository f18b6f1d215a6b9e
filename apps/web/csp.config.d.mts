// Types of csp.config.mjs.
export const CSP_SOURCES: Record<string, readonly string[]>;
