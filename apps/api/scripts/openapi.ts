// Writes the OpenAPI document the API serves at /v1/openapi.json, without a database or a running
// server, or lints it with Redocly's recommended rules (the same check as resources/openapi.test.ts).
//   npm run openapi -w apps/api -- openapi.json      write the document (to stdout without a file)
//   npm run openapi:lint -w apps/api                 lint it: exit 1 on an error, warnings listed
// The server URL in the document is PUBLIC_API_URL, as when the API runs.
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { parseEnv } from '../src/env.js';
import { lintOpenapi } from '../src/test/openapi-lint.js';

const args = process.argv.slice(2);
const lint = args.includes('--lint');
const out = args.find((a) => !a.startsWith('--'));

// Building the routes reads no row: a database that refuses every query is enough to render the document.
const noDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('The OpenAPI document is rendered without a database');
  },
});
const app = await buildApp({
  db: noDatabase,
  env: parseEnv({ ...process.env, LOG_LEVEL: 'silent' }, { persistSecrets: false }),
  logger: false,
});
await app.ready();
const document = app.swagger();
await app.close();

if (lint) {
  const problems = await lintOpenapi(document);
  for (const p of problems)
    console.log(`${p.severity.padEnd(5)} ${p.rule}  ${p.pointer}\n      ${p.message}`);
  const errors = problems.filter((p) => p.severity === 'error').length;
  console.log(`${errors} errors, ${problems.length - errors} warnings (Redocly recommended)`);
  process.exitCode = errors > 0 ? 1 : 0;
} else if (out) {
  writeFileSync(out, JSON.stringify(document, null, 2) + '\n');
} else {
  process.stdout.write(JSON.stringify(document, null, 2) + '\n');
}
