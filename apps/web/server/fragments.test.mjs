// Fragments (server/fragments.mjs): the menu's panels sent alone, out of the page Next.js renders around them.
import { describe, expect, it } from 'vitest';
import { fragmentOfPage, isFragmentPath } from './fragments.mjs';

const panels =
  '<div data-reef-menu="products"><div class="p"><ul><li><a href="/products/x"><span>X &lt;div&gt;</span></a></li>' +
  '</ul><div><p title="&lt;/div&gt;">Col</p></div></div></div><div data-reef-menu="solutions"><div></div></div>';

describe('fragments', () => {
  it('knows the menu panels’ paths and nothing else', () => {
    expect(isFragmentPath('/_reef/menus/en/0123456789abcdef')).toBe(true);
    expect(isFragmentPath('/_reef/menus/de/0123456789abcdef')).toBe(true);
    for (const path of [
      '/_reef/menus/en',
      '/_reef/menus/en/0123456789abcdef/',
      '/_reef/menus/en/0123456789ABCDEF',
      '/_reef/menus/english/0123456789abcdef',
      '/de/_reef/menus/de/0123456789abcdef',
      '/community',
      undefined,
    ])
      expect(isFragmentPath(path)).toBe(false);
  });

  it('takes what the fragment element holds out of the page, whatever follows it', () => {
    const page =
      '<!DOCTYPE html><html lang="en"><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
      `<div data-reef-fragment="menus">${panels}</div><div>after</div>` +
      '<script>self.__next_f.push([1,"0:[\\"$\\",\\"div\\"]"])</script></body></html>';
    expect(fragmentOfPage(page)).toBe(panels);
  });

  it('finds none in a page without one, or with one that does not end', () => {
    expect(fragmentOfPage('<!DOCTYPE html><html><body><h1>404</h1></body></html>')).toBeUndefined();
    expect(fragmentOfPage(`<div data-reef-fragment="menus">${panels}`)).toBeUndefined();
  });
});
