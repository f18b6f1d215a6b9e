// fence_environment — an `[environment <name>]` line at the top of a fence adds the class
// `environment-<name>` (the stylesheet colours local, second, third, fourth and fifth).
//
//   ```                          → <pre class="environment-second"><code>ssh root@server
//   [environment second]              </code></pre>
//   ssh root@server
//   ```
//
// Options: `allowedEnvironments` (other names leave the line in the code), `extraClasses`
// (a string of classes added with the environment class).
import type { MarkdownIt, RendererRule } from 'markdown-it';

/** Options of `fence_environment`. */
export type FenceEnvironmentOptions = {
  /** Environment names that are recognised (default any). */
  allowedEnvironments?: string[];
  /** Classes added before `environment-<name>`. */
  extraClasses?: string;
};

const ENVIRONMENT = /^((?:\[.+\]\n)*?)\[environment (.+)\]\n/;

/** Registers fence environments. */
export function fenceEnvironment(md: MarkdownIt, options: FenceEnvironmentOptions): void {
  const original: RendererRule = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, renderOptions, env, self) => {
    const token = tokens[idx]!;
    const match = ENVIRONMENT.exec(token.content);
    const name = match?.[2]?.trim() || null;
    if (!match || !name || (options.allowedEnvironments && !options.allowedEnvironments.includes(name))) {
      return original(tokens, idx, renderOptions, env, self);
    }
    token.content = token.content.replace(match[0], match[1]!);
    token.attrJoin(
      'class',
      options.extraClasses ? `${options.extraClasses} environment-${name}` : `environment-${name}`,
    );
    return original(tokens, idx, renderOptions, env, self);
  };
}
