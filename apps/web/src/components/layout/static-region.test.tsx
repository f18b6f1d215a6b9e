// A static region (issue #33: each page carries its content once): with its flight data cut, it keeps the HTML the
// server rendered, and a plain click on a link to this site inside it is a client navigation.
import { fireEvent, render, screen } from '@testing-library/react';
import { useRouter } from 'next/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticRegion } from './static-region';
import { regionName } from './static-region-name';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('StaticRegion', () => {
  it('keeps the server’s HTML when its flight data was cut, and shows it again on a later visit', () => {
    const server = document.createElement('footer');
    server.setAttribute('data-reef-region', 'site-footer');
    server.innerHTML = '<a href="/about">About</a> <a href="https://elsewhere.example/">Elsewhere</a>';
    document.body.append(server);
    const first = render(<StaticRegion as="footer" region={regionName('site-footer')} />);
    expect(first.container.querySelector('footer')?.innerHTML).toBe(server.innerHTML);
    first.unmount();
    server.remove();
    // Back on that page after the server's copy left the document: the kept HTML.
    render(<StaticRegion as="footer" region={regionName('site-footer')} />);
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });

  it('renders its children when it has them (a client navigation’s data is whole)', () => {
    render(
      <StaticRegion as="nav" region={regionName('links')} aria-label="Footer">
        <a href="/blog">Blog</a>
      </StaticRegion>,
    );
    expect(screen.getByRole('navigation', { name: 'Footer' }).getAttribute('data-reef-region')).toBe('links');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('navigates on the client for a plain click on a site link, and leaves every other click to the browser', () => {
    const push = vi.spyOn(useRouter(), 'push').mockImplementation(() => {});
    // What the browser would do with each click is not this test's: after the region's handler, nothing navigates.
    // It records whether the region had taken the click (prevented the browser's navigation) first.
    const prevented: boolean[] = [];
    const browser = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    render(
      <StaticRegion region={regionName('mixed')}>
        <a href="/community/tutorials?sort=new">Tutorials</a>
        <a href="https://elsewhere.example/x">Elsewhere</a>
        <a href="/press" target="_blank">
          Press
        </a>
        <a href="/files/guide.pdf" download>
          Guide
        </a>
      </StaticRegion>,
    );
    const tutorials = screen.getByRole('link', { name: 'Tutorials' });
    fireEvent.click(tutorials);
    expect(prevented).toEqual([true]);
    expect(push).toHaveBeenCalledWith('/community/tutorials?sort=new');
    for (const [name, options] of [
      ['Tutorials', { ctrlKey: true }],
      ['Tutorials', { metaKey: true }],
      ['Tutorials', { button: 1 }],
      ['Elsewhere', {}],
      ['Press', {}],
      ['Guide', {}],
    ] as const) {
      push.mockClear();
      prevented.length = 0;
      fireEvent.click(screen.getByRole('link', { name }), options);
      expect(push).not.toHaveBeenCalled();
      expect(prevented).toEqual([false]);
    }
    window.removeEventListener('click', browser);
  });
});
