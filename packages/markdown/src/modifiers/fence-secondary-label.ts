// fence_secondary_label — a `[secondary_label <text>]` line at the top of a fence is shown as a
// heading inside the code block (for example "Output").
//
//   ```                          → <pre><code><div class="secondary-code-label" title="Output">Output</div>Hello
//   [secondary_label Output]          </code></pre>
//   Hello
//   ```
//
// Option `className` (default `secondary-code-label`).
import type { MarkdownIt, RendererRule } from 'markdown-it';
import { findTagOpen } from '../util/tags.js';

/** Options of `fence_secondary_label`. */
export type FenceSecondaryLabelOptions = {
  /** Class of the label element (default `secondary-code-label`). */
  className?: string;
};

const LABEL = /^((?:\[.+\]\n)*?)\[secondary_label (.+)\]\n/;

/** Registers fence secondary labels. */
export function fenceSecondaryLabel(md: MarkdownIt, options: FenceSecondaryLabelOptions): void {
  const original: RendererRule = md.renderer.rules.fence!;
  const className = md.utils.escapeHtml(options.className || 'secondary-code-label');
  md.renderer.rules.fence = (tokens, idx, renderOptions, env, self) => {
    const token = tokens[idx]!;
    const match = LABEL.exec(token.content);
    const name = match?.[2]?.trim() || null;
    if (!match || !name) return original(tokens, idx, renderOptions, env, self);
    token.content = token.content.replace(match[0], match[1]!);
    const content = original(tokens, idx, renderOptions, env, self);
    const open = findTagOpen('code', content);
    if (!open) throw new Error('Code not opened');
    const label = md.utils.escapeHtml(name);
    return `${content.slice(0, open.end)}<div class="${className}" title="${label}">${label}</div>${content.slice(open.end)}`;
  };
}
