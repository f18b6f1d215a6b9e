// prismjs — fences whose info names a language Prism knows (or an alias: `js`, `html`, `sh`…) are
// highlighted; the first known name in the comma-separated info wins. The clean language class
// goes on `<pre>`. Marks, labels and prefixes inside the code are kept. An unknown language, or
// any failure, leaves the code as plain escaped text.
//
//   ```js               → <pre class="language-js language-javascript"><code><span class="token keyword">let</span> a<span class="token punctuation">;</span>
//   let a;                  </code></pre>
//   ```
//
// Options: `delimiter` (default `,`), `logging` (log failures to the console).
import type { MarkdownIt, RendererRule } from 'markdown-it';
import type { ExtensionContext } from '../util/context.js';
import { findAttr, findTagOpen } from '../util/tags.js';
import { highlightKeepingHtml } from '../prism/keep-html.js';
import { Prism, ensurePrismLanguages, isPrismLanguage, resolvePrismAlias } from '../prism/prism.js';

/** Options of `prismjs`. */
export type PrismJsOptions = {
  /** Separator of fence info names (default `,`). */
  delimiter?: string;
  /** Log highlighting failures to the console (default false). */
  logging?: boolean;
};

type Language = { clean: string; original: string };

/** Splits rendered fence HTML around the code, putting the clean language class on `<pre>`. */
function splitCodeBlock(html: string, language: Language): { before: string; inside: string; after: string } {
  const pre = findTagOpen('pre', html);
  if (!pre) throw new Error('Pre not opened');
  const preTag = html.slice(pre.start, pre.end);
  const classAt = findAttr('class', preTag) ?? { start: preTag.length, end: preTag.length - 1 };
  const classes = new Set(
    preTag
      .slice(classAt.start + 7, classAt.end - 1)
      .split(' ')
      .filter(Boolean),
  );
  classes.delete(language.original);
  classes.add(`language-${language.clean}`);
  const newPreTag = `${preTag.slice(0, classAt.start - 1)} class="${[...classes].join(' ')}"${preTag.slice(classAt.end)}`;
  const updated = `${html.slice(0, pre.start)}${newPreTag}${html.slice(pre.end)}`;
  const preEnd = pre.start + newPreTag.length;
  const rest = updated.slice(preEnd);
  const code = findTagOpen('code', rest);
  if (!code) throw new Error('Code not opened');
  if (rest.slice(0, code.start).trim()) throw new Error('Code not first child of pre');
  const codeClose = rest.lastIndexOf('</code>');
  if (codeClose === -1) throw new Error('Code not closed');
  const preClose = rest.slice(codeClose).lastIndexOf('</pre>');
  if (preClose === -1) throw new Error('Pre not closed');
  if (rest.slice(codeClose + 7, codeClose + preClose).trim()) throw new Error('Code not only child of pre');
  return {
    before: updated.slice(0, preEnd + code.end),
    inside: rest.slice(code.end, codeClose),
    after: rest.slice(codeClose),
  };
}

/** Registers Prism highlighting of fences. */
export function prismjs(md: MarkdownIt, options: PrismJsOptions, context: ExtensionContext): void {
  const original: RendererRule = md.renderer.rules.fence!;
  const delimiter = options.delimiter || ',';
  const isLogging = Boolean(options.logging);

  md.renderer.rules.fence = (tokens, idx, renderOptions, env, self) => {
    const token = tokens[idx]!;
    const rendered = original(tokens, idx, renderOptions, env, self);
    try {
      const language = (token.info || '')
        .split(delimiter)
        .map((info): Language => {
          const clean = info.toLowerCase().trim();
          return { clean: resolvePrismAlias(clean), original: info };
        })
        .find(({ clean }) => isPrismLanguage(clean));
      if (!language) return rendered;
      const { before, inside, after } = splitCodeBlock(rendered, language);
      ensurePrismLanguages();
      if (!(language.clean in Prism.languages)) return rendered;
      const grammar = Prism.languages[language.clean]!;
      const highlight = Prism.highlight;
      // Languages that highlight nested code (Markdown fences) call Prism.highlight again: nested
      // code keeps its HTML the same way (safe output highlights nested code as plain text).
      if (!context.isSafe) {
        Prism.highlight = (code, nestedGrammar, nestedLanguage) =>
          highlightKeepingHtml(code, (text) => highlight(text, nestedGrammar, nestedLanguage));
      }
      try {
        return `${before}${highlightKeepingHtml(inside, (text) => highlight(text, grammar, language.clean))}${after}`;
      } finally {
        Prism.highlight = highlight;
      }
    } catch (error) {
      if (isLogging) console.error('Bad Prism render occurred', error);
      return rendered;
    }
  };
}
