// asciinema — `[asciinema <id> <cols> <rows>]` embeds a terminal recording (80×24 by default).
//
//   [asciinema 239367 100 30]
//   → <script src="https://asciinema.org/a/239367.js" id="asciicast-239367" async data-cols="100" data-rows="30"></script>
//     <noscript>…</noscript>
//
// Safe output has no script: `<div class="asciinema" data-asciinema-id=…>` with the link, which
// the web app turns into the player.
import type { MarkdownIt, StateBlock } from 'markdown-it';
import type { ExtensionContext } from '../util/context.js';
import { lineText } from '../util/lines.js';

const ASCIINEMA = /^\[asciinema (\d+)(?: (\d+))?(?: (\d+))?\]$/;

/** Registers asciinema embeds. */
export function asciinema(md: MarkdownIt, context: ExtensionContext): void {
  md.block.ruler.before(
    'paragraph',
    'asciinema',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (silent) return false;
      const line = lineText(state, startLine);
      if (line.length < 13 || !line.startsWith('[asciinema ') || !line.endsWith(']')) return false;
      const match = ASCIINEMA.exec(line);
      if (!match) return false;
      const id = Number(match[1]);
      if (!id) return false;
      state.line = startLine + 1;
      const token = state.push('asciinema', 'asciinema', 0);
      token.block = true;
      token.markup = match[0];
      token.meta = { id, cols: Number(match[2]) || 80, rows: Number(match[3]) || 24 };
      return true;
    },
  );

  md.renderer.rules.asciinema = (tokens, idx) => {
    const { id, cols, rows } = tokens[idx]!.meta as { id: number; cols: number; rows: number };
    const link = `<a href="https://asciinema.org/a/${id}" target="_blank">View asciinema recording</a>`;
    if (context.isSafe) {
      return `<div class="asciinema" data-asciinema-id="${id}" data-cols="${cols}" data-rows="${rows}">
    ${link}
</div>\n`;
    }
    return `<script src="https://asciinema.org/a/${id}.js" id="asciicast-${id}" async data-cols="${cols}" data-rows="${rows}"></script>
<noscript>
    ${link}
</noscript>\n`;
  };
}
