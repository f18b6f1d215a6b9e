// youtube — `[youtube <id> <height> <width>]` embeds a YouTube video (270×480 by default).
//
//   [youtube iom_nhYQIYk 225 400]
//   → <iframe src="https://www.youtube.com/embed/iom_nhYQIYk" class="youtube" height="225" width="400" style="aspect-ratio: 16/9" frameborder="0" allowfullscreen>…</iframe>
import type { MarkdownIt } from 'markdown-it';
import { registerVideoEmbed } from '../util/video.js';

/** Registers YouTube embeds. */
export function youtube(md: MarkdownIt): void {
  registerVideoEmbed(md, {
    name: 'youtube',
    minLength: 11,
    pattern: /^\[youtube (\S+?)(?: (\d+))?(?: (\d+))?\]$/,
    readId: (raw) => raw || null,
    render: ({ id, height, width, aspectRatio }) => {
      const path = encodeURIComponent(id);
      return `<iframe src="https://www.youtube.com/embed/${path}" class="youtube" height="${height}" width="${width}" style="aspect-ratio: ${aspectRatio}" frameborder="0" allowfullscreen>
    <a href="https://www.youtube.com/watch?v=${path}" target="_blank">View YouTube video</a>
</iframe>\n`;
    },
  });
}
