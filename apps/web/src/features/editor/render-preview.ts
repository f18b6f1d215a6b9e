// The editor preview renders with @reef/markdown in the browser, so it shows exactly what the server will store.
// Imported on demand: the renderer is its own chunk and never loads on reading pages.

/** The presets the API renders with. */
export type PreviewPreset = 'default' | 'question' | 'comment';

type MarkdownModule = {
  renderMarkdown?: (source: string, preset?: string) => { html: string };
  loadPrismLanguages?: (source: string) => Promise<unknown>;
};

let modulePromise: Promise<MarkdownModule> | undefined;

function loadRenderer(): Promise<MarkdownModule> {
  modulePromise ??= import('@reef/markdown').then((mod) => mod as unknown as MarkdownModule);
  return modulePromise;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Renders markdown to HTML as the server would; falls back to escaped text while the renderer is unavailable. */
export async function renderPreview(source: string, preset: PreviewPreset): Promise<string> {
  const markdown = await loadRenderer();
  if (!markdown.renderMarkdown) return `<pre>${escapeHtml(source)}</pre>`;
  // Browsers load syntax-highlighting languages ahead of a synchronous render.
  if (markdown.loadPrismLanguages) await markdown.loadPrismLanguages(source).catch(() => undefined);
  return markdown.renderMarkdown(source, preset).html;
}
