import type { StateCore } from 'markdown-it';

// Embeds that need a third-party script note it in the render environment; a core rule then adds
// the script once, after the document (the reference's `env.<embed>.tokenized/injected` flags,
// kept so an environment shared across renders behaves the same).
type ScriptFlags = { tokenized?: boolean; injected?: boolean };

/** Notes that the document holds an embed needing its script. */
export function markScriptNeeded(env: unknown, name: string): void {
  const record = env as Record<string, unknown>;
  const current = record[name];
  const flags: ScriptFlags =
    typeof current === 'object' &&
    current !== null &&
    Object.prototype.toString.call(current) === '[object Object]'
      ? { ...(current as ScriptFlags) }
      : {};
  flags.tokenized = true;
  record[name] = flags;
}

/** Appends the embed's script as an HTML block, once per environment. */
export function addScriptOnce(state: StateCore, name: string, html: string): void {
  if (state.inlineMode) return;
  const flags = (state.env as Record<string, ScriptFlags | undefined>)[name];
  if (!flags?.tokenized || flags.injected) return;
  flags.injected = true;
  const token = new state.Token('html_block', '', 0);
  token.content = html;
  state.tokens.push(token);
}
