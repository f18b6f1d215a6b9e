// highlight — `<^>text<^>` marks text, also inside code (opening and closing marker on one line).
//
//   <^>important<^>        → <p><mark>important</mark></p>
//   ```                     → <pre><code>run <mark>this</mark>
//   run <^>this<^>               </code></pre>
//   ```
import type { MarkdownIt, RendererRule, StateInline } from 'markdown-it';
import { nextIndexOf } from '../util/text-search.js';

const MARKER = '<^>';
// Escaped markers in rendered code; pairs on one line (the dot stops at a newline).
const ESCAPED_PAIR = /&lt;\^&gt;(.*?)&lt;\^&gt;/g;

function highlightRule(state: StateInline, silent: boolean): boolean {
  if (silent) return false;
  if (state.pos + 6 > state.posMax) return false;
  if (!state.src.startsWith(MARKER, state.pos)) return false;
  const close = nextIndexOf(state, state.src, MARKER, state.pos + 3);
  if (close === -1 || close > state.posMax - 3) return false;
  state.push('mark_open', 'mark', 1);
  const posMax = state.posMax;
  state.pos += 3;
  state.posMax = close;
  state.md.inline.tokenize(state);
  state.pos = close + 3;
  state.posMax = posMax;
  state.push('mark_close', 'mark', -1);
  return true;
}

function markEscaped(original: RendererRule): RendererRule {
  return (tokens, idx, options, env, self) =>
    original(tokens, idx, options, env, self).replace(ESCAPED_PAIR, '<mark>$1</mark>');
}

/** Registers the highlight syntax: an inline rule, and marks in rendered code. */
export function highlight(md: MarkdownIt): void {
  md.inline.ruler.before('emphasis', 'highlight', highlightRule);
  md.renderer.rules.code_block = markEscaped(md.renderer.rules.code_block!);
  md.renderer.rules.fence = markEscaped(md.renderer.rules.fence!);
  md.renderer.rules.code_inline = markEscaped(md.renderer.rules.code_inline!);
}
