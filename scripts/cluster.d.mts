/** Types of scripts/cluster.mjs for the end-to-end test that drives it. */
export type Cluster = {
  proxyUrl: string;
  publicUrl: string;
  apiUrls: string[];
  webUrls: string[];
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
  publicUrl?: string;
  env?: Record<string, string>;
  stdio?: 'inherit' | 'ignore' | 'pipe';
  log?: (line: string) => void;
}): Promise<Cluster>;
