// Writes the expected HTML of every extension's fixtures file from the reference renderer (our
// own output for the known, deliberate differences), and reports where ours differs.
//   npx tsx --conditions=@reef/source packages/markdown/scripts/update-fixtures.mts [drafts folder]
// A drafts folder holds `<extension>.txt` files of `%%% title` + optional `options:` line + input.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import markdownit from 'markdown-it';
import { markdownPlugin } from '../src/plugin.js';
import { createReference } from '../src/fixtures/reference.js';
import { formatFixtures, listFixtureFiles, readFixtures } from '../src/fixtures/fixture-files.js';
import { KNOWN_DIFFERENCES } from '../src/fixtures/known-differences.js';

const root = new URL('../src/', import.meta.url).pathname;
const drafts = process.argv[2];
type Draft = { title: string; optionsJson?: string; input: string; path: string };
const files = new Map<string, Draft[]>();

if (drafts) {
  for (const name of readdirSync(drafts).filter((file) => file.endsWith('.txt'))) {
    const base = name.replace(/\.txt$/, '');
    const folder = existsSync(join(root, 'rules', `${base}.ts`)) ? 'rules' : 'modifiers';
    const path = join(root, folder, `${base}.fixtures.txt`);
    const blocks = readFileSync(join(drafts, name), 'utf8').split(/^%%% /m).filter(Boolean);
    files.set(
      path,
      blocks.map((block) => {
        const lines = block.split('\n');
        const title = lines.shift()!;
        const optionsJson = lines[0]?.startsWith('options: ') ? lines.shift()!.slice(9) : undefined;
        while (lines.length && lines[lines.length - 1] === '') lines.pop();
        return { title, optionsJson, input: lines.length ? `${lines.join('\n')}\n` : '', path };
      }),
    );
  }
} else {
  for (const path of listFixtureFiles()) {
    const raw = readFileSync(path, 'utf8');
    files.set(
      path,
      readFixtures(path).map((fixture) => ({
        title: fixture.title,
        optionsJson: raw
          .split('\n')
          .find((line, i, all) => all[i - 1] === fixture.title && line.startsWith('options: '))
          ?.slice(9),
        input: fixture.input,
        path,
      })),
    );
  }
}

const revive = (json?: string) =>
  json
    ? (JSON.parse(json, (_key, value: unknown) =>
        typeof value === 'object' && value !== null && '$regexp' in value
          ? new RegExp(String((value as { $regexp: string }).$regexp))
          : value,
      ) as Record<string, unknown>)
    : {};

let mismatches = 0;
for (const [path, drafted] of files) {
  const fixtures = drafted.map((draft) => {
    const options = revive(draft.optionsJson);
    let reference: string;
    try {
      reference = createReference(options).render(draft.input);
    } catch (error) {
      reference = `THROWS ${(error as Error).message}\n`;
    }
    const ours = markdownit().use(markdownPlugin, options).render(draft.input);
    const isKnown = draft.title in KNOWN_DIFFERENCES;
    if (ours !== reference && !isKnown) {
      mismatches += 1;
      console.log(
        `MISMATCH ${path.split('/src/')[1]} — ${draft.title}\n  input: ${JSON.stringify(draft.input)}\n  ref:   ${JSON.stringify(reference)}\n  ours:  ${JSON.stringify(ours)}`,
      );
    }
    if (ours === reference && isKnown) console.log(`KNOWN DIFFERENCE NOT SEEN: ${draft.title}`);
    return {
      title: draft.title,
      optionsJson: draft.optionsJson,
      options,
      input: draft.input,
      expected: isKnown ? ours : reference,
    };
  });
  writeFileSync(path, formatFixtures(fixtures));
}
console.log(`${files.size} files, ${mismatches} mismatches`);
