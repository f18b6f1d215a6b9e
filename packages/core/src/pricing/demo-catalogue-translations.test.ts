import { describe, expect, it } from 'vitest';
import { priceCatalogue, type PriceCatalogue } from './catalogue.js';
import { DEMO_PRICE_CATALOGUE } from './demo-catalogue.js';
import { DEMO_PRICE_CATALOGUE_TRANSLATIONS } from './demo-catalogue-translations.js';

const english: PriceCatalogue = priceCatalogue.parse(DEMO_PRICE_CATALOGUE);
const languages = Object.keys(
  DEMO_PRICE_CATALOGUE_TRANSLATIONS,
) as (keyof typeof DEMO_PRICE_CATALOGUE_TRANSLATIONS)[];

/** Everything of a catalogue that is not text: ids, slugs, prices, limits, flags, order and how many texts. */
function skeleton(catalogue: PriceCatalogue) {
  return {
    currency: catalogue.currency,
    hours_per_month: catalogue.hours_per_month,
    regions: catalogue.regions.map(({ slug, price_factor }) => ({ slug, price_factor })),
    products: catalogue.products.map((product) => ({
      slug: product.slug,
      max_quantity: product.max_quantity,
      hourly: product.hourly,
      paragraphs: product.description.length,
      features: product.features.length,
      options: product.options.map((option) => ({
        id: option.id,
        monthly_cents: option.monthly_cents,
        specs: option.specs.length,
      })),
      addons: product.addons.map(({ id, percent }) => ({ id, percent })),
    })),
  };
}

/** Pairs of the same text slot in two catalogues of the same shape. */
function pairs(a: PriceCatalogue, b: PriceCatalogue, pick: (catalogue: PriceCatalogue) => string[]) {
  const left = pick(a);
  const right = pick(b);
  expect(right).toHaveLength(left.length);
  return left.map((text, index) => [text, right[index] ?? ''] as const);
}

const featuresAndSpecs = (catalogue: PriceCatalogue) =>
  catalogue.products.flatMap((product) => [
    ...product.features,
    ...product.options.flatMap((option) => option.specs),
  ]);

const allTexts = (catalogue: PriceCatalogue) => [
  ...catalogue.regions.map((region) => region.name),
  ...catalogue.products.flatMap((product) => [
    product.name,
    product.summary,
    ...product.description,
    ...product.features,
    product.unit.one,
    product.unit.other,
    ...product.options.flatMap((option) => [option.label, ...option.specs]),
    ...product.addons.map((addon) => addon.label),
  ]),
];

/** Every array of the raw (unparsed) catalogue, to check none is shared with the English one. */
function arrays(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) found.push(value);
  if (value && typeof value === 'object') for (const child of Object.values(value)) arrays(child, found);
  return found;
}

it('translates into German, Spanish, Japanese and Chinese', () => {
  expect([...languages].sort()).toEqual(['de', 'es', 'ja', 'zh']);
});

describe.each(languages)('the demo price catalogue in %s', (language) => {
  const raw = DEMO_PRICE_CATALOGUE_TRANSLATIONS[language];
  const result = priceCatalogue.safeParse(raw);
  const translated = result.success ? result.data : english;

  it('is a valid price catalogue', () => {
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it('keeps every id, slug, price, limit and the order of the English catalogue', () => {
    expect(skeleton(translated)).toEqual(skeleton(english));
  });

  it('shares no array with the English catalogue', () => {
    const englishArrays = new Set(arrays(DEMO_PRICE_CATALOGUE));
    expect(arrays(raw).filter((array) => englishArrays.has(array))).toEqual([]);
  });

  it('translates every product summary and description paragraph', () => {
    for (const [en, text] of pairs(english, translated, (c) => c.products.map((p) => p.summary)))
      expect(text, en).not.toBe(en);
    for (const [en, text] of pairs(english, translated, (c) => c.products.flatMap((p) => p.description)))
      expect(text, en).not.toBe(en);
  });

  it('translates most product names, units, option and addon labels', () => {
    const names = pairs(english, translated, (c) => c.products.map((p) => p.name));
    // Kubernetes and App Platform are names a provider keeps in every language.
    expect(names.filter(([en, text]) => en !== text).length).toBeGreaterThanOrEqual(names.length - 3);
    const units = pairs(english, translated, (c) => c.products.map((p) => p.unit.other));
    expect(units.filter(([en, text]) => en !== text).length).toBeGreaterThanOrEqual(units.length - 2); // GiB
    const addons = pairs(english, translated, (c) => c.products.flatMap((p) => p.addons.map((a) => a.label)));
    for (const [en, text] of addons) expect(text, en).not.toBe(en);
    const labels = pairs(english, translated, (c) =>
      c.products.flatMap((p) => p.options.map((o) => o.label)),
    );
    expect(labels.filter(([en, text]) => en !== text).length / labels.length).toBeGreaterThanOrEqual(0.8);
  });

  it('translates at least 80% of the features and specs', () => {
    const texts = pairs(english, translated, featuresAndSpecs);
    const same = texts.filter(([en, text]) => en === text).map(([en]) => en);
    // What may stay as it is: a plain count of vCPUs, or a name such as "Snapshots".
    expect(1 - same.length / texts.length, same.join(' | ')).toBeGreaterThanOrEqual(0.8);
  });

  it('writes numbers the language’s way, not with an English thousands comma', () => {
    for (const text of allTexts(translated)) expect(text).not.toMatch(/\d,\d{3}/);
  });

  it('names some regions in its own way (New York, London)', () => {
    const regions = pairs(english, translated, (c) => c.regions.map((r) => r.name));
    if (language === 'de') expect(regions.some(([en, text]) => en !== text)).toBe(true);
    else expect(regions.filter(([en, text]) => en !== text).length).toBeGreaterThanOrEqual(4);
  });

  if (language === 'ja' || language === 'zh')
    it('writes its summaries and descriptions in CJK script', () => {
      const cjk = /[\u3040-\u30ff\u4e00-\u9fff]/;
      for (const product of translated.products)
        for (const text of [product.summary, ...product.description]) expect(text).toMatch(cjk);
    });
});
