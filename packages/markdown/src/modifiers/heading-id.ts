// heading_id — every heading gets an id (a slug of its text) and, up to level 3, a hash link:
// an empty `a.hash-anchor` before the text, and the text itself wrapped in a link to the heading.
//
//   ## Step 1 — Install
//   → <h2 id="step-1-install"><a class="hash-anchor" href="#step-1-install" aria-hidden="true" onclick="…"></a><a href="#step-1-install" onclick="…">Step 1 — Install</a></h2>
//
// Options: `sluggify` (text → id), `hashLink` (false, or `{ class, maxLevel, position, linkHeading,
// clipboard }`). The headings of a render are collected in its markdown-it `env` (`env.headings`), so
// renders never share them; `md.headings` repeats the last `md.render`'s list for callers of the
// reference plugin, which exposed them there.
//
// Deliberate difference: a link inside a heading (a mention, `[text](url)`) is no longer nested
// inside the heading's own link, which browsers do not allow; the heading link is closed before it
// and reopened after it.
import type { MarkdownIt, Token } from 'markdown-it';
import type { ExtensionContext } from '../util/context.js';

/** Options of the hash link of `heading_id`. */
export type HashLinkOptions = {
  /** Class of the anchor (default `hash-anchor`). */
  class?: string;
  /** Deepest level with a hash link (default 3). */
  maxLevel?: number;
  /** Anchor before or after the text (default `before`). */
  position?: 'before' | 'after';
  /** Wrap the heading text in a link to itself (default true). */
  linkHeading?: boolean;
  /** Copy the link on click with an inline handler (default true; never in safe output). */
  clipboard?: boolean;
};

/** Options of `heading_id`. */
export type HeadingIdOptions = {
  /** Turns the heading's markdown into its id. */
  sluggify?: (content: string) => string;
  /** Hash link settings, or false for none. */
  hashLink?: false | HashLinkOptions;
  /**
   * Give each heading of a render its own id: a repeated slug gets `-2`, `-3`…, and a heading whose slug is empty
   * (only punctuation or symbols) gets `section-N`, N its place among the render's headings. Off by default, as
   * in the reference.
   */
  unique?: boolean;
};

/** A heading seen by a render. */
export type RenderedHeading = {
  slug: string;
  content: string;
  text: string;
  rendered: string;
  level: number;
};

/**
 * A slug that keeps the letters and digits of every script: lower case, each run of anything else one hyphen, none
 * at the edges. For ASCII text it is the reference's `sluggify`; where that one keeps only ASCII word characters
 * (so a Chinese or Japanese heading got an empty id, and `Über` became `ber`), this keeps `安装-nginx` and `über`.
 */
export function readableSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_]+/gu, '-')
    .replace(/(^-|-$)/g, '');
}

/** The reference's slug: lower case, runs of non-word characters as one hyphen, none at the edges. */
export function sluggify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\W+/g, '-')
    .replace(/--+/g, '-')
    .replace(/(^-|-$)/g, '');
}

function textOf(token: Token): string {
  let text = token.type === 'text' || token.type === 'code_inline' ? token.content : '';
  if (token.children) for (const child of token.children) text += textOf(child);
  return text;
}

/** Wraps heading children in links to the heading, keeping links already there outside them. */
function wrapInHeadingLinks(children: Token[], createOpen: () => Token, createClose: () => Token): Token[] {
  if (!children.some((child) => child.type === 'link_open'))
    return [createOpen(), ...children, createClose()];
  const wrapped: Token[] = [];
  let segment: Token[] = [];
  const flush = () => {
    if (segment.length) wrapped.push(createOpen(), ...segment, createClose());
    segment = [];
  };
  let depth = 0;
  for (const child of children) {
    if (child.type === 'link_open') {
      if (depth === 0) flush();
      depth += 1;
      wrapped.push(child);
    } else if (child.type === 'link_close' && depth > 0) {
      depth -= 1;
      wrapped.push(child);
    } else if (depth > 0) {
      wrapped.push(child);
    } else {
      segment.push(child);
    }
  }
  flush();
  return wrapped;
}

/** Registers heading ids and hash links. */
export function headingId(md: MarkdownIt, options: HeadingIdOptions, context: ExtensionContext): void {
  const hashLink = {
    class: 'hash-anchor',
    maxLevel: 3,
    position: 'before' as 'before' | 'after',
    linkHeading: true,
    clipboard: true,
  };
  const given = options.hashLink;
  if (typeof given === 'object' && given !== null) {
    if (typeof given.class === 'string') hashLink.class = given.class;
    if (typeof given.maxLevel === 'number') hashLink.maxLevel = given.maxLevel;
    if (given.position === 'before' || given.position === 'after') hashLink.position = given.position;
    if (typeof given.linkHeading === 'boolean') hashLink.linkHeading = given.linkHeading;
    if (typeof given.clipboard === 'boolean') hashLink.clipboard = given.clipboard;
  }
  if (context.isSafe) hashLink.clipboard = false;
  const slugOf = typeof options.sluggify === 'function' ? options.sluggify : sluggify;
  const instance = md as unknown as { headings: RenderedHeading[] };
  instance.headings = [];

  const original = md.renderer.rules.heading_open;
  md.renderer.rules.heading_open = (tokens, idx, renderOptions, env, self) => {
    const token = tokens[idx]!;
    const inline = tokens[idx + 1]!;
    const { content } = inline;
    const text = textOf(inline);
    const rendered = self.render([inline], renderOptions, env);
    const level = Number(token.tag.slice(1));
    if (Number.isNaN(level)) throw new Error(`Invalid heading level: ${token.tag}`);
    token.attrs ??= [];
    let id = token.attrs.find(([name]) => name === 'id');
    if (!id) {
      id = ['id', options.unique ? uniqueSlug(slugOf(content), env) : slugOf(content)];
      token.attrs.push(id);
    }
    const href = `#${id[1]}`;
    if (options.hashLink !== false && level <= hashLink.maxLevel) {
      const Token = token.constructor as new (type: string, tag: string, nesting: -1 | 0 | 1) => Token;
      const createOpen = (attrs: Array<[string, string]>) => {
        const open = new Token('link_open', 'a', 1);
        open.attrs = hashLink.clipboard
          ? [...attrs, ['onclick', 'navigator.clipboard.writeText(this.href);']]
          : attrs;
        return open;
      };
      if (hashLink.linkHeading) {
        inline.children = wrapInHeadingLinks(
          inline.children ?? [],
          () => createOpen([['href', href]]),
          () => new Token('link_close', 'a', -1),
        );
      }
      const anchor = [
        createOpen([
          ['class', hashLink.class],
          ['href', href],
          ['aria-hidden', 'true'],
        ]),
        new Token('text', '', 0),
        new Token('link_close', 'a', -1),
      ];
      inline.children ??= [];
      if (hashLink.position === 'before') inline.children.unshift(...anchor);
      else inline.children.push(...anchor);
    }
    headingsOf(env)?.push({ slug: String(id[1]), content, text, rendered, level });
    return original
      ? original(tokens, idx, renderOptions, env, self)
      : self.renderToken(tokens, idx, renderOptions);
  };

  // Each parse starts the list of its own env (a reused env does not keep an earlier document's).
  md.core.ruler.push('heading_id_env', (state) => {
    if (isEnv(state.env)) state.env.headings = [];
  });
  const exposeHeadings = (render: MarkdownIt['render']): MarkdownIt['render'] =>
    function (this: MarkdownIt, src, env = {}) {
      const html = render.call(this, src, env);
      instance.headings = headingsOf(env) ?? [];
      return html;
    };
  md.render = exposeHeadings(md.render);
  md.renderInline = exposeHeadings(md.renderInline);
}

type HeadingsEnv = { headings?: RenderedHeading[] };

/** `slug`, or `slug-2`, `slug-3`… when a heading of this render has it already; `section-N` for an empty one. */
function uniqueSlug(slug: string, env: unknown): string {
  const taken = new Set((headingsOf(env) ?? []).map((heading) => heading.slug));
  const base = slug || `section-${taken.size + 1}`;
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

function isEnv(env: unknown): env is HeadingsEnv {
  return typeof env === 'object' && env !== null;
}

/** The headings list of a render's env (created when missing), or undefined without an env object. */
function headingsOf(env: unknown): RenderedHeading[] | undefined {
  if (!isEnv(env)) return undefined;
  env.headings ??= [];
  return env.headings;
}
