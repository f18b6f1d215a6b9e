// Session tokens: HS256 JWTs (jose) carrying slug, permissions (decimal string), groups, exp and jti.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenClaims = {
  slug: string;
  /** Decimal string of the permissions bitfield (spec: community-app §6). */
  permissions: string;
  groups: string[];
};

export type VerifiedToken = TokenClaims & { sub: string; jti: string; exp: number; iat: number };

export type TokenService = {
  sign(userId: number, claims: TokenClaims): Promise<{ jwt: string; expiration: number; jti: string }>;
  verify(jwt: string): Promise<VerifiedToken | null>;
};

const ISSUER = 'reef-api';

/** Builds the signer/verifier for one secret. */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId, claims) {
      const jti = randomUUID();
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + ttlSeconds;
      const jwt = await new SignJWT({ slug: claims.slug, permissions: claims.permissions, groups: claims.groups })
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
          slug: payload.slug,
          permissions: payload.permissions,
          groups: payload.groups.map(String),
        };
      } catch {
        return null;
      }
    },
  };
}
