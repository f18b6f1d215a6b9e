// image_settings — `{width=… height=… align=left|right}` right after an image sets its size and
// alignment. Sizes are digits with an optional unit (`px` or `%` by default); anything else
// leaves the text as it is.
//
//   ![Logo](logo.png){width=120 align=right}
//   → <p><img src="logo.png" alt="Logo" width="120" align="right"></p>
//
// Option `sizeUnits` (allowed units, `''` for none; default `['', 'px', '%']`).
import type { MarkdownIt, StateInline } from 'markdown-it';
import { nextIndexOf } from '../util/text-search.js';

/** Options of `image_settings`. */
export type ImageSettingsOptions = {
  /** Units a size may use; `''` allows plain numbers (default `['', 'px', '%']`). */
  sizeUnits?: string[];
};

type InlineRule = (state: StateInline, silent: boolean) => boolean;

/** Registers image settings. */
export function imageSettings(md: MarkdownIt, options: ImageSettingsOptions): void {
  const units =
    Array.isArray(options.sizeUnits) && options.sizeUnits.length ? options.sizeUnits : ['', 'px', '%'];
  const named = units.filter((unit) => unit !== '');
  const sizePattern = new RegExp(
    `^\\d+${named.length ? `(?:${named.map((unit) => unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})${units.includes('') ? '?' : ''}` : ''}$`,
  );
  const rules = (md.inline.ruler as unknown as { __rules__: Array<{ name: string; fn: InlineRule }> })
    .__rules__;
  const image = rules.find((rule) => rule.name === 'image')?.fn;
  if (!image) return;

  md.inline.ruler.at('image', (state: StateInline, silent: boolean) => {
    const result = image(state, silent);
    if (!result) return result;
    if (state.pos + 2 > state.posMax || state.src[state.pos] !== '{') return result;
    const close = nextIndexOf(state, state.src, '}', state.pos + 1);
    if (close === -1 || close > state.posMax - 1) return result;
    const settings: Record<string, string> = {};
    for (const part of state.src
      .slice(state.pos + 1, close)
      .trim()
      .split(/\s+/)) {
      const equals = part.indexOf('=');
      if (equals <= 0 || equals === part.length - 1) return result;
      const key = part.slice(0, equals);
      const value = part.slice(equals + 1);
      if (key === 'width' || key === 'height') {
        if (!sizePattern.test(value)) return result;
      } else if (key === 'align') {
        if (value !== 'left' && value !== 'right') return result;
      } else {
        return result;
      }
      settings[key] = value;
    }
    const token = state.tokens[state.tokens.length - 1];
    // In silent mode (a link label being measured) there is no image token yet.
    if (!token) return result;
    if (settings.width) token.attrSet('width', settings.width);
    if (settings.height) token.attrSet('height', settings.height);
    if (settings.align) token.attrSet('align', settings.align);
    state.pos = close + 1;
    return result;
  });
}
