// Single sign-on providers, through openid-client (a certified OpenID Connect relying party): any OpenID
// Connect provider found by discovery from OIDC_ISSUER, and GitHub (plain OAuth 2 plus its REST API).
// Both use the authorization code flow with PKCE (S256) and a state; OpenID Connect also checks a nonce
// in the ID token. The flow's secrets travel in an encrypted, short-lived cookie (see `sealFlow`).
import { createHash } from 'node:crypto';
import { SSO_PROVIDER_IDS, type SsoProviderId } from '@reef/core';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as oidc from 'openid-client';
import type { Env } from '../../env.js';
import type { ExternalProfile } from '../account/index.js';

export { SSO_PROVIDER_IDS, type SsoProviderId };

export type { ExternalProfile } from '../account/index.js';

export type FlowChecks = { state: string; nonce: string; codeVerifier: string };

export type SsoProvider = {
  id: SsoProviderId;
  /** The provider's name on buttons and in messages ("Continue with …"). */
  label: string;
  authorizationUrl(checks: FlowChecks, redirectUri: string): Promise<URL>;
  /** Exchanges the callback's code (checking state, nonce and PKCE) and reads the profile. */
  complete(callbackUrl: URL, checks: FlowChecks): Promise<ExternalProfile>;
};

export type SsoEnv = Pick<
  Env,
  | 'OIDC_ISSUER'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_CLIENT_SECRET'
  | 'OIDC_LABEL'
  | 'OIDC_SCOPES'
  | 'GITHUB_CLIENT_ID'
  | 'GITHUB_CLIENT_SECRET'
  | 'GITHUB_URL'
  | 'GITHUB_API_URL'
>;

/** Plain http is refused by openid-client; it is allowed only for a provider on this machine (tests, development). */
function isLoopbackHttp(value: string): boolean {
  const url = new URL(value);
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\./.test(url.hostname))
  );
}

const stringClaim = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 500 ? value : null;

function oidcProvider(env: SsoEnv & { OIDC_ISSUER: string; OIDC_CLIENT_ID: string }): SsoProvider {
  const scope = [...new Set(['openid', ...env.OIDC_SCOPES.split(/\s+/).filter(Boolean)])].join(' ');
  let discovered: Promise<oidc.Configuration> | null = null;
  // Discovery runs on first use and is kept; a failure is forgotten, so the next sign-in tries again.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(env.OIDC_ISSUER),
        env.OIDC_CLIENT_ID,
        env.OIDC_CLIENT_SECRET ? { client_secret: env.OIDC_CLIENT_SECRET } : {},
        // OpenID Connect's default client authentication; a client without a secret is public (PKCE only).
        env.OIDC_CLIENT_SECRET ? oidc.ClientSecretBasic(env.OIDC_CLIENT_SECRET) : oidc.None(),
        { execute: isLoopbackHttp(env.OIDC_ISSUER) ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
  return {
    id: 'oidc',
    label: env.OIDC_LABEL,
    async authorizationUrl(checks, redirectUri) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async complete(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      // Many providers put email and profile claims only in the UserInfo response.
      const info = config.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)
        : {};
      const claims: Record<string, unknown> = { ...info, ...idClaims };
      return {
        subject: idClaims.sub,
        email: stringClaim(claims.email),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        username: stringClaim(claims.preferred_username) ?? stringClaim(claims.nickname),
        name: stringClaim(claims.name),
        profile: {
          name: stringClaim(claims.name),
          preferred_username: stringClaim(claims.preferred_username),
          email_verified: claims.email_verified === true || claims.email_verified === 'true',
        },
      };
    },
  };
}

type GitHubUser = { id: number; login: string; name: string | null; email: string | null; html_url?: string };
type GitHubEmail = { email: string; primary: boolean; verified: boolean };

function githubProvider(
  env: SsoEnv & { GITHUB_CLIENT_ID: string; GITHUB_CLIENT_SECRET: string },
): SsoProvider {
  const web = env.GITHUB_URL.replace(/\/+$/, '');
  const api = env.GITHUB_API_URL.replace(/\/+$/, '');
  // GitHub is OAuth 2 without discovery or ID tokens: its endpoints are written down here.
  const config = new oidc.Configuration(
    {
      issuer: web,
      authorization_endpoint: `${web}/login/oauth/authorize`,
      token_endpoint: `${web}/login/oauth/access_token`,
    },
    env.GITHUB_CLIENT_ID,
    env.GITHUB_CLIENT_SECRET,
  );
  if (isLoopbackHttp(web) || isLoopbackHttp(api)) oidc.allowInsecureRequests(config);
  const read = async <T>(accessToken: string, path: string): Promise<T> => {
    const res = await oidc.fetchProtectedResource(
      config,
      accessToken,
      new URL(`${api}${path}`),
      'GET',
      undefined,
      new Headers({ accept: 'application/vnd.github+json' }),
    );
    if (!res.ok) throw new Error(`GitHub answered ${res.status} to ${path}`);
    return (await res.json()) as T;
  };
  return {
    id: 'github',
    label: 'GitHub',
    async authorizationUrl(checks, redirectUri) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'read:user user:email',
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        allow_signup: 'true',
      });
    },
    async complete(callbackUrl, checks) {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const user = await read<GitHubUser>(tokens.access_token, '/user');
      const emails = await read<GitHubEmail[]>(tokens.access_token, '/user/emails');
      // The primary address, and whether GitHub verified it; a public profile address alone proves nothing.
      const primary = Array.isArray(emails) ? emails.find((e) => e.primary) : undefined;
      return {
        subject: String(user.id),
        email: stringClaim(primary?.email) ?? stringClaim(user.email),
        emailVerified: primary?.verified === true,
        username: stringClaim(user.login),
        name: stringClaim(user.name),
        profile: { login: stringClaim(user.login), name: stringClaim(user.name) },
      };
    },
  };
}

/** The providers this configuration turns on, by id. */
export function configuredProviders(env: SsoEnv): Map<SsoProviderId, SsoProvider> {
  const providers = new Map<SsoProviderId, SsoProvider>();
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID)
    providers.set(
      'oidc',
      oidcProvider({ ...env, OIDC_ISSUER: env.OIDC_ISSUER, OIDC_CLIENT_ID: env.OIDC_CLIENT_ID }),
    );
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET)
    providers.set(
      'github',
      githubProvider({
        ...env,
        GITHUB_CLIENT_ID: env.GITHUB_CLIENT_ID,
        GITHUB_CLIENT_SECRET: env.GITHUB_CLIENT_SECRET,
      }),
    );
  return providers;
}

/** New random state, nonce and PKCE verifier for one sign-in. */
export function newFlowChecks(): FlowChecks {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** How long a started sign-in may take at the provider. */
export const SSO_FLOW_TTL_SECONDS = 10 * 60;

/** One sign-in in progress: kept by the browser between the start and the callback. */
export type SsoFlow = FlowChecks & {
  provider: SsoProviderId;
  successRedirect: string;
  errorRedirect: string;
  type: 'login' | 'register';
  refcode?: string;
  /** Set when a signed-in member connects this provider from their settings. */
  linkUserId?: number;
  linkSessionVersion?: number;
};

/** A settings page's ticket to connect a provider to the signed-in member (sealed, a few minutes). */
export const LINK_TICKET_PURPOSE = 'sso-link';
export type LinkTicket = { uid: number; sv: number };

const sealKey = (secret: string, purpose: string) =>
  createHash('sha256').update(`reef:${purpose}:${secret}`).digest();

/**
 * Encrypts (A256GCM, a key derived from JWT_SECRET) a value the browser carries for us: the PKCE verifier
 * and nonce stay secret, and nothing in it can be changed. `purpose` keeps one kind from passing for another.
 */
export async function seal(
  secret: string,
  purpose: string,
  value: Record<string, unknown>,
  ttlSeconds: number,
): Promise<string> {
  return new EncryptJWT(value)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .encrypt(sealKey(secret, purpose));
}

/** The sealed value, or null when it is malformed, altered, of another purpose or expired. */
export async function unseal<T>(secret: string, purpose: string, token: unknown): Promise<T | null> {
  if (typeof token !== 'string' || token.length > 8000) return null;
  try {
    const { payload } = await jwtDecrypt(token, sealKey(secret, purpose));
    return payload as T;
  } catch {
    return null;
  }
}

const providerCache = new WeakMap<object, Map<SsoProviderId, SsoProvider>>();

/** The configured providers of this app's environment, made once (so OIDC discovery is kept). */
export function providersOf(env: SsoEnv): Map<SsoProviderId, SsoProvider> {
  let providers = providerCache.get(env);
  if (!providers) {
    providers = configuredProviders(env);
    providerCache.set(env, providers);
  }
  return providers;
}
