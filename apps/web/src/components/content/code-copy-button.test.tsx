import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleSegments } from './article-segments';
import { CodeCopyButton, readCodeText } from './code-copy-button';

function blockOf(html: string): HTMLElement {
  const block = document.createElement('div');
  block.innerHTML = html;
  return block;
}

describe('readCodeText', () => {
  it('copies prefixed command lines without their prompts (prefixes live in attributes)', () => {
    const html =
      '<pre class="prefixed command"><code><ol><li data-prefix="&#x24;">sudo apt update\n</li><li data-prefix="&#x24;">sudo apt install nginx\n</li></ol>\n</code></pre>';
    expect(readCodeText(blockOf(html))).toBe('sudo apt update\nsudo apt install nginx');
  });

  it('decodes character references and leaves the secondary label out', () => {
    const html =
      '<pre><code><div class="secondary-code-label" title="Output">Output</div>&quot;a&quot; &amp;&amp; &#39;b&#x27;\n</code></pre>';
    expect(readCodeText(blockOf(html))).toBe('"a" && \'b\'');
  });
});

describe('CodeCopyButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies the code block it is for, as shown on the page', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, platform: 'Linux' });
    const [, code] = articleSegments('<p>Run:</p><pre><code>x &lt; y\n</code></pre>');
    render(
      <>
        <div id="code-1" dangerouslySetInnerHTML={{ __html: code!.html }} />
        <CodeCopyButton targetId="code-1" />
      </>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('x < y');
  });
});

describe('articleSegments', () => {
  it('cuts the HTML around each top-level <pre> and keeps everything else in order', () => {
    const html = '<p>a</p><pre class="code-pre"><code>x\n</code></pre><p>b</p><pre><code>z</code></pre>';
    const segments = articleSegments(html);
    expect(segments.map((s) => s.kind)).toEqual(['html', 'code', 'html', 'code']);
    expect(segments.map((s) => s.html).join('')).toBe(html);
  });

  it('adds section anchors when asked', () => {
    expect(articleSegments('<h2 id="a">A</h2>', { withAnchors: true })).toEqual([
      {
        kind: 'html',
        html: '<h2 id="a"><a class="heading-anchor" href="#a" aria-label="Link to the section A">#</a>A</h2>',
      },
    ]);
  });

  it('shows a body with malformed code markup whole rather than failing the page', () => {
    const html = '<pre>x<code>y</code></pre>';
    expect(articleSegments(html)).toEqual([{ kind: 'html', html }]);
  });
});
