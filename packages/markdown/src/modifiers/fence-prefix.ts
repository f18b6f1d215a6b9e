// fence_prefix — fence info flags prefix every line of the code: `line_numbers` (1, 2, 3…),
// `command` (`$`), `super_user` (`#`) or `custom_prefix(<text>)` (`\s` stands for a space). The
// last three also highlight the code as bash. Lines become items of an ordered list.
//
//   ```command                → <pre class="prefixed command language-bash"><code><ol><li data-prefix="$">sudo apt update
//   sudo apt update                </li></ol>
//   ```                            </code></pre>
//
// Option `delimiter` (between info flags, default `,`).
import type { MarkdownIt, RendererRule, Token } from 'markdown-it';
import { findTagOpen } from '../util/tags.js';

/** Options of `fence_prefix`. */
export type FencePrefixOptions = {
  /** Separator of fence info flags (default `,`). */
  delimiter?: string;
};

type Prefix = (line: string, index: number) => string | number;

const CUSTOM_PREFIX = /^custom_prefix\((.+)\)$/;

/** Reads the prefix flag from the fence info, rewriting the info and classes as it goes. */
function readPrefix(token: Token, delimiter: string): Prefix | null {
  const flags = new Set(token.info.split(delimiter));
  const apply = (classes: string[], remove: string, add?: string) => {
    flags.delete(remove);
    if (add) flags.add(add);
    token.info = [...flags].join(delimiter);
    token.attrJoin('class', classes.join(' '));
  };
  if (flags.has('line_numbers')) {
    apply(['prefixed', 'line_numbers'], 'line_numbers');
    return (_line, index) => index + 1;
  }
  if (flags.has('command')) {
    apply(['prefixed', 'command'], 'command', 'bash');
    return () => '$';
  }
  if (flags.has('super_user')) {
    apply(['prefixed', 'super_user'], 'super_user', 'bash');
    return () => '#';
  }
  const custom = [...flags].find((flag) => CUSTOM_PREFIX.test(flag));
  if (custom) {
    apply(['prefixed', 'custom_prefix'], custom, 'bash');
    const text = custom.slice(14, -1).replace(/\\s/g, ' ');
    return () => text;
  }
  return null;
}

/** Registers line prefixes. */
export function fencePrefix(md: MarkdownIt, options: FencePrefixOptions): void {
  const original: RendererRule = md.renderer.rules.fence!;
  const delimiter = options.delimiter || ',';
  md.renderer.rules.fence = (tokens, idx, renderOptions, env, self) => {
    const prefix = readPrefix(tokens[idx]!, delimiter);
    const content = original(tokens, idx, renderOptions, env, self);
    if (!prefix) return content;
    const open = findTagOpen('code', content);
    if (!open) throw new Error('Code not opened');
    let close = content.lastIndexOf('\n</code>');
    let after: string;
    let lines: string[];
    if (close !== -1) {
      after = content.slice(close);
      lines = content.slice(open.end, close).split('\n');
    } else {
      // Deliberate difference: the reference cut the HTML apart when code did not end with a
      // newline (an empty fence, or a fence closed by the end of the document); keep it well-formed.
      close = content.lastIndexOf('</code>');
      if (close < open.end) throw new Error('Code not closed');
      const body = content.slice(open.end, close);
      after = `\n${content.slice(close)}`;
      lines = body === '' ? [] : body.split('\n');
    }
    const items = lines
      .map(
        (line, index) =>
          `<li data-prefix="${md.utils.escapeHtml(String(prefix(line, index)))}">${line}\n</li>`,
      )
      .join('');
    return `${content.slice(0, open.end)}<ol>${items}</ol>${after}`;
  };
}
