// Shared setup of the web component tests: unmount between tests (Vitest runs without globals), and replace
// next/navigation (which needs a mounted App Router) with a controllable double.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

vi.mock('next/navigation', () => import('./navigation-mock'));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
