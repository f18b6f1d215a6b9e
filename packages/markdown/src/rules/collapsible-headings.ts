// collapsible_headings — headings open `<details>` sections that run to the next heading of the
// same or a higher level; the heading is the summary. Off unless options are given.
//
//   # Setup          → <details class="collapsible" open><summary><h1>Setup</h1></summary>
//   Install it.          <p>Install it.</p></details>
//
// Options: `levels` (default 1–6), `open` (default true), `className` (default `collapsible`).
import type { MarkdownIt, StateCore, Token } from 'markdown-it';

/** Options of `collapsible_headings`. */
export type CollapsibleHeadingsOptions = {
  /** Heading levels that collapse (default all). */
  levels?: number[];
  /** Whether sections start open (default true). */
  open?: boolean;
  /** Class of the details element (default `collapsible`). */
  className?: string;
};

/** Registers collapsible headings. */
export function collapsibleHeadings(md: MarkdownIt, options: CollapsibleHeadingsOptions): void {
  const levels = Array.isArray(options.levels) && options.levels.length ? options.levels : [1, 2, 3, 4, 5, 6];
  const className = md.utils.escapeHtml(
    typeof options.className === 'string' ? options.className : 'collapsible',
  );
  const isOpen = options.open !== false;
  const levelOf = (token: Token) => Number(token.tag.replace('h', ''));

  md.core.ruler.push('collapsible_heading', (state: StateCore) => {
    const blockToken = (nesting: 1 | -1, tag: 'details' | 'summary') => {
      const token = new state.Token(tag, tag, nesting);
      token.block = true;
      return token;
    };
    const openLevels: number[] = [];
    const tokens: Token[] = [];
    for (const token of state.tokens) {
      if (token.type === 'heading_open') {
        const level = levelOf(token);
        while (openLevels.length && openLevels[openLevels.length - 1]! >= level) {
          tokens.push(blockToken(-1, 'details'));
          openLevels.pop();
        }
        if (levels.includes(level)) {
          const details = blockToken(1, 'details');
          details.attrSet('class', className);
          if (isOpen) details.attrSet('open', '');
          tokens.push(details, blockToken(1, 'summary'), token);
          openLevels.push(level);
          continue;
        }
      }
      if (token.type === 'heading_close' && levels.includes(levelOf(token))) {
        tokens.push(token, blockToken(-1, 'summary'));
        continue;
      }
      tokens.push(token);
    }
    for (let i = 0; i < openLevels.length; i += 1) tokens.push(blockToken(-1, 'details'));
    state.tokens = tokens;
  });
}
