// wistia — `[wistia <id> <height> <width>]` embeds a Wistia video (270×480 by default).
//
//   [wistia 7ld71zbvi6]
//   → <iframe src="https://fast.wistia.net/embed/iframe/7ld71zbvi6" class="wistia" height="270" width="480" …>…</iframe>
import type { MarkdownIt } from 'markdown-it';
import { registerVideoEmbed } from '../util/video.js';

/** Registers Wistia embeds. */
export function wistia(md: MarkdownIt): void {
  registerVideoEmbed(md, {
    name: 'wistia',
    minLength: 10,
    pattern: /^\[wistia (\S+?)(?: (\d+))?(?: (\d+))?\]$/,
    readId: (raw) => raw || null,
    render: ({ id, height, width, aspectRatio }) => {
      const url = `https://fast.wistia.net/embed/iframe/${encodeURIComponent(id)}`;
      return `<iframe src="${url}" class="wistia" height="${height}" width="${width}" style="aspect-ratio: ${aspectRatio}" frameborder="0" allowfullscreen>
    <a href="${url}" target="_blank">View Wistia video</a>
</iframe>\n`;
    },
  });
}
