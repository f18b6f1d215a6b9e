import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleSegments } from './article-segments';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { renderWithFrame } from '@/test/render';
import { ArticleBody } from './article-body';
import { readCodeText } from './code-copy-button';

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

describe('the copy buttons of an article body', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('copies the code block a button is for, as shown on the page, and says so until it resets', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, platform: 'Linux' });
    renderWithFrame(
      <ArticleBody html={'<p>Run:</p><pre><code>x &lt; y\n</code></pre><pre><code>z\n</code></pre>'} />,
    );
    const buttons = screen.getAllByRole('button', { name: 'Copy' });
    expect(buttons).toHaveLength(2);
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(buttons[1]!);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('z');
    expect(buttons[1]!.textContent).toBe('Copied!');
    expect(buttons[1]!.querySelector('use')!.getAttribute('href')).toMatch(/#check$/);
    expect(buttons[0]!.textContent).toBe('Copy');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(buttons[1]!.textContent).toBe('Copy');
  });

  it('selects the code and names the keys when the clipboard is unavailable, in the page’s words', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined, platform: 'Linux' });
    const words = { copy: 'Kopieren', copied: 'Kopiert!', hintMac: 'Cmd+C', hintOther: 'Strg+C drücken' };
    renderWithFrame(<ArticleBody html={'<pre><code>ls\n</code></pre>'} copyWords={words} />);
    const button = screen.getByRole('button', { name: 'Kopieren' });
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(button.textContent).toBe('Strg+C drücken');
    expect(window.getSelection()?.toString()).toBe('ls\n');
  });

  it('names the body’s region by what its HTML is made of', () => {
    const regionOf = (ui: ReactElement) =>
      renderWithFrame(ui).container.querySelector('[data-reef-region]')!.getAttribute('data-reef-region');
    const html = '<pre><code>ls\n</code></pre>';
    const english = regionOf(<ArticleBody html={html} />);
    expect(regionOf(<ArticleBody html={html} />)).toBe(english);
    expect(regionOf(<ArticleBody html={`${html}<p>more</p>`} />)).not.toBe(english);
    expect(regionOf(<ArticleBody html={html} idPrefix="answer" />)).not.toBe(english);
    // The buttons' words are not in the body's HTML (the island adds the buttons), so they do not name it.
    const words = { copy: 'Kopieren', copied: 'Kopiert!', hintMac: 'Cmd+C', hintOther: 'Strg+C' };
    expect(regionOf(<ArticleBody html={html} copyWords={words} />)).toBe(english);
  });

  it('sends no button in the body’s HTML: the page’s code adds one to each code block, once', () => {
    const html = '<pre><code>ls\n</code></pre><p>then</p><pre><code>pwd\n</code></pre>';
    const serverHtml = renderToString(<ArticleBody html={html} withAnchors={false} />);
    expect(serverHtml).not.toContain('<button');
    expect(serverHtml.match(/data-code-block/g)).toHaveLength(2);
    const { rerender } = renderWithFrame(<ArticleBody html={html} />);
    const buttons = screen.getAllByRole('button', { name: 'Copy' });
    expect(buttons.map((button) => button.getAttribute('data-code-copy'))).toEqual(['code-1', 'code-2']);
    // Each sits after its block, in the block's wrapper.
    expect(buttons[0]!.previousElementSibling?.id).toBe('code-1');
    // The body changes (an edit read again): its new code block gets a button too, and none gets a second one.
    rerender(<ArticleBody html={`${html}<pre><code>whoami\n</code></pre>`} />);
    expect(
      screen.getAllByRole('button', { name: 'Copy' }).map((button) => button.getAttribute('data-code-copy')),
    ).toEqual(['code-1', 'code-2', 'code-3']);
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
