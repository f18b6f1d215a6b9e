// Types of server/csp.mjs (plain JavaScript: the production server runs it without a build step).
export function createNonce(): string;
export function sharedPlaceholder(secret: string): string;
export const THEME_SCRIPT_SOURCE: string;
export function buildPolicy(options: {
  nonce?: string;
  hashes?: readonly string[];
  apiUrl: string;
  sources?: Record<string, readonly string[]>;
  upgradeInsecureRequests?: boolean;
}): string;
export type NonceRewriter = { push(chunk: Uint8Array): Buffer; flush(): Buffer };
export function createNonceRewriter(placeholder: string, nonce: string): NonceRewriter;
export function carriesNonce(contentType: unknown): boolean;
export function hashScriptsOfPage(
  html: string,
  placeholder: string,
  replacement: string,
): { html: string; hashes: string[] };
