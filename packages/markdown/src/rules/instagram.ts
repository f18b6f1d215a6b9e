// instagram — `[instagram <post URL or id> <width> <left|center|right> caption]` embeds a post
// (width clamped to 326–550 when given; centred).
//
//   [instagram https://www.instagram.com/p/CkQuv3_LRgS caption left 400]
//   → <div class="instagram" align="left"><blockquote class="instagram-media" style="width: 400px;" …>…</blockquote></div>
//
// The embed script is added once at the end of the document (not in safe output).
import type { MarkdownIt, StateBlock, StateCore } from 'markdown-it';
import type { ExtensionContext } from '../util/context.js';
import { lineText } from '../util/lines.js';
import { addScriptOnce, markScriptNeeded } from '../util/scripts.js';

const ALIGNMENTS = ['left', 'center', 'right'];
const INSTAGRAM =
  /^\[instagram (?:(?:(?:(?:https?:)?\/\/)?(?:www\.)?instagram\.com)?\/)?(?:(?:\w+)\/)?(\w+)((?: (?:left|center|right|caption|\d+))*)\]$/;

type Post = { post: string; width: number; showCaption: boolean; align: string };

/** Registers Instagram embeds. */
export function instagram(md: MarkdownIt, context: ExtensionContext): void {
  md.block.ruler.before(
    'paragraph',
    'instagram',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (silent) return false;
      const line = lineText(state, startLine);
      if (line.length < 13 || !line.startsWith('[instagram ') || !line.endsWith(']')) return false;
      const match = INSTAGRAM.exec(line);
      if (!match) return false;
      const flags = match[2]!;
      const width = /\d+/.exec(flags);
      state.line = startLine + 1;
      const token = state.push('instagram', 'instagram', 0);
      token.block = true;
      token.markup = match[0];
      token.meta = {
        post: match[1]!,
        width: width ? Math.max(Math.min(Number(width[0]), 550), 326) : 0,
        showCaption: flags.includes('caption'),
        align: ALIGNMENTS.find((name) => flags.includes(name)) ?? 'center',
      } satisfies Post;
      markScriptNeeded(state.env, 'instagram');
      return true;
    },
  );

  if (!context.isSafe) {
    md.core.ruler.push('instagram_script', (state: StateCore) =>
      addScriptOnce(
        state,
        'instagram',
        '<script async defer src="https://www.instagram.com/embed.js" type="text/javascript" onload="window.instgrm && window.instgrm.Embeds.process()"></script>\n',
      ),
    );
  }

  md.renderer.rules.instagram = (tokens, idx) => {
    const post = tokens[idx]!.meta as Post;
    const escape = md.utils.escapeHtml;
    const align = post.align !== 'center' ? ` align="${escape(post.align)}"` : '';
    const id = escape(post.post);
    const width = escape(String(post.width));
    const style = post.width ? `style="width: ${width}px;" ` : '';
    return `<div class="instagram"${align}>
    <blockquote class="instagram-media" ${style}data-instgrm-permalink="https://www.instagram.com/p/${id}" data-instgrm-version="14"${post.showCaption ? ' data-instgrm-captioned' : ''}>
        <a href="https://instagram.com/p/${id}">View post</a>
    </blockquote>
</div>\n`;
  };
}
