import { defineConfig, devices } from '@playwright/test';
import { E2E } from './ports.mjs';

/** Debian's Chromium; never a downloaded browser. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E.webUrl,
    // A trace is recorded only when a test is run again after failing (CI retries once): recording one for every
    // test, to keep only the failures', cost the suite a share of its time on a two-core machine.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      // A phone-width check only: the phone project runs it.
      testIgnore: /frame\/phone-fit\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: chromiumLaunch,
      },
    },
    {
      // A visitor's journey across features (search, read, sign up, ask, accept), the reader's page and the phone-fit
      // checks, again on a phone-sized screen with touch (axe specs set their own widths). The member, moderator and
      // operator journeys run at desktop width only, to keep CI within its time.
      name: 'phone',
      testMatch: /(community\/reading|journeys\/visitor|frame\/phone-fit)\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `${E2E.webUrl}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
