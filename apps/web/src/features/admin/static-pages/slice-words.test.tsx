// The slices' type names, field labels, item names and help texts in the admin's language (issue #31): catalogue keys
// derived from the slices' own definitions, so a slice or field added without its words fails here.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SLICE_DEFINITIONS } from '@/features/cms/slices/registry';
import { SITE_LOCALES } from '@/i18n/locale-path';
import { translatorOf } from '@/i18n/translate';
import { sliceLabel } from './slice-fields';
import { SliceFieldsForm } from './slice-fields-form';
import { sliceLabelWordsOf, staticPageEditorWordsOf } from './static-page-words';

describe('slice words', () => {
  it('name every slice, field and item in every language, English as the slices word them', () => {
    for (const locale of SITE_LOCALES) {
      const { labels, adds, help } = sliceLabelWordsOf(translatorOf('admin-content', locale));
      for (const word of [...Object.values(labels), ...Object.values(adds), ...Object.values(help)])
        expect(word).not.toMatch(/^admin-content\./);
    }
    const english = sliceLabelWordsOf(translatorOf('admin-content', 'en'));
    for (const [text, word] of Object.entries(english.labels)) expect(word).toBe(text);
    for (const [text, word] of Object.entries(english.help)) expect(word).toBe(text);
    for (const [item, word] of Object.entries(english.adds)) expect(word).toBe(`Add ${item.toLowerCase()}`);
    for (const definition of SLICE_DEFINITIONS) {
      const { primary, items } = definition.fields;
      for (const field of [...primary, ...(items?.fields ?? [])])
        if (field.help) expect(english.help[field.help], field.help).toBe(field.help);
    }
  });

  for (const [locale, words] of [
    [
      'de',
      { type: 'Preistabelle', field: 'Hervorgehoben', items: 'Tarif-Einträge (1)', add: 'Tarif hinzufügen' },
    ],
    ['ja', { type: '料金表', field: '強調表示', items: 'プランの項目（1）', add: 'プランを追加' }],
  ] as const) {
    it(`shows a slice's form in the page's language (${locale})`, () => {
      const editorWords = staticPageEditorWordsOf(translatorOf('admin-content', locale), locale);
      expect(sliceLabel('pricing_table', editorWords.sliceFields.labels)).toBe(words.type);
      render(
        <SliceFieldsForm
          slice={{ slice_type: 'pricing_table', primary: { heading: 'Plans' }, items: [{ name: 'Basic' }] }}
          index={0}
          problems={{}}
          onChange={() => undefined}
          words={editorWords.sliceFields}
        />,
      );
      expect(screen.getByLabelText(words.field)).toBeTruthy();
      expect(screen.getByRole('group', { name: words.items })).toBeTruthy();
      expect(screen.getByRole('button', { name: words.add })).toBeTruthy();
    });
  }
});
