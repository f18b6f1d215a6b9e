// Every environment variable the API reads, parsed once with zod. Defaults work for the embedded mode.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { demoBrand } from '@reef/core';

/** Walks up from this file to the package.json that declares `workspaces` (the repository root). */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate)) {
      try {
        const json = JSON.parse(readFileSync(candidate, 'utf8')) as { workspaces?: unknown };
        if (json.workspaces) return dir;
      } catch {
        // an unreadable package.json is not the root; keep walking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce.number().int().min(0).max(65535);
const url = z.url({ protocol: /^https?$/ });
const origins = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(url));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_PORT: port.default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  WEB_PORT: port.default(3000),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_API_URL: url.default('http://localhost:4000'),
  PUBLIC_WEB_URL: url.default('http://localhost:3000'),
  /** Where the API calls the web app's revalidation route; defaults to the local web server. */
  REVALIDATE_URL: url.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lifetime of a signed-in session token, in seconds. */
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).default(60 * 60 * 24 * 14),
  LOGIN_REDIRECT_ORIGINS: origins.optional(),
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SEED_IF_EMPTY: booleanString.default(false),
  /** The site's brand name (sign-in page, API title); the same default as the web app's brand. */
  BRAND_NAME: z.string().min(1).default(demoBrand.name),
  /** Request body limit in bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1024 * 1024),
  RATE_LIMIT_ENABLED: booleanString.default(true),
  /** Sign-in and registration attempts per IP per window. */
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(300),
  /** Writes per user (or IP when anonymous) per window. */
  RATE_LIMIT_WRITE_MAX: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** argon2id cost; tests lower it to stay fast. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  CORS_ORIGINS: origins.optional(),
  /** Origins the image service may fetch from (comma list); defaults to the API's and the web app's own. */
  IMAGE_ALLOWED_ORIGINS: origins.optional(),
  /** Memory the image service may use to keep resized images, in MB (0 turns the cache off). */
  IMAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
});

export type RawEnv = z.infer<typeof envSchema>;
export type Env = Omit<RawEnv, 'DATA_DIR' | 'JWT_SECRET' | 'LOGIN_REDIRECT_ORIGINS' | 'REVALIDATE_SECRET' | 'REVALIDATE_URL' | 'CORS_ORIGINS' | 'IMAGE_ALLOWED_ORIGINS'> & {
  DATA_DIR: string;
  JWT_SECRET: string;
  LOGIN_REDIRECT_ORIGINS: string[];
  REVALIDATE_SECRET: string;
  REVALIDATE_URL: string;
  CORS_ORIGINS: string[];
  IMAGE_ALLOWED_ORIGINS: string[];
};

/** Reads a secret from DATA_DIR, creating it once so restarts keep sessions valid. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length >= 32) return value;
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(48).toString('base64url');
  writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}

/** Parses an environment object; throws a readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env, opts: { persistSecrets?: boolean } = {}): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const dataDir = raw.DATA_DIR
    ? isAbsolute(raw.DATA_DIR)
      ? raw.DATA_DIR
      : resolve(findRepoRoot(), raw.DATA_DIR)
    : join(findRepoRoot(), '.data');
  const persist = opts.persistSecrets ?? true;
  const jwtSecret = raw.JWT_SECRET ?? (persist ? readOrCreateSecret(dataDir, 'jwt-secret') : randomBytes(48).toString('base64url'));
  const revalidateSecret =
    raw.REVALIDATE_SECRET ?? (persist ? readOrCreateSecret(dataDir, 'revalidate-secret') : randomBytes(24).toString('base64url'));
  const stripSlash = (u: string) => u.replace(/\/+$/, '');
  return {
    ...raw,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    REVALIDATE_SECRET: revalidateSecret,
    REVALIDATE_URL: raw.REVALIDATE_URL ?? `http://127.0.0.1:${raw.WEB_PORT}/api/revalidate`,
    PUBLIC_API_URL: stripSlash(raw.PUBLIC_API_URL),
    PUBLIC_WEB_URL: stripSlash(raw.PUBLIC_WEB_URL),
    LOGIN_REDIRECT_ORIGINS: (raw.LOGIN_REDIRECT_ORIGINS ?? [raw.PUBLIC_WEB_URL]).map((o) => new URL(o).origin),
    CORS_ORIGINS: (raw.CORS_ORIGINS ?? [raw.PUBLIC_WEB_URL]).map((o) => new URL(o).origin),
    IMAGE_ALLOWED_ORIGINS: (raw.IMAGE_ALLOWED_ORIGINS ?? [raw.PUBLIC_API_URL, raw.PUBLIC_WEB_URL]).map((o) => new URL(o).origin),
  };
}

/** Parses process.env, or prints the problems and exits: the server never starts half-configured. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
