// columns — two or more adjacent `[column` … `]` blocks side by side (one blank line allowed
// between them). Any markdown is allowed inside a column.
//
//   [column          → <div class="columns">
//   Left                 <div class="column"><p>Left</p></div>
//   ]                    <div class="column"><p>Right</p></div>
//   [column              </div>
//   Right
//   ]
//
// Options: `outerClassName` (default `columns`), `innerClassName` (default `column`).
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { findBlockEmbedEnd, lineText } from '../util/lines.js';

/** Options of `columns`. */
export type ColumnsOptions = {
  /** Class of the container (default `columns`). */
  outerClassName?: string;
  /** Class of each column (default `column`). */
  innerClassName?: string;
};

function isColumnOpener(text: string): boolean {
  return text === '[column' || text.startsWith('[column ');
}

/** Registers columns. */
export function columns(md: MarkdownIt, options: ColumnsOptions): void {
  const outerClassName = typeof options.outerClassName === 'string' ? options.outerClassName : 'columns';
  const innerClassName = typeof options.innerClassName === 'string' ? options.innerClassName : 'column';

  md.block.ruler.before(
    'paragraph',
    'columns',
    (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      if (silent) return false;
      if (!isColumnOpener(lineText(state, startLine))) return false;
      // [first line, closing line] of each column, relative to startLine.
      const found: Array<[number, number]> = [];
      let next = 0;
      while (startLine + next < endLine && isColumnOpener(lineText(state, startLine + next))) {
        const end = findBlockEmbedEnd(state, startLine + next, endLine);
        if (end === -1) break;
        found.push([next, next + end]);
        next += end + 1;
        if (startLine + next < endLine && lineText(state, startLine + next) === '') next += 1;
      }
      if (found.length < 2) return false;

      const last = found[found.length - 1]!;
      const containerOpen = state.push('columns', 'div', 1);
      containerOpen.block = true;
      containerOpen.map = [startLine, startLine + last[1]];
      containerOpen.attrSet('class', outerClassName);
      const markup = lineText(state, startLine);
      for (const [first, close] of found) {
        const parentType = state.parentType;
        const lineMax = state.lineMax;
        state.parentType = 'column' as typeof state.parentType;
        state.lineMax = startLine + close;
        const open = state.push('column', 'div', 1);
        open.block = true;
        open.map = [startLine + first, startLine + close];
        open.markup = markup;
        open.attrSet('class', innerClassName);
        state.md.block.tokenize(state, startLine + first + 1, startLine + close);
        const columnClose = state.push('column', 'div', -1);
        columnClose.block = true;
        columnClose.markup = ']';
        state.parentType = parentType;
        state.lineMax = lineMax;
      }
      const containerClose = state.push('columns', 'div', -1);
      containerClose.block = true;
      state.line = startLine + last[1] + 1;
      return true;
    },
  );
}
