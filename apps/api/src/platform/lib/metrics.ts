// Prometheus metrics (prom-client): request rate and latency per route, the database pool, the
// caches' hit rates, and the process defaults. Served at /metrics (see platform/http/system-routes.ts for who may read).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../../db/client.js';

/** Caches whose lookups are counted: the image service's LRU and ETag revalidations of /content/v1. */
export type CacheName = 'images' | 'content_etag' | 'api_response';

export type Metrics = {
  /** Counts one request once its response is sent. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  cacheLookup(cache: CacheName, hit: boolean): void;
  databaseUnavailable(): void;
  /** Counts an anonymous content read sent to the read replica or, when it lagged, to the primary. */
  routedRead(target: 'replica' | 'primary'): void;
  /** The text exposition format of every metric, and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
};

// Process metrics (CPU, memory, event loop lag, GC) exist once per process, whatever the number of
// app instances (tests build many): one shared registry, merged into each app's at render time.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'reef_' });
  }
  return processRegistry;
}

/** Creates the metrics of one app instance. */
export function createMetrics(
  options: { poolStats?: () => PoolStats; liveStreams?: () => number } = {},
): Metrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'reef_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'reef_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'reef_cache_lookups_total',
    help: 'Cache lookups by cache and result (hit rate = hit / (hit + miss))',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const unavailable = new Counter({
    name: 'reef_database_unavailable_total',
    help: 'Requests answered 503 because the database was unreachable',
    registers: [registry],
  });
  const routed = new Counter({
    name: 'reef_db_routed_reads_total',
    help: 'Anonymous content reads with a read replica configured, by where they read (primary: the replica lagged)',
    labelNames: ['target'] as const,
    registers: [registry],
  });
  if (options.poolStats) {
    const stats = options.poolStats;
    new Gauge({
      name: 'reef_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one; max is the pool size',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'in_use' }, s.total - s.idle);
        this.set({ state: 'waiting' }, s.waiting);
        this.set({ state: 'max' }, s.max);
      },
    });
  }
  if (options.liveStreams) {
    const streams = options.liveStreams;
    new Gauge({
      name: 'reef_live_streams_open',
      help: 'Live-update streams (GET /v1/live) open on this instance',
      registers: [registry],
      collect() {
        this.set(streams());
      },
    });
  }
  // Zeroes, so a rate can be computed from the first scrape on.
  for (const name of ['images', 'content_etag'] as const)
    for (const result of ['hit', 'miss']) cache.inc({ cache: name, result }, 0);

  return {
    observeRequest(method, route, statusCode, seconds) {
      requests.inc({ method, route, status_code: String(statusCode) });
      duration.observe({ method, route }, seconds);
    },
    cacheLookup(name, hit) {
      cache.inc({ cache: name, result: hit ? 'hit' : 'miss' });
    },
    databaseUnavailable() {
      unavailable.inc();
    },
    routedRead(target) {
      routed.inc({ target });
    },
    async render() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
