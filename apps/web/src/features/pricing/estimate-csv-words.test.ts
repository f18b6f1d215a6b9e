// The pricing estimate's CSV in the page's language (issue #31): its headings are `pricing.calculator.csv.<column>`
// of the `marketing` catalogue, keyed as @reef/core's ESTIMATE_CSV_HEADINGS, so a column added there without its
// words fails here.
import {
  ESTIMATE_CSV_HEADINGS,
  estimateCsv,
  type EstimateCsvHeadings,
  type PriceCatalogue,
} from '@reef/core';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/i18n/locale-path';
import { translatorOf } from '@/i18n/translate';

const headingsIn = (locale: (typeof SITE_LOCALES)[number]) => {
  const t = translatorOf('marketing', locale);
  return Object.fromEntries(
    Object.keys(ESTIMATE_CSV_HEADINGS).map((column) => [
      column,
      t(`pricing.calculator.csv.${column}`, { currency: '{currency}' }),
    ]),
  ) as EstimateCsvHeadings;
};

const catalogue = { currency: 'EUR' } as PriceCatalogue;
const none = { lines: [], monthlyCents: 0, hourlyCents: 0 } as unknown as Parameters<typeof estimateCsv>[1];

describe('the estimate CSV’s headings', () => {
  it('exist in every language, English as core words them', () => {
    for (const locale of SITE_LOCALES)
      for (const heading of Object.values(headingsIn(locale))) expect(heading).not.toMatch(/^marketing\./);
    expect(headingsIn('en')).toEqual(ESTIMATE_CSV_HEADINGS);
  });

  it('head the CSV in German and in Japanese, the currency filled in', () => {
    expect(estimateCsv(catalogue, none, headingsIn('de')).split('\r\n')[0]).toBe(
      'Produkt,Option,Region,Anzahl,Zusatzoptionen,Monatlich (EUR),Stündlich (EUR)',
    );
    expect(estimateCsv(catalogue, none, headingsIn('ja')).split('\r\n')[1]).toMatch(/^合計,/);
    expect(estimateCsv(catalogue, none)).toBe(estimateCsv(catalogue, none, headingsIn('en')));
  });
});
