// glob — `[glob <glob> <test> …]` embeds the glob testing tool. Tests follow the glob separated by
// spaces, or one per line when the glob (first line) has spaces.
//
//   [glob *.js index.js app.ts]
//   → <div class="tool-embed" data-glob-tool-embed data-glob-string="*.js" data-glob-test-0="index.js" …>
//
// The tool's script is added once at the end of the document (not in safe output).
import type { MarkdownIt, StateBlock, StateCore } from 'markdown-it';
import type { ExtensionContext } from '../util/context.js';
import { findLine, lineText } from '../util/lines.js';
import { addScriptOnce, markScriptNeeded } from '../util/scripts.js';

const GLOB = /^\[glob (.+(?:\n.+)+|[^ \n]+(?: [^ \n]+)+)\](?:$|\n)/;

/** Registers glob embeds. */
export function glob(md: MarkdownIt, context: ExtensionContext): void {
  md.block.ruler.before(
    'paragraph',
    'glob',
    (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      if (silent) return false;
      if (!lineText(state, startLine).startsWith('[glob ')) return false;
      // It ends at the first line ending with `]`, unless a blank line (not the last) comes first.
      const stop = findLine(state, 'glob-stop', startLine, endLine, (line) => {
        const text = lineText(state, line);
        return text.endsWith(']') || (text === '' && line + 1 < endLine);
      });
      if (stop === -1 || lineText(state, stop) === '') return false;
      // The text up to that `]`, its newline and one more character, as the reference matched it.
      const lines: string[] = [];
      for (let line = startLine; line <= Math.min(stop + 2, endLine - 1); line += 1)
        lines.push(lineText(state, line));
      const closeAt = lines.slice(0, stop - startLine + 1).join('\n').length - 1;
      const candidate = lines.join('\n').slice(0, closeAt + 3);
      if (candidate.length < 10) return false;
      const match = GLOB.exec(candidate);
      if (!match) return false;
      const strings = match[1]!.split(match[1]!.includes('\n') ? '\n' : ' ').filter(Boolean);
      const pattern = strings[0];
      if (!pattern) return false;
      const tests = strings.slice(1);
      if (!tests.length) return false;
      state.line = startLine + match[0].trim().split('\n').length;
      const token = state.push('glob', 'glob', 0);
      token.block = true;
      token.markup = match[0];
      token.meta = { glob: pattern, tests };
      markScriptNeeded(state.env, 'glob');
      return true;
    },
  );

  if (!context.isSafe) {
    md.core.ruler.push('glob_script', (state: StateCore) =>
      addScriptOnce(
        state,
        'glob',
        '<script async defer src="https://do-community.github.io/glob-tool-embed/bundle.js" type="text/javascript" onload="window.GlobToolEmbeds()"></script>\n',
      ),
    );
  }

  md.renderer.rules.glob = (tokens, idx) => {
    const { glob: pattern, tests } = tokens[idx]!.meta as { glob: string; tests: string[] };
    const escape = md.utils.escapeHtml;
    const testAttributes = tests.map((test, i) => `data-glob-test-${i}="${escape(test)}"`).join(' ');
    const url = `https://www.digitalocean.com/community/tools/glob?glob=${encodeURIComponent(pattern)}${tests
      .map((test) => `&tests=${encodeURIComponent(test)}`)
      .join('')}`;
    return `<div class="tool-embed" data-glob-tool-embed data-glob-string="${escape(pattern)}" ${testAttributes}>
    <a href="${url}" target="_blank">
        Explore <code>${escape(pattern)}</code> as a glob string in our glob testing tool
    </a>
</div>\n`;
  };
}
