// details — `[details <summary>` … `]` renders a collapsible `<details>`; a second word `open`
// or `closed` sets its initial state (default closed). Any markdown is allowed inside.
//
//   [details open Output    → <details open><summary>Output</summary>
//   Done.                        <p>Done.</p>
//   ]                            </details>
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { findBlockEmbedEnd, lineText } from '../util/lines.js';

/** Registers details blocks. */
export function details(md: MarkdownIt): void {
  md.block.ruler.before(
    'paragraph',
    'details',
    (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      if (silent) return false;
      const first = lineText(state, startLine);
      if (first !== '[details' && !first.startsWith('[details ')) return false;
      const block = findBlockEmbedEnd(state, startLine, endLine);
      if (block === -1) return false;
      const parts = first.split(' ');
      if (parts.length === 1) return false;
      const choice = parts[1]!.toLowerCase();
      const initial = choice === 'open' || choice === 'closed' ? choice : null;
      if (parts.length === 2 && initial) return false;

      const open = state.push('details', 'details', 1);
      open.block = true;
      open.map = [startLine, startLine + block];
      if (initial === 'open') open.attrSet('open', '');
      const summaryOpen = state.push('summary', 'summary', 1);
      summaryOpen.block = true;
      summaryOpen.map = [startLine, startLine + 1];
      summaryOpen.markup = first;
      const summary = state.push('inline', '', 0);
      summary.content = parts.slice(initial ? 2 : 1).join(' ');
      summary.map = [startLine, startLine + 1];
      summary.children = [];
      const summaryClose = state.push('summary', 'summary', -1);
      summaryClose.block = true;

      const parentType = state.parentType;
      const lineMax = state.lineMax;
      state.parentType = 'details' as typeof state.parentType;
      state.lineMax = startLine + block;
      state.md.block.tokenize(state, startLine + 1, startLine + block);
      const close = state.push('details', 'details', -1);
      close.block = true;
      state.parentType = parentType;
      state.lineMax = lineMax;
      state.line = startLine + block + 1;
      return true;
    },
  );
}
