// Which interactive embeds a rendered body holds, found on the server so the client code loads only when needed.
import { EMBED_SCRIPTS, type EmbedScriptKind } from '@reef/core';

/** Interactive parts of rendered markdown: the two widgets and the script embeds. */
export type EmbedKind = 'compare' | 'slideshow' | EmbedScriptKind;

const MARKERS: Record<EmbedKind, RegExp> = {
  compare: /data-image-compare/,
  slideshow: /data-slideshow-action=/,
  codepen: /class="codepen"/,
  twitter: /class="twitter-tweet"/,
  instagram: /class="instagram-media"/,
  caniuse: /class="ciu_embed"/,
  asciinema: /data-asciinema-id=/,
  dns: /data-dns-tool-embed/,
  glob: /data-glob-tool-embed/,
};

/** The embed kinds present in stored HTML (a cheap scan; the browser checks the real elements). */
export function findEmbedKinds(html: string): EmbedKind[] {
  return (Object.keys(MARKERS) as EmbedKind[]).filter((kind) => MARKERS[kind].test(html));
}

/** Whether a kind loads a third-party script. */
export function isScriptEmbed(kind: EmbedKind): kind is EmbedScriptKind {
  return kind in EMBED_SCRIPTS;
}
