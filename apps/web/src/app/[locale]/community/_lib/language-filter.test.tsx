// The Language filter the tutorial and question lists share (issue #31): "Any language" first, then the nine; the
// list controls' words in the page's language.
import { LANGUAGES } from '@reef/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageFilter } from './filter-select';
import { FilterActions, SearchRow } from './list-search-controls';

const locale = vi.hoisted(() => ({ current: 'en' }));
vi.mock('@/i18n/page-locale', () => ({ pageLocale: async () => locale.current }));

afterEach(() => {
  locale.current = 'en';
});

describe('LanguageFilter', () => {
  it('offers "Any language" (language=any) first, then the nine, each named in its own language', async () => {
    render(await LanguageFilter({ language: 'en' }));
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.name).toBe('language');
    expect([...select.options].map((option) => option.value)).toEqual(['any', ...LANGUAGES]);
    expect(select.options[0]!.text).toBe('Any language');
    const german = [...select.options].find((option) => option.value === 'de')!;
    expect([german.text, german.lang]).toEqual(['Deutsch', 'de']);
    expect(select.options[0]!.lang).toBe('');
    expect(select.value).toBe('en');
  });

  it('shows "Any language" chosen when the list shows every language', async () => {
    render(await LanguageFilter({ language: undefined }));
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('any');
  });

  it('speaks German on a German page, the filter form’s buttons too', async () => {
    locale.current = 'de';
    render(
      <form>
        {await LanguageFilter({ language: undefined })}
        {await SearchRow({
          id: 'q',
          name: 'q',
          label: 'Tutorials durchsuchen',
          defaultValue: '',
          placeholder: '',
        })}
        {await FilterActions({ clearHref: '/de/community/tutorials' })}
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement;
    expect(select.options[0]!.text).toBe('Alle Sprachen');
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter anwenden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurücksetzen' })).toBeTruthy();
  });
});
