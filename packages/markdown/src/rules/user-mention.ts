// user_mention — `@name` links to the member: everything after `@` up to a space or a newline.
//
//   Thanks @alice!      → <p>Thanks <a href="/users/alice!">@alice!</a></p>
//
// Options: `pattern` (RegExp the name must start with, trims the mention to its match) and
// `path` (name → link; a falsy result leaves the text alone). Never inside a link.
import type { MarkdownIt, StateInline, Token } from 'markdown-it';
import { nextIndexOf } from '../util/text-search.js';

/** Options of `user_mention`. */
export type UserMentionOptions = {
  /** The text after `@` must match this at its start; the mention is cut to the match. */
  pattern?: RegExp;
  /** Link of a mention; default `/users/{name}`. */
  path?: (mention: string) => string | null | undefined | false;
};

function isInsideLink(state: StateInline): boolean {
  let level = state.level;
  for (let i = state.tokens.length - 1; i >= 0 && level > 0; i -= 1) {
    const token: Token = state.tokens[i]!;
    if (token.level === level - 1 && token.nesting > 0) {
      level -= token.nesting;
      if (token.type === 'link_open') return true;
    }
  }
  return false;
}

/** Registers `@name` mentions. */
export function userMention(md: MarkdownIt, options: UserMentionOptions): void {
  const pattern = Object.prototype.toString.call(options.pattern) === '[object RegExp]' ? options.pattern : undefined;
  const pathOf = typeof options.path === 'function' ? options.path : (mention: string) => `/users/${mention}`;

  md.inline.ruler.after('link', 'user_mention', (state, silent) => {
    if (silent) return false;
    if (state.src[state.pos] !== '@') return false;
    const space = nextIndexOf(state, state.src, ' ', state.pos + 1);
    const newline = nextIndexOf(state, state.src, '\n', state.pos + 1);
    let end = Math.min(state.posMax, space === -1 ? state.posMax : space, newline === -1 ? state.posMax : newline);
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
    const text = state.push('text', '', 0);
    text.content = `@${mention}`;
    state.push('link_close', 'a', -1);
    state.pos = end;
    return true;
  });
}
