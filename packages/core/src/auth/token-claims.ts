import { Permissions } from '../permissions/permissions.js';

/** Message raised for a token that cannot be read (community-app §8). */
export const MALFORMED_TOKEN_MESSAGE = 'Malformed JSON Web Token';

/** The claims Reef reads from a sign-in token (community-app §3). */
export type TokenClaims = {
  slug: string;
  permissions: Permissions;
  groups: string[];
  /** Expiry, seconds since the epoch. */
  exp?: number;
};

function malformed(): never {
  throw new Error(MALFORMED_TOKEN_MESSAGE);
}

/** Decode base64url (padding optional) to text as UTF-8; throws on characters outside the alphabet. */
export function decodeBase64Url(input: string): string {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(input)) malformed();
  const base64 = input.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (base64.length % 4 === 1) malformed();
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// spec: community-app §5 — "A token must have three dot-separated parts, and the middle part must
// decode to a JSON object. Otherwise it is malformed." The signature is not checked here: only
// the API, which holds the secret, can verify a token.
/** Payload object of a JWT, unverified; throws "Malformed JSON Web Token". */
export function decodeTokenPayload(jwt: string): Record<string, unknown> {
  if (typeof jwt !== 'string') malformed();
  const parts = jwt.split('.');
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === '') malformed();
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    malformed();
  }
  if (!isPlainObject(payload)) malformed();
  return payload;
}

/**
 * Reef's claims of a JWT, unverified: slug, permissions, groups, exp.
 * Throws "Malformed JSON Web Token" for a malformed token or one without a slug, and
 * "Invalid bit value given for Permissions" for a permissions claim that is not a bitfield.
 */
export function decodeTokenClaims(jwt: string): TokenClaims {
  const payload = decodeTokenPayload(jwt);
  if (typeof payload.slug !== 'string' || payload.slug === '') malformed();
  const rawPermissions = payload.permissions ?? 0;
  if (typeof rawPermissions !== 'number' && typeof rawPermissions !== 'string') malformed();
  const groups = Array.isArray(payload.groups)
    ? payload.groups.filter((group): group is string => typeof group === 'string')
    : [];
  const claims: TokenClaims = { slug: payload.slug, permissions: Permissions.from(rawPermissions), groups };
  if (typeof payload.exp === 'number' && Number.isFinite(payload.exp)) claims.exp = payload.exp;
  return claims;
}

/** Whether claims are expired at `now` (a token without `exp` never expires here). */
export function isTokenExpired(claims: Pick<TokenClaims, 'exp'>, now: Date | number = Date.now()): boolean {
  if (claims.exp === undefined) return false;
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return claims.exp * 1000 <= nowMs;
}
