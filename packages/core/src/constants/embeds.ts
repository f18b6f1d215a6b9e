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
