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
    trace: 'retain-on-failure',
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
      // The reader and member journeys, and every persona's journey (issue #30), again on a phone-sized screen with touch
      // (axe specs set their own widths).
      name: 'phone',
      testMatch:
        /(community\/(reading|member-flow|search|comment-link)|journeys\/[a-z-]+|frame\/(phone-fit|notifications))\.spec\.ts$/,
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
