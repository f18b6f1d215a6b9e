// table_wrapper — every table is wrapped in `<div class="table-wrapper">` so it can scroll.
//
//   | a |        → <div class="table-wrapper"><table>…</table></div>
//   |---|
//
// Option `className` (default `table-wrapper`).
import type { MarkdownIt, StateCore, Token } from 'markdown-it';

/** Options of `table_wrapper`. */
export type TableWrapperOptions = {
  /** Class of the wrapper (default `table-wrapper`). */
  className?: string;
};

/** Registers the table wrapper. */
export function tableWrapper(md: MarkdownIt, options: TableWrapperOptions): void {
  const className = typeof options.className === 'string' ? options.className : 'table-wrapper';
  md.core.ruler.after('inline', 'table_wrapper', (state: StateCore) => {
    if (!state.tokens.some((token) => token.type === 'table_open')) return;
    const tokens: Token[] = [];
    for (const token of state.tokens) {
      if (token.type === 'table_open') {
        const open = new state.Token('div_open', 'div', 1);
        open.attrSet('class', className);
        tokens.push(open, token);
      } else if (token.type === 'table_close') {
        tokens.push(token, new state.Token('div_close', 'div', -1));
      } else {
        tokens.push(token);
      }
    }
    state.tokens = tokens;
  });
}
