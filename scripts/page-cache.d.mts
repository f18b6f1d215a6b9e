/** Types of scripts/page-cache.mjs for the tests and benchmarks that drive it. */
import type { ChildProcess } from 'node:child_process';

export type PageCache = { url: string; child: ChildProcess; stop(): Promise<void> };
/** '' when nginx can run (installing Debian's package as root when missing), else why not. */
export function ensureNginx(options?: { log?: (line: string) => void }): string;
export function renderPageCacheConfig(options: {
  listen: string;
  upstreams: string[];
  cacheDir: string;
  runDir: string;
  revalidateSecret: string;
}): string;
export function startPageCache(options: {
  port: number;
  host?: string;
  upstreams: string[];
  revalidateSecret: string;
  dir?: string;
  stdio?: 'inherit' | 'ignore' | 'pipe' | ['ignore', 'ignore', 'inherit'];
}): Promise<PageCache>;
