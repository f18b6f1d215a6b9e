// `npm run screenshots`: a full-page screenshot of every page type, in the light and the dark theme, at a phone's
// width (375 px) and a desktop's (1440 px), to look at the site as its readers do (issue #30). Starts its own API
// (fresh embedded database with the demo content) and web server of the production build on ports of its own, and
// Debian's Chromium (CHROMIUM_PATH to use another); writes PNG files to `screenshots/` (not committed) and prints
// their list. Needs `npm run build`. Options: SCREENSHOT_PAGES=tutorial,question (a subset), SCREENSHOT_DIR,
// SCREENSHOT_FULL_PAGE=0 (the first screen only).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, waitForUrl } from './lib.mjs';

const API_PORT = Number(process.env.SCREENSHOT_API_PORT ?? 4860);
const WEB_PORT = Number(process.env.SCREENSHOT_WEB_PORT ?? 3860);
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;
const outDir = path.resolve(root, process.env.SCREENSHOT_DIR ?? 'screenshots');
const dataDir = path.join(root, '.data', 'screenshots');
const WIDTHS = [375, 1440];
const THEMES = ['light', 'dark'];

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: '',
  REDIS_URL: '',
  DATA_DIR: dataDir,
  API_HOST: '127.0.0.1',
  API_PORT: String(API_PORT),
  WEB_PORT: String(WEB_PORT),
  API_URL: apiUrl,
  PUBLIC_API_URL: apiUrl,
  PUBLIC_WEB_URL: webUrl,
  LOGIN_REDIRECT_ORIGINS: webUrl,
  CORS_ORIGINS: webUrl,
  REVALIDATE_URL: `${webUrl}/api/revalidate`,
  REVALIDATE_SECRET: 'screenshots-revalidate-secret-0123456789',
  SEED_IF_EMPTY: 'true',
  SEED_DEMO: '1',
  RATE_LIMIT_ENABLED: 'false',
  LOG_LEVEL: 'warn',
};

const children = [];
function start(workspace, args) {
  const child = spawn(process.execPath, args, {
    cwd: path.join(root, workspace),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

rmSync(dataDir, { recursive: true, force: true });
start('apps/api', ['dist/main.js']);
await waitForUrl(`${apiUrl}/health`, { timeoutMs: 120_000 });
start('apps/web', ['server/main.mjs', '-p', String(WEB_PORT), '-H', '127.0.0.1']);
await waitForUrl(`${webUrl}/robots.txt`, { timeoutMs: 120_000 });

const first = async (url) => (await json(url)).data[0];
const tutorial = await first(`${apiUrl}/content/v1/tutorials?limit=1`);
const question = await first(`${apiUrl}/content/v1/questions?limit=1`);
const tag = await first(`${apiUrl}/content/v1/tags?limit=1`);
const post = await first(`${apiUrl}/content/v1/posts?type=blog&page_size=1`);
const landing = await first(`${apiUrl}/content/v1/static_pages?type=landing&limit=1`);
/** Page type → path; `member: true` pages are taken signed in as the demo administrator. */
const pages = {
  home: { path: '/' },
  community: { path: '/community' },
  tutorials: { path: '/community/tutorials' },
  tutorial: { path: `/community/tutorials/${tutorial.slug}` },
  questions: { path: '/community/questions' },
  question: { path: `/community/questions/${question.slug}` },
  tag: { path: `/community/tags/${tag.slug}` },
  search: { path: '/community/tutorials?q=nginx' },
  user: { path: `/community/users/${tutorial.author.slug}` },
  pricing: { path: '/pricing' },
  calculator: { path: '/pricing/calculator' },
  blog: { path: '/blog' },
  'blog-post': { path: `/blog/${post.slug}` },
  landing: { path: `/landing/${landing.slug}` },
  partners: { path: '/partners' },
  'sign-in': { path: '/community/auth-error' },
  notifications: { path: '/community/notifications', member: true },
  settings: { path: '/community/settings/profile', member: true },
  'admin-home': { path: '/community/admin', member: true },
  'admin-users': { path: '/community/admin/users', member: true },
  'admin-flagged': { path: '/community/admin/flagged', member: true },
};
const only = (process.env.SCREENSHOT_PAGES ?? '').split(',').filter(Boolean);
const { jwt } = await json(`${apiUrl}/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@example.com', password: 'reef-admin-password' }),
});

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const written = [];
try {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 800 : 900 },
        colorScheme: theme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      for (const [name, { path: pagePath, member }] of Object.entries(pages)) {
        if (only.length > 0 && !only.includes(name)) continue;
        await page.goto(`${webUrl}/robots.txt`);
        await page.evaluate(
          ([token, signedIn]) => {
            if (signedIn) window.localStorage.setItem('jwt', token);
            else window.localStorage.removeItem('jwt');
          },
          [jwt, Boolean(member)],
        );
        await page.goto(webUrl + pagePath, { waitUntil: 'networkidle' });
        const file = path.join(outDir, `${name}-${theme}-${width}.png`);
        await page.screenshot({ path: file, fullPage: process.env.SCREENSHOT_FULL_PAGE !== '0' });
        written.push(path.relative(root, file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  stopAll();
}
console.log(written.join('\n'));
console.log(`${written.length} screenshots in ${path.relative(root, outDir)}/`);
process.exit(0);
