import markdownit from 'markdown-it';
import type { MarkdownIt, MarkdownItOptions } from 'markdown-it';
import { EXTERNAL_LINK_REL, userMentionPath } from '@reef/core';
import { htmlToText } from './html.js';
import { markdownPlugin, type MarkdownPluginOptions } from './plugin.js';
import { readableSlug, type RenderedHeading } from './modifiers/heading-id.js';
import type { MentionMeta } from './rules/user-mention.js';
import type { ImageService } from './modifiers/image-loading.js';

/** Version of the rendered output; stored beside rendered HTML and bumped whenever output changes. */
export const RENDERER_VERSION = '1.3.0';

/** The presets of `renderMarkdown`. */
export const PRESET_NAMES = ['default', 'question', 'comment'] as const;

/** A preset name: `default` (tutorials, pages), `question` (questions, answers), `comment`. */
export type PresetName = (typeof PRESET_NAMES)[number];

/** A heading of a rendered document. */
export type Heading = { slug: string; content: string; text: string; html: string; level: number };

/**
 * A rendered document: everything later stages need, from one parse, so nothing downstream reads the
 * HTML again to find them.
 * - `html`: the HTML to store and serve.
 * - `headings`: the document's headings, in order.
 * - `mentions`: the names of the members it mentions (the `@name` links it renders, so never in code or
 *   inside another link), lowercased, each once, in order of appearance.
 * - `text`: its plain text (`htmlToText` of `html`, computed when first read), for search and
 *   descriptions.
 * - `links`: its real links, for the spam checks: the `href` of every rendered link and every URL
 *   written bare in prose (`https://…`, `www.…`, protocol-relative `//host/…`) — never text inside
 *   code spans or code blocks.
 */
export type RenderedDocument = {
  html: string;
  headings: Heading[];
  mentions: string[];
  text: string;
  links: string[];
};

// spec: content-and-presentation §5 — callout classes and fence environments.
const CALLOUT_CLASSES = ['note', 'warning', 'info', 'draft'];
const ENVIRONMENTS = ['local', 'second', 'third', 'fourth', 'fifth'];
// A mention is a name of letters, digits and `_ . -`, not ending in punctuation ("@ana." → "@ana").
const MENTION = /^[A-Za-z0-9_](?:[\w.-]*[A-Za-z0-9_])?/;
// Embeds that load third-party scripts or frames, and the site's interactive buttons.
const EMBEDS = [
  'glob',
  'dns',
  'asciinema',
  'codepen',
  'glitch',
  'caniuse',
  'youtube',
  'wistia',
  'vimeo',
  'twitter',
  'instagram',
  'slideshow',
  'compare',
  'rsvp_button',
  'terminal_button',
] as const;

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

// spec: content-and-presentation §5 — "External links get rel ugc nofollow".
function addExternalRel(attributes: Record<string, string>): Record<string, string> {
  return attributes.href && isExternal(attributes.href)
    ? { ...attributes, rel: EXTERNAL_LINK_REL }
    : attributes;
}

const shared: MarkdownPluginOptions = {
  safe: true,
  callout: { allowedClasses: CALLOUT_CLASSES },
  fence_environment: { allowedEnvironments: ENVIRONMENTS },
  user_mention: { pattern: MENTION, path: userMentionPath },
  link_attributes: { attributes: addExternalRel },
  // spec: content-and-presentation §7 — content images load lazily, through the image service when one is given.
  image_loading: {},
  // Headings in every script get an anchor (a Chinese heading's id was empty with the reference's ASCII slug), and
  // each id is the page's only one.
  heading_id: { sluggify: readableSlug, unique: true },
};

const PRESETS: Record<PresetName, { markdownIt: MarkdownItOptions; plugin: MarkdownPluginOptions }> = {
  // Tutorials and pages: every extension, raw HTML through the allow-list sanitizer.
  default: { markdownIt: { html: true, maxNesting: 100 }, plugin: shared },
  // Questions and answers: every extension, no raw HTML.
  question: { markdownIt: { html: false, maxNesting: 100 }, plugin: shared },
  // Comments: strict — no raw HTML, nesting limit 20, no embeds or site buttons, no heading ids
  // (ids from comments could clash with the page's own).
  comment: {
    markdownIt: { html: false, maxNesting: 20 },
    plugin: {
      ...shared,
      ...Object.fromEntries(EMBEDS.map((key) => [key, false])),
      columns: false,
      heading_id: false,
    },
  },
};

// An embedded video's frame needs a name for screen readers (axe: frame-title); the reference's embeds have none
// (Glitch's has one). Added here, in Reef's presets, so the plugin itself still renders as the reference does.
const EMBED_FRAME_TITLES: Record<string, string> = {
  youtube: 'YouTube video',
  vimeo: 'Vimeo video',
  wistia: 'Wistia video',
};

function titleEmbedFrames(md: MarkdownIt): void {
  for (const [name, title] of Object.entries(EMBED_FRAME_TITLES)) {
    const rule = md.renderer.rules[name];
    if (!rule) continue;
    md.renderer.rules[name] = (...args) => rule(...args).replace('<iframe ', `<iframe title="${title}" `);
  }
}

const instances = new Map<PresetName, MarkdownIt>();

function isPresetName(value: unknown): value is PresetName {
  return typeof value === 'string' && (PRESET_NAMES as readonly string[]).includes(value);
}

/** A markdown-it instance configured for a preset (shared; do not add plugins to it). */
export function createRenderer(preset: PresetName = 'default'): MarkdownIt {
  if (!isPresetName(preset)) throw new Error(`Unknown markdown preset: ${String(preset)}`);
  let md = instances.get(preset);
  if (!md) {
    const { markdownIt, plugin } = PRESETS[preset];
    md = markdownit(markdownIt).use(markdownPlugin, plugin);
    titleEmbedFrames(md);
    // After every other core rule: the document's real links and mentions, into this render's env.
    md.core.ruler.push('collect_links', (state) => {
      const env = state.env as RenderEnv;
      env.links = collectLinks(state.tokens as unknown as LinkToken[]);
      env.mentions = collectMentions(state.tokens as unknown as LinkToken[]);
    });
    instances.set(preset, md);
  }
  return md;
}

// spec: content-and-presentation §8 — "Markdown rendering throws for an unknown preset or for input
// that is not a string."
/** Per-render settings: where this site's image service is (its address depends on the deployment). */
export type RenderOptions = { imageService?: ImageService | null };

/** Renders markdown with a preset into a `RenderedDocument`; every per-render value lives in its own env. */
export function renderMarkdown(
  source: string,
  preset: PresetName = 'default',
  options: RenderOptions = {},
): RenderedDocument {
  if (typeof source !== 'string')
    throw new TypeError(`Markdown source must be a string, got ${typeof source}`);
  const md = createRenderer(preset);
  const env: RenderEnv = { imageService: options.imageService ?? null };
  const html = md.render(source, env);
  const headings = (env.headings ?? []).map(({ slug, content, text, rendered, level }) => ({
    slug,
    content,
    text,
    html: rendered,
    level,
  }));
  return new Rendered(html, headings, env.mentions ?? [], env.links ?? []);
}

/** A `RenderedDocument` whose plain text is read from its HTML on first use only (previews never need it). */
class Rendered implements RenderedDocument {
  #text: string | undefined;

  constructor(
    readonly html: string,
    readonly headings: Heading[],
    readonly mentions: string[],
    readonly links: string[],
  ) {}

  get text(): string {
    return (this.#text ??= htmlToText(this.html));
  }
}

// A URL written bare in prose: scheme links, `www.` hosts and protocol-relative `//host` links (which a
// browser resolves against the page's scheme). Not preceded by a word, path or scheme character, so the
// `//` inside `https://` or `a//b` does not start a second match.
const PROSE_URL =
  /(?<![\w/.:@-])(?:https?:\/\/[^\s<>"'`)\]]+|\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:[/?#][^\s<>"'`)\]]*)?|www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#:][^\s<>"'`)\]]*)?)/gi;

/** The env of one render: filled by the plugin (`headings`) and by this file's core rule. */
type RenderEnv = {
  links?: string[];
  mentions?: string[];
  headings?: RenderedHeading[];
  imageService?: ImageService | null;
};

type LinkToken = {
  type: string;
  content: string;
  meta: unknown;
  children: LinkToken[] | null;
  attrGet(name: string): string | number | null;
};

/** Names of the mention links of a parsed document (not those in an image's alt text, which renders as text). */
function collectMentions(tokens: readonly LinkToken[], names: Set<string> = new Set()): string[] {
  for (const token of tokens) {
    if (token.type === 'link_open') {
      const mention = (token.meta as Partial<MentionMeta> | null)?.mention;
      if (typeof mention === 'string') names.add(mention.toLowerCase());
    }
    if (token.children && token.type !== 'image') collectMentions(token.children, names);
  }
  return [...names];
}

/** Real links of a parsed document: link hrefs and bare URLs in prose (code tokens are skipped). */
function collectLinks(tokens: readonly LinkToken[], links: string[] = []): string[] {
  for (const token of tokens) {
    if (token.type === 'link_open') {
      const href = token.attrGet('href');
      if (href !== null && href !== '') links.push(String(href));
    }
    if (!token.children) continue;
    collectLinks(token.children, links);
    // The prose of an inline run, with code spans blanked: text split by other inline rules (a mention
    // inside `http://user@host`) is read as the author wrote it.
    const prose = token.children
      .map((child) =>
        child.type === 'text'
          ? child.content
          : child.type === 'softbreak' || child.type === 'hardbreak' || child.type === 'code_inline'
            ? ' '
            : '',
      )
      .join('');
    for (const match of prose.matchAll(PROSE_URL)) links.push(match[0]);
  }
  return links;
}
