// terminal_button — `[terminal <docker image> <text>]` on its own line renders a disabled button
// that the site turns into an interactive terminal. Text defaults to `Launch an Interactive Terminal!`.
//
//   [terminal ubuntu:focal Open a terminal]
//   → <button data-js="terminal" data-docker-image="ubuntu:focal" disabled="disabled" class="terminal">
//         Open a terminal
//     </button>
//
// Option `className` (default `terminal`).
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { lineText } from '../util/lines.js';

/** Options of `terminal_button`. */
export type TerminalButtonOptions = {
  /** Class of the button (default `terminal`). */
  className?: string;
};

const TERMINAL = /^\[terminal (\S+)(?: (.+))?\]$/;

/** Registers terminal buttons. */
export function terminalButton(md: MarkdownIt, options: TerminalButtonOptions): void {
  const className = typeof options.className === 'string' ? options.className : 'terminal';

  md.block.ruler.before(
    'paragraph',
    'terminal',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (silent) return false;
      const line = lineText(state, startLine);
      if (line.length < 12 || !line.startsWith('[terminal ') || !line.endsWith(']')) return false;
      const match = TERMINAL.exec(line);
      if (!match) return false;
      const image = match[1]!.trim();
      if (!image) return false;
      const text = (match[2] ?? '').trim() || 'Launch an Interactive Terminal!';
      state.line = startLine + 1;
      const token = state.push('terminal', 'terminal', 0);
      token.block = true;
      token.markup = match[0];
      token.meta = { image, text };
      return true;
    },
  );

  md.renderer.rules.terminal = (tokens, idx) => {
    const { image, text } = tokens[idx]!.meta as { image: string; text: string };
    const escape = md.utils.escapeHtml;
    return `<button data-js="terminal" data-docker-image="${escape(image)}" disabled="disabled" class="${escape(className)}">
    ${escape(text)}
</button>\n`;
  };
}
