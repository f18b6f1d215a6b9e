// vimeo — `[vimeo <id or player URL> <height> <width>]` embeds a Vimeo video (270×480 by default).
//
//   [vimeo https://player.vimeo.com/video/329272793]
//   → <iframe src="https://player.vimeo.com/video/329272793" class="vimeo" height="270" width="480" …>…</iframe>
import type { MarkdownIt } from 'markdown-it';
import { registerVideoEmbed } from '../util/video.js';

/** Registers Vimeo embeds. */
export function vimeo(md: MarkdownIt): void {
  registerVideoEmbed(md, {
    name: 'vimeo',
    minLength: 9,
    pattern: /^\[vimeo (?:(?:(?:https?:)?\/\/)?player\.vimeo\.com\/video\/)?(\d+)?(?: (\d+))?(?: (\d+))?]$/,
    readId: (raw) => (raw ? Number(raw) : null),
    render: ({ id, height, width, aspectRatio }) => {
      const url = `https://player.vimeo.com/video/${encodeURIComponent(id)}`;
      return `<iframe src="${url}" class="vimeo" height="${height}" width="${width}" style="aspect-ratio: ${aspectRatio}" frameborder="0" allowfullscreen>
    <a href="${url}" target="_blank">View Vimeo video</a>
</iframe>\n`;
    },
  });
}
