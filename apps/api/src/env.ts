// Every environment variable the API reads, parsed once with zod. Defaults work for the embedded mode.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
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
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(url));

/** One address or CIDR range (IPv4 or IPv6). */
function isAddressOrRange(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (!address || extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may set X-Forwarded-For: unset = none (the socket address is the client), a number =
 * that many proxy hops in front of the API, a comma list = the proxies' addresses or CIDR ranges.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 16) ctx.addIssue({ code: 'custom', message: 'a hop count is at most 16' });
      return hops;
    }
    const list = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter((entry) => !isAddressOrRange(entry));
    if (list.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma list of IP addresses/CIDR ranges (bad: ${bad.join(', ') || 'empty'})`,
      });
    }
    return list;
  });

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
  /**
   * A streaming replica of DATABASE_URL's server (hot standby): anonymous reads of /content/v1 go there once it has
   * replayed the last write (db/read-replica.ts); everything else stays on the primary. Optional.
   */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Embedded database only: 'worker' runs PGlite on a thread of its own, beside the API's JavaScript (db/pglite-thread.ts);
   * 'main' on the API's thread (one core for both, as before).
   */
  PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
  /** Embedded database only: PostgreSQL's buffer pool (db/client.ts `sharedBuffers`), e.g. 32MB. */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]*(kB|MB|GB)$/, 'must be a size such as 32MB')
    .default('32MB'),
  /** PostgreSQL server only: connections kept by the pool, and how long a new one may take to open. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** Seconds a client is told to wait (Retry-After) when the database is unreachable (503). */
  UNAVAILABLE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * How long a client may take to send a request's headers, its whole request (headers and body), and its next
   * request on an idle keep-alive connection (platform/lib/http-server.ts; docs/operations.md "Timeouts"). The web server
   * reads the same three.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** How long SIGTERM waits for in-flight requests before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Bearer token that lets a scraper read /metrics from anywhere; unset: loopback clients only. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_API_URL: url.default('http://localhost:4000'),
  /**
   * Members' generated avatars: drawn by Reef itself (`local`, the default: no reader's browser asks a third party) or
   * Gravatar's identicons (`gravatar`, for the same id-derived value; readers' browsers then fetch from gravatar.com).
   */
  AVATAR_SERVICE: z.enum(['local', 'gravatar']).default('local'),
  PUBLIC_WEB_URL: url.default('http://localhost:3000'),
  /** Where the API calls the web app's revalidation route; defaults to the local web server. */
  REVALIDATE_URL: url.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lifetime of a signed-in session token, in seconds. */
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 14),
  LOGIN_REDIRECT_ORIGINS: origins.optional(),
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SEED_IF_EMPTY: booleanString.default(false),
  /** Production only seeds the demo accounts (published passwords) when this is set too. */
  SEED_DEMO: booleanString.default(false),
  /** The site's brand name (sign-in page, API title); the same default as the web app's brand. */
  BRAND_NAME: z.string().min(1).default(demoBrand.name),
  /** Request body limit in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /**
   * Redis (redis:// or rediss://) shared by several API instances: rate-limit counters and the response cache live
   * there, and an invalidation through one instance reaches all. Unset: both stay in this process.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Prefix of every Redis key this deployment writes (several deployments may share one Redis). */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('reef:'),
  /** Live-update streams (GET /v1/live) one client IP may hold open on one instance; beyond it 429. */
  LIVE_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Live-update streams one member may hold open on one instance (tabs, devices); beyond it 429. */
  LIVE_MAX_PER_MEMBER: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Messages each live channel keeps for readers who resume (Last-Event-ID) or poll. */
  LIVE_BACKLOG: z.coerce.number().int().min(1).max(10_000).default(100),
  /** How long an idle channel keeps its backlog; a reader further behind is told to reload (`reset`). */
  LIVE_BACKLOG_TTL_SECONDS: z.coerce.number().int().min(10).max(604_800).default(3600),
  /** Interval of the heartbeat comment on an open stream (below every proxy's idle timeout). */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(25_000),
  /** Memory of the in-process response cache of anonymous reads, in MB (0 turns the response cache off). */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
  /** Longest life of a cached response; writes remove the responses they change before that. */
  RESPONSE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
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
  /** Proxies whose X-Forwarded-For is believed (hop count or IP/CIDR list); unset trusts nobody. */
  TRUST_PROXY: trustProxy.optional(),
  /** Origins the image service may fetch from (comma list); defaults to the API's and the web app's own. */
  IMAGE_ALLOWED_ORIGINS: origins.optional(),
  /** Memory the image service may use to keep resized images, in MB (0 turns the cache off). */
  IMAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Images the service fetches and resizes at once; more wait in a queue of IMAGE_QUEUE_MAX, beyond it 503. */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  IMAGE_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Image requests per client IP per RATE_LIMIT_WINDOW_MS (cache hits count too). */
  IMAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  /**
   * Image uploads (avatars, partner logos, any other) per account per RATE_LIMIT_WINDOW_MS, counted together and
   * shared by every instance (in Redis when REDIS_URL is set).
   */
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** How long fetching one source image may take before the service answers 504. */
  IMAGE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The brand colour of emails (the logo colour), as the web app reads it. */
  BRAND_LOGO_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour like #0b6bcb')
    .default(demoBrand.logo.color),
  /** SMTP server of transactional email (smtp:// or smtps://user:pass@host:port). Unset: mail stays in the outbox and the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sender of every email, e.g. `Tidal Cloud <community@tidal.example>`. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Whether this process delivers queued email (turn off on instances that should only serve requests). */
  MAIL_WORKER: booleanString.default(true),
  /** How often the delivery worker looks for due retries, in milliseconds (new mail wakes it at once). */
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** PostgreSQL server only: emails one API process sends at the same time (graphile-worker's concurrency). */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** Delivery attempts before an email is dead-lettered; the waits between them grow as e^n seconds (6 h at most). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(40).default(12),
  /** How often each delivering process checks that today's and this week's digests are queued, in milliseconds. */
  MAIL_DIGEST_INTERVAL_MS: z.coerce.number().int().min(1000).default(3_600_000),
  /** Shared secret of the bounce/complaint endpoint (POST /v1/mail/events); unset turns the endpoint off. */
  MAIL_EVENTS_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * What a member whose email is not confirmed yet may do: `all`, `no_links` (read, comment and post, but
   * no links in what they write; the default) or `read_only` (read and vote, but not post or comment).
   */
  UNCONFIRMED_MEMBERS: z.enum(['all', 'no_links', 'read_only']).default('no_links'),
  /**
   * Single sign-on with an OpenID Connect provider: its issuer URL (discovery at
   * `/.well-known/openid-configuration`), the client registered there and the sign-in button's label.
   * Unset OIDC_ISSUER: no button. The redirect URI to register is `PUBLIC_API_URL/v1/login/sso/oidc/callback`.
   */
  OIDC_ISSUER: url.optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_LABEL: z.string().min(1).max(80).default('single sign-on'),
  /**
   * Whether lead webhooks may reach private, loopback and link-local addresses, and plain http (test and
   * development receivers). Off: only https to public addresses (docs/decisions.md, "Lead webhooks").
   */
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: booleanString.default(false),
  /** Attempts of a lead webhook before it is given up (dead); the waits grow as e^n seconds, like email. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(40).default(10),
  /** One lead webhook attempt, whole answer included (connecting: at most 5 s of it); then it failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Lead webhook deliveries one process sends at once (a slow receiver holds one of them). */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Event webhooks (docs/webhooks.md): deliveries in a row that end failed (out of WEBHOOK_MAX_ATTEMPTS) before an
   * endpoint is paused and the administrators are emailed. The same address, timeout and attempt settings as leads.
   */
  WEBHOOK_PAUSE_AFTER: z.coerce.number().int().min(1).max(1000).default(10),
  /** Scopes asked of the OIDC provider (space separated); `openid` is always included. */
  OIDC_SCOPES: z.string().min(1).max(500).default('openid email profile'),
  /** GitHub sign-in (an OAuth app): unset GITHUB_CLIENT_ID, no button. Callback `PUBLIC_API_URL/v1/login/sso/github/callback`. */
  GITHUB_CLIENT_ID: z.string().min(1).max(500).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  /** GitHub's web and API addresses (change both for GitHub Enterprise Server). */
  GITHUB_URL: url.default('https://github.com'),
  GITHUB_API_URL: url.default('https://api.github.com'),
});

export type RawEnv = z.infer<typeof envSchema>;
export type Env = Omit<
  RawEnv,
  | 'TRUST_PROXY'
  | 'DATA_DIR'
  | 'JWT_SECRET'
  | 'LOGIN_REDIRECT_ORIGINS'
  | 'REVALIDATE_SECRET'
  | 'REVALIDATE_URL'
  | 'CORS_ORIGINS'
  | 'IMAGE_ALLOWED_ORIGINS'
  | 'MAIL_FROM'
> & {
  /** false (unset), a hop count, or proxy addresses/ranges: Fastify's `trustProxy`. */
  TRUST_PROXY: false | number | string[];
  DATA_DIR: string;
  JWT_SECRET: string;
  LOGIN_REDIRECT_ORIGINS: string[];
  REVALIDATE_SECRET: string;
  REVALIDATE_URL: string;
  CORS_ORIGINS: string[];
  IMAGE_ALLOWED_ORIGINS: string[];
  MAIL_FROM: string;
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
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
  opts: { persistSecrets?: boolean } = {},
): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const ssoProblems = [
    raw.OIDC_ISSUER && !raw.OIDC_CLIENT_ID ? '  OIDC_CLIENT_ID: required when OIDC_ISSUER is set' : '',
    !raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID ? '  OIDC_ISSUER: required when OIDC_CLIENT_ID is set' : '',
    raw.GITHUB_CLIENT_ID && !raw.GITHUB_CLIENT_SECRET
      ? '  GITHUB_CLIENT_SECRET: required when GITHUB_CLIENT_ID is set'
      : '',
  ].filter(Boolean);
  if (ssoProblems.length > 0)
    throw new Error(`Invalid environment configuration:\n${ssoProblems.join('\n')}`);
  if (raw.NODE_ENV === 'production' && raw.SEED_IF_EMPTY && !raw.SEED_DEMO) {
    throw new Error(
      'Invalid environment configuration:\n  SEED_IF_EMPTY: a production start (NODE_ENV=production) does not seed the demo accounts, ' +
        'whose passwords are published; set SEED_DEMO=1 as well to seed them anyway, or unset SEED_IF_EMPTY',
    );
  }
  const dataDir = raw.DATA_DIR
    ? isAbsolute(raw.DATA_DIR)
      ? raw.DATA_DIR
      : resolve(findRepoRoot(), raw.DATA_DIR)
    : join(findRepoRoot(), '.data');
  const persist = opts.persistSecrets ?? true;
  const jwtSecret =
    raw.JWT_SECRET ??
    (persist ? readOrCreateSecret(dataDir, 'jwt-secret') : randomBytes(48).toString('base64url'));
  const revalidateSecret =
    raw.REVALIDATE_SECRET ??
    (persist ? readOrCreateSecret(dataDir, 'revalidate-secret') : randomBytes(24).toString('base64url'));
  const stripSlash = (u: string) => u.replace(/\/+$/, '');
  return {
    ...raw,
    TRUST_PROXY: raw.TRUST_PROXY === 0 ? false : (raw.TRUST_PROXY ?? false),
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    REVALIDATE_SECRET: revalidateSecret,
    REVALIDATE_URL: raw.REVALIDATE_URL ?? `http://127.0.0.1:${raw.WEB_PORT}/api/revalidate`,
    PUBLIC_API_URL: stripSlash(raw.PUBLIC_API_URL),
    PUBLIC_WEB_URL: stripSlash(raw.PUBLIC_WEB_URL),
    LOGIN_REDIRECT_ORIGINS: (raw.LOGIN_REDIRECT_ORIGINS ?? [raw.PUBLIC_WEB_URL]).map(
      (o) => new URL(o).origin,
    ),
    CORS_ORIGINS: (raw.CORS_ORIGINS ?? [raw.PUBLIC_WEB_URL]).map((o) => new URL(o).origin),
    MAIL_FROM: raw.MAIL_FROM ?? `${raw.BRAND_NAME} <no-reply@${new URL(raw.PUBLIC_WEB_URL).hostname}>`,
    IMAGE_ALLOWED_ORIGINS: (raw.IMAGE_ALLOWED_ORIGINS ?? [raw.PUBLIC_API_URL, raw.PUBLIC_WEB_URL]).map(
      (o) => new URL(o).origin,
    ),
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
