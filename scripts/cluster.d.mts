/** Types of scripts/cluster.mjs for the end-to-end test that drives it. */
export type Cluster = {
  proxyUrl: string;
  publicUrl: string;
  apiUrls: string[];
  webUrls: string[];
  /** The page cache between HAProxy and the web instances, when started with pageCachePort. */
  pageCacheUrl?: string;
  jwtSecret: string;
  stop(): Promise<void>;
};
/** '' when haproxy can run (installing Debian's package as root when missing), else why not. */
export function ensureHaproxy(options?: { log?: (line: string) => void }): string;
export function clusterBlocker(options: { databaseUrl?: string; redisUrl: string }): Promise<string>;
export function startCluster(options: {
  databaseUrl: string;
  redisUrl: string;
  port: number;
  apiPorts: number[];
  webPorts: number[];
  keyPrefix?: string;
  /** Starts the page cache (nginx) on this port as HAProxy's web backend. */
  pageCachePort?: number;
  publicUrl?: string;
  env?: Record<string, string>;
  stdio?: 'inherit' | 'ignore' | 'pipe';
  log?: (line: string) => void;
}): Promise<Cluster>;
