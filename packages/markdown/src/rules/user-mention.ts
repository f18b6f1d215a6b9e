// user_mention — `@name` links to the member: everything after `@` up to a space or a newline.
//
//   Thanks @alice!      → <p>Thanks <a href="/users/alice!">@alice!</a></p>
//
// Options: `pattern` (RegExp the name must start with, trims the mention to its match) and
// `path` (name → link; a falsy result leaves the text alone). Never inside a link. The link's token
// carries the name (`meta.mention`), so a render can list its mentions from the token stream.
import type { MarkdownIt, StateInline } from 'markdown-it';
import { nextIndexOf } from '../util/text-search.js';

/** Options of `user_mention`. */
export type UserMentionOptions = {
  /** The text after `@` must match this at its start; the mention is cut to the match. */
  pattern?: RegExp;
  /** Link of a mention; default `/users/{name}`. */
  path?: (mention: string) => string | null | undefined | false;
};

/** `meta` of the `link_open` token of a mention: the name as written after `@`. */
export type MentionMeta = { mention: string };

type InlineRule = (state: StateInline, silent: boolean) => boolean;

// Inline states whose link rule is tokenizing a label right now, and how deep. Walking the tokens
// back to the enclosing link at every `@` was quadratic on a long label full of tokens; markdown-it's
// own `linkLevel` does not fit, as it also counts raw `<a>` tags.
const linkDepths = new WeakMap<StateInline, number>();

function isInsideLink(state: StateInline): boolean {
  return (linkDepths.get(state) ?? 0) > 0;
}

/** Wraps markdown-it's link rule to count the links whose label is being tokenized. */
function trackLinks(md: MarkdownIt): void {
  const rules = (md.inline.ruler as unknown as { __rules__: Array<{ name: string; fn: InlineRule }> })
    .__rules__;
  const link = rules.find((rule) => rule.name === 'link')?.fn;
  if (!link) return;
  md.inline.ruler.at('link', (state: StateInline, silent: boolean) => {
    const depth = linkDepths.get(state) ?? 0;
    linkDepths.set(state, depth + 1);
    try {
      return link(state, silent);
    } finally {
      linkDepths.set(state, depth);
    }
  });
}

/** Registers `@name` mentions. */
export function userMention(md: MarkdownIt, options: UserMentionOptions): void {
  const pattern =
    Object.prototype.toString.call(options.pattern) === '[object RegExp]' ? options.pattern : undefined;
  const pathOf = typeof options.path === 'function' ? options.path : (mention: string) => `/users/${mention}`;

  trackLinks(md);
  md.inline.ruler.after('link', 'user_mention', (state, silent) => {
    if (silent) return false;
    if (state.src[state.pos] !== '@') return false;
    const space = nextIndexOf(state, state.src, ' ', state.pos + 1);
    const newline = nextIndexOf(state, state.src, '\n', state.pos + 1);
    let end = Math.min(
      state.posMax,
      space === -1 ? state.posMax : space,
      newline === -1 ? state.posMax : newline,
    );
    if (end <= state.pos + 1) return false;
    if (isInsideLink(state)) return false;
    if (pattern) {
      const full = state.src.slice(state.pos + 1, end);
      const match = full.match(pattern);
      if (!match || full.indexOf(match[0]) !== 0) return false;
      end = state.pos + 1 + match[0].length;
    }
    const mention = state.src.slice(state.pos + 1, end);
    const link = pathOf(mention);
    if (!link) return false;
    const open = state.push('link_open', 'a', 1);
    open.attrSet('href', link);
    open.meta = { mention } satisfies MentionMeta;
    const text = state.push('text', '', 0);
    text.content = `@${mention}`;
    state.push('link_close', 'a', -1);
    state.pos = end;
    return true;
  });
}
