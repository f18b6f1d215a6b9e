// The language in the URL (issue #31, item 2: "English keeps today's URLs; other languages get a prefix").
import { DEFAULT_LANGUAGE, LANGUAGES } from '@reef/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_LOCALE,
  hasLanguage,
  SITE_LOCALES,
  localizedHref,
  localizedPath,
  splitLocale,
} from './locale-path';
import { pathInEveryLocale } from './revalidate-paths';

describe('the language in the URL', () => {
  it('has the specification’s nine languages, English the default, as the content has', () => {
    expect(SITE_LOCALES).toEqual(LANGUAGES);
    expect(DEFAULT_SITE_LOCALE).toBe(DEFAULT_LANGUAGE);
  });

  it("English keeps today's URLs; other languages get a prefix", () => {
    expect(localizedPath('/community/tutorials/x', 'en')).toBe('/community/tutorials/x');
    expect(localizedPath('/community/tutorials/x', 'de')).toBe('/de/community/tutorials/x');
    expect(localizedPath('/', 'ja')).toBe('/ja');
    expect(localizedPath('/?q=nginx', 'zh')).toBe('/zh?q=nginx');
    expect(localizedPath('/community?page=2#list', 'pt')).toBe('/pt/community?page=2#list');
  });

  it('reads the language of a path, and takes Next.js’s own /en/… as English', () => {
    expect(splitLocale('/de/community')).toEqual({ locale: 'de', path: '/community' });
    expect(splitLocale('/ja')).toEqual({ locale: 'ja', path: '/' });
    expect(splitLocale('/en/community')).toEqual({ locale: 'en', path: '/community' });
    expect(splitLocale('/community')).toEqual({ locale: 'en', path: '/community' });
    // Two letters that are not one of the nine languages are an ordinary path (a static page could be called so).
    expect(splitLocale('/xx/page')).toEqual({ locale: 'en', path: '/xx/page' });
    expect(splitLocale('/design')).toEqual({ locale: 'en', path: '/design' });
  });

  it('keeps a reader in their language on links to the site, and leaves other addresses alone', () => {
    expect(localizedHref('/community/questions', 'es')).toBe('/es/community/questions');
    expect(localizedHref('/es/community/questions', 'es')).toBe('/es/community/questions');
    expect(localizedHref('/de/community', 'es')).toBe('/de/community');
    expect(localizedHref('https://example.com/x', 'es')).toBe('https://example.com/x');
    expect(localizedHref('//example.com/x', 'es')).toBe('//example.com/x');
    expect(localizedHref('#comments', 'es')).toBe('#comments');
    expect(localizedHref('/feeds/tutorials.xml', 'es')).toBe('/feeds/tutorials.xml');
    expect(localizedHref('/design/logo.svg', 'es')).toBe('/design/logo.svg');
    expect(localizedHref('/community', 'en')).toBe('/community');
  });

  it('gives Next.js’s files, route handlers, feeds and files no language', () => {
    expect(hasLanguage('/_next/static/chunks/a.js')).toBe(false);
    expect(hasLanguage('/api/revalidate')).toBe(false);
    expect(hasLanguage('/sitemap.xml')).toBe(false);
    expect(hasLanguage('/community/tutorials/how-to-install-nginx')).toBe(true);
    expect(hasLanguage('/')).toBe(true);
  });
});

describe('a write expires a page in every language', () => {
  it('names the page as Next.js renders it and as the site shows it, in each of the nine languages', () => {
    const { rendered, shown } = pathInEveryLocale('/community/questions/x');
    expect(rendered).toHaveLength(9);
    expect(rendered).toContain('/en/community/questions/x');
    expect(rendered).toContain('/ja/community/questions/x');
    expect(shown).toContain('/community/questions/x');
    expect(shown).toContain('/ja/community/questions/x');
    expect(pathInEveryLocale('/')).toMatchObject({ rendered: expect.arrayContaining(['/en', '/de']) });
    expect(pathInEveryLocale('/de/community')).toEqual({
      rendered: ['/de/community'],
      shown: ['/de/community'],
    });
  });
});
