import { describe, expect, it } from 'vitest';
import { blockLabel, coverageRows } from './translation-labels';

describe('the translators\' screen: "the admin sees coverage per language and content kind"', () => {
  it('reads each language\'s row per kind, with "up to date" where blocks are tracked', () => {
    const rows = coverageRows({
      data: [
        { kind: 'tutorial', language: 'de', originals: 12, translated: 5, up_to_date: 4 },
        { kind: 'post', language: 'de', originals: 3, translated: 1, up_to_date: null },
      ],
    });
    expect(rows.map((row) => row.language)).toEqual(['en', 'de', 'es', 'id', 'pt', 'ru', 'fr', 'ja', 'zh']);
    expect(rows[1]!.cells).toEqual([
      { kind: 'tutorial', text: '5 of 12 translated, 4 up to date' },
      { kind: 'post', text: '1 of 3 translated' },
      { kind: 'static_page', text: '—' },
    ]);
  });

  it('names a stale block by its kind, place and change', () => {
    const base = { since_version: 1, section_title: 'Schritt 2' };
    expect(blockLabel({ ...base, key: 's2.text.1', kind: 'text', change: 'changed' })).toBe(
      'Text 2, changed',
    );
    expect(blockLabel({ ...base, key: 's2.h', kind: 'heading', change: 'changed' })).toBe('Heading, changed');
    expect(blockLabel({ ...base, key: 's1.code.0', kind: 'code', change: 'removed' })).toBe(
      'Code 1, removed',
    );
  });

  it("names a stale field of a page's slice by its field, not by a number", () => {
    const base = { since_version: 1, section_title: null };
    expect(blockLabel({ ...base, key: 'slice3.body', kind: 'text', change: 'changed' })).toBe(
      'Text body, changed',
    );
    expect(blockLabel({ ...base, key: 'slice2.items.1.label', kind: 'text', change: 'added' })).toBe(
      'Text items.1.label, added',
    );
  });
});
