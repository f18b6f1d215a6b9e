import { describe, expect, it } from 'vitest';
import { buildPageMetadata, canonicalUrl, contentBasePath } from './page-metadata.js';

const baseUrl = 'https://tidal.example/';

describe('page metadata', () => {
  it('"The canonical URL is the given path"', () => {
    expect(canonicalUrl({ path: '/pricing/', type: 'tutorial', slug: 'x' }, baseUrl)).toBe(
      'https://tidal.example/pricing',
    );
    expect(canonicalUrl({ path: 'https://other.example/a/' }, baseUrl)).toBe('https://other.example/a');
  });

  it('"or else a base path from the content type plus the slug with leading slashes removed"', () => {
    expect(canonicalUrl({ type: 'tutorial', slug: '//how-to' }, baseUrl)).toBe(
      'https://tidal.example/community/tutorials/how-to',
    );
    expect(canonicalUrl({ type: 'legal', slug: 'privacy' }, baseUrl)).toBe(
      'https://tidal.example/legal/privacy',
    );
    expect(canonicalUrl({ type: 'overview', slug: '/about/' }, baseUrl)).toBe('https://tidal.example/about');
    expect(canonicalUrl({ type: 'blog', slug: 'launch' }, baseUrl)).toBe('https://tidal.example/blog/launch');
    expect(canonicalUrl({ type: 'sitemap', slug: 'sitemap' }, baseUrl)).toBe('https://tidal.example/sitemap');
    expect(canonicalUrl({}, baseUrl)).toBeUndefined();
  });

  it('"A relative canonical is prefixed with the site base URL and trailing slashes are removed"', () => {
    expect(canonicalUrl({ path: 'community/questions///' }, 'https://tidal.example')).toBe(
      'https://tidal.example/community/questions',
    );
    expect(canonicalUrl({ path: '/' }, baseUrl)).toBe('https://tidal.example');
  });

  it('"The community meta description is truncated to 160 characters"', () => {
    const metadata = buildPageMetadata(
      {
        path: '/community/tutorials/x',
        title: 'X',
        description: 'a'.repeat(200),
        open_graph_image: '/og.png',
        alternate: { ja: '/ja/x' },
      },
      { baseUrl },
    );
    expect(metadata.description).toHaveLength(160);
    expect(metadata.description?.endsWith('...')).toBe(true);
    expect(metadata).toMatchObject({
      title: 'X',
      canonical: 'https://tidal.example/community/tutorials/x',
      alternates: { ja: 'https://tidal.example/ja/x' },
      openGraph: {
        title: 'X',
        url: 'https://tidal.example/community/tutorials/x',
        image: 'https://tidal.example/og.png',
      },
    });
  });

  it('derives base paths', () => {
    expect(contentBasePath('tutorial_series')).toBe('/community/tutorial-series');
    expect(contentBasePath('community-pages')).toBe('/community/pages');
    expect(contentBasePath('resources-guide')).toBe('/resources/guide');
  });
});
