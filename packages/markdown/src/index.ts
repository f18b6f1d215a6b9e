import { markdownPlugin } from './plugin.js';

export { markdownPlugin };
export type { MarkdownPluginOptions } from './plugin.js';
export default markdownPlugin;
