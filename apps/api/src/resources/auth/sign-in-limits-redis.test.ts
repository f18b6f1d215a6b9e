// Security round 2, finding 13, with several API instances: the per-account count of failed sign-ins and the
// per-network limit are shared through Redis (REDIS_URL), so spreading attempts over instances does not escape
// them; without Redis the count is in the database, which every instance shares too.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SIGN_IN_FAILURES_MAX } from '../login/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { reachableRedis } from '../../test/redis.js';
import type { App } from '../../platform/types.js';

const redis = await reachableRedis();
const shared: Record<string, string> = redis
  ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.prefix, TRUST_PROXY: '127.0.0.1' }
  : {};
const t = useTestApp(shared);
const withoutRedis = useTestApp({ TRUST_PROXY: '127.0.0.1' });
afterAll(async () => redis?.cleanup());

let n = 0;
function login(app: App, email: string, password: string) {
  n += 1;
  return app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': `2001:db8:${n.toString(16)}::1` },
    payload: { email, password },
  });
}

async function spreadFailures(apps: App[], email: string) {
  for (let i = 0; i < ACCOUNT_SIGN_IN_FAILURES_MAX; i++)
    expect((await login(apps[i % apps.length]!, email, `guess ${i}`)).statusCode).toBe(401);
}

describe.skipIf(!redis)('[R2-13] several instances sharing Redis', () => {
  it('[R2-13] failures spread over two instances lock the account on both; the count is in Redis', async () => {
    const other = await t.startInstance(shared);
    await buildUser(t, { email: 'spread@example.test' });
    await spreadFailures([t.app, other], 'spread@example.test');
    for (const app of [t.app, other])
      expect((await login(app, 'spread@example.test', DEFAULT_PASSWORD)).statusCode).toBe(429);
    const client = new Redis(redis!.url);
    try {
      expect(await client.keys(`${redis!.prefix}attempts:sign-in-failures:*`)).not.toEqual([]);
    } finally {
      client.disconnect();
    }
  });
});

describe('[R2-13] several instances without Redis', () => {
  it('[R2-13] failures spread over two instances lock the account on both (the count is in the database)', async () => {
    const other = await withoutRedis.startInstance({ TRUST_PROXY: '127.0.0.1' });
    await buildUser(withoutRedis, { email: 'spread-db@example.test' });
    await spreadFailures([withoutRedis.app, other], 'spread-db@example.test');
    for (const app of [withoutRedis.app, other])
      expect((await login(app, 'spread-db@example.test', DEFAULT_PASSWORD)).statusCode).toBe(429);
  });
});
