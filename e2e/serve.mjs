// Starts the production API and web app for the end-to-end tests on their own ports, with a fresh
// embedded database seeded with the demo content, a test OpenID Connect provider and a test SMTP server
// the API sends every email to (the specs read them from its mailbox). Playwright runs this as its web server.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E } from './ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });
rmSync(E2E.mailbox, { recursive: true, force: true });

const env = {
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  API_HOST: '127.0.0.1',
  API_PORT: String(E2E.apiPort),
  WEB_PORT: String(E2E.webPort),
  API_URL: E2E.apiUrl,
  PUBLIC_API_URL: E2E.apiUrl,
  PUBLIC_WEB_URL: E2E.webUrl,
  LOGIN_REDIRECT_ORIGINS: `${E2E.webUrl},http://localhost:${E2E.webPort}`,
  CORS_ORIGINS: `${E2E.webUrl},http://localhost:${E2E.webPort}`,
  REVALIDATE_URL: `${E2E.webUrl}/api/revalidate`,
  REVALIDATE_SECRET: 'e2e-revalidate-secret',
  JWT_SECRET: 'e2e-jwt-secret-that-is-long-enough-0123456789',
  SEED_IF_EMPTY: 'true',
  // A production build with the demo accounts: asked for explicitly.
  SEED_DEMO: '1',
  // The suite signs up and posts many times from one address; rate limits have their own API tests.
  RATE_LIMIT_ENABLED: 'false',
  // Referral codes that must not show the referral modal (community-app §4).
  BRAND_REFERRAL_SUPPRESSED_CODES: 'PARTNERCODE,EVENTCODE',
  // One JSON line per request would bury the test output; set LOG_LEVEL=info to see them.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  // Single sign-on through the test OpenID Connect provider this script starts (see below).
  OIDC_ISSUER: E2E.oidcUrl,
  OIDC_CLIENT_ID: 'reef-test',
  OIDC_CLIENT_SECRET: 'reef-test-client-secret-0123456789',
  OIDC_LABEL: 'Tidal Cloud',
  // Digests are checked every few seconds rather than hourly, so a spec can wait for one.
  MAIL_DIGEST_INTERVAL_MS: '3000',
  // Event webhooks may reach the receiver a spec starts on loopback over plain http (docs/webhooks.md).
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
};

const children = [];
// Run the servers directly (not through npm) in this script's process group: Playwright stops the group.
function start(args, stdio = 'inherit') {
  const [cwd, ...argv] = args;
  const child = spawn(process.execPath, argv, { cwd: path.join(root, cwd), env, stdio });
  child.on('exit', (code) => {
    console.error(`[e2e] ${args.join(' ')} exited with ${code}`);
    stopAll(1);
  });
  children.push(child);
  return child;
}
let stopped = false;
function stopAll(code) {
  if (stopped) return;
  stopped = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

// A real OpenID Connect provider (oidc-provider) on loopback, for the single sign-on specs.
start([
  '.',
  '--import',
  'tsx',
  'apps/api/src/test/oidc-provider-cli.ts',
  String(E2E.oidcPort),
  `${E2E.apiUrl}/v1/login/sso/oidc/callback`,
]);
// A real SMTP server (smtp-server) on a free loopback port: the API delivers every email to it over SMTP,
// and it writes each message to the mailbox directory the specs read (refusing, for good, the recipients at
// E2E.refusedMailDomain). It prints its URL first.
const smtp = start(
  ['.', '--import', 'tsx', 'apps/api/src/test/smtp-cli.ts', E2E.mailbox, E2E.refusedMailDomain],
  ['ignore', 'pipe', 'inherit'],
);
env.SMTP_URL = await new Promise((resolve, reject) => {
  let buffered = '';
  smtp.stdout.setEncoding('utf8');
  smtp.stdout.on('data', function onData(chunk) {
    buffered += chunk;
    const url = /^SMTP_URL=(\S+)$/m.exec(buffered)?.[1];
    if (!url) return;
    smtp.stdout.off('data', onData);
    resolve(url);
  });
  smtp.once('exit', () => reject(new Error('the test SMTP server did not start')));
});
smtp.stdout.pipe(process.stdout);
env.MAIL_FROM = 'Tidal Cloud <community@tidal.example>';
start(['apps/api', 'dist/main.js']);
// The web app renders pages from the API: start it once the API answers.
const deadline = Date.now() + 120_000;
while (Date.now() < deadline) {
  try {
    if ((await fetch(`${E2E.apiUrl}/health`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 300));
}
start(['apps/web', 'server/main.mjs', '-p', String(E2E.webPort)]);
