import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render.js';
import { splitRenderedHtml } from './split.js';

describe('splitRenderedHtml', () => {
  it('splits top-level code blocks and headings up to level 3', () => {
    const { result } = renderMarkdown(
      '# One\n\ntext\n\n```js\n[secondary_label Output]\nlet a = "<b>";\n```\n\n#### Four\n',
    );
    const segments = splitRenderedHtml(result);
    expect(segments.map((segment) => segment.kind)).toEqual(['heading', 'html', 'code', 'html']);
    expect(segments[0]).toEqual({ kind: 'heading', level: 1, id: 'one', html: 'One', text: 'One' });
    expect(segments[2]).toMatchObject({ kind: 'code', code: 'let a = "<b>";\n', language: 'javascript' });
    expect(segments[3]!.kind === 'html' && segments[3]!.html).toContain('<h4 id="four">');
    expect(segments.map((segment) => segment.html).join('')).toContain(
      '<pre class="language-js language-javascript">',
    );
  });

  it('reads the plain code of prefixed lines', () => {
    const [, code] = splitRenderedHtml(renderMarkdown('```command\nls\ncd /\n```').result);
    expect(code).toMatchObject({ kind: 'code', code: 'ls\ncd /\n', language: 'bash' });
  });

  it('leaves code nested in other elements inside the HTML segment', () => {
    const segments = splitRenderedHtml(renderMarkdown('<$>[note]\n```\nx\n```\n<$>').result);
    expect(segments).toEqual([
      { kind: 'html', html: expect.stringContaining('<pre><code>x') as unknown as string },
    ]);
  });

  it('honours maxHeadingLevel', () => {
    expect(splitRenderedHtml('<h2 id="a">A</h2>', { maxHeadingLevel: 1 })).toEqual([
      { kind: 'html', html: '<h2 id="a">A</h2>' },
    ]);
  });

  it('throws "a heading with an invalid level"', () => {
    expect(() => splitRenderedHtml('<h7 id="x">x</h7>')).toThrow('invalid heading level <h7>');
  });

  it('throws for "an unopened pre"', () => {
    expect(() => splitRenderedHtml('<p>x</p></pre>')).toThrow('</pre> without an opening <pre>');
  });

  it('throws for "an unopened code"', () => {
    expect(() => splitRenderedHtml('<pre></code></pre>')).toThrow('</code> without an opening <code>');
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
