/** Types of bench/page-cache/fuzz.mjs for the page-cache e2e test. */
export type FuzzProblem = { page: string; status: number; title: string; carried?: string; after: unknown };
export function fuzzPageCache(options: {
  cacheUrl: string;
  pages: { path: string; title: string }[];
  budgetMs?: number;
  maxSteps?: number;
  seed?: number;
  placeholder?: string;
  checkEvery?: number;
}): Promise<{ steps: number; requests: number; problems: FuzzProblem[]; seed: number; seconds: number }>;
