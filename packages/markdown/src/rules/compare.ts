// compare — `[compare <left image> <right image> <height> <width>]` shows two images with a
// slider between them (270×480 by default).
//
//   [compare https://example.com/before.png https://example.com/after.png]
//   → <div class="image-compare" style="--value:50%; height: 270px; width: 480px;">…<input type="range" class="control" …/>…</div>
//
// Safe output: the slider carries `data-image-compare` instead of an inline input handler, and an
// image with an unsafe URL leaves the line as text.
import type { MarkdownIt, StateBlock } from 'markdown-it';
import type { ExtensionContext } from '../util/context.js';
import { lineText } from '../util/lines.js';

const COMPARE = /^\[compare (\S+) (\S+)(?: (\d+))?(?: (\d+))?]$/;
const ARROW_SVG =
  '<svg class="control-arrow" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path fill="currentColor" d="M504.3 273.6c4.9-4.5 7.7-10.9 7.7-17.6s-2.8-13-7.7-17.6l-112-104c-7-6.5-17.2-8.2-25.9-4.4s-14.4 12.5-14.4 22l0 56-192 0 0-56c0-9.5-5.7-18.2-14.4-22s-18.9-2.1-25.9 4.4l-112 104C2.8 243 0 249.3 0 256s2.8 13 7.7 17.6l112 104c7 6.5 17.2 8.2 25.9 4.4s14.4-12.5 14.4-22l0-56 192 0 0 56c0 9.5 5.7 18.2 14.4 22s18.9 2.1 25.9-4.4l112-104z"/></svg>';

type Comparison = { imageLeft: string; imageRight: string; height: number; width: number };

/** Registers image comparisons. */
export function compare(md: MarkdownIt, context: ExtensionContext): void {
  md.block.ruler.before(
    'paragraph',
    'compare',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (silent) return false;
      const line = lineText(state, startLine);
      if (line.length < 13 || !line.startsWith('[compare ') || !line.endsWith(']')) return false;
      const match = COMPARE.exec(line);
      if (!match) return false;
      const [, imageLeft, imageRight] = match as unknown as [string, string, string];
      if (context.isSafe && !(md.validateLink(imageLeft) && md.validateLink(imageRight))) return false;
      state.line = startLine + 1;
      const token = state.push('compare', 'compare', 0);
      token.block = true;
      token.markup = match[0];
      token.meta = {
        imageLeft,
        imageRight,
        height: Number(match[3]) || 270,
        width: Number(match[4]) || 480,
      } satisfies Comparison;
      return true;
    },
  );

  md.renderer.rules.compare = (tokens, idx) => {
    const { imageLeft, imageRight, height, width } = tokens[idx]!.meta as Comparison;
    const escape = md.utils.escapeHtml;
    const control = context.isSafe
      ? '<input type="range" class="control" min="0" max="100" value="50" data-image-compare />'
      : '<input type="range" class="control" min="0" max="100" value="50" oninput="this.parentNode.style.setProperty(\'--value\', `${this.value}%`)" />';
    return `<div class="image-compare" style="--value:50%; height: ${escape(String(height))}px; width: ${escape(String(width))}px;">
    <img class="image-left" src="${escape(imageLeft)}" alt="Image left"/>
    <img class="image-right" src="${escape(imageRight)}" alt="Image right"/>
    ${control}
    ${ARROW_SVG}
</div>\n`;
  };
}
