// Session tokens: HS256 JWTs (jose) carrying slug, permissions (decimal string), groups, exp and jti.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenClaims = {
  slug: string;
  /** Decimal string of the permissions bitfield (spec: community-app §6). */
  permissions: string;
  groups: string[];
  /** The member's session version when signed; a higher version in the database means signed out. */
  sv?: number;
};

/** `auth_time`: when the member last gave their password; refreshes carry it over unchanged. */
export type VerifiedToken = TokenClaims & {
  sub: string;
  jti: string;
  exp: number;
  iat: number;
  authTime: number;
};

/**
 * Longest life of a refresh chain, in seconds (90 days): `POST /v1/refresh` keeps a session going, but
 * never past this long after the sign-in that started it; then the member signs in again. A stolen
 * token therefore cannot be kept alive for ever by refreshing it.
 */
export const SESSION_MAX_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

export type TokenService = {
  /** Signs a token; `authTime` (Unix seconds) continues a chain, otherwise the chain starts now. */
  sign(
    userId: number,
    claims: TokenClaims,
    authTime?: number,
  ): Promise<{ jwt: string; expiration: number; jti: string }>;
  verify(jwt: string): Promise<VerifiedToken | null>;
};

const ISSUER = 'reef-api';

/** Builds the signer/verifier for one secret. */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId, claims, authTime) {
      const jti = randomUUID();
      const iat = Math.floor(Date.now() / 1000);
      const chainStart = authTime ?? iat;
      const exp = Math.min(iat + ttlSeconds, chainStart + SESSION_MAX_LIFETIME_SECONDS);
      const jwt = await new SignJWT({
        slug: claims.slug,
        permissions: claims.permissions,
        groups: claims.groups,
        auth_time: chainStart,
        ...(claims.sv ? { sv: claims.sv } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .setJti(jti)
        .sign(key);
      return { jwt, expiration: exp, jti };
    },
    async verify(jwt) {
      try {
        const { payload } = await jwtVerify(jwt, key, { algorithms: ['HS256'], issuer: ISSUER });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.jti !== 'string' ||
          typeof payload.exp !== 'number' ||
          typeof payload.slug !== 'string' ||
          typeof payload.permissions !== 'string' ||
          !Array.isArray(payload.groups)
        ) {
          return null;
        }
        return {
          sub: payload.sub,
          jti: payload.jti,
          exp: payload.exp,
          iat: payload.iat ?? 0,
          // Tokens signed before auth_time existed started their chain when they were issued.
          authTime: typeof payload.auth_time === 'number' ? payload.auth_time : (payload.iat ?? 0),
          slug: payload.slug,
          permissions: payload.permissions,
          groups: payload.groups.map(String),
          sv: typeof payload.sv === 'number' ? payload.sv : 0,
        };
      } catch {
        return null;
      }
    },
  };
}
