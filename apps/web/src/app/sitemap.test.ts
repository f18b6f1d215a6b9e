// /sitemap.xml with content in several languages (issue #31, item 2: sitemaps per language): the XML Next writes from
// the sitemap's entries is parsed, and each language version's URL is checked to appear once with its alternates.
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { listTag } from '@reef/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languageAlternates } from '@/lib/sitemap-languages';

const client = vi.hoisted(() => ({
  listTutorials: vi.fn(),
  listQuestions: vi.fn(),
  listTutorialSeries: vi.fn(),
  searchTags: vi.fn(),
  listPosts: vi.fn(),
  listStaticPages: vi.fn(),
}));
vi.mock('@reef/client', () => client);
vi.mock('next/server', () => ({ connection: async () => undefined }));
vi.mock('@/lib/content-api', () => ({
  cachedApi: (tags: string[]) => ({ tags }),
  readOptional: (read: () => Promise<unknown>) => read(),
}));
vi.mock('./[locale]/community/_lib/metadata', () => ({
  siteUrl: (path = '') => `https://reef.example${path}`,
}));

const { default: sitemap } = await import('./sitemap');

const page = (data: unknown[]) => ({
  data,
  meta: { pagination: { page: { current: 1, count: 1 }, per_page: 1000, total: data.length } },
});
const post = (id: number, slug: string, language: string, original_id: number | null) => ({
  id,
  type: 'blog',
  slug,
  path: `/blog/${slug}`,
  language,
  original_id,
  updated_at: '2026-11-01T00:00:00.000Z',
});
const tutorial = (id: number, slug: string, language: string, translation_of_id: number | null) => ({
  id,
  slug,
  state: 'published',
  language,
  translation_of_id,
  updated_at: '2026-11-01T00:00:00.000Z',
});

const XHTML = 'http://www.w3.org/1999/xhtml';

/** The sitemap as search engines read it: each `<url>`'s `<loc>` and its hreflang → href alternates. */
async function readSitemap(): Promise<{ loc: string; alternates: Record<string, string> }[]> {
  const xml = resolveSitemap(await sitemap());
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return Array.from(doc.getElementsByTagName('url')).map((url) => ({
    loc: url.getElementsByTagName('loc')[0]!.textContent!.trim(),
    alternates: Object.fromEntries(
      Array.from(url.children)
        .filter((child) => child.namespaceURI === XHTML && child.localName === 'link')
        .map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]),
    ),
  }));
}

describe('the sitemap’s language versions', () => {
  beforeEach(() => {
    client.listQuestions.mockResolvedValue(page([]));
    client.listTutorialSeries.mockResolvedValue(page([]));
    client.searchTags.mockResolvedValue(page([]));
    client.listStaticPages.mockResolvedValue({
      data: [
        { id: 7, type: 'legal', slug: 'privacy', path: '/legal/privacy', language: 'en', original_id: null },
        {
          id: 8,
          type: 'legal',
          slug: 'datenschutz',
          path: '/legal/datenschutz',
          language: 'de',
          original_id: 7,
        },
        // A page saved before translations says no language: English, alone.
        { id: 9, type: 'legal', slug: 'terms', path: '/legal/terms' },
      ].map((item) => ({ ...item, updated_at: '2026-11-01T00:00:00.000Z' })),
      meta: null,
    });
    client.listPosts.mockResolvedValue(
      page([
        post(1, 'reading-tide-tables', 'en', null),
        post(2, 'gezeitentabellen-lesen', 'de', 1),
        post(3, 'leer-tablas-de-mareas', 'es', 1),
        post(4, 'release-notes', 'en', null),
      ]),
    );
    client.listTutorials.mockResolvedValue(
      page([
        tutorial(1, 'how-to-install-nginx', 'en', null),
        tutorial(5, 'nginx-installieren', 'de', 1),
        tutorial(6, 'docker-basics', 'en', null),
      ]),
    );
  });

  it('lists every translation’s own URL once, each with the same hreflang alternates and x-default at the original', async () => {
    const urls = await readSitemap();
    const family = {
      en: 'https://reef.example/blog/reading-tide-tables',
      // Each version at its address in its own language (issue #31: "other languages get a prefix").
      de: 'https://reef.example/de/blog/gezeitentabellen-lesen',
      es: 'https://reef.example/es/blog/leer-tablas-de-mareas',
      'x-default': 'https://reef.example/blog/reading-tide-tables',
    };
    for (const language of ['en', 'de', 'es'] as const) {
      const entries = urls.filter((url) => url.loc === family[language]);
      expect(entries, family[language]).toHaveLength(1);
      expect(entries[0]!.alternates).toEqual(family);
    }
  });

  it('does the same for tutorials and static pages, each kind’s versions apart (ids are per table)', async () => {
    const urls = await readSitemap();
    const byLoc = new Map(urls.map((url) => [url.loc, url.alternates]));
    const tutorials = {
      en: 'https://reef.example/community/tutorials/how-to-install-nginx',
      de: 'https://reef.example/de/community/tutorials/nginx-installieren',
      'x-default': 'https://reef.example/community/tutorials/how-to-install-nginx',
    };
    expect(byLoc.get(tutorials.de)).toEqual(tutorials);
    expect(byLoc.get(tutorials.en)).toEqual(tutorials);
    const pages = {
      en: 'https://reef.example/legal/privacy',
      de: 'https://reef.example/de/legal/datenschutz',
      'x-default': 'https://reef.example/legal/privacy',
    };
    expect(byLoc.get(pages.de)).toEqual(pages);
    expect(byLoc.get(pages.en)).toEqual(pages);
  });

  it('gives content in one language no alternates, and lists each URL once', async () => {
    const urls = await readSitemap();
    const byLoc = new Map(urls.map((url) => [url.loc, url.alternates]));
    expect(byLoc.get('https://reef.example/blog/release-notes')).toEqual({});
    expect(byLoc.get('https://reef.example/community/tutorials/docker-basics')).toEqual({});
    expect(byLoc.get('https://reef.example/legal/terms')).toEqual({});
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
  });

  it('lists the community’s own pages in each of the nine languages, each with all nine and x-default', async () => {
    const urls = await readSitemap();
    const questions = urls.filter((url) => /\/community\/questions$/.test(url.loc));
    expect(questions.map((url) => url.loc)).toContain('https://reef.example/ja/community/questions');
    expect(questions).toHaveLength(9);
    for (const entry of questions) {
      expect(entry.alternates['x-default']).toBe('https://reef.example/community/questions');
      expect(entry.alternates.zh).toBe('https://reef.example/zh/community/questions');
      expect(Object.keys(entry.alternates)).toHaveLength(10);
    }
  });

  it('reads every language from the lists (not only the site’s), under their list cache tags', async () => {
    await sitemap();
    expect(client.listPosts).toHaveBeenCalledWith({ tags: [listTag.posts] }, { page_size: 1000 });
    expect(client.listPosts.mock.calls[0]![1]).not.toHaveProperty('language');
    expect(client.listTutorials.mock.calls[0]![1]).not.toHaveProperty('language');
    expect(client.listStaticPages.mock.calls[0]![1]).not.toHaveProperty('language');
  });
});

describe('languageAlternates', () => {
  it('has no x-default when the original is not listed (a draft original), but still links the listed versions', () => {
    const alternates = languageAlternates([
      { id: 2, language: 'de', originalId: 1, url: 'https://reef.example/blog/a' },
      { id: 3, language: 'fr', originalId: 1, url: 'https://reef.example/blog/b' },
    ]);
    expect(alternates.get(2)).toEqual({
      de: 'https://reef.example/blog/a',
      fr: 'https://reef.example/blog/b',
    });
    expect(alternates.get(3)).toBe(alternates.get(2));
  });
});
