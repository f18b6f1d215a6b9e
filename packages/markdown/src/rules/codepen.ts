// codepen — `[codepen <user> <hash> <flags…>]` embeds a pen. Flags: a tab (`html`, `css`, `js`,
// `result`; `result` combines with another), `lazy`, `light`/`dark`, `editable`, and a height
// (default 256).
//
//   [codepen chriscoyier gfdDu css 512]
//   → <p class="codepen" data-height="512" data-theme-id="light" data-default-tab="css" …>…</p>
//
// The CodePen script is added once at the end of the document (not in safe output).
import type { MarkdownIt, StateBlock, StateCore } from 'markdown-it';
import type { ExtensionContext } from '../util/context.js';
import { lineText } from '../util/lines.js';
import { addScriptOnce, markScriptNeeded } from '../util/scripts.js';

const TABS = ['html', 'css', 'js', 'result'];
const CODEPEN = /^\[codepen (\S+) (\S+)((?: (?:html|css|js|result|lazy|light|dark|editable|\d+))*)\]$/;

type Pen = {
  user: string;
  hash: string;
  height: number;
  theme: string;
  lazy: boolean;
  editable: boolean;
  tab: string;
};

/** Registers CodePen embeds. */
export function codepen(md: MarkdownIt, context: ExtensionContext): void {
  md.block.ruler.before(
    'paragraph',
    'codepen',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (silent) return false;
      const line = lineText(state, startLine);
      if (line.length < 13 || !line.startsWith('[codepen ') || !line.endsWith(']')) return false;
      const match = CODEPEN.exec(line);
      if (!match) return false;
      const flags = match[3]!;
      const height = /\d+/.exec(flags);
      let tab = TABS.find((name) => flags.includes(name)) ?? 'result';
      if (flags.includes('result') && tab !== 'result') tab = `${tab},result`;
      state.line = startLine + 1;
      const token = state.push('codepen', 'codepen', 0);
      token.block = true;
      token.markup = match[0];
      token.meta = {
        user: match[1]!,
        hash: match[2]!,
        height: height ? Number(height[0]) : 256,
        theme: flags.includes('dark') ? 'dark' : 'light',
        lazy: flags.includes('lazy'),
        editable: flags.includes('editable'),
        tab,
      } satisfies Pen;
      markScriptNeeded(state.env, 'codepen');
      return true;
    },
  );

  if (!context.isSafe) {
    md.core.ruler.push('codepen_script', (state: StateCore) =>
      addScriptOnce(
        state,
        'codepen',
        '<script async defer src="https://static.codepen.io/assets/embed/ei.js" type="text/javascript"></script>\n',
      ),
    );
  }

  md.renderer.rules.codepen = (tokens, idx) => {
    const pen = tokens[idx]!.meta as Pen;
    const escape = md.utils.escapeHtml;
    const user = escape(pen.user);
    const userUrl = encodeURIComponent(pen.user);
    const hash = escape(pen.hash);
    const hashUrl = encodeURIComponent(pen.hash);
    const height = escape(String(pen.height));
    const attributes =
      ` data-height="${height}" data-theme-id="${escape(pen.theme)}" data-default-tab="${escape(pen.tab)}"` +
      ` data-user="${user}" data-slug-hash="${hash}"` +
      (pen.lazy ? ' data-preview="true"' : '') +
      (pen.editable ? ' data-editable="true"' : '');
    return `<p class="codepen"${attributes} style="height: ${height}px; box-sizing: border-box; display: flex; align-items: center; justify-content: center; border: 2px solid; margin: 1em 0; padding: 1em;">
    <span>See the Pen <a href="https://codepen.io/${userUrl}/pen/${hashUrl}">${hash} by ${user}</a> (<a href="https://codepen.io/${userUrl}">@${user}</a>) on <a href='https://codepen.io'>CodePen</a>.</span>
</p>\n`;
  };
}
