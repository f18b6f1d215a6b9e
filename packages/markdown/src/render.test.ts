import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, RENDERER_VERSION, createRenderer, renderMarkdown } from './render.js';

describe('renderMarkdown', () => {
  it('renders with the default preset and returns the headings', () => {
    const { html, headings } = renderMarkdown('# Hi <^>x<^>\n\n## Step `one`\n\ntext');
    expect(html).toContain('<h1 id="hi-x">');
    expect(html).toContain('<mark>x</mark>');
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
    expect((renderMarkdown(deep, 'comment').html.match(/<blockquote>/g) ?? []).length).toBeLessThanOrEqual(
      20,
    );
  });

  it('keeps raw HTML through the allow-list in the default preset only', () => {
    expect(renderMarkdown('<kbd>Ctrl</kbd>').html).toBe('<p><kbd>Ctrl</kbd></p>\n');
    expect(renderMarkdown('<kbd>Ctrl</kbd>', 'question').html).toBe('<p>&lt;kbd&gt;Ctrl&lt;/kbd&gt;</p>\n');
  });

  it('"Allowed classes: note, warning, info, draft" for callouts', () => {
    expect(renderMarkdown('<$>[note]\nx\n<$>').html).toContain('<div class="callout note">');
    expect(renderMarkdown('<$>[danger]\nx\n<$>').html).not.toContain('callout');
  });

  it('links mentions to the member page and marks external links ugc nofollow', () => {
    expect(renderMarkdown('Hi @Ana.').html).toBe('<p>Hi <a href="/community/user/ana">@Ana</a>.</p>\n');
    expect(renderMarkdown('[a](https://example.com) [b](/docs)').html).toBe(
      '<p><a href="https://example.com" rel="ugc nofollow">a</a> <a href="/docs">b</a></p>\n',
    );
  });

  it('gives headings in Chinese, Japanese, German and Russian an anchor of their own words, as the table of contents links to them', () => {
    const { html, headings } = renderMarkdown(
      '## 第一步：安装 Nginx\n\n## ステップ 2 — 設定\n\n## Über die Firewall\n\n## Шаг 3. Проверка',
    );
    expect(headings.map((heading) => heading.slug)).toEqual([
      '第一步-安装-nginx',
      'ステップ-2-設定',
      'über-die-firewall',
      'шаг-3-проверка',
    ]);
    expect(html).toContain('<h2 id="第一步-安装-nginx">');
    expect(html).toContain('href="#über-die-firewall"');
  });

  it('keeps English anchors as they were, and gives repeated or symbol-only headings ids of their own', () => {
    const { html, headings } = renderMarkdown(
      '## Step 1 — Install\n\n## Conclusion\n\n## Conclusion\n\n## ★ ★\n\ntext',
    );
    expect(headings.map((heading) => heading.slug)).toEqual([
      'step-1-install',
      'conclusion',
      'conclusion-2',
      'section-4',
    ]);
    expect(html.match(/ id="/g)).toHaveLength(4);
  });

  it('names every embedded video frame for screen readers (axe frame-title)', () => {
    const { html } = renderMarkdown(
      '[youtube iom_nhYQIYk 225 400]\n\n[vimeo 329272793]\n\n[wistia 7ld71zbvi6]',
    );
    expect(html).toContain('<iframe title="YouTube video" src="https://www.youtube.com/embed/iom_nhYQIYk"');
    expect(html).toContain('<iframe title="Vimeo video" ');
    expect(html).toContain('<iframe title="Wistia video" ');
  });

  it('has no embeds or heading ids in comments', () => {
    const { html, headings } = renderMarkdown('## Title\n\n[youtube abc]', 'comment');
    expect(html).toBe('<h2>Title</h2>\n<p>[youtube abc]</p>\n');
    expect(headings).toEqual([]);
  });

  it('renders embeds without scripts or inline handlers', () => {
    const { html } = renderMarkdown('## A\n\n[asciinema 5]\n\n[twitter a/status/1]\n\n[compare a.png b.png]');
    expect(html).not.toMatch(/<script|onclick|oninput/);
    expect(html).toContain('data-asciinema-id="5"');
    expect(html).toContain('data-image-compare');
  });

  it('highlights code with Prism, or falls back to plain escaped code', () => {
    expect(renderMarkdown('```js\nlet a;\n```').html).toContain('<span class="token keyword">let</span>');
    expect(renderMarkdown('```nope\na < b\n```').html).toContain(
      '<pre class="language-nope"><code>a &lt; b\n</code></pre>',
    );
  });
});

describe('the rendered document', () => {
  it('returns { html, headings, mentions, text, links } from one parse', () => {
    const document = renderMarkdown(
      '## Set up\n\nThanks @Ana, see [the docs](https://example.com) &amp; go.',
    );
    expect(document.html).toContain('<h2 id="set-up">');
    expect(document.headings.map((heading) => heading.slug)).toEqual(['set-up']);
    expect(document.mentions).toEqual(['ana']);
    expect(document.text).toBe('Set up Thanks @Ana, see the docs & go.');
    expect(document.links).toEqual(['/community/user/ana', 'https://example.com']);
  });

  it('keeps each render’s headings in its own env when renders interleave', () => {
    const md = createRenderer('default');
    const first: { headings?: Array<{ slug: string }> } = {};
    const second: { headings?: Array<{ slug: string }> } = {};
    // Both documents parsed before either is rendered, then rendered in the other order.
    const firstTokens = md.parse('# One\n\n## Two', first);
    const secondTokens = md.parse('# Three', second);
    md.renderer.render(secondTokens, md.options, second);
    md.renderer.render(firstTokens, md.options, first);
    expect(first.headings?.map((heading) => heading.slug)).toEqual(['one', 'two']);
    expect(second.headings?.map((heading) => heading.slug)).toEqual(['three']);
  });

  it('gives concurrent renders each their own headings', async () => {
    const sources = Array.from({ length: 20 }, (_, index) => `# Doc ${index}\n\n## Part ${index}`);
    const documents = await Promise.all(
      sources.map(async (source, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index * 7) % 5));
        return renderMarkdown(source);
      }),
    );
    documents.forEach((document, index) =>
      expect(document.headings.map((heading) => heading.slug)).toEqual([`doc-${index}`, `part-${index}`]),
    );
  });

  it('lists a mention only where it renders as one: not in code, code blocks or another link', () => {
    // A regex over the source found bob, carl and dan too; readers see no link for them.
    const source = [
      'Hi @ana and @Ana again, ``a @bob`` and [ask @carl](/help).',
      '',
      '    @dan in an indented code block',
      '',
      '~~~',
      '@erin in a tilde fence',
      '~~~',
      '',
      '![@fay](a.png) and @Gus.',
    ].join('\n');
    const document = renderMarkdown(source, 'question');
    expect(document.mentions).toEqual(['ana', 'gus']);
    expect(document.html).toContain('<a href="/community/user/gus">@Gus</a>');
    expect(document.html).not.toContain('/community/user/bob');
    expect(document.html).not.toContain('/community/user/carl');
  });

  it('lists mentions in comments, cut to a name as the link is', () => {
    expect(renderMarkdown('cc @sam.b, @lee.', 'comment').mentions).toEqual(['sam.b', 'lee']);
  });
});

// spec: content-and-presentation §7 — "Content images go through the image service, with srcset, width/height and
// lazy loading" (issue #30).
describe('renderMarkdown: content images', () => {
  const imageService = {
    endpoint: 'https://api.example/content/v1/images',
    origins: ['https://api.example'],
  };

  it('every preset renders images lazily, decoded off the main thread', () => {
    for (const preset of PRESET_NAMES) {
      expect(renderMarkdown('![Shark](/shark.png)', preset).html).toContain(
        '<img src="/shark.png" alt="Shark" loading="lazy" decoding="async">',
      );
    }
  });

  it('an image the image service may fetch goes through it, with srcset and its width and height', () => {
    const { html } = renderMarkdown(
      '![Shark](https://api.example/u/s.png){width=400 height=300}',
      'default',
      {
        imageService,
      },
    );
    const url = (width: number) =>
      `https://api.example/content/v1/images?src=https%3A%2F%2Fapi.example%2Fu%2Fs.png&amp;width=${width}`;
    expect(html).toBe(
      `<p><img src="${url(400)}" alt="Shark" width="400" height="300" srcset="${url(400)} 1x, ${url(800)} 2x" loading="lazy" decoding="async"></p>\n`,
    );
  });

  it('the service of one render does not stay on the shared renderer', () => {
    renderMarkdown('![a](https://api.example/a.png)', 'question', { imageService });
    expect(renderMarkdown('![a](https://api.example/a.png)', 'question').html).toBe(
      '<p><img src="https://api.example/a.png" alt="a" loading="lazy" decoding="async"></p>\n',
    );
  });
});
