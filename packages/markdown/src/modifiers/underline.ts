// underline — `__text__` renders as underline instead of bold (`**text**` stays bold).
//
//   __Note__ and **bold**     → <p><u>Note</u> and <strong>bold</strong></p>
import type { MarkdownIt, RendererRule } from 'markdown-it';

function underlineStrong(original: RendererRule | undefined): RendererRule {
  return (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    if (token.tag === 'strong' && token.markup === '__') token.tag = 'u';
    return original ? original(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
}

/** Registers underline rendering of `__text__`. */
export function underline(md: MarkdownIt): void {
  md.renderer.rules.strong_open = underlineStrong(md.renderer.rules.strong_open);
  md.renderer.rules.strong_close = underlineStrong(md.renderer.rules.strong_close);
}
