import type { MarkdownIt, StateBlock } from 'markdown-it';
import { reduceFraction } from './context.js';
import { lineText } from './lines.js';

/** A video embed: `[<name> <id> <height> <width>]` on its own line (270×480 by default). */
export type VideoEmbed = {
  /** Option key and token type (`youtube`, `vimeo`, `wistia`). */
  name: string;
  /** Shortest line that can match (a cheap check before the pattern). */
  minLength: number;
  pattern: RegExp;
  /** Turns the matched id into the token's id, or null to refuse the line. */
  readId: (raw: string | undefined) => string | number | null;
  render: (video: { id: string | number; height: number; width: number; aspectRatio: string }) => string;
};

/** Registers one video embed as a block rule and a renderer. */
export function registerVideoEmbed(md: MarkdownIt, embed: VideoEmbed): void {
  const prefix = `[${embed.name} `;
  md.block.ruler.before(
    'paragraph',
    embed.name,
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (silent) return false;
      const line = lineText(state, startLine);
      if (line.length < embed.minLength || !line.startsWith(prefix) || !line.endsWith(']')) return false;
      const match = embed.pattern.exec(line);
      if (!match) return false;
      const id = embed.readId(match[1]);
      if (id === null) return false;
      state.line = startLine + 1;
      const token = state.push(embed.name, embed.name, 0);
      token.block = true;
      token.markup = match[0];
      token.meta = { id, height: Number(match[2]) || 270, width: Number(match[3]) || 480 };
      return true;
    },
  );

  md.renderer.rules[embed.name] = (tokens, idx) => {
    const video = tokens[idx]!.meta as { id: string | number; height: number; width: number };
    return embed.render({ ...video, aspectRatio: reduceFraction(video.width, video.height).join('/') });
  };
}
