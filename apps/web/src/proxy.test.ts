import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

function route(path: string) {
  const response = proxy(new NextRequest(new URL(path, 'http://reef.test')));
  return {
    status: response.status,
    rewrite: response.headers.get('x-middleware-rewrite'),
    location: response.headers.get('location'),
  };
}

describe('the language in the URL (proxy)', () => {
  it('serves an unprefixed address as the English page, keeping the address', () => {
    expect(new URL(route('/community/questions?page=2').rewrite!).pathname).toBe('/en/community/questions');
    expect(new URL(route('/').rewrite!).pathname).toBe('/en');
  });

  it('sends /en/… to its one English address', () => {
    const { status, location } = route('/en/community?sort=new');
    expect(status).toBe(308);
    expect(new URL(location!).pathname).toBe('/community');
    expect(new URL(location!).search).toBe('?sort=new');
  });

  it('passes another language prefix as it is', () => {
    const { rewrite, location } = route('/de/community');
    expect(rewrite).toBeNull();
    expect(location).toBeNull();
  });

  it('gives a top-level file-like address the English pages (and so their not-found page), not a language of its own', () => {
    expect(new URL(route('/favicon.ico.bak').rewrite!).pathname).toBe('/en/favicon.ico.bak');
    expect(new URL(route('/index.php').rewrite!).pathname).toBe('/en/index.php');
  });

  it('leaves files under a folder alone (public/design/…)', () => {
    expect(route('/design/sample-wide.svg').rewrite).toBeNull();
  });
});
