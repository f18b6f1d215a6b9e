// limit_tokens — keeps only the token types listed in `allowedTokens`, and rewrites those with a
// function in `transformTokens` (returning nothing drops the token). Off unless options are given;
// runs last. (Markdown-it's own nesting limit, `maxNesting`, is set by the presets: 100, or 20
// for comments.)
//
//   Hello **world**     with { allowedTokens: ['paragraph_open', 'inline', 'text', 'paragraph_close'] }
//   → <p>Hello world</p>
import type { MarkdownIt, StateCore, Token } from 'markdown-it';

/** Options of `limit_tokens`. */
export type LimitTokensOptions = {
  /** Token types kept as they are. */
  allowedTokens?: string[];
  /** Token type → a function returning the token to keep (or nothing to drop it). */
  transformTokens?: Record<string, (token: Token) => Token | null | undefined | false>;
};

/** Registers token filtering. */
export function limitTokens(md: MarkdownIt, options: LimitTokensOptions): void {
  const allowed = options.allowedTokens ?? [];
  const transforms = options.transformTokens ?? {};
  const filter = (tokens: Token[]): Token[] => {
    const kept: Token[] = [];
    for (const token of tokens) {
      let result: Token | null | undefined | false = allowed.includes(token.type) ? token : undefined;
      if (Object.prototype.hasOwnProperty.call(transforms, token.type))
        result = transforms[token.type]!(token);
      if (!result) continue;
      if (token.children) result.children = filter(token.children);
      kept.push(result);
    }
    return kept;
  };
  md.core.ruler.push('limit_tokens', (state: StateCore) => {
    state.tokens = filter(state.tokens);
  });
}
