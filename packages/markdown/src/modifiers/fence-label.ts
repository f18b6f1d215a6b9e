// fence_label — a `[label <text>]` line at the top of a fence is shown above the code. Every
// fence gets the label element, empty when there is no label (the stylesheet expects it).
//
//   ```                       → <div class="code-label" title="nginx.conf">nginx.conf</div>
//   [label nginx.conf]            <pre><code>server {}
//   server {}                     </code></pre>
//   ```
//
// Option `className` (default `code-label`).
import type { MarkdownIt, RendererRule } from 'markdown-it';

/** Options of `fence_label`. */
export type FenceLabelOptions = {
  /** Class of the label element (default `code-label`). */
  className?: string;
};

const LABEL = /^((?:\[.+\]\n)*?)\[label (.+)\]\n/;

/** Registers fence labels. */
export function fenceLabel(md: MarkdownIt, options: FenceLabelOptions): void {
  const original: RendererRule = md.renderer.rules.fence!;
  const className = md.utils.escapeHtml(options.className || 'code-label');
  md.renderer.rules.fence = (tokens, idx, renderOptions, env, self) => {
    const token = tokens[idx]!;
    const match = LABEL.exec(token.content);
    const name = match?.[2]?.trim() || null;
    if (match && name) token.content = token.content.replace(match[0], match[1]!);
    const content = original(tokens, idx, renderOptions, env, self);
    const label = md.utils.escapeHtml(name ?? '');
    return `<div class="${className}" title="${label}">${label}</div>\n${content}`;
  };
}
