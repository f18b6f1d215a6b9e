// spec: content-and-presentation §3 "Markdown token fields", §5 and §9.

/** Default embed size (video, compare, slideshow). */
export const EMBED_DEFAULT_HEIGHT = 270;
/** Default embed width (video, compare, slideshow). */
export const EMBED_DEFAULT_WIDTH = 480;
/** Codepen default height. */
export const CODEPEN_DEFAULT_HEIGHT = 256;
/** Glitch default height. */
export const GLITCH_DEFAULT_HEIGHT = 256;
/** Asciinema default columns. */
export const ASCIINEMA_DEFAULT_COLS = 80;
/** Asciinema default rows. */
export const ASCIINEMA_DEFAULT_ROWS = 24;
/** Instagram embed width clamp. */
export const INSTAGRAM_WIDTH = { min: 326, max: 550 } as const;
/** Twitter embed width clamp and default. */
export const TWITTER_WIDTH = { min: 250, max: 550, default: 550 } as const;
/** Embed alignments; center by default. */
export const EMBED_ALIGNMENTS = ['left', 'center', 'right'] as const;
/** Caniuse: past versions 0-5 (default 1), future versions 0-3 (default 1). */
export const CANIUSE = { maxPast: 5, maxFuture: 3, defaultPast: 1, defaultFuture: 1 } as const;
/** RSVP button label length. */
export const RSVP_LABEL_MAX_LENGTH = 50;
/** RSVP button default label. */
export const RSVP_DEFAULT_TEXT = 'RSVP Here';
/** Terminal button default label. */
export const TERMINAL_DEFAULT_TEXT = 'Launch an Interactive Terminal!';
/** DNS embed default record types. */
export const DNS_DEFAULT_TYPES = ['A'] as const;
/** Codepen tabs. */
export const CODEPEN_TABS = ['html', 'css', 'js', 'result'] as const;
/** Callout classes allowed by default. */
export const CALLOUT_CLASSES = ['note', 'warning', 'info', 'draft'] as const;
/** Code fence environments. */
export const CODE_ENVIRONMENTS = ['local', 'second', 'third', 'fourth', 'fifth'] as const;
/** Headings get anchors up to this level by default. */
export const HEADING_ANCHOR_MAX_LEVEL = 3;
/** Markdown nesting limit by default. */
export const MARKDOWN_MAX_NESTING = 100;
/** Markdown nesting limit of strict presets. */
export const MARKDOWN_STRICT_MAX_NESTING = 20;
/** Image compare slider start value, percent. */
export const COMPARE_INITIAL_PERCENT = 50;
/** Default classes of the markdown extensions. */
export const MARKDOWN_DEFAULT_CLASSES = {
  callout: 'callout',
  calloutLabel: 'callout-label',
  columns: 'columns',
  column: 'column',
  tableWrapper: 'table-wrapper',
  rsvp: 'rsvp',
  terminal: 'terminal',
  codeLabel: 'code-label',
  secondaryCodeLabel: 'secondary-code-label',
  imageCompare: 'image-compare',
} as const;

/** A markdown embed that needs its provider's script in the browser. */
export type EmbedScript = {
  /** Name shown on the placeholder. */
  readonly name: string;
  /** Selector of the embed's element in rendered (safe) markdown. */
  readonly selector: string;
  /** The script; asciinema's is one per recording (`{id}` is replaced). */
  readonly src: string;
};

/** The embeds of `@reef/markdown` that load a third-party script, loaded by the site only on demand. */
export const EMBED_SCRIPTS = {
  codepen: {
    name: 'CodePen',
    selector: 'p.codepen[data-slug-hash]',
    src: 'https://static.codepen.io/assets/embed/ei.js',
  },
  twitter: {
    name: 'X (Twitter)',
    selector: 'div.twitter > blockquote.twitter-tweet',
    src: 'https://platform.twitter.com/widgets.js',
  },
  instagram: {
    name: 'Instagram',
    selector: 'div.instagram > blockquote.instagram-media',
    src: 'https://www.instagram.com/embed.js',
  },
  caniuse: {
    name: 'Can I use',
    selector: 'p.ciu_embed[data-feature]',
    src: 'https://cdn.jsdelivr.net/gh/ireade/caniuse-embed@v1.3.0/public/caniuse-embed.min.js',
  },
  asciinema: {
    name: 'asciinema',
    selector: 'div.asciinema[data-asciinema-id]',
    src: 'https://asciinema.org/a/{id}.js',
  },
  dns: {
    name: 'DNS lookup',
    selector: 'div[data-dns-tool-embed]',
    src: 'https://do-community.github.io/dns-tool-embed/bundle.js',
  },
  glob: {
    name: 'Glob tester',
    selector: 'div[data-glob-tool-embed]',
    src: 'https://do-community.github.io/glob-tool-embed/bundle.js',
  },
} as const satisfies Record<string, EmbedScript>;

/** Kinds of script embeds. */
export type EmbedScriptKind = keyof typeof EMBED_SCRIPTS;

/**
 * Origins the embed scripts load from. The web app's Content-Security-Policy needs no entry for them (its
 * 'strict-dynamic' trusts scripts a client island adds); a policy without 'strict-dynamic' would list these.
 */
export const EMBED_SCRIPT_ORIGINS: readonly string[] = [
  ...new Set(Object.values(EMBED_SCRIPTS).map((embed) => new URL(embed.src.replace('{id}', '0')).origin)),
];
