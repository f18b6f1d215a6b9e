// The blocks of a markdown body, for translations that know which parts are stale (issue #31, item 4).
//
// A body is read as sections: the text before the first heading is section 0, and each ATX heading (`## Step 1 —
// …`) starts the next one. Inside a section every block separated by blank lines is one block of a kind: `heading`,
// `text` (paragraphs, lists, quotes, tables), `callout` (`<$>[note] … <$>`, whole) or `code` (a fenced block, whole).
// A block's key is its place, not its words — `s2.text.1` is the second text block of the second section — so a
// translation's block and its original's block share a key although their words differ. Its hash is of its source
// text (trailing spaces ignored). A translation records, per key, the hash and the version of the original block it
// was translated from (`SourceBlocks`); a block is stale when the original's block at that key now hashes otherwise.
//
// Code blocks are shared: a translation shows the original's current code block at the same key unless the
// translator overrode it, which is a code block whose text differs from the original block it was recorded against.
// Pure: no I/O, no parser (a line scanner that knows fences, callouts and headings), so web and api agree.

/** What a block is. */
export const BLOCK_KINDS = ['heading', 'text', 'callout', 'code'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** One block of a markdown body. */
export type ContentBlock = {
  /** `s<section>.h` for a heading, else `s<section>.<kind>.<n>` (n counts that kind within the section). */
  key: string;
  kind: BlockKind;
  /** The section it belongs to: 0 before the first heading, then one per heading. */
  section: number;
  /** Its markdown source (lines joined with `\n`, trailing spaces removed). */
  text: string;
  hash: string;
  /** Its first line and the line after its last, in the body's lines. */
  start: number;
  end: number;
};

/** One section: its heading's text (null for the part before the first heading) and its blocks. */
export type ContentSection = { index: number; key: string; title: string | null; blocks: ContentBlock[] };

/** What a translation recorded of one original block: its hash and the original's version it was read in. */
export type SourceBlock = { hash: string; version: number };

/** What a translation recorded of its original, by block key. */
export type SourceBlocks = Record<string, SourceBlock>;

/** How an original block differs from what the translation recorded. */
export type BlockChange = 'changed' | 'added' | 'removed';

/** A block of the original the translation has not caught up with. */
export type StaleBlock = {
  key: string;
  kind: BlockKind;
  section: number;
  change: BlockChange;
  /** The original's version the translation was made from (null for a block added since). */
  since: number | null;
};

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
const CALLOUT_OPEN = /^<\$>\[[^[\]\n]+]/;
const CALLOUT_CLOSE = /<\$>\s*$/;

/** A 64-bit hash (two 32-bit FNV-1a lanes over UTF-16 code units) as 16 hex digits: a change detector, not a seal. */
export function hashBlockText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c ^ (a >>> 15), 0x5bd1e995);
  }
  a = Math.imul(a ^ (a >>> 13), 0x85ebca6b);
  b = Math.imul(b ^ (b >>> 16), 0xc2b2ae35);
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** The text of a heading line without its marks (`## Step 1 — Install {#install}` → `Step 1 — Install`). */
function headingTitle(line: string): string {
  const match = HEADING.exec(line);
  const text = (match?.[2] ?? '').replace(/[ \t]+#+$/, '').replace(/\s*\{#[^}]*}$/, '');
  return text.trim();
}

/** Splits a markdown body into its blocks, in order. */
export function splitBlocks(markdown: string): ContentBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ContentBlock[] = [];
  let section = 0;
  let counts = new Map<BlockKind, number>();
  const push = (kind: BlockKind, start: number, end: number) => {
    const text = lines
      .slice(start, end)
      .map((line) => line.replace(/[ \t]+$/, ''))
      .join('\n');
    let key: string;
    if (kind === 'heading') key = `s${section}.h`;
    else {
      const n = counts.get(kind) ?? 0;
      counts.set(kind, n + 1);
      key = `s${section}.${kind}.${n}`;
    }
    blocks.push({ key, kind, section, text, hash: hashBlockText(text), start, end });
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const mark = fence[1]!;
      const close = new RegExp(`^ {0,3}${mark[0] === '`' ? '`' : '~'}{${mark.length},}\\s*$`);
      let j = i + 1;
      while (j < lines.length && !close.test(lines[j]!)) j += 1;
      const end = Math.min(j + 1, lines.length);
      push('code', i, end);
      i = end;
      continue;
    }
    if (HEADING.test(line)) {
      section += 1;
      counts = new Map();
      push('heading', i, i + 1);
      i += 1;
      continue;
    }
    if (CALLOUT_OPEN.test(line)) {
      let j = i;
      // A one-line callout closes on its own line; otherwise at the first later line that ends with `<$>`.
      if (!CALLOUT_CLOSE.test(line.replace(CALLOUT_OPEN, ''))) {
        j = i + 1;
        while (j < lines.length && !CALLOUT_CLOSE.test(lines[j]!)) j += 1;
      }
      const end = Math.min(j + 1, lines.length);
      push('callout', i, end);
      i = end;
      continue;
    }
    let j = i + 1;
    while (
      j < lines.length &&
      lines[j]!.trim() !== '' &&
      !FENCE.test(lines[j]!) &&
      !HEADING.test(lines[j]!) &&
      !CALLOUT_OPEN.test(lines[j]!)
    )
      j += 1;
    push('text', i, j);
    i = j;
  }
  return blocks;
}

/** The sections of a body with their headings' text and blocks. */
export function sectionsOf(blocks: readonly ContentBlock[]): ContentSection[] {
  const sections = new Map<number, ContentSection>();
  for (const block of blocks) {
    let section = sections.get(block.section);
    if (!section) {
      section = { index: block.section, key: `s${block.section}`, title: null, blocks: [] };
      sections.set(block.section, section);
    }
    if (block.kind === 'heading') section.title = headingTitle(block.text);
    section.blocks.push(block);
  }
  return [...sections.values()];
}

/** What a translation records of its original's blocks now: every key with its hash and the original's version. */
export function recordAll(original: readonly ContentBlock[], version: number): SourceBlocks {
  return Object.fromEntries(original.map((block) => [block.key, { hash: block.hash, version }]));
}

/**
 * The record after a translator saved: a block the translator changed (its text at that key differs from before),
 * or one the record lacks, is recorded against the original as it is now; the others keep what they had, so fixing
 * one step does not mark the others up to date. Keys the original no longer has are dropped.
 */
export function recordOnSave(
  previous: SourceBlocks,
  before: readonly ContentBlock[],
  after: readonly ContentBlock[],
  original: readonly ContentBlock[],
  version: number,
): SourceBlocks {
  const old = new Map(before.map((block) => [block.key, block.hash]));
  const now = new Map(after.map((block) => [block.key, block.hash]));
  const record: SourceBlocks = {};
  for (const block of original) {
    const kept = previous[block.key];
    const touched = old.get(block.key) !== now.get(block.key);
    record[block.key] = kept && !touched ? kept : { hash: block.hash, version };
  }
  return record;
}

/** Marks blocks up to date (all of them when `keys` is undefined): records them against the original as it is now. */
export function markCurrent(
  previous: SourceBlocks,
  original: readonly ContentBlock[],
  version: number,
  keys?: readonly string[],
): SourceBlocks {
  const wanted = keys ? new Set(keys) : null;
  const isKept = (key: string) => wanted !== null && !wanted.has(key);
  const record: SourceBlocks = {};
  const present = new Set<string>();
  for (const block of original) {
    present.add(block.key);
    const kept = previous[block.key];
    record[block.key] = kept && isKept(block.key) ? kept : { hash: block.hash, version };
  }
  // A block the original removed stays stale until it is marked too.
  for (const [key, kept] of Object.entries(previous))
    if (!present.has(key) && isKept(key)) record[key] = kept;
  return record;
}

/** Whether the translation's code block overrides the original's: its text is not the one it was recorded against. */
export function isCodeOverride(block: ContentBlock, record: SourceBlocks): boolean {
  const recorded = record[block.key];
  return block.kind === 'code' && recorded !== undefined && recorded.hash !== block.hash;
}

/**
 * The section and kind a block key names: `s2.text.0` of a markdown body, or `slice3.title` / `slice3.items.1.title`
 * of a page's slices (every slice field is text; see page-blocks.ts). Null for anything else.
 */
export function blockKeyParts(key: string): { section: number; kind: BlockKind } | null {
  const markdown = /^s(\d+)\.(h|text|callout|code)\b/.exec(key);
  if (markdown)
    return {
      section: Number(markdown[1]),
      kind: markdown[2] === 'h' ? 'heading' : (markdown[2] as BlockKind),
    };
  const slice = /^slice(\d+)\./.exec(key);
  return slice ? { section: Number(slice[1]), kind: 'text' } : null;
}

/**
 * The original's blocks a translation has not caught up with: changed since recorded, added since, or recorded
 * and gone. A code block the translation shares (does not override) is never stale: readers see the original's.
 */
export function staleBlocks(
  original: readonly ContentBlock[],
  record: SourceBlocks,
  translation: readonly ContentBlock[],
): StaleBlock[] {
  const own = new Map(translation.map((block) => [block.key, block]));
  const stale: StaleBlock[] = [];
  const present = new Set<string>();
  for (const block of original) {
    present.add(block.key);
    const recorded = record[block.key];
    if (recorded && recorded.hash === block.hash) continue;
    if (block.kind === 'code') {
      const mine = own.get(block.key);
      if (!mine || !isCodeOverride(mine, record)) continue;
    }
    stale.push({
      key: block.key,
      kind: block.kind,
      section: block.section,
      change: recorded ? 'changed' : 'added',
      since: recorded ? recorded.version : null,
    });
  }
  for (const [key, recorded] of Object.entries(record)) {
    if (present.has(key)) continue;
    const parsed = blockKeyParts(key);
    if (!parsed || parsed.kind === 'code') continue;
    stale.push({ key, ...parsed, change: 'removed', since: recorded.version });
  }
  return stale.sort((a, b) => a.section - b.section || a.key.localeCompare(b.key));
}

/**
 * The markdown a translation is rendered from: its own, with each code block replaced by the original's block at
 * the same key unless the translator overrode it (or the original has none there).
 */
export function composeTranslation(
  translationMarkdown: string,
  original: readonly ContentBlock[],
  record: SourceBlocks,
): string {
  const lines = translationMarkdown.replace(/\r\n?/g, '\n').split('\n');
  const theirs = new Map(original.filter((b) => b.kind === 'code').map((block) => [block.key, block]));
  const out: string[] = [];
  let at = 0;
  for (const block of splitBlocks(translationMarkdown)) {
    if (block.kind !== 'code') continue;
    const shared = theirs.get(block.key);
    if (!shared || isCodeOverride(block, record)) continue;
    out.push(...lines.slice(at, block.start), shared.text);
    at = block.end;
  }
  out.push(...lines.slice(at));
  return out.join('\n');
}
