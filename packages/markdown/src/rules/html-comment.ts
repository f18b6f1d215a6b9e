// html_comment — HTML comments are removed, inline or as whole blocks.
//
//   Hello <!-- note --> world     → <p>Hello  world</p>
//   <!--                          → (nothing)
//   a block comment
//   -->
//
// Loose by default: an unclosed comment runs to the end of its inline text or of the document.
// Option `strict: true` keeps unclosed comments as text.
import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';
import { findLine, lineEndsWith, lineText } from '../util/lines.js';
import { nextIndexOf } from '../util/text-search.js';

/** Options of `html_comment`. */
export type HtmlCommentOptions = {
  /** Only remove comments whose `-->` is found. */
  strict?: boolean;
};

/** Registers comment removal (inline and block). */
export function htmlComment(md: MarkdownIt, options: HtmlCommentOptions): void {
  const isStrict = Boolean(options.strict);

  md.inline.ruler.before('html_inline', 'html_comment', (state: StateInline, silent: boolean) => {
    if (silent) return false;
    if (state.pos + 4 > state.posMax || !state.src.startsWith('<!--', state.pos)) return false;
    const raw = nextIndexOf(state, state.src, '-->', state.pos + 4);
    const isClosed = raw !== -1 && raw <= state.posMax - 3;
    const close = isClosed ? raw : state.posMax;
    if (isStrict && !isClosed) return false;
    const token = state.push('html_comment', '', 0);
    token.content = state.src.slice(state.pos + 4, close);
    state.pos = close + (isClosed ? 3 : 0);
    return true;
  });

  md.block.ruler.before(
    'html_block',
    'html_comment',
    (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      if (silent) return false;
      const first = lineText(state, startLine);
      if (!first.startsWith('<!--')) return false;
      // The comment ends at the first line ending with `-->` (this one included), else runs to the end.
      const closeLine = findLine(state, 'comment-close', startLine, endLine, (line) =>
        lineEndsWith(state, line, '-->'),
      );
      if (isStrict && closeLine === -1) return false;
      const lastLine = closeLine === -1 ? endLine - 1 : closeLine;
      const lines: string[] = [];
      for (let line = startLine; line <= lastLine; line += 1) lines.push(lineText(state, line));
      const comment = lines.join('\n');
      state.line = lastLine + 1;
      const token = state.push('html_comment', '', 0);
      token.block = true;
      token.markup = comment;
      token.content = comment.slice(4, closeLine === -1 ? comment.length : comment.length - 3);
      return true;
    },
  );

  md.renderer.rules.html_comment = () => '';
}
