// Which address is the client: X-Forwarded-For only counts when it comes from a configured proxy
// (TRUST_PROXY), otherwise rotating the header would reset every per-IP limit and spam-IP check.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.js';
import { useTestApp, type TestApp } from '../../test/app.js';

const limits = { NODE_ENV: 'production', RATE_LIMIT_AUTH_MAX: '2' };
const direct = useTestApp(limits);
const behindOneHop = useTestApp({ ...limits, TRUST_PROXY: '1' });
const behindListed = useTestApp({ ...limits, TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' });

/** Three sign-in attempts from `remoteAddress`, each claiming another client in X-Forwarded-For. */
async function rotatingAttempts(t: TestApp, remoteAddress: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 3; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
      payload: { email: 'nobody@example.test', password: 'wrong password' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client address (TRUST_PROXY)', () => {
  it('[R1-3] unset, a production server ignores X-Forwarded-For: rotating it does not escape the sign-in limit', async () => {
    expect(await rotatingAttempts(direct, '203.0.113.9')).toEqual([401, 401, 429]);
  });

  it('[R1-3] with a hop count, the address the proxy appends is the client', async () => {
    expect(await rotatingAttempts(behindOneHop, '127.0.0.1')).toEqual([401, 401, 401]);
  });

  it('[R1-3] with a list, only the listed proxies are believed', async () => {
    expect(await rotatingAttempts(behindListed, '10.1.2.3')).toEqual([401, 401, 401]);
    expect(await rotatingAttempts(behindListed, '192.0.2.7')).toEqual([401, 401, 401]);
    expect(await rotatingAttempts(behindListed, '203.0.113.50')).toEqual([401, 401, 429]);
  });

  it('refuses a value that is neither a hop count nor addresses', () => {
    expect(parseEnv({ TRUST_PROXY: '2' }, { persistSecrets: false }).TRUST_PROXY).toBe(2);
    expect(parseEnv({}, { persistSecrets: false }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8,::1' }, { persistSecrets: false }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'true' }, { persistSecrets: false })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' }, { persistSecrets: false })).toThrow(/TRUST_PROXY/);
  });
});

describe('[R2-13] every per-address key goes through the client address key', () => {
  it('[R2-13] no rate-limit key, lead limit or address match uses the raw address (an IPv6 /64 is one client)', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'test' ? [] : files(path);
        return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
      });
    // A key built from the address: a rate-limit key generator, or a template string keyed on `.ip`.
    const rawKey = /keyGenerator[^\n]*\$\{\s*\w+\.ip\s*\}|`[^`\n]*:\$\{\s*(req|r|request)\.ip\s*\}`/;
    const offenders = files(root)
      .filter((path) => rawKey.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(offenders, 'key per client with clientAddressKey (platform/lib/client-ip.ts)').toEqual([]);
  });
});
