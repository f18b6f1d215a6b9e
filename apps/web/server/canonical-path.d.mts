/** Types of server/canonical-path.mjs. */
export function isCanonicalPath(path: string): boolean;
export function rawPathOf(url: string | undefined): string;
export function lowerCaseRedirect(path: string): string | undefined;
