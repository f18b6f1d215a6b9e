// The checks of the rows editors (a marketing form's fields, the top bar's messages) and of a global content's shape in
// the admin's language (issue #31): English keeps the schemas' own messages; other languages translate core's rules
// (matched on their English text, as the API does) and zod's "required" and "too long".
import { formField, priceCatalogue, topHatItem } from '@reef/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from '@/features/row-list/row-list-editor';
import { translatorOf } from '@/i18n/translate';
import { describeFieldProblems, FieldsEditor, parseFields } from '../marketing-forms/fields-editor';
import { describeTopHatProblems } from '../global-contents/top-hat-editor';
import { SectionWordsProvider } from './section-words';
import {
  FIELD_NAME_RULE,
  PRICE_CATALOGUE_RULES,
  SAFE_LINK_RULE,
  sectionWordsOf,
} from './section-words-server';

const wordsIn = (locale: 'en' | 'de' | 'ja' | 'ru') =>
  sectionWordsOf(translatorOf('admin-content', locale), locale);
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
    // Core's schemas speak a person's sentences wherever they load (packages/core/src/schemas/zod.ts), not zod's.
    expect(describeTopHatProblems(messages)).toMatch(/^Message 1, title: This cannot be empty\./);
  });

  it('say the price catalogue’s own rules in German and Japanese, the duplicate’s id put in; English as core words them', () => {
    const product = {
      slug: 'vm',
      name: 'VM',
      summary: 'A machine',
      unit: { one: 'machine', other: 'machines' },
      options: [
        { id: 'small', label: 'Small', monthly_cents: 500 },
        { id: 'small', label: 'Small again', monthly_cents: 1.5 },
      ],
    };
    const catalogue = {
      currency: 'usd',
      hours_per_month: 730,
      regions: [{ slug: 'Amsterdam!', name: 'Amsterdam' }],
      products: [product],
    };
    const issues = priceCatalogue.safeParse(catalogue).error!.issues;
    // Two products of one slug, each with two options of one id.
    const twice = { ...product, options: [product.options[0]!, product.options[0]!] };
    const duplicate = priceCatalogue.safeParse({
      ...catalogue,
      currency: 'USD',
      regions: [{ slug: 'ams', name: 'Amsterdam' }],
      products: [twice, twice],
    }).error!.issues;
    const [german, japanese, english] = [wordsIn('de'), wordsIn('ja'), wordsIn('en')].map((w) => w.problems);
    const say = (words: typeof german, list: typeof issues) =>
      list.map((issue) => issueMessage(issue, words));
    expect(say(german, issues)).toEqual([
      'Ein ISO-4217-Code wie USD',
      'Verwende Kleinbuchstaben, Ziffern und einzelne Bindestriche',
      'Preise sind ganze Cent-Beträge',
    ]);
    expect(say(german, duplicate)).toEqual([
      'Option small ist doppelt',
      'Option small ist doppelt',
      'Produkt vm ist doppelt',
    ]);
    expect(say(japanese, duplicate)[2]).toBe('製品 vm が重複しています');
    expect(say(english, [...issues, ...duplicate])).toEqual([...issues, ...duplicate].map((i) => i.message));
    const englishWords = translatorOf('admin-content', 'en');
    expect(
      Object.keys(PRICE_CATALOGUE_RULES).map((name) =>
        englishWords(`problems.schema.${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`, {
          id: '{id}',
          slug: '{slug}',
        }),
      ),
    ).toEqual(Object.values(PRICE_CATALOGUE_RULES));
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

  it('say zod’s own messages by their issue code in German and Russian, and keep zod’s English', () => {
    const issueOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;
    const cases: [z.ZodType, unknown, string, string][] = [
      [z.string().min(3), 'ab', 'Mindestens 3 Zeichen', 'Не меньше 3 символов'],
      [z.string().max(2), 'abc', 'Höchstens 2 Zeichen', 'Не больше 2 символов'],
      [z.string(), undefined, 'Pflichtfeld', 'Обязательное поле'],
      [z.string(), 3, 'Kein gültiger Wert', 'Недопустимое значение'],
      [z.number(), 'x', 'Gib eine Zahl ein', 'Введите число'],
      [z.number().min(2), 1, 'Mindestens 2', 'Не меньше 2'],
      [z.number().positive(), 0, 'Mehr als 0', 'Больше 0'],
      [z.number().max(5), 6, 'Höchstens 5', 'Не больше 5'],
      [z.number().lt(5), 5, 'Weniger als 5', 'Меньше 5'],
      [z.array(z.string()).min(2), ['a'], 'Mindestens 2 Einträge', 'Не меньше 2 элементов'],
      [z.array(z.string()).max(1), ['a', 'b'], 'Höchstens 1 Eintrag', 'Не больше 1 элемента'],
      [
        z.url(),
        'example',
        'Gib eine vollständige Webadresse ein, z. B. https://example.com',
        'Введите полный веб-адрес, например https://example.com',
      ],
      [
        z.email(),
        'ada',
        'Gib eine E-Mail-Adresse ein, z. B. name@example.com',
        'Введите адрес электронной почты, например name@example.com',
      ],
      [z.string().regex(/^a/), 'b', 'Nicht im erwarteten Format', 'Неверный формат'],
      [
        z.enum(['text', 'email']),
        'date',
        'Wähle eine der Optionen: text, email',
        'Выберите одно из значений: text, email',
      ],
    ];
    const [english, german, russian] = [wordsIn('en'), wordsIn('de'), wordsIn('ru')].map((w) => w.problems);
    for (const [schema, value, de, ru] of cases) {
      const issue = issueOf(schema, value);
      expect(issueMessage(issue, german)).toBe(de);
      expect(issueMessage(issue, russian)).toBe(ru);
      expect(issueMessage(issue, english)).toBe(issue.message);
    }
  });

  it('say zod’s rarer issues by their code in German and Japanese (every code zod raises), and keep zod’s English', () => {
    const issueOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;
    const cases: [z.ZodType, unknown, string, string][] = [
      [z.number().multipleOf(5), 3, 'Ein Vielfaches von 5', '5 の倍数'],
      [
        z.strictObject({ a: z.string() }),
        { a: 'x', b: 1, c: 2 },
        'Hier nicht vorgesehen: b, c',
        'ここでは使えません: b, c',
      ],
      [
        z.union([z.string(), z.number()]),
        true,
        'Passt zu keiner der erlaubten Formen',
        '受け付けるどの形式にも当てはまりません',
      ],
      [
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('a') }),
          z.object({ kind: z.literal('b') }),
        ]),
        { kind: 'c' },
        'Wähle eine der Optionen: a, b',
        '次のいずれかを選んでください: a, b',
      ],
      [
        z.record(z.string().regex(/^a/), z.number()),
        { b: 1 },
        'Ein Schlüssel ist ungültig',
        '無効なキーがあります',
      ],
      [z.map(z.any(), z.number()), new Map([[{}, 'x']]), 'Ein Wert ist ungültig', '無効な値があります'],
      [z.date().min(new Date('2024-01-01')), new Date('2020-01-01'), 'Ab dem 2024-01-01', '2024-01-01 以降'],
      [z.date().max(new Date('2024-01-01')), new Date('2030-01-01'), 'Bis zum 2024-01-01', '2024-01-01 以前'],
      [z.file().max(10), new File(['0123456789ab'], 'a.txt'), 'Höchstens 10 Byte', '10 バイト以下'],
      [z.file().min(20), new File(['0123456789ab'], 'a.txt'), 'Mindestens 20 Byte', '20 バイト以上'],
      [z.string().refine(() => false), 'x', 'Hier kein gültiger Wert', 'ここでは無効な値です'],
    ];
    const [english, german, japanese] = [wordsIn('en'), wordsIn('de'), wordsIn('ja')].map((w) => w.problems);
    for (const [schema, value, de, ja] of cases) {
      const issue = issueOf(schema, value);
      expect([issue.code, issueMessage(issue, german)]).toEqual([issue.code, de]);
      expect(issueMessage(issue, japanese)).toBe(ja);
      expect(issueMessage(issue, english)).toBe(issue.message);
    }
    // A schema's own words stay its own.
    expect(
      issueMessage(
        issueOf(
          z.string().refine(() => false, 'Keep it short'),
          'x',
        ),
        german,
      ),
    ).toBe('Keep it short');
  });

  it('say a form field of an unknown type in German', () => {
    const problems = wordsIn('de').problems;
    const issue = formField.safeParse({ name: 'email', type: 'bogus' }).error!.issues[0]!;
    expect(issueMessage(issue, problems)).toMatch(/^Wähle eine der Optionen: .*\btext\b/);
  });
});
