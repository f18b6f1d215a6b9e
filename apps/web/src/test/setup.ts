// Shared setup of the web component tests: unmount between tests (Vitest runs without globals).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
