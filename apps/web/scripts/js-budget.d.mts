// Types of scripts/js-budget.mjs (plain JavaScript: it runs after the build without a build step of its own).
export const BUDGET: { totalKB: number; siteKB: number };
export const READER_ROUTES: Record<string, string>;
export type RouteFigures = {
  route: string;
  files: number;
  brotliKB: number;
  gzipKB: number;
  siteBrotliKB: number;
  siteGzipKB: number;
};
export function measureRoutes(distDir: string): {
  isPrecompressed: boolean;
  framework: { files: number; brotliKB: number; gzipKB: number };
  routes: RouteFigures[];
} | null;
export function overBudget(row: RouteFigures): string[];
