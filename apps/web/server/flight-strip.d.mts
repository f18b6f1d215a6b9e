// Types of server/flight-strip.mjs (plain JavaScript: the production server runs it without a build step).
export function stripSecondCopies(html: string): string;
export function mergeFlightScripts(html: string): string;
export function storedPageHtml(html: string): string;
export const CUT_MARK: 'data-cut';
