// Issue #31, translated content: the "Read in" line and the head's alternate links of a post or page with other
// language versions (content-and-presentation §3, page metadata: "alternate (map from language code to URL)").
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentLang, languageAlternates, LanguageVersions } from './language-versions';

const versions = [
  { id: 2, language: 'de', href: '/blog/hallo' },
  { id: 3, language: 'ja', href: '/blog/konnichiwa' },
];

describe('LanguageVersions', () => {
  it('says "Read in:" and names each language in its own language, linked with hreflang and lang', async () => {
    const { container } = render(await LanguageVersions({ versions: versions }));
    expect(container.textContent).toBe('Read in: Deutsch, 日本語');
    const german = screen.getByRole('link', { name: 'Deutsch' });
    // Each version at its address in its own language (issue #31: "other languages get a prefix").
    expect(german.getAttribute('href')).toBe('/de/blog/hallo');
    expect(german.getAttribute('hreflang')).toBe('de');
    expect(german.getAttribute('lang')).toBe('de');
    expect(screen.getByRole('link', { name: '日本語' }).getAttribute('hreflang')).toBe('ja');
  });

  it('keeps the label a page gives it (the tutorial page says "Also in")', async () => {
    const { container } = render(
      await LanguageVersions({ label: 'Also in', versions: versions.slice(0, 1) }),
    );
    expect(container.textContent).toBe('Also in: Deutsch');
  });

  it('shows nothing when there is no other version', async () => {
    const { container } = render(await LanguageVersions({ versions: [] }));
    expect(container.innerHTML).toBe('');
  });
});

describe('languageAlternates: "alternate (map from language code to URL)"', () => {
  const original = { id: 1, language: 'en', path: '/blog/hello', original_id: null };
  const german = { id: 2, language: 'de', path: '/blog/hallo' };
  const japanese = { id: 3, language: 'ja', path: '/blog/konnichiwa' };

  it('maps every version, the page itself included, and x-default to the original', async () => {
    expect(languageAlternates(original, [german, japanese])).toEqual({
      en: '/blog/hello',
      de: '/blog/hallo',
      ja: '/blog/konnichiwa',
      'x-default': '/blog/hello',
    });
  });

  it('from a translation, x-default still points at the original', async () => {
    const page = { ...german, original_id: 1 };
    expect(languageAlternates(page, [{ ...original }, japanese])).toEqual({
      de: '/blog/hallo',
      en: '/blog/hello',
      ja: '/blog/konnichiwa',
      'x-default': '/blog/hello',
    });
  });

  it('is empty for a page in one language only', async () => {
    expect(languageAlternates(original, [])).toEqual({});
  });
});

describe('contentLang', () => {
  it('marks content that is not English with its language', async () => {
    expect(contentLang('de')).toBe('de');
    expect(contentLang('en')).toBeUndefined();
    expect(contentLang(undefined)).toBeUndefined();
  });
});
