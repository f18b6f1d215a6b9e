import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render.js';
import { addHeadingAnchors, splitRenderedHtml } from './split.js';

const label = (text: string) => `Link to the section ${text}`;

describe('splitRenderedHtml', () => {
  it('splits top-level code blocks out and keeps everything else, in order', () => {
    const { html } = renderMarkdown(
      '# One\n\ntext\n\n```js\n[secondary_label Output]\nlet a = "<b>";\n```\n\n#### Four\n',
    );
    const segments = splitRenderedHtml(html);
    expect(segments.map((segment) => segment.kind)).toEqual(['html', 'code', 'html']);
    expect(segments.map((segment) => segment.html).join('')).toBe(html);
    expect(segments[1]!.html).toMatch(/^<pre class="language-js language-javascript"><code>[\s\S]*<\/pre>$/);
  });

  it('returns one html segment when there is no code', () => {
    expect(splitRenderedHtml('<p>plain</p>')).toEqual([{ kind: 'html', html: '<p>plain</p>' }]);
  });

  it('leaves code nested in other elements inside the HTML segment, so each segment is well-formed', () => {
    const { html } = renderMarkdown('<$>[note]\n```\nx\n```\n<$>');
    expect(splitRenderedHtml(html)).toEqual([{ kind: 'html', html }]);
  });

  it('throws "a heading with an invalid level"', () => {
    expect(() => splitRenderedHtml('<h7 id="x">x</h7>')).toThrow('invalid heading level <h7>');
  });

  it('throws for "an unopened pre"', () => {
    expect(() => splitRenderedHtml('<p>x</p></pre>')).toThrow('</pre> without an opening <pre>');
  });

  it('throws for "an unopened code"', () => {
    expect(() => splitRenderedHtml('<pre></code></pre>')).toThrow('</code> without an opening <code>');
    expect(() => splitRenderedHtml('<p>x</code></p>')).not.toThrow();
    expect(() => splitRenderedHtml('x</code>')).toThrow('</code> without an opening <code>');
  });

  it('throws for "an unclosed tag"', () => {
    expect(() => splitRenderedHtml('<pre><code><span>x</code></pre>')).toThrow('unclosed tag <span>');
    expect(() => splitRenderedHtml('<pre><code>x')).toThrow('unclosed tag(s) <pre>, <code>');
  });

  it('throws for "a code element that is not the only child of pre"', () => {
    expect(() => splitRenderedHtml('<pre>x<code>y</code></pre>')).toThrow('not the only child of pre');
    expect(() => splitRenderedHtml('<pre><code>y</code><b>z</b></pre>')).toThrow('not the only child of pre');
  });
});

describe('addHeadingAnchors', () => {
  it('"Heading anchors apply up to level 3 by default, placed before the text" for headings without one', () => {
    expect(addHeadingAnchors('<h2 id="step-1">Step 1</h2><h4 id="deep">Deep</h4>', { label })).toBe(
      '<h2 id="step-1"><a class="heading-anchor" href="#step-1" aria-label="Link to the section Step 1">#</a>Step 1</h2><h4 id="deep">Deep</h4>',
    );
  });

  it('takes the renderer’s decorative hidden anchors out of the tab order', () => {
    const { html } = renderMarkdown('## Step 1\n\ntext');
    expect(addHeadingAnchors(html, { label })).toBe(
      '<h2 id="step-1"><a tabindex="-1" class="hash-anchor" href="#step-1" aria-hidden="true"></a><a href="#step-1">Step 1</a></h2>\n<p>text</p>\n',
    );
  });

  it('leaves headings that already link to themselves alone', () => {
    const html = '<h3 id="x"><a href="#x">#</a>X</h3>';
    expect(addHeadingAnchors(html, { label })).toBe(html);
  });

  it('labels the anchor with the heading text, quotes escaped', () => {
    expect(addHeadingAnchors('<h2 id="q">Say <em>"hi"</em> &amp; go</h2>', { label })).toBe(
      '<h2 id="q"><a class="heading-anchor" href="#q" aria-label="Link to the section Say &quot;hi&quot; &amp; go">#</a>Say <em>"hi"</em> &amp; go</h2>',
    );
  });
});

describe('splitRenderedHtml on several code blocks', () => {
  it('splits every top-level code block, not only the first', () => {
    const html = '<p>a</p><pre><code>x\n</code></pre><p>b</p><pre><code>z</code></pre><p>c</p>';
    expect(splitRenderedHtml(html).map((segment) => segment.kind)).toEqual([
      'html',
      'code',
      'html',
      'code',
      'html',
    ]);
  });
});
