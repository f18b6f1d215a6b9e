// Every environment variable the web server reads, parsed once with zod. Defaults work for the embedded mode.
// Server-only: public values reach the browser through the runtime-config provider, never through NEXT_PUBLIC_*.
import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where the web server calls the API (server side). */
  API_URL: url.default('http://127.0.0.1:4000'),
  /** The API address the browser uses (sign-in page, client islands). */
  PUBLIC_API_URL: url.default('http://localhost:4000'),
  /** The site's own public address (canonical URLs, sign-in redirects). */
  PUBLIC_WEB_URL: url.default('http://localhost:3000'),
  /** Shared with the API for `POST /api/revalidate`; when unset, read from DATA_DIR/revalidate-secret. */
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  DATA_DIR: z.string().min(1).optional(),
  /** Seconds a cached content read stays fresh before Next.js revalidates it in the background. */
  CONTENT_REVALIDATE_SECONDS: z.coerce.number().int().min(0).default(300),
});

/** The parsed web environment. */
export type WebEnv = z.infer<typeof envSchema>;

let cached: WebEnv | undefined;

/** Parses process.env once; a wrong value stops the server with a message naming every bad variable. */
export function getEnv(): WebEnv {
  if (cached) return cached;
  const cleaned = Object.fromEntries(
    Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

function findRepoRoot(start = process.cwd()): string {
  let dir = start;
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate)) {
      try {
        if ((JSON.parse(readFileSync(candidate, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // not the root; keep walking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}

/**
 * The secret the API signs revalidation calls with: REVALIDATE_SECRET, or the file the API generates in DATA_DIR.
 * Read on each call (not cached) so a web server started before the API still picks the file up.
 */
export function getRevalidateSecret(): string | undefined {
  const env = getEnv();
  if (env.REVALIDATE_SECRET) return env.REVALIDATE_SECRET;
  const root = findRepoRoot();
  const dataDir = env.DATA_DIR
    ? isAbsolute(env.DATA_DIR)
      ? env.DATA_DIR
      : resolve(root, env.DATA_DIR)
    : join(root, '.data');
  const file = join(dataDir, 'revalidate-secret');
  if (!existsSync(file)) return undefined;
  const value = readFileSync(file, 'utf8').trim();
  return value.length >= 16 ? value : undefined;
}
