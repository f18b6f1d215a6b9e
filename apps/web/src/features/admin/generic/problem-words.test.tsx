// The checks of the rows editors (a marketing form's fields, the top bar's messages) and of a global content's shape in
// the admin's language (issue #31): English keeps the schemas' own messages; other languages translate core's rules
// (matched on their English text, as the API does) and zod's "required" and "too long".
import { formField, topHatItem } from '@reef/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { translatorOf } from '@/i18n/translate';
import { describeFieldProblems, FieldsEditor, parseFields } from '../marketing-forms/fields-editor';
import { describeTopHatProblems } from '../global-contents/top-hat-editor';
import { SectionWordsProvider } from './section-words';
import { FIELD_NAME_RULE, SAFE_LINK_RULE, sectionWordsOf } from './section-words-server';

const wordsIn = (locale: 'en' | 'de' | 'ja') => sectionWordsOf(translatorOf('admin-content', locale), locale);
const rows = parseFields(JSON.stringify([{ name: 'email', type: 'email', label: 'Email' }]))!;

function Harness() {
  const [value, setValue] = useState(JSON.stringify([{ name: 'email', type: 'email' }]));
  return <FieldsEditor id="fields" value={value} onChange={setValue} />;
}

describe('problem words', () => {
  it('translate core’s rules by their very English', () => {
    const name = formField.safeParse({ name: 'Bad Name', type: 'text' });
    expect(name.error?.issues[0]?.message).toBe(FIELD_NAME_RULE);
    const link = topHatItem.safeParse({ title: 'x', url: 'javascript:alert(1)' });
    expect(link.error?.issues[0]?.message).toBe(SAFE_LINK_RULE);
    const english = translatorOf('admin-content', 'en');
    expect(english('problems.schema.field_name')).toBe(FIELD_NAME_RULE);
    expect(english('problems.schema.safe_link')).toBe(SAFE_LINK_RULE);
  });

  it('keep English as the schemas word it', () => {
    const problems = wordsIn('en').problems;
    const bad = [{ ...rows[0]!, name: 'Bad Name' }, rows[0]!, rows[0]!];
    expect(describeFieldProblems(bad, problems)).toBe(describeFieldProblems(bad));
    const messages = [{ title: '', url: 'javascript:alert(1)', newTab: false }];
    expect(describeTopHatProblems(messages, problems)).toBe(describeTopHatProblems(messages));
    expect(describeTopHatProblems(messages)).toMatch(/^Message 1, title: Too small/);
  });

  it('name a form field’s problems in German', () => {
    const problems = wordsIn('de').problems;
    expect(describeFieldProblems([{ ...rows[0]!, name: 'Bad Name' }, rows[0]!, rows[0]!], problems)).toBe(
      'Feld 1, Name: Feldnamen bestehen aus Kleinbuchstaben, Ziffern und Unterstrichen. ' +
        'Feld 3, Name: Feld 2 hat bereits diesen Namen',
    );
  });

  it('name a top bar message’s problems in Japanese', () => {
    const problems = wordsIn('ja').problems;
    expect(describeTopHatProblems([{ title: '', url: 'javascript:x', newTab: false }], problems)).toBe(
      'メッセージ 1、テキスト: 必須です. メッセージ 1、リンク: リンクには http(s)、mailto、またはサイト内のパスを使います。' +
        'javascript:、vbscript:、file:、data: は使えません',
    );
  });

  it('show a row’s problem at its field in German', () => {
    render(
      <SectionWordsProvider words={wordsIn('de')}>
        <Harness />
      </SectionWordsProvider>,
    );
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: '9lives' } });
    fireEvent.blur(name);
    expect(
      screen.getByText('Feldnamen bestehen aus Kleinbuchstaben, Ziffern und Unterstrichen'),
    ).toBeTruthy();
  });
});
