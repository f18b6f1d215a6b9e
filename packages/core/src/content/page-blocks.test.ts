import { describe, expect, it } from 'vitest';
import { blockKeyParts, recordAll, staleBlocks } from './blocks.js';
import { isHtmlKey, sliceBlocks, sliceSections } from './page-blocks.js';

const PAGE = [
  {
    slice_type: 'hero',
    primary: { title: 'Terms of use', text: 'Read them once.', is_dark: true },
    items: [],
  },
  {
    slice_type: 'content',
    primary: { body: 'You may read the tide tables.', body_html: '<p>You may read the tide tables.</p>' },
    items: [{ label: 'First' }, { label: 'Second', count: 2 }],
  },
];

describe('sliceBlocks: a page translation\'s blocks are its slices\' text fields, "keyed by place"', () => {
  it('keys each string field by its slice and item, counted from 1, and skips settings and rendered HTML', () => {
    expect(sliceBlocks(PAGE).map((block) => [block.key, block.section, block.kind])).toEqual([
      ['slice1.title', 1, 'text'],
      ['slice1.text', 1, 'text'],
      ['slice2.body', 2, 'text'],
      ['slice2.items.1.label', 2, 'text'],
      ['slice2.items.2.label', 2, 'text'],
    ]);
    expect(isHtmlKey('body_html')).toBe(true);
    expect(isHtmlKey('body')).toBe(false);
  });

  it('titles a slice by its title field, and leaves one without a title untitled', () => {
    expect(sliceSections(PAGE).map((section) => [section.key, section.title])).toEqual([
      ['slice1', 'Terms of use'],
      ['slice2', null],
    ]);
  });

  it("a changed field is stale, a removed slice's fields too, with the slice they were in", () => {
    const record = recordAll(sliceBlocks(PAGE), 1);
    const changed = [PAGE[0]!, { ...PAGE[1]!, primary: { body: 'You may read and share the tide tables.' } }];
    expect(staleBlocks(sliceBlocks(changed), record, sliceBlocks(PAGE))).toEqual([
      { key: 'slice2.body', kind: 'text', section: 2, change: 'changed', since: 1 },
    ]);
    const shorter = [PAGE[0]!];
    expect(
      staleBlocks(sliceBlocks(shorter), record, sliceBlocks(PAGE)).map((b) => [b.key, b.change]),
    ).toEqual([
      ['slice2.body', 'removed'],
      ['slice2.items.1.label', 'removed'],
      ['slice2.items.2.label', 'removed'],
    ]);
    expect(blockKeyParts('slice12.items.3.label')).toEqual({ section: 12, kind: 'text' });
    expect(blockKeyParts('s2.code.0')).toEqual({ section: 2, kind: 'code' });
    expect(blockKeyParts('other')).toBeNull();
  });
});
