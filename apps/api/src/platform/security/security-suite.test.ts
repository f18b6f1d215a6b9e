// The security suite's index: docs/security.md lists, for every finding of both security reviews, the tests that
// hold it. This test reads those tables and checks that each named test exists, under that exact name, in the named
// file — so a test renamed, deleted or skipped (`it.skip` is not `it(`) breaks the build instead of quietly leaving
// a finding unguarded — that every finding has at least one row, and that every test tagged `[R1-n]` / `[R2-n]`
// anywhere in the repository is listed under its finding.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../env.js';

/** Where tests live: every `*.test.*` and `*.spec.*` file under these folders is searched for finding tags. */
const TEST_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', 'dist', 'test-results', '.data']);

/** How many findings each review had (docs/security.md, "The tests that hold each line"). */
const FINDINGS_PER_ROUND: Record<number, number> = { 1: 18, 2: 15 };

type Row = { line: number; round: number; finding: number; file: string; name: string };

const root = findRepoRoot();
const doc = readFileSync(join(root, 'docs', 'security.md'), 'utf8');

/** The text of a table cell: trimmed, without one pair of surrounding backticks, `\|` read as `|`. */
function cellText(cell: string): string {
  const text = cell.trim().replace(/\\\|/g, '|');
  const code = /^`(.*)`$/.exec(text);
  return code ? code[1]! : text;
}

/** Every table row whose first cell is a finding id such as `R1-7`: its finding, test file and test name. */
function findingRows(markdown: string): Row[] {
  const rows: Row[] = [];
  markdown.split('\n').forEach((text, index) => {
    if (!text.trimStart().startsWith('|')) return;
    const cells = text
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split(/(?<!\\)\|/);
    const id = /^R([12])-(\d+)$/.exec(cellText(cells[0] ?? ''));
    if (!id) return;
    rows.push({
      line: index + 1,
      round: Number(id[1]),
      finding: Number(id[2]),
      file: cellText(cells[2] ?? ''),
      name: cellText(cells[3] ?? ''),
    });
  });
  return rows;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether `source` declares a test called `name`: `it(` or `test(` (Vitest and Playwright) followed by the name
 * in single, double or back quotes, as the source spells it (a quote inside the name escaped; a name written as a
 * template keeps its `${…}` as written).
 */
function declaresTest(source: string, name: string): boolean {
  return ["'", '"', '`'].some((quote) => {
    const literal = quote + name.replace(/\\/g, '\\\\').replaceAll(quote, `\\${quote}`) + quote;
    return new RegExp(`(?<![\\w.])(?:it|test)\\(\\s*${escapeRegExp(literal)}`).test(source);
  });
}

/** The finding tags a test name opens with (`[R1-3]`, `[R2-1][R2-4]` …), as `R1-3`. */
function tagsOf(name: string): string[] {
  const head = /^(?:\[R[12]-\d+\]\s*)+/.exec(name)?.[0] ?? '';
  return [...head.matchAll(/\[(R[12]-\d+)\]/g)].map((m) => m[1]!);
}

/** Test files of the repository (paths relative to the root). */
function testFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(test|spec)\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) found.push(relative(root, path));
    }
  };
  for (const folder of TEST_ROOTS) if (existsSync(join(root, folder))) walk(join(root, folder));
  return found;
}

/** Every test whose name opens with a finding tag: file, name and tags (the name as the source spells it). */
function taggedTests(): { file: string; name: string; tags: string[] }[] {
  const out: { file: string; name: string; tags: string[] }[] = [];
  for (const file of testFiles()) {
    const source = readFileSync(join(root, file), 'utf8');
    const declaration = /(?<![\w.])(?:it|test)\(\s*(['"`])(\[R[12]-\d+\](?:\\.|(?!\1)[^\\])*)\1/g;
    for (const match of source.matchAll(declaration)) {
      const name = match[2]!.replace(/\\(.)/g, '$1');
      out.push({ file, name, tags: tagsOf(name) });
    }
  }
  return out;
}

const rows = findingRows(doc);

describe('the security suite (docs/security.md)', () => {
  it('lists at least one test for every finding of both reviews, and no finding that does not exist', () => {
    for (const [round, count] of Object.entries(FINDINGS_PER_ROUND)) {
      const listed = new Set(rows.filter((r) => r.round === Number(round)).map((r) => r.finding));
      const missing = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !listed.has(n));
      expect(missing, `round ${round} findings without a row`).toEqual([]);
    }
    const unknown = rows.filter((r) => r.finding < 1 || r.finding > FINDINGS_PER_ROUND[r.round]!);
    expect(unknown.map((r) => `line ${r.line}: R${r.round}-${r.finding}`)).toEqual([]);
  });

  it('every test it names exists under that exact name in that file', () => {
    const problems: string[] = [];
    for (const row of rows) {
      const where = `docs/security.md line ${row.line} (R${row.round}-${row.finding})`;
      if (!row.file || !row.name) {
        problems.push(`${where}: the row names no test file or no test`);
        continue;
      }
      const path = join(root, row.file);
      if (!existsSync(path)) {
        problems.push(`${where}: ${row.file} does not exist`);
        continue;
      }
      if (!declaresTest(readFileSync(path, 'utf8'), row.name))
        problems.push(`${where}: ${row.file} has no test named "${row.name}"`);
    }
    expect(problems).toEqual([]);
  });

  it("a tagged test named in a row carries that row's finding", () => {
    const wrong = rows
      .filter((row) => tagsOf(row.name).length > 0)
      .filter((row) => !tagsOf(row.name).includes(`R${row.round}-${row.finding}`))
      .map((row) => `docs/security.md line ${row.line}: R${row.round}-${row.finding} names "${row.name}"`);
    expect(wrong).toEqual([]);
  });

  it('every test tagged with a finding is listed under that finding', () => {
    const listed = new Set(rows.map((row) => `${row.file}\n${row.name}`));
    // The failure message is the rows to add, ready to paste into the finding's table.
    const toPaste = taggedTests()
      .filter((test) => !listed.has(`${test.file}\n${test.name}`))
      .flatMap((test) => test.tags.map((tag) => ({ ...test, tag })))
      .map((test) => `| ${test.tag} | 〃 | \`${test.file}\` | \`${test.name.replace(/\|/g, '\\|')}\` |`);
    expect(toPaste).toEqual([]);
  });

  it('no row is left without its test (TBD)', () => {
    const pending = rows.filter((r) => r.file === 'TBD' || r.name === 'TBD');
    expect(pending.map((r) => `line ${r.line}: R${r.round}-${r.finding}`)).toEqual([]);
  });
});

describe('how the index reads the document', () => {
  it('finds a test under each quote style and across a line break, never a skipped one', () => {
    const source = [
      "it('[tag] single', () => {});",
      'test("double", () => {});',
      'it(`with ${LIMIT} template`, () => {});',
      'it(\n    "wrapped onto the next line",\n    () => {},\n);',
      "it('it\\'s escaped', () => {});",
      "it.skip('skipped', () => {});",
    ].join('\n');
    expect(declaresTest(source, '[tag] single')).toBe(true);
    expect(declaresTest(source, 'double')).toBe(true);
    expect(declaresTest(source, 'with ${LIMIT} template')).toBe(true);
    expect(declaresTest(source, 'wrapped onto the next line')).toBe(true);
    expect(declaresTest(source, "it's escaped")).toBe(true);
    expect(declaresTest(source, 'skipped')).toBe(false);
    expect(declaresTest(source, 'single')).toBe(false);
  });

  it('reads the finding tags that open a test name', () => {
    expect(tagsOf('[R2-2][R2-5] a change of address ends every link')).toEqual(['R2-2', 'R2-5']);
    expect(tagsOf('[R1-14] refreshes')).toEqual(['R1-14']);
    expect(tagsOf('refreshes, as [R1-14] says')).toEqual([]);
  });

  it('reads finding rows, backticked cells and escaped pipes', () => {
    const table = [
      '| finding | what | test file | test |',
      '| --- | --- | --- | --- |',
      '| R1-3 | X-Forwarded-For | `apps/a.test.ts` | `a \\| b` |',
      '| R2-15 | IPv6 ranges | TBD | TBD |',
      '| not a row | | | |',
    ].join('\n');
    expect(findingRows(table)).toEqual([
      { line: 3, round: 1, finding: 3, file: 'apps/a.test.ts', name: 'a | b' },
      { line: 4, round: 2, finding: 15, file: 'TBD', name: 'TBD' },
    ]);
  });
});
