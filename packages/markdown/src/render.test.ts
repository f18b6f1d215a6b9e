import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, RENDERER_VERSION, createRenderer, renderMarkdown } from './render.js';

describe('renderMarkdown', () => {
  it('renders with the default preset and returns the headings', () => {
    const { result, headings } = renderMarkdown('# Hi <^>x<^>\n\n## Step `one`\n\ntext');
    expect(result).toContain('<h1 id="hi-x">');
    expect(result).toContain('<mark>x</mark>');
    expect(headings).toEqual([
      { slug: 'hi-x', content: 'Hi <^>x<^>', text: 'Hi x', html: 'Hi <mark>x</mark>', level: 1 },
      { slug: 'step-one', content: 'Step `one`', text: 'Step one', html: 'Step <code>one</code>', level: 2 },
    ]);
  });

  it('"Markdown rendering throws for an unknown preset"', () => {
    expect(() => renderMarkdown('x', 'wiki' as never)).toThrow('Unknown markdown preset: wiki');
  });

  it('"Markdown rendering throws … for input that is not a string"', () => {
    expect(() => renderMarkdown(42 as never)).toThrow(TypeError);
    expect(() => renderMarkdown(null as never, 'comment')).toThrow('Markdown source must be a string');
  });

  it('exports the preset names and a renderer version', () => {
    expect(PRESET_NAMES).toEqual(['default', 'question', 'comment']);
    expect(typeof RENDERER_VERSION).toBe('string');
  });

  it('"Markdown nesting limit 100 by default, 20 for strict presets"', () => {
    expect(createRenderer('default').options.maxNesting).toBe(100);
    expect(createRenderer('question').options.maxNesting).toBe(100);
    expect(createRenderer('comment').options.maxNesting).toBe(20);
    const deep = `${'>'.repeat(60)} deep`;
    expect((renderMarkdown(deep, 'comment').result.match(/<blockquote>/g) ?? []).length).toBeLessThanOrEqual(
      20,
    );
  });

  it('keeps raw HTML through the allow-list in the default preset only', () => {
    expect(renderMarkdown('<kbd>Ctrl</kbd>').result).toBe('<p><kbd>Ctrl</kbd></p>\n');
    expect(renderMarkdown('<kbd>Ctrl</kbd>', 'question').result).toBe('<p>&lt;kbd&gt;Ctrl&lt;/kbd&gt;</p>\n');
  });

  it('"Allowed classes: note, warning, info, draft" for callouts', () => {
    expect(renderMarkdown('<$>[note]\nx\n<$>').result).toContain('<div class="callout note">');
    expect(renderMarkdown('<$>[danger]\nx\n<$>').result).not.toContain('callout');
  });

  it('links mentions to the member page and marks external links ugc nofollow', () => {
    expect(renderMarkdown('Hi @Ana.').result).toBe('<p>Hi <a href="/community/user/ana">@Ana</a>.</p>\n');
    expect(renderMarkdown('[a](https://example.com) [b](/docs)').result).toBe(
      '<p><a href="https://example.com" rel="ugc nofollow">a</a> <a href="/docs">b</a></p>\n',
    );
  });

  it('has no embeds or heading ids in comments', () => {
    const { result, headings } = renderMarkdown('## Title\n\n[youtube abc]', 'comment');
    expect(result).toBe('<h2>Title</h2>\n<p>[youtube abc]</p>\n');
    expect(headings).toEqual([]);
  });

  it('renders embeds without scripts or inline handlers', () => {
    const { result } = renderMarkdown(
      '## A\n\n[asciinema 5]\n\n[twitter a/status/1]\n\n[compare a.png b.png]',
    );
    expect(result).not.toMatch(/<script|onclick|oninput/);
    expect(result).toContain('data-asciinema-id="5"');
    expect(result).toContain('data-image-compare');
  });

  it('highlights code with Prism, or falls back to plain escaped code', () => {
    expect(renderMarkdown('```js\nlet a;\n```').result).toContain('<span class="token keyword">let</span>');
    expect(renderMarkdown('```nope\na < b\n```').result).toContain(
      '<pre class="language-nope"><code>a &lt; b\n</code></pre>',
    );
  });
});
