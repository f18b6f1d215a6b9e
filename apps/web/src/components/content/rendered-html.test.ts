import { describe, expect, it } from 'vitest';
import { addHeadingAnchors, codeText, splitCodeBlocks } from './rendered-html';

describe('splitCodeBlocks', () => {
  it('cuts the HTML around each <pre> and keeps everything else in order', () => {
    const html =
      '<p>a</p><pre class="code-pre"><code>x &lt; y\n</code></pre><p>b</p><pre><code>z</code></pre>';
    const segments = splitCodeBlocks(html);
    expect(segments.map((s) => s.kind)).toEqual(['html', 'code', 'html', 'code']);
    expect(segments.map((s) => s.html).join('')).toBe(html);
    expect(segments[1]).toMatchObject({ kind: 'code', text: 'x < y' });
  });

  it('returns one html segment when there is no code', () => {
    expect(splitCodeBlocks('<p>plain</p>')).toEqual([{ kind: 'html', html: '<p>plain</p>' }]);
  });
});

describe('codeText', () => {
  it('copies prefixed command lines without their prompts (prefixes live in attributes)', () => {
    const pre =
      '<pre><code><ol><li data-prefix="$">sudo apt update\n</li><li data-prefix="$">sudo apt install nginx\n</li></ol></code></pre>';
    expect(codeText(pre)).toBe('sudo apt update\nsudo apt install nginx');
  });

  it('decodes numeric and named entities', () => {
    expect(codeText('<pre><code>&quot;a&quot; &amp;&amp; &#39;b&#x27;</code></pre>')).toBe('"a" && \'b\'');
  });
});

describe('addHeadingAnchors', () => {
  it('"Heading anchors apply up to level 3 by default, placed before the text"', () => {
    const out = addHeadingAnchors('<h2 id="step-1">Step 1</h2><h4 id="deep">Deep</h4>');
    expect(out).toBe(
      '<h2 id="step-1"><a class="heading-anchor" href="#step-1" aria-label="Link to the section Step 1">#</a>Step 1</h2><h4 id="deep">Deep</h4>',
    );
  });

  it('takes decorative hidden anchors out of the tab order', () => {
    const html = '<h2 id="x"><a class="hash-anchor" href="#x" aria-hidden="true"></a><a href="#x">X</a></h2>';
    expect(addHeadingAnchors(html)).toBe(
      '<h2 id="x"><a tabindex="-1" class="hash-anchor" href="#x" aria-hidden="true"></a><a href="#x">X</a></h2>',
    );
  });

  it('leaves headings that already link to themselves alone', () => {
    const html = '<h3 id="x"><a href="#x">#</a>X</h3>';
    expect(addHeadingAnchors(html)).toBe(html);
  });
});
