// A real OpenID Connect provider for the tests (oidc-provider on loopback, over HTTP): discovery, its own
// sign-in and consent pages, authorization code with PKCE, ID tokens and UserInfo. Its sign-in page takes
// any login; the login names the account and what the provider says about its address:
//   `ada`              → ada@example.test, verified
//   `unverified-ada`   → unverified-ada@example.test, not verified
//   `noemail-ada`      → no email claim
// An `@` in the login is taken as the address itself (verified), e.g. `someone@example.test`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};

export const TEST_OIDC_CLIENT = { id: 'reef-test', secret: 'reef-test-client-secret-0123456789' };

/** The claims of the account behind a login (see the file's comment). */
export function testAccountClaims(login: string): Record<string, unknown> {
  const handle = login.replace(/@.*$/, '');
  const claims: Record<string, unknown> = {
    preferred_username: handle.replace(/^(unverified|noemail)-/, ''),
    name: `Test ${handle}`,
  };
  if (login.startsWith('noemail-')) return claims;
  claims.email = login.includes('@') ? login : `${login}@example.test`;
  claims.email_verified = !login.startsWith('unverified-');
  return claims;
}

/** Starts the provider on 127.0.0.1 (`port` 0: a free one) for a client that returns to `redirectUris`. */
export async function startTestOidcProvider(
  redirectUris: string[],
  port = 0,
  host = '127.0.0.1',
): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.id,
        client_secret: TEST_OIDC_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['reef-test-oidc-cookie-key-0123456789'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: () => ({ sub: id, ...testAccountClaims(id) }) };
    },
  });
  // The account id, and so the subject, is the login typed on the provider's page.
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));
  return {
    issuer,
    clientId: TEST_OIDC_CLIENT.id,
    clientSecret: TEST_OIDC_CLIENT.secret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
