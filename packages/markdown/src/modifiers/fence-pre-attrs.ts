// fence_pre_attrs — the attributes markdown-it puts on `<code>` (the language class, environment
// and prefix classes) move to `<pre>`, so the whole block can be styled.
//
//   ```js            → <pre class="language-js"><code>let a;
//   let a;               </code></pre>
//   ```
import type { MarkdownIt, RendererRule } from 'markdown-it';
import { findTagOpen } from '../util/tags.js';

/** Registers the move of code attributes to pre. */
export function fencePreAttrs(md: MarkdownIt): void {
  const original: RendererRule = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, renderOptions, env, self) => {
    const content = original(tokens, idx, renderOptions, env, self);
    const pre = findTagOpen('pre', content);
    if (!pre) throw new Error('Pre not opened');
    const code = findTagOpen('code', content);
    if (!code) throw new Error('Code not opened');
    return `${content.slice(0, pre.start)}<pre${content.slice(pre.start + 4, pre.end - 1)}${content.slice(code.start + 5, code.end - 1)}><code>${content.slice(code.end)}`;
  };
}
