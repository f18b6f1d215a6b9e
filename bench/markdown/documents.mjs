// The documents the markdown benchmarks render: the reference plugin's own full fixture, and a
// tutorial-like document of any size built from its sections and typical prose.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);

/** The reference's `fixtures/full-input.md` (12 KB, every extension). */
export const fullInput = readFileSync(
  require.resolve('@digitalocean/do-markdownit/fixtures/full-input.md'),
  'utf8',
);

/**
 * A large document: the full fixture's sections mixed with tutorial-like prose. The reference's
 * block rules re-read the rest of the document at every block, so its time grows with the square
 * of the size: the comparison stays at ~100 KB (~1 s a render for the reference).
 */
export function largeDocument(targetBytes) {
  const sections = fullInput.split(/\n(?=## )/);
  const prose = [
    'Install the package with `npm install` and **restart** the service. See [the docs](https://example.com/docs) or ask @sammy.',
    '<$>[note]\n**Note:** back up your data <^>before<^> upgrading.\n<$>',
    '```command\nsudo apt update\nsudo apt install nginx\n```',
    '```js,line_numbers\nconst server = http.createServer((req, res) => {\n  res.end("hello");\n});\n```',
    '| Name | Value |\n|------|-------|\n| a | 1 |\n| b | 2 |',
    '[details Show output\n```\nactive (running)\n```\n]',
  ];
  const parts = [];
  let size = 0;
  for (let i = 0; size < targetBytes; i += 1) {
    const part = i % 3 === 0 ? sections[i % sections.length] : prose[i % prose.length];
    parts.push(part);
    size += part.length + 2;
  }
  return parts.join('\n\n');
}
