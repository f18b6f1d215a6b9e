// Shared setup of the web component tests: unmount between tests (Vitest runs without globals), and replace
// next/navigation (which needs a mounted App Router) with a controllable double.
import { cleanup, configure } from '@testing-library/react';
import { ADMIN_SIDEBAR } from '@reef/core';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default, which a loaded CI machine can exceed; 5 s still fails a
// component that never shows what the test waits for.
configure({ asyncUtilTimeout: 5_000 });

// The admin sidebar's table, as next.config.ts writes it into the bundle (src/features/admin/sidebar-table.ts).
process.env.REEF_ADMIN_SIDEBAR = JSON.stringify(ADMIN_SIDEBAR);

vi.mock('next/navigation', () => import('./navigation-mock'));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Client navigations of the double move the address bar: start every test from the root.
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});
