// twitter — `[twitter <tweet URL or user/status/id> <width> <light|dark> <left|center|right>]`
// embeds a tweet (width 250–550, default 550; light; centred).
//
//   [twitter https://twitter.com/MattIPv4/status/1576415168426573825 dark left]
//   → <div class="twitter" align="left"><blockquote class="twitter-tweet" data-dnt="true" data-width="550" data-theme="dark">…</blockquote></div>
//
// The widgets script is added once at the end of the document (not in safe output).
import type { MarkdownIt, StateBlock, StateCore } from 'markdown-it';
import type { ExtensionContext } from '../util/context.js';
import { lineText } from '../util/lines.js';
import { addScriptOnce, markScriptNeeded } from '../util/scripts.js';

const ALIGNMENTS = ['left', 'center', 'right'];
const TWITTER =
  /^\[twitter (?:(?:(?:(?:https?:)?\/\/)?(?:www\.)?(?:twitter|x)\.com)?\/)?(\w+)\/status\/(\d+)((?: (?:left|center|right|light|dark|\d+))*)\]$/;

type Tweet = { user: string; id: string; width: number; theme: string; align: string };

/** Registers tweet embeds. */
export function twitter(md: MarkdownIt, context: ExtensionContext): void {
  md.block.ruler.before(
    'paragraph',
    'twitter',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (silent) return false;
      const line = lineText(state, startLine);
      if (line.length < 11 || !line.startsWith('[twitter ') || !line.endsWith(']')) return false;
      const match = TWITTER.exec(line);
      if (!match) return false;
      const flags = match[3]!;
      const width = /\d+/.exec(flags);
      state.line = startLine + 1;
      const token = state.push('twitter', 'twitter', 0);
      token.block = true;
      token.markup = match[0];
      token.meta = {
        user: match[1]!,
        id: match[2]!,
        width: width ? Math.max(Math.min(Number(width[0]), 550), 250) : 550,
        theme: flags.includes('dark') ? 'dark' : 'light',
        align: ALIGNMENTS.find((name) => flags.includes(name)) ?? 'center',
      } satisfies Tweet;
      markScriptNeeded(state.env, 'twitter');
      return true;
    },
  );

  if (!context.isSafe) {
    md.core.ruler.push('twitter_script', (state: StateCore) =>
      addScriptOnce(
        state,
        'twitter',
        '<script async defer src="https://platform.twitter.com/widgets.js" type="text/javascript"></script>\n',
      ),
    );
  }

  md.renderer.rules.twitter = (tokens, idx) => {
    const tweet = tokens[idx]!.meta as Tweet;
    const escape = md.utils.escapeHtml;
    const align = tweet.align !== 'center' ? ` align="${escape(tweet.align)}"` : '';
    const user = escape(tweet.user);
    return `<div class="twitter"${align}>
    <blockquote class="twitter-tweet" data-dnt="true" data-width="${escape(String(tweet.width))}" data-theme="${escape(tweet.theme)}">
        <a href="https://twitter.com/${user}/status/${escape(tweet.id)}">View tweet by @${user}</a>
    </blockquote>
</div>\n`;
  };
}
