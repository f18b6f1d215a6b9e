// glitch — `[glitch <project> <flags…>]` embeds a Glitch project. Flags: `noattr`, `code`,
// `notree`, `path=<file>`, `highlights=<n,n…>` and a height (default 256).
//
//   [glitch hello-express code path=server.js]
//   → <div class="glitch-embed-wrap" style="height: 256px; width: 100%;"><iframe src="https://glitch.com/embed/#!/embed/hello-express?previewSize=0&path=server.js" …>
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { lineText } from '../util/lines.js';

const GLITCH = /^\[glitch (\S+)((?: (?:noattr|code|notree|path=\S+|highlights=\d+(?:,\d+)*|\d+))*)\]$/;

type Project = {
  slug: string;
  height: number;
  noAttr: boolean;
  code: boolean;
  noTree: boolean;
  path: string | undefined;
  highlights: number[] | undefined;
};

/** Registers Glitch embeds. */
export function glitch(md: MarkdownIt): void {
  md.block.ruler.before(
    'paragraph',
    'glitch',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (silent) return false;
      const line = lineText(state, startLine);
      if (line.length < 10 || !line.startsWith('[glitch ') || !line.endsWith(']')) return false;
      const match = GLITCH.exec(line);
      if (!match) return false;
      const flags = match[2]!.split(' ');
      const path = flags.find((flag) => /^path=\S+$/.test(flag));
      const highlights = flags.find((flag) => /^highlights=\d+(?:,\d+)*$/.test(flag));
      state.line = startLine + 1;
      const token = state.push('glitch', 'glitch', 0);
      token.block = true;
      token.markup = match[0];
      token.meta = {
        slug: match[1]!,
        height: Number(flags.find((flag) => /^\d+$/.test(flag))) || 256,
        noAttr: flags.includes('noattr'),
        code: flags.includes('code'),
        noTree: flags.includes('notree'),
        path: path?.slice(5),
        highlights: highlights?.slice(11).split(',').map(Number),
      } satisfies Project;
      return true;
    },
  );

  md.renderer.rules.glitch = (tokens, idx) => {
    const project = tokens[idx]!.meta as Project;
    const slug = md.utils.escapeHtml(project.slug);
    const slugUrl = encodeURIComponent(project.slug);
    const params = new URLSearchParams();
    if (project.noAttr) params.append('attributionHidden', 'true');
    params.append('previewSize', project.code ? '0' : '100');
    if (project.noTree) params.append('sidebarCollapsed', 'true');
    if (project.path) params.append('path', project.path);
    if (project.highlights) params.append('highlights', project.highlights.join(','));
    return `<div class="glitch-embed-wrap" style="height: ${project.height}px; width: 100%;">
    <iframe src="https://glitch.com/embed/#!/embed/${slugUrl}?${params.toString()}" title="${slug} on Glitch" allow="geolocation; microphone; camera; midi; encrypted-media; xr-spatial-tracking; fullscreen" allowFullScreen style="height: 100%; width: 100%; border: 0;">
        <a href="https://glitch.com/edit/#!/${slugUrl}" target="_blank">View ${slug} on Glitch</a>
    </iframe>
</div>\n`;
  };
}
