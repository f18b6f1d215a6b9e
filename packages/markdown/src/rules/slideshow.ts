// slideshow — `[slideshow <image URL…> <height> <width>]` shows images in a horizontal slider
// (numbers are the height then the width, 270×480 by default).
//
//   [slideshow https://example.com/a.png https://example.com/b.png 300 400]
//   → <div class="slideshow" style="height: 300px; width: 400px;">…<div class="slides"><img src=… alt="Slide #1" />…</div></div>
//
// Safe output: the arrows carry `data-slideshow-action` instead of inline click handlers, and an
// image with an unsafe URL leaves the line as text.
import type { MarkdownIt, StateBlock } from 'markdown-it';
import type { ExtensionContext } from '../util/context.js';
import { lineText } from '../util/lines.js';

const SLIDESHOW = /^\[slideshow((?: \S+)+)?]$/;

type Slideshow = { images: string[]; height: number; width: number };

/** Registers slideshows. */
export function slideshow(md: MarkdownIt, context: ExtensionContext): void {
  md.block.ruler.before(
    'paragraph',
    'slideshow',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (silent) return false;
      const line = lineText(state, startLine);
      if (line.length < 13 || !line.startsWith('[slideshow ') || !line.endsWith(']')) return false;
      const match = SLIDESHOW.exec(line);
      if (!match?.[1]) return false;
      const parts = match[1].split(' ').filter(Boolean);
      const isNumber = (part: string) => Number.isInteger(parseInt(part, 10));
      const numbers = parts.filter(isNumber);
      const images = parts.filter((part) => !isNumber(part));
      if (!images.length) return false;
      if (context.isSafe && !images.every((image) => md.validateLink(image))) return false;
      state.line = startLine + 1;
      const token = state.push('slideshow', 'slideshow', 0);
      token.block = true;
      token.markup = match[0];
      token.meta = {
        images,
        height: Number(numbers[0]) || 270,
        width: Number(numbers[1]) || 480,
      } satisfies Slideshow;
      return true;
    },
  );

  md.renderer.rules.slideshow = (tokens, idx) => {
    const { images, height, width } = tokens[idx]!.meta as Slideshow;
    const escape = md.utils.escapeHtml;
    const slides = images.map((image, i) => `<img src="${escape(image)}" alt="Slide #${i + 1}" />`).join('');
    const arrow = (side: 'left' | 'right', sign: string, entity: string) =>
      context.isSafe
        ? `<div class="action ${side}" data-slideshow-action="${side}">${entity}</div>`
        : `<div class="action ${side}" onclick="(() => this.parentNode.getElementsByClassName('slides')[0].scrollLeft ${sign}= ${width})()">${entity}</div>`;
    return `<div class="slideshow" style="height: ${escape(String(height))}px; width: ${escape(String(width))}px;">
${arrow('left', '-', '&#8249;')}
${arrow('right', '+', '&#8250;')}
<div class="slides">${slides}</div>
</div>\n`;
  };
}
