// link_attributes — adds attributes to every link, or rewrites them with a function. Off unless
// options are given.
//
//   [Docs](https://example.com)     with { attributes: { rel: 'nofollow' } }
//   → <p><a href="https://example.com" rel="nofollow">Docs</a></p>
import type { MarkdownIt } from 'markdown-it';

/** Options of `link_attributes`. */
export type LinkAttributesOptions = {
  /** Attributes merged into each link, or a function from the current attributes to new ones. */
  attributes?: Record<string, string> | ((attributes: Record<string, string>) => Record<string, string>);
};

/** Registers link attributes. */
export function linkAttributes(md: MarkdownIt, options: LinkAttributesOptions): void {
  const original = md.renderer.rules.link_open;
  md.renderer.rules.link_open = (tokens, idx, renderOptions, env, self) => {
    const token = tokens[idx]!;
    const current = Object.fromEntries(token.attrs ?? []) as Record<string, string>;
    token.attrs =
      typeof options.attributes === 'function'
        ? Object.entries(options.attributes(current))
        : Object.entries({ ...current, ...options.attributes });
    return original
      ? original(tokens, idx, renderOptions, env, self)
      : self.renderToken(tokens, idx, renderOptions);
  };
}
