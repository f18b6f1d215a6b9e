// Safety for untrusted authors: every preset, on the attack inputs of xss.fixtures.txt and on
// random markdown built from attack fragments (fast-check), never outputs a script element, an
// event handler attribute, or a javascript:, vbscript:, file: or non-image data: URL.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { PRESET_NAMES, renderMarkdown } from './render.js';
import { readFixtures } from './fixtures/fixture-files.js';
import { findSafetyProblems } from './fixtures/safety.js';
import { fileURLToPath } from 'node:url';

// Hundreds of random renders per preset: seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const attacks = readFixtures(fileURLToPath(new URL('./xss.fixtures.txt', import.meta.url)));

describe('xss fixtures', () => {
  it('the checker itself spots each kind of problem', () => {
    expect(findSafetyProblems('<script>x</script>')).not.toEqual([]);
    expect(findSafetyProblems('<img onerror="x">')).not.toEqual([]);
    expect(findSafetyProblems('<a href=" jav&#x61;script:x">')).not.toEqual([]);
    expect(findSafetyProblems('<img src="data:text/html,x">')).not.toEqual([]);
    expect(findSafetyProblems('<img src="data:image/png;base64,AAAA">')).toEqual([]);
  });

  for (const preset of PRESET_NAMES) {
    describe(`preset ${preset}`, () => {
      for (const attack of attacks) {
        it(attack.title, () => {
          expect(findSafetyProblems(renderMarkdown(attack.input, preset).html)).toEqual([]);
        });
      }
    });
  }
});

const FRAGMENTS = [
  '<script>',
  '</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">',
  '</a>',
  '<svg onload=x>',
  '<iframe src=javascript:x>',
  '<style>',
  '<!--',
  '-->',
  '<div onclick="x">',
  '<p style="x:url(javascript:x)">',
  '"',
  "'",
  '>',
  '<',
  '&#x6A;',
  '&colon;',
  'javascript:alert(1)',
  'vbscript:x',
  'file:///etc',
  'data:text/html,x',
  'data:image/png;base64,AA',
  '[x](',
  ')',
  '![x](',
  '[x]: ',
  '<$>[note]',
  '<$>',
  '<^>',
  '@',
  '@user',
  '[slideshow ',
  '[compare ',
  '[youtube ',
  '[terminal ',
  '[rsvp_button 1 "',
  ']',
  '{width=1}',
  '{align=left}',
  '[details ',
  '[column',
  '[glob ',
  '[dns ',
  '[asciinema 1]',
  '```',
  '```js',
  '```markdown',
  '```command',
  ',line_numbers',
  '[label ',
  '[secondary_label ',
  '[environment ',
  '# ',
  '## ',
  '> ',
  '- ',
  '1. ',
  '| a |',
  '|---|',
  '**',
  '__',
  '*',
  '`',
  '\\',
  '\n',
  '\n\n',
  ' ',
  '    ',
  'text',
  '<b>',
  '</b>',
  '<pre><code>',
  '</code></pre>',
];
const markdown = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 8 })), { maxLength: 40 })
  .map((parts) => parts.join(''));

describe('property: random markdown stays safe', () => {
  for (const preset of PRESET_NAMES) {
    it(`preset ${preset}`, () => {
      fc.assert(
        fc.property(markdown, (source) => {
          expect(findSafetyProblems(renderMarkdown(source, preset).html)).toEqual([]);
        }),
        { numRuns: 300 },
      );
    });
  }
});
