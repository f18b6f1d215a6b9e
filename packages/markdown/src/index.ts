// @reef/markdown: the renderer of every tutorial, question, answer, comment and page.
import { markdownPlugin } from './plugin.js';

export { markdownPlugin };
export type { MarkdownPluginOptions } from './plugin.js';
export { renderMarkdown, createRenderer, RENDERER_VERSION, PRESET_NAMES } from './render.js';
export type { Heading, PresetName, RenderedDocument, RenderOptions } from './render.js';
export type { ImageService, ImageLoadingOptions } from './modifiers/image-loading.js';
export { htmlToText } from './html.js';
export { addHeadingAnchors, splitRenderedHtml } from './split.js';
export type { HeadingAnchorOptions, Segment } from './split.js';
export { sanitizeHtml } from './sanitize.js';
export { loadPrismLanguages } from './prism/prism.js';
export type { RenderedHeading } from './modifiers/heading-id.js';

/** The markdown-it plugin (also the named export `markdownPlugin`). */
export default markdownPlugin;
