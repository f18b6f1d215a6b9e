import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (packages, web components) and API integration tests (real database).
export default defineConfig({
  resolve: { conditions: ['@reef/source'] },
  ssr: { resolve: { conditions: ['@reef/source'] } },
  test: {
    // A loaded CI machine (two cores, the whole suite at once) is slower than a laptop: time limits are generous,
    // and in CI a failed test is run once more before it counts (a test that fails twice still fails the run;
    // the JSON report and the closing summary name it).
    testTimeout: 20_000,
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'bench/**/*.test.ts', 'apps/web/server/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [react()],
        resolve: {
          alias: {
            '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)),
            'next/root-params': fileURLToPath(new URL('./apps/web/src/test/root-params.ts', import.meta.url)),
          },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
