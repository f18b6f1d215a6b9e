// The Language filter the tutorial and question lists share (issue #31): "Any language" first, then the nine.
import { LANGUAGES } from '@reef/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageFilter } from './filter-select';

describe('LanguageFilter', () => {
  it('offers "Any language" (language=any) first, then the nine, each named in its own language', () => {
    render(<LanguageFilter language="en" />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.name).toBe('language');
    expect([...select.options].map((option) => option.value)).toEqual(['any', ...LANGUAGES]);
    expect(select.options[0]!.text).toBe('Any language');
    const german = [...select.options].find((option) => option.value === 'de')!;
    expect([german.text, german.lang]).toEqual(['Deutsch', 'de']);
    expect(select.options[0]!.lang).toBe('');
    expect(select.value).toBe('en');
  });

  it('shows "Any language" chosen when the list shows every language', () => {
    render(<LanguageFilter language={undefined} />);
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('any');
  });
});
