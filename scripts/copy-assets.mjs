// Copies a folder of non-TypeScript assets (SQL migrations, fixtures) next to the compiled output.
// Usage: node scripts/copy-assets.mjs <from> <to>   (paths relative to the current directory)
import { cpSync, existsSync } from 'node:fs';

const [from, to] = process.argv.slice(2);
if (!from || !to) {
  console.error('usage: copy-assets <from> <to>');
  process.exit(2);
}
if (existsSync(from)) cpSync(from, to, { recursive: true });
