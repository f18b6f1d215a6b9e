// An article body carried once (issue #33 goal 2): the page's inline flight data holds each body as its marker alone
// (server/flight-strip.mjs), and RawHtml keeps the body the server rendered, through hydration and a client
// navigation back to the page. Here the "stripped" tree is ArticleBody's own output with each body cut to its marker,
// as the browser reads it from such a page.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleBody } from './article-body';
import { RawHtml } from './raw-html';
import { markedHtml, rawHtmlKey } from './raw-html-marker';

const BODY =
  '<h2 id="install">Install Nginx</h2><p>Run this as <em>root</em> — café &amp; naïve:</p>' +
  '<pre class="code-pre command"><code>apt install nginx &lt;ver&gt;\n</code></pre><p>Then check it.</p>';

/** ArticleBody's tree as the page's cut flight data gives it to the browser: each RawHtml body cut to its marker. */
function cutToMarkers(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(cutToMarkers);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ html?: string; children?: ReactNode }>;
  if (element.type === RawHtml) {
    const html = element.props.html!;
    return cloneElement(element, { html: html.slice(0, html.indexOf('-->') + 3) });
  }
  const { children, ...props } = element.props;
  if (children === undefined) return element;
  const cut = cutToMarkers(children);
  // Children given one by one, as JSX gives them (a list passed as one child would need keys).
  return createElement(element.type, { ...props, key: element.key }, ...(Array.isArray(cut) ? cut : [cut]));
}

const withBody = (container: HTMLElement) => container.querySelector('[data-article-body]')!;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('RawHtml', () => {
  it('shows a marked body as its HTML, without the marker', () => {
    const html = '<p>Hello <strong>there</strong></p>';
    const { container } = render(<RawHtml html={markedHtml(html)} className="flow" id="code-9" />);
    const div = container.firstElementChild!;
    expect(div.innerHTML).toBe(html);
    expect(div.id).toBe('code-9');
    expect(div.className).toBe('flow');
    expect(div.getAttribute('data-reef-html')).toBe(rawHtmlKey(html));
  });

  it('names different bodies differently and the same body the same', () => {
    expect(rawHtmlKey('<p>a</p>')).toBe(rawHtmlKey('<p>a</p>'));
    expect(rawHtmlKey('<p>a</p>')).not.toBe(rawHtmlKey('<p>b</p>'));
    expect(rawHtmlKey('<p>ab</p>')).not.toBe(rawHtmlKey('<p>ba</p>'));
    expect(rawHtmlKey('')).toMatch(/^[0-9a-z]+$/);
  });

  it('keeps the server-rendered article through hydration from a page whose flight data carries markers only', async () => {
    const tree = ArticleBody({ html: BODY, withAnchors: false });
    const serverHtml = renderToString(tree);
    expect(serverHtml).toContain('apt install nginx &lt;ver&gt;');
    expect(serverHtml).not.toContain('reef-html:');

    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, cutToMarkers(tree), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(withBody(container).textContent).toContain('Run this as root — café & naïve:');
    expect(withBody(container).textContent).toContain('Then check it.');

    // The copy button still finds its code block by id.
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, platform: 'Linux' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('apt install nginx <ver>');
  });

  it('shows the whole article again when a client navigation comes back to the page with the same cut data', async () => {
    const tree = ArticleBody({ html: `${BODY}<p>Coming back.</p>`, withAnchors: false });
    const first = document.createElement('div');
    first.innerHTML = renderToString(tree);
    document.body.append(first);
    const root = hydrateRoot(first, cutToMarkers(tree));
    await act(async () => undefined);
    // The reader goes elsewhere (the page's DOM is gone), then back: the router renders the cut tree from scratch.
    await act(async () => root.unmount());
    first.remove();
    const again = document.createElement('div');
    document.body.append(again);
    await act(async () => createRoot(again).render(cutToMarkers(tree)));
    expect(withBody(again).textContent).toContain('apt install nginx <ver>');
    expect(withBody(again).textContent).toContain('Coming back.');
    expect(again.querySelector('pre code')).not.toBeNull();
  });
});
