// The blocks of a static page, for page translations that know which parts are stale (issue #31, item 4).
//
// A page is a list of slices, each with its own fields (`primary`) and repeated items; its words are in their text
// fields. A block is one text field, known by its place: `slice3.title` is the `title` of the third slice,
// `slice3.items.2.label` the `label` of that slice's second item (both counted from 1, as an editor counts them).
// Each slice is a section of the page, titled by its own `title` (or `heading`, `headline`, `name`) when it has one.
// Only string fields count (numbers, switches and nested lists are settings, not words), and never the HTML the
// server renders beside a markdown field. Every block is `text`: a page keeps its own copy of every field, so none
// is shared with the original (a changed link is stale like a changed sentence).
import { hashBlockText, type ContentBlock, type ContentSection } from './blocks.js';

/** A slice as the page blocks read it (the shape of `slice` in schemas/site.ts, every part optional). */
export type SliceFields = {
  slice_type?: string;
  primary?: Record<string, unknown>;
  items?: readonly Record<string, unknown>[];
};

/** Whether a slice key holds HTML (only the server's renderings of rich-text keys, `body` → `body_html`). */
export function isHtmlKey(key: string): boolean {
  return key === 'html' || key.endsWith('_html') || key.endsWith('Html');
}

/** Field names a block key can carry (any other field is not tracked). */
const FIELD_NAME = /^[A-Za-z0-9_-]{1,60}$/;
/** The fields that title a slice, in the order they are looked for. */
const TITLE_FIELDS = ['title', 'heading', 'headline', 'name'] as const;

function fieldBlocks(
  fields: Record<string, unknown> | undefined,
  prefix: string,
  section: number,
): ContentBlock[] {
  if (!fields) return [];
  return Object.entries(fields).flatMap(([field, value]) => {
    if (typeof value !== 'string' || isHtmlKey(field) || !FIELD_NAME.test(field)) return [];
    const text = value.replace(/\r\n?/g, '\n').replace(/[ \t]+$/gm, '');
    return [
      {
        key: `${prefix}.${field}`,
        kind: 'text' as const,
        section,
        text,
        hash: hashBlockText(text),
        start: 0,
        end: 0,
      },
    ];
  });
}

/** Splits a page's slices into their text blocks, in order. */
export function sliceBlocks(slices: readonly SliceFields[]): ContentBlock[] {
  return slices.flatMap((slice, index) => {
    const n = index + 1;
    return [
      ...fieldBlocks(slice.primary, `slice${n}`, n),
      ...(slice.items ?? []).flatMap((item, i) => fieldBlocks(item, `slice${n}.items.${i + 1}`, n)),
    ];
  });
}

/** The sections of a page: one per slice, titled by its title field (null without one). */
export function sliceSections(slices: readonly SliceFields[]): ContentSection[] {
  const blocks = sliceBlocks(slices);
  return slices.map((slice, index) => {
    const n = index + 1;
    const title = TITLE_FIELDS.map((field) => slice.primary?.[field]).find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    return {
      index: n,
      key: `slice${n}`,
      title: title?.trim() ?? null,
      blocks: blocks.filter((block) => block.section === n),
    };
  });
}
