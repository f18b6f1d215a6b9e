// The Redis connection of one API instance (REDIS_URL): shared rate-limit counters and the shared response
// cache. Several API instances behind a load balancer meet here; without REDIS_URL both stay in memory.
import { Redis } from 'ioredis';

/** Opens a client for REDIS_URL. Commands fail fast instead of queueing while Redis is away. */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    // A request waits at most this long for Redis; the callers treat a failure as "no shared state".
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    // Reconnect with a short, bounded backoff for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    lazyConnect: false,
  });
}

/** Closes a client: QUIT when connected, a hard disconnect otherwise (never hangs a shutdown). */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await Promise.race([client.quit(), new Promise((resolve) => setTimeout(resolve, 1000))]);
  } catch {
    // already closing
  }
  client.disconnect();
}
