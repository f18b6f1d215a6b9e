// Lints an OpenAPI document with Redocly's recommended ruleset (the maintained @redocly/openapi-core
// API; nothing is downloaded). Used by the lint test and by `npm run openapi:lint -w apps/api`.
import { createConfig, lintFromString } from '@redocly/openapi-core';

export type LintProblem = { rule: string; severity: 'error' | 'warn'; message: string; pointer: string };

/** Every problem Redocly's `recommended` rules find in the document. */
export async function lintOpenapi(document: unknown): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems
    .filter((p) => p.severity === 'error' || p.severity === 'warn')
    .map((p) => ({
      rule: p.ruleId,
      severity: p.severity as 'error' | 'warn',
      message: p.message,
      pointer: p.location[0]?.pointer ?? '',
    }));
}
