import { describe, expect, it } from 'vitest';
import {
  composeTranslation,
  hashBlockText,
  markCurrent,
  recordAll,
  recordOnSave,
  sectionsOf,
  splitBlocks,
  staleBlocks,
} from './blocks.js';

const ORIGINAL = [
  'Tides rise twice a day.',
  '',
  '## Step 1 — Install the tools',
  '',
  'Install the reader first.',
  '',
  '```bash',
  'sudo apt install tide-reader',
  '',
  '# not a heading inside a fence',
  '```',
  '',
  '<$>[note]',
  '[label Note]',
  'Back up **first**.',
  '<$>',
  '',
  '## Step 2 — Read the table',
  '',
  '- high tide',
  '- low tide',
  '',
  'Then compare.',
].join('\n');

const GERMAN = [
  'Die Flut kommt zweimal am Tag.',
  '',
  '## Schritt 1 — Werkzeuge installieren',
  '',
  'Installiere zuerst den Leser.',
  '',
  '```bash',
  'sudo apt install tide-reader',
  '',
  '# not a heading inside a fence',
  '```',
  '',
  '<$>[note]',
  '[label Hinweis]',
  'Zuerst **sichern**.',
  '<$>',
  '',
  '## Schritt 2 — Die Tabelle lesen',
  '',
  '- Hochwasser',
  '- Niedrigwasser',
  '',
  'Dann vergleichen.',
].join('\n');

describe('splitBlocks: "a section under a heading, a step, a paragraph, a callout"', () => {
  it('splits sections at headings and keys blocks by place and kind, fences and callouts whole', () => {
    const blocks = splitBlocks(ORIGINAL);
    expect(blocks.map((b) => b.key)).toEqual([
      's0.text.0',
      's1.h',
      's1.text.0',
      's1.code.0',
      's1.callout.0',
      's2.h',
      's2.text.0',
      's2.text.1',
    ]);
    expect(blocks[3]!.text).toContain('# not a heading inside a fence');
    expect(blocks[4]!.text.split('\n')).toHaveLength(4);
  });

  it('gives the translation the same keys as its original, whatever the words', () => {
    expect(splitBlocks(GERMAN).map((b) => b.key)).toEqual(splitBlocks(ORIGINAL).map((b) => b.key));
  });

  it('names sections by their heading text', () => {
    const sections = sectionsOf(splitBlocks(ORIGINAL));
    expect(sections.map((s) => s.title)).toEqual([
      null,
      'Step 1 — Install the tools',
      'Step 2 — Read the table',
    ]);
  });

  it('reads a one-line callout and an unclosed fence without losing text', () => {
    const blocks = splitBlocks('<$>[warning] Careful <$>\nafter\n\n```\nopen');
    expect(blocks.map((b) => b.kind)).toEqual(['callout', 'text', 'code']);
  });
});

describe('hashBlockText', () => {
  it('is stable, differs on a change, and ignores trailing spaces and CRLF', () => {
    expect(hashBlockText('a b')).toBe(hashBlockText('a b'));
    expect(hashBlockText('a b')).not.toBe(hashBlockText('a c'));
    expect(hashBlockText('a b')).toMatch(/^[0-9a-f]{16}$/);
    const [a] = splitBlocks('line one  \r\nline two');
    const [b] = splitBlocks('line one\nline two');
    expect(a!.hash).toBe(b!.hash);
  });
});

describe('stale blocks: "when the original changes, … see which steps changed since"', () => {
  const original = splitBlocks(ORIGINAL);
  const translation = splitBlocks(GERMAN);
  const record = recordAll(original, 1);

  it('a fresh translation has no stale block', () => {
    expect(staleBlocks(original, record, translation)).toEqual([]);
  });

  it('a changed paragraph, an added one and a removed one are stale with the version they were read in', () => {
    const changed = splitBlocks(
      ORIGINAL.replace('Install the reader first.', 'Install the reader and the clock first.').replace(
        'Then compare.',
        'Then compare.\n\nAnd write it down.',
      ),
    );
    expect(staleBlocks(changed, record, translation)).toEqual([
      { key: 's1.text.0', kind: 'text', section: 1, change: 'changed', since: 1 },
      { key: 's2.text.2', kind: 'text', section: 2, change: 'added', since: null },
    ]);
    const removed = splitBlocks(ORIGINAL.replace('\n\nThen compare.', ''));
    expect(staleBlocks(removed, record, translation)).toEqual([
      { key: 's2.text.1', kind: 'text', section: 2, change: 'removed', since: 1 },
    ]);
  });

  it('"code blocks and commands are shared with the original unless the translator overrides them"', () => {
    const newCode = ORIGINAL.replace('sudo apt install tide-reader', 'sudo apt install tide-reader-2');
    const changed = splitBlocks(newCode);
    // Shared: never stale, and the translation renders the original's current command.
    expect(staleBlocks(changed, record, translation)).toEqual([]);
    const composed = composeTranslation(GERMAN, changed, record);
    expect(composed).toContain('tide-reader-2');
    expect(composed).toContain('Installiere zuerst den Leser.');
    // Overridden: the translator's own command stays, and a change of the original's is stale.
    const overridden = GERMAN.replace('sudo apt install tide-reader', 'sudo apt install gezeiten-leser');
    expect(composeTranslation(overridden, changed, record)).toContain('gezeiten-leser');
    expect(staleBlocks(changed, record, splitBlocks(overridden))).toEqual([
      { key: 's1.code.0', kind: 'code', section: 1, change: 'changed', since: 1 },
    ]);
  });

  it('saving records only the blocks the translator changed; marking records the chosen ones', () => {
    const v2 = splitBlocks(
      ORIGINAL.replace('Install the reader first.', 'Install it first.').replace('Then compare.', 'Compare.'),
    );
    const edited = splitBlocks(GERMAN.replace('Installiere zuerst den Leser.', 'Installiere ihn zuerst.'));
    const saved = recordOnSave(record, translation, edited, v2, 2);
    expect(staleBlocks(v2, saved, edited).map((b) => b.key)).toEqual(['s2.text.1']);
    expect(saved['s1.text.0']).toEqual({ hash: v2[2]!.hash, version: 2 });
    const marked = markCurrent(saved, v2, 2, ['s2.text.1']);
    expect(staleBlocks(v2, marked, edited)).toEqual([]);
    expect(staleBlocks(v2, markCurrent(record, v2, 2), translation)).toEqual([]);
  });
});
