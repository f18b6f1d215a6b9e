import type { StateBlock } from 'markdown-it';

// Block extensions look ahead for a closing line. Scanning from every candidate start to the end
// of the document (as the reference does, joining all remaining lines each time) is quadratic;
// these helpers read one line at a time and remember answers per parser state, so a document of
// thousands of unclosed openers still parses in linear time.

/** The content of a line without its indentation, as block rules see it. */
export function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

/** Whether the content of a line (without indentation) ends with `suffix`. */
export function lineEndsWith(state: StateBlock, line: number, suffix: string): boolean {
  const end = state.eMarks[line]!;
  const start = state.bMarks[line]! + state.tShift[line]!;
  return end - suffix.length >= start && state.src.startsWith(suffix, end - suffix.length);
}

type ScanEntry = { from: number; found: number };
/**
 * Block embed ends found in one walk context: `ends` maps a start (or an unbalanced opener met on
 * the way) to its closing line or -1; `owners` maps any other line a walk went through to the
 * innermost opener still open there — that line, taken as a start, closes where its owner does.
 */
type EmbedScan = { ends: Map<number, number>; owners: Map<number, number> };
type StateCache = { scans: Map<string, ScanEntry>; embeds: Map<string, EmbedScan> };
const caches = new WeakMap<StateBlock, StateCache>();

function cacheOf(state: StateBlock): StateCache {
  let cache = caches.get(state);
  if (!cache) {
    cache = { scans: new Map(), embeds: new Map() };
    caches.set(state, cache);
  }
  return cache;
}

/**
 * Forget remembered line scans: call after changing line marks (the callout rule trims its
 * markers). Embed ends can be kept: an answer for a line depends only on the lines after it, and
 * the parsers that could ask again resume after the trimmed lines (see `forgetBlockEmbedEnds`).
 */
export function forgetLineScans(state: StateBlock): void {
  cacheOf(state).scans.clear();
}

/** Forget remembered block embed ends: call when a parser will read lines again after their marks changed. */
export function forgetBlockEmbedEnds(state: StateBlock): void {
  cacheOf(state).embeds.clear();
}

/**
 * First line in [from, endLine) that satisfies `test`, or -1. `kind` names the test: answers are
 * remembered per kind, so the test must depend on the line only.
 */
export function findLine(
  state: StateBlock,
  kind: string,
  from: number,
  endLine: number,
  test: (line: number) => boolean,
): number {
  const { scans } = cacheOf(state);
  const key = `${kind}:${endLine}`;
  const known = scans.get(key);
  if (known && from >= known.from && (known.found === -1 ? true : from <= known.found)) {
    return known.found === -1 || known.found >= from ? known.found : -1;
  }
  let found = -1;
  for (let line = from; line < endLine; line += 1) {
    if (test(line)) {
      found = line;
      break;
    }
  }
  scans.set(key, { from, found });
  return found;
}

/** Opening lines of a bracket embed (`[columns`…) hold more `[` than `]` before they balance. */
function opensBracket(text: string): boolean {
  if (text[0] !== '[') return false;
  let open = 1;
  for (let i = 1; i < text.length; i += 1) {
    if (text[i] === '[') open += 1;
    else if (text[i] === ']') open -= 1;
    if (open === 0) return false;
  }
  return true;
}

/**
 * For a block embed opening at `start` (`[details …`, `[column`), the offset (from `start`) of the
 * line holding only `]` that closes it — lines that open their own unbalanced `[` need their own
 * `]` first — or -1 when none does before `endLine`. Needs at least three lines, like the reference.
 *
 * Answers are kept per end line and nesting level: a blockquote or a list item nested in the same
 * range sees its lines without their markers, and runs one level deeper. Sibling list items share
 * a level and an end line; each changes only its own first line, which is where it starts asking.
 */
export function findBlockEmbedEnd(state: StateBlock, start: number, endLine: number): number {
  if (endLine - start < 3) return -1;
  const { embeds } = cacheOf(state);
  const key = `${endLine}:${state.level}`;
  let scan = embeds.get(key);
  if (!scan) {
    scan = { ends: new Map(), owners: new Map() };
    embeds.set(key, scan);
  }
  const { ends, owners } = scan;
  const owner = owners.get(start);
  const cached = ends.get(start) ?? (owner === undefined ? undefined : ends.get(owner));
  if (cached !== undefined) return cached === -1 ? -1 : cached - start;
  // Walk forward once with a stack of pending openers; every opener met gets its answer too, and
  // every other line its owner, so that no later start walks the same lines again.
  const pending: number[] = [start];
  let line = start + 1;
  while (line < endLine && pending.length) {
    const text = lineText(state, line);
    if (text === ']') {
      ends.set(pending.pop()!, line);
    } else if (opensBracket(text)) {
      const known = ends.get(line);
      if (known === -1) break;
      if (known !== undefined) {
        line = known + 1;
        continue;
      }
      pending.push(line);
    } else {
      owners.set(line, pending[pending.length - 1]!);
    }
    line += 1;
  }
  for (const opener of pending) ends.set(opener, -1);
  const end = ends.get(start)!;
  return end === -1 ? -1 : end - start;
}
