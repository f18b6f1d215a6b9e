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
type StateCache = { scans: Map<string, ScanEntry>; embeds: Map<string, Map<number, number>> };
const caches = new WeakMap<StateBlock, StateCache>();

function cacheOf(state: StateBlock): StateCache {
  let cache = caches.get(state);
  if (!cache) {
    cache = { scans: new Map(), embeds: new Map() };
    caches.set(state, cache);
  }
  return cache;
}

/** Forget remembered scans: call after changing line marks (the callout rule trims its markers). */
export function forgetLineScans(state: StateBlock): void {
  caches.delete(state);
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
 */
export function findBlockEmbedEnd(state: StateBlock, start: number, endLine: number): number {
  if (endLine - start < 3) return -1;
  const { embeds } = cacheOf(state);
  let matches = embeds.get(String(endLine));
  if (!matches) {
    matches = new Map();
    embeds.set(String(endLine), matches);
  }
  const cached = matches.get(start);
  if (cached !== undefined) return cached === -1 ? -1 : cached - start;
  // Walk forward once with a stack of pending openers; every opener met gets its answer too.
  const pending: number[] = [start];
  let line = start + 1;
  while (line < endLine && pending.length) {
    const known = line > start ? matches.get(line) : undefined;
    const text = lineText(state, line);
    if (text === ']') {
      matches.set(pending.pop()!, line);
      line += 1;
    } else if (opensBracket(text)) {
      if (known !== undefined) {
        if (known === -1) break;
        line = known + 1;
      } else {
        pending.push(line);
        line += 1;
      }
    } else {
      line += 1;
    }
  }
  for (const opener of pending) matches.set(opener, -1);
  const end = matches.get(start)!;
  return end === -1 ? -1 : end - start;
}
