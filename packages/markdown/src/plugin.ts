import type { MarkdownIt } from 'markdown-it';
import { isSafeUrl } from '@reef/core';
import { asciinema } from './rules/asciinema.js';
import { callout, type CalloutOptions } from './rules/callout.js';
import { caniuse } from './rules/caniuse.js';
import { codepen } from './rules/codepen.js';
import { collapsibleHeadings, type CollapsibleHeadingsOptions } from './rules/collapsible-headings.js';
import { columns, type ColumnsOptions } from './rules/columns.js';
import { compare } from './rules/compare.js';
import { details } from './rules/details.js';
import { dns } from './rules/dns.js';
import { glitch } from './rules/glitch.js';
import { glob } from './rules/glob.js';
import { highlight } from './rules/highlight.js';
import { htmlComment, type HtmlCommentOptions } from './rules/html-comment.js';
import { imageCaption } from './rules/image-caption.js';
import { imageLoading, type ImageLoadingOptions } from './modifiers/image-loading.js';
import { instagram } from './rules/instagram.js';
import { limitTokens, type LimitTokensOptions } from './rules/limit-tokens.js';
import { rsvpButton, type RsvpButtonOptions } from './rules/rsvp-button.js';
import { slideshow } from './rules/slideshow.js';
import { tableWrapper, type TableWrapperOptions } from './rules/table-wrapper.js';
import { terminalButton, type TerminalButtonOptions } from './rules/terminal-button.js';
import { twitter } from './rules/twitter.js';
import { userMention, type UserMentionOptions } from './rules/user-mention.js';
import { vimeo } from './rules/vimeo.js';
import { wistia } from './rules/wistia.js';
import { youtube } from './rules/youtube.js';
import { fenceClasses, type FenceClassesOptions } from './modifiers/fence-classes.js';
import { fenceEnvironment, type FenceEnvironmentOptions } from './modifiers/fence-environment.js';
import { fenceLabel, type FenceLabelOptions } from './modifiers/fence-label.js';
import { fencePreAttrs } from './modifiers/fence-pre-attrs.js';
import { fencePrefix, type FencePrefixOptions } from './modifiers/fence-prefix.js';
import { fenceSecondaryLabel, type FenceSecondaryLabelOptions } from './modifiers/fence-secondary-label.js';
import { headingId, type HeadingIdOptions } from './modifiers/heading-id.js';
import { imageSettings, type ImageSettingsOptions } from './modifiers/image-settings.js';
import { linkAttributes, type LinkAttributesOptions } from './modifiers/link-attributes.js';
import { prismjs, type PrismJsOptions } from './modifiers/prismjs.js';
import { underline } from './modifiers/underline.js';
import { sanitizeHtmlTokens } from './sanitize.js';
import type { ExtensionContext } from './util/context.js';
import { readOptions } from './util/options.js';

/**
 * Options of the plugin: one key per extension, named as in the reference plugin. Every extension
 * is on by default (`false` turns it off) except `collapsible_headings`, `link_attributes`,
 * `image_loading` and `limit_tokens`, which an options object turns on. `safe` is Reef's own.
 */
export type MarkdownPluginOptions = {
  highlight?: false | object;
  user_mention?: false | UserMentionOptions;
  html_comment?: false | HtmlCommentOptions;
  image_caption?: false | object;
  table_wrapper?: false | TableWrapperOptions;
  collapsible_headings?: false | CollapsibleHeadingsOptions;
  callout?: false | CalloutOptions;
  rsvp_button?: false | RsvpButtonOptions;
  terminal_button?: false | TerminalButtonOptions;
  columns?: false | ColumnsOptions;
  details?: false | object;
  glob?: false | object;
  dns?: false | object;
  asciinema?: false | object;
  codepen?: false | object;
  glitch?: false | object;
  caniuse?: false | object;
  youtube?: false | object;
  wistia?: false | object;
  vimeo?: false | object;
  twitter?: false | object;
  instagram?: false | object;
  slideshow?: false | object;
  compare?: false | object;
  underline?: false | object;
  fence_label?: false | FenceLabelOptions;
  fence_secondary_label?: false | FenceSecondaryLabelOptions;
  fence_environment?: false | FenceEnvironmentOptions;
  fence_prefix?: false | FencePrefixOptions;
  fence_pre_attrs?: false | object;
  fence_classes?: false | FenceClassesOptions;
  heading_id?: false | HeadingIdOptions;
  image_settings?: false | ImageSettingsOptions;
  prismjs?: false | PrismJsOptions;
  link_attributes?: false | LinkAttributesOptions;
  /** Reef: lazy images, resized through the site's image service (off unless an options object is given). */
  image_loading?: false | ImageLoadingOptions;
  limit_tokens?: false | LimitTokensOptions;
  /**
   * Reef: output for untrusted authors (default false, which renders exactly like the reference).
   * No `<script>` elements or `on*` attributes (embeds carry `data-*` attributes instead, for the
   * web app to load their scripts), raw HTML filtered by an allow-list, and only safe URLs
   * (no javascript:, vbscript:, file:, or data: other than base64 gif/png/jpeg/webp images).
   */
  safe?: boolean;
};

/**
 * The markdown-it plugin: every extension of the community's renderer, registered in a fixed order.
 *
 * Order matters twice. Block and inline rules are inserted relative to markdown-it's own rules, so
 * later registrations of the same anchor land closer to it. Fence modifiers wrap the fence renderer
 * one after the other, so the last registered runs outermost: Prism highlights the final HTML of
 * the code after labels, environment, prefixes, the move of attributes to `<pre>` and class
 * filtering, and `highlight`'s marks (registered first, innermost) are already in place.
 *
 *  1. rules: highlight, user_mention, html_comment, image_caption, table_wrapper, collapsible_headings
 *  2. embeds: callout, rsvp_button, terminal_button, columns, details, glob, dns, asciinema, codepen,
 *     glitch, caniuse, youtube, wistia, vimeo, twitter, instagram, slideshow, compare
 *  3. modifiers: underline, fence_label, fence_secondary_label, fence_environment, fence_prefix,
 *     fence_pre_attrs, fence_classes, heading_id, image_settings, link_attributes, image_loading,
 *     prismjs
 *  4. limit_tokens (last, so it filters everything)
 *  5. safe output only: the raw HTML sanitizer and strict link validation
 */
export function markdownPlugin(md: MarkdownIt, options: MarkdownPluginOptions = {}): void {
  const settings = readOptions<MarkdownPluginOptions>(options);
  const context: ExtensionContext = { isSafe: settings.safe === true };
  const isOn = (key: keyof MarkdownPluginOptions) => settings[key] !== false;
  const optionsOf = <T extends object>(key: keyof MarkdownPluginOptions) => readOptions<T>(settings[key]);

  if (isOn('highlight')) highlight(md);
  if (isOn('user_mention')) userMention(md, optionsOf('user_mention'));
  if (isOn('html_comment')) htmlComment(md, optionsOf('html_comment'));
  if (isOn('image_caption')) imageCaption(md);
  if (isOn('table_wrapper')) tableWrapper(md, optionsOf('table_wrapper'));
  if (settings.collapsible_headings) collapsibleHeadings(md, optionsOf('collapsible_headings'));

  if (isOn('callout')) callout(md, optionsOf('callout'));
  if (isOn('rsvp_button')) rsvpButton(md, optionsOf('rsvp_button'));
  if (isOn('terminal_button')) terminalButton(md, optionsOf('terminal_button'));
  if (isOn('columns')) columns(md, optionsOf('columns'));
  if (isOn('details')) details(md);
  if (isOn('glob')) glob(md, context);
  if (isOn('dns')) dns(md, context);
  if (isOn('asciinema')) asciinema(md, context);
  if (isOn('codepen')) codepen(md, context);
  if (isOn('glitch')) glitch(md);
  if (isOn('caniuse')) caniuse(md, context);
  if (isOn('youtube')) youtube(md);
  if (isOn('wistia')) wistia(md);
  if (isOn('vimeo')) vimeo(md);
  if (isOn('twitter')) twitter(md, context);
  if (isOn('instagram')) instagram(md, context);
  if (isOn('slideshow')) slideshow(md, context);
  if (isOn('compare')) compare(md, context);

  if (isOn('underline')) underline(md);
  if (isOn('fence_label')) fenceLabel(md, optionsOf('fence_label'));
  if (isOn('fence_secondary_label')) fenceSecondaryLabel(md, optionsOf('fence_secondary_label'));
  if (isOn('fence_environment')) fenceEnvironment(md, optionsOf('fence_environment'));
  if (isOn('fence_prefix')) fencePrefix(md, optionsOf('fence_prefix'));
  if (isOn('fence_pre_attrs')) fencePreAttrs(md);
  if (isOn('fence_classes')) fenceClasses(md, optionsOf('fence_classes'));
  if (isOn('heading_id')) headingId(md, optionsOf('heading_id'), context);
  if (isOn('image_settings')) imageSettings(md, optionsOf('image_settings'));
  if (settings.link_attributes) linkAttributes(md, optionsOf('link_attributes'));
  if (settings.image_loading) imageLoading(md, optionsOf('image_loading'));
  if (isOn('prismjs')) prismjs(md, optionsOf('prismjs'), context);

  if (settings.limit_tokens) limitTokens(md, optionsOf('limit_tokens'));

  if (context.isSafe) {
    md.validateLink = (url: string) => isSafeUrl(url);
    sanitizeHtmlTokens(md);
  }
}
