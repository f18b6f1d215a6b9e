// fence_classes — with `allowedClasses`, classes on a fence's `<pre>` and `<code>` that are not
// in the list are removed (without the option nothing changes).
//
//   ```js,nope        with { allowedClasses: ['language-js'] }
//   → <pre class=""><code>…  (the class `language-js,nope` is not allowed)
import type { MarkdownIt, RendererRule } from 'markdown-it';
import { findAttr, findTagOpen } from '../util/tags.js';

/** Options of `fence_classes`. */
export type FenceClassesOptions = {
  /** Classes kept on pre and code; others are removed. */
  allowedClasses?: string[];
};

/** Registers class filtering of fences. */
export function fenceClasses(md: MarkdownIt, options: FenceClassesOptions): void {
  const original: RendererRule = md.renderer.rules.fence!;
  const allowed = options.allowedClasses;
  const filterTag = (tagName: string, content: string) => {
    const position = findTagOpen(tagName, content);
    if (!position || !allowed) return content;
    const tag = content.slice(position.start, position.end);
    const classAt = findAttr('class', tag);
    if (!classAt) return content;
    const kept = tag
      .slice(classAt.start + 7, classAt.end - 1)
      .split(' ')
      .filter((name) => allowed.includes(name));
    const filtered = `${tag.slice(0, classAt.start + 7)}${kept.join(' ')}${tag.slice(classAt.end - 1)}`;
    return `${content.slice(0, position.start)}${filtered}${content.slice(position.end)}`;
  };
  md.renderer.rules.fence = (tokens, idx, renderOptions, env, self) => {
    const content = original(tokens, idx, renderOptions, env, self);
    if (!Array.isArray(allowed)) return content;
    return filterTag('code', filterTag('pre', content));
  };
}
