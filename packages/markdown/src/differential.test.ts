// Differential test: the same markdown and options through the reference plugin and ours must give
// the same HTML, byte for byte, with every Prism language loaded in both. The corpus: every
// extension's fixtures, all of them as one document under several option sets, the reference's
// own full fixture, and a fence of every Prism language. Known differences are deliberate (broken
// HTML in the reference) and explained in fixtures/known-differences.ts and the README.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import markdownit from 'markdown-it';
import { describe, expect, it, vi } from 'vitest';
import { markdownPlugin } from './plugin.js';
import type { MarkdownPluginOptions } from './plugin.js';
import { createReference } from './fixtures/reference.js';
import { listFixtureFiles, readFixtures } from './fixtures/fixture-files.js';
import { KNOWN_DIFFERENCES } from './fixtures/known-differences.js';
import { findMarkupProblems } from './fixtures/well-formed.js';
import { PRISM_LANGUAGES } from './prism/languages.generated.js';

const require = createRequire(import.meta.url);
// Loading every Prism language in both renderers and rendering whole documents takes seconds on a
// busy machine.
vi.setConfig({ testTimeout: 120_000 });

function renderBoth(source: string, options: Record<string, unknown> = {}) {
  let reference: string;
  try {
    reference = createReference(options).render(source);
  } catch (error) {
    reference = `reference threw: ${(error as Error).message}`;
  }
  const ours = markdownit()
    .use(markdownPlugin, options as MarkdownPluginOptions)
    .render(source);
  return { reference, ours };
}

const fixtures = listFixtureFiles().flatMap(readFixtures);

describe('differential: every fixture renders as the reference does', () => {
  for (const fixture of fixtures) {
    const reason = KNOWN_DIFFERENCES[fixture.title];
    it(`${fixture.file.split('/').pop()} — ${fixture.title}`, () => {
      const { reference, ours } = renderBoth(fixture.input, fixture.options);
      if (reason) {
        expect(ours, reason).not.toBe(reference);
        expect(findMarkupProblems(ours)).toEqual([]);
      } else {
        expect(ours).toBe(reference);
      }
    });
  }

  it('known difference: a prefixed fence closed by the end of the document stays well-formed', () => {
    const { reference, ours } = renderBoth('```command\nls -la');
    expect(findMarkupProblems(reference).length).toBeGreaterThan(0);
    expect(ours).not.toBe(reference);
    expect(findMarkupProblems(ours)).toEqual([]);
    expect(ours).toContain('<li data-prefix="&#x24;">');
  });
});

describe('differential: documents', () => {
  const combined = fixtures
    .filter((fixture) => !KNOWN_DIFFERENCES[fixture.title] && Object.keys(fixture.options).length === 0)
    .map((fixture) => fixture.input)
    .join('\n\n');
  const optionSets: Array<[string, Record<string, unknown>]> = [
    ['defaults', {}],
    ['collapsible headings', { collapsible_headings: { levels: [2, 3] } }],
    [
      'hash links after, no clipboard',
      { heading_id: { hashLink: { position: 'after', clipboard: false, maxLevel: 6 } } },
    ],
    [
      'strict comments, custom classes',
      { html_comment: { strict: true }, callout: { extraClasses: ['x'] }, table_wrapper: { className: 't' } },
    ],
    ['fence modifiers off', { fence_label: false, fence_pre_attrs: false, fence_prefix: false }],
    ['prism and highlight off', { prismjs: false, highlight: false }],
    [
      'every embed off',
      Object.fromEntries(
        [
          'glob',
          'dns',
          'asciinema',
          'codepen',
          'glitch',
          'caniuse',
          'youtube',
          'wistia',
          'vimeo',
          'twitter',
          'instagram',
          'slideshow',
          'compare',
          'columns',
          'details',
          'callout',
        ].map((key) => [key, false]),
      ),
    ],
  ];
  for (const [name, options] of optionSets) {
    it(`all fixtures as one document (${name})`, () => {
      const { reference, ours } = renderBoth(combined, options);
      expect(ours).toBe(reference);
    });
  }

  it("the reference's own full fixture", () => {
    const source = readFileSync(
      require.resolve('@digitalocean/do-markdownit/fixtures/full-input.md'),
      'utf8',
    );
    const { reference, ours } = renderBoth(source);
    expect(ours).toBe(reference);
  });

  it('a fence of every Prism language, with marks and line numbers', () => {
    const sample = [
      '<div class="a" id=\'b\'>&amp; <^>text<^></div>',
      'function f(x) { return x < 10 && "s" || \'t\'; } // comment',
      '# heading $var @user 0x1F 3.14 `tick` ${x}',
      '/* block */ SELECT * FROM t WHERE a = "é";',
    ].join('\n');
    const source = PRISM_LANGUAGES.map(
      (language, i) => `\`\`\`${language}${i % 3 === 0 ? ',line_numbers' : ''}\n${sample}\n\`\`\`\n`,
    ).join('\n');
    const { reference, ours } = renderBoth(source);
    expect(ours).toBe(reference);
  });
});
