// Layout shifts of a page as a member's phone sees it (issue #33, goal 5: Lighthouse's CLS of the admin home), with
// the element that moved, so a shift can be traced to its cause. Signs in as the demo administrator the way the site
// does (its token in local storage), emulates a phone with a 4× slower CPU, loads the page `--visits` times in the
// same browser (the first visit after sign-in, then a returning one) and prints every shift with its source.
// Needs a running API and web server with the demo accounts (e.g. the ones `npm start` runs):
//   node bench/web/layout-shift.mjs --web http://127.0.0.1:3000 --api http://127.0.0.1:4000 \
//     --path /community/admin [--theme dark] [--visits 2] [--visitor]
import puppeteer from 'puppeteer-core';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const web = opt('web', 'http://127.0.0.1:3000');
const api = opt('api', 'http://127.0.0.1:4000');
const pagePath = opt('path', '/community/admin');
const theme = opt('theme', 'light');
const visits = Number(opt('visits', '2'));
const asVisitor = args.includes('--visitor');

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const tab = await browser.newPage();
  await tab.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
  await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  if (!asVisitor) {
    const login = await fetch(`${api}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'reef-admin-password' }),
    });
    if (!login.ok) throw new Error(`signing in the demo administrator: ${login.status}`);
    const { jwt } = await login.json();
    await tab.goto(`${web}/robots.txt`);
    await tab.evaluate((token) => window.localStorage.setItem('jwt', token), jwt);
  }
  const cdp = await tab.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.evaluateOnNewDocument(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__shifts.push({
          value: Number(entry.value.toFixed(4)),
          at: Math.round(entry.startTime),
          moved: entry.sources.map((source) => {
            const node = source.node;
            const name = node ? `${node.nodeName.toLowerCase()}.${node.className || ''}` : '(removed)';
            return `${name} "${(node?.textContent ?? '').trim().slice(0, 30)}" y ${source.previousRect.y} → ${source.currentRect.y}`;
          }),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (let visit = 1; visit <= visits; visit++) {
    await tab.goto(`${web}${pagePath}`, { waitUntil: 'load' });
    // Live updates keep a connection open, so "network idle" never comes: the page's own loading is given 5 s.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const shifts = await tab.evaluate(() => window.__shifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.log(`visit ${visit} of ${pagePath} (${theme}): cumulative layout shift ${total.toFixed(4)}`);
    for (const shift of shifts) console.log(`  ${shift.value} at ${shift.at} ms: ${shift.moved.join('; ')}`);
  }
} finally {
  await browser.close();
}
