// The Redis of the tests: TEST_REDIS_URL (or REDIS_URL, else the local server), one key prefix per test file so
// parallel files and other users of a shared Redis never meet, and a cleanup of that prefix.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export type TestRedis = { url: string; prefix: string; cleanup(): Promise<void> };

/**
 * The test Redis, or null (with the reason printed) when none answers. CI must have one: there a missing Redis
 * fails the file instead of skipping it.
 */
export async function reachableRedis(): Promise<TestRedis | null> {
  const url = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const reason = `no Redis answers at ${url} (${(error as Error).message})`;
    if (process.env.CI) throw new Error(`${reason}; CI runs these tests against a real Redis`);
    console.warn(`Skipping the Redis tests: ${reason}. Start redis-server or set TEST_REDIS_URL.`);
    return null;
  }
  const prefix = `reef-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  return {
    url,
    prefix,
    async cleanup() {
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await client.del(...keys);
      } while (cursor !== '0');
      client.disconnect();
    },
  };
}
