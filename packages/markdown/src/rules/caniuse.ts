// caniuse — `[caniuse <feature> past=0-5 future=0-3 accessible]` embeds browser support data
// (one past and one future version by default).
//
//   [caniuse css-grid past=2]
//   → <p class="ciu_embed" data-feature="css-grid" data-periods="future_1,current,past_1,past_2" data-accessible-colours="false">…</p>
//
// The embed script is added once at the end of the document (not in safe output).
import type { MarkdownIt, StateBlock, StateCore } from 'markdown-it';
import type { ExtensionContext } from '../util/context.js';
import { lineText } from '../util/lines.js';
import { addScriptOnce, markScriptNeeded } from '../util/scripts.js';

const CANIUSE = /^\[caniuse (\S+)((?: (?:past=[0-5]|future=[0-3]|accessible))*)\]$/;

type Feature = { slug: string; past: number; future: number; accessible: boolean };

/** Registers CanIUse embeds. */
export function caniuse(md: MarkdownIt, context: ExtensionContext): void {
  md.block.ruler.before(
    'paragraph',
    'caniuse',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (silent) return false;
      const line = lineText(state, startLine);
      if (line.length < 11 || !line.startsWith('[caniuse ') || !line.endsWith(']')) return false;
      const match = CANIUSE.exec(line);
      if (!match) return false;
      const flags = match[2]!.split(' ');
      const past = flags.find((flag) => /^past=[0-5]$/.test(flag));
      const future = flags.find((flag) => /^future=[0-3]$/.test(flag));
      state.line = startLine + 1;
      const token = state.push('caniuse', 'caniuse', 0);
      token.block = true;
      token.markup = match[0];
      token.meta = {
        slug: match[1]!,
        past: past ? Number(past.slice(5)) : 1,
        future: future ? Number(future.slice(7)) : 1,
        accessible: flags.includes('accessible'),
      } satisfies Feature;
      markScriptNeeded(state.env, 'caniuse');
      return true;
    },
  );

  if (!context.isSafe) {
    md.core.ruler.push('caniuse_script', (state: StateCore) =>
      addScriptOnce(
        state,
        'caniuse',
        '<script async defer src="https://cdn.jsdelivr.net/gh/ireade/caniuse-embed@v1.3.0/public/caniuse-embed.min.js" type="text/javascript"></script>\n',
      ),
    );
  }

  md.renderer.rules.caniuse = (tokens, idx) => {
    const feature = tokens[idx]!.meta as Feature;
    const escape = md.utils.escapeHtml;
    const periods = [
      ...Array.from({ length: feature.future }, (_, i) => `future_${feature.future - i}`),
      'current',
      ...Array.from({ length: feature.past }, (_, i) => `past_${i + 1}`),
    ].join(',');
    const name = escape(feature.slug);
    const url = encodeURIComponent(feature.slug);
    return `<p class="ciu_embed" data-feature="${name}" data-periods="${escape(periods)}" data-accessible-colours="${feature.accessible}">
    <picture>
        <source type="image/webp" srcset="https://caniuse.bitsofco.de/image/${url}.webp" />
        <source type="image/png" srcset="https://caniuse.bitsofco.de/image/${url}.png" />
        <img src="https://caniuse.bitsofco.de/image/${url}.jpg" alt="Data on support for the ${name} feature across the major browsers from caniuse.com" />
    </picture>
</p>\n`;
  };
}
