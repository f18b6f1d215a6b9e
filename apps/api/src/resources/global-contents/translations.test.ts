// Global content blocks in several languages (issue #31 item 3: "global content … and products/pricing copy can
// have translations linked to an original"). The pricing copy is the `price_catalogue` block, so it is translated as
// a block: a German catalogue links the English one and keeps its shape.
import { DEMO_PRICE_CATALOGUE, PRICE_CATALOGUE_KEY, priceCatalogue } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

type Headers = Record<string, string>;
type Block = {
  id: number;
  key: string;
  data: unknown;
  language: string;
  original_id: number | null;
  translations: { id: number; key: string; language: string }[];
};

async function editor(): Promise<Headers> {
  return signIn(t, await buildUserWith(t, 'MANAGE_GLOBAL_CONTENT'));
}

function createBlock(headers: Headers, block: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/global_contents',
    headers,
    payload: { global_content: block },
  });
}

async function created(headers: Headers, block: Record<string, unknown>): Promise<Block> {
  const res = await createBlock(headers, block);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const topHat = (title: string) => [{ title, url: '/blog/regions' }];
const fieldsOf = (body: { error: { details?: { path: string }[] } }) =>
  (body.error.details ?? []).map((d) => d.path);

describe('global contents: language and original on create and update', () => {
  it('a block is English and an original unless told otherwise', async () => {
    const block = await created(await editor(), { key: 'plain_block', data: 'Plain' });
    expect(block).toMatchObject({ language: 'en', original_id: null, translations: [] });
  });

  it('creates a German translation of a block: its own key (the original\'s and "de") and the original\'s shape', async () => {
    const headers = await editor();
    const original = await created(headers, { key: 'top_hat', data: topHat('New regions') });
    const german = await created(headers, {
      language: 'de',
      original_id: original.id,
      data: topHat('Neue Regionen'),
    });
    expect(german).toMatchObject({ key: 'top_hat_de', language: 'de', original_id: original.id });
    expect(german.translations).toEqual([{ id: original.id, key: 'top_hat', language: 'en' }]);

    // The data is checked against the original key's shape (top_hat: a list of { title, url, newTab }).
    const bad = await createBlock(headers, {
      language: 'es',
      original_id: original.id,
      data: [{ url: '/x' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(fieldsOf(bad.json())[0]).toBe('global_content.data.0.title');

    const read = await t.app.inject({ method: 'GET', url: '/v1/global_contents/top_hat', headers });
    expect(read.json().translations).toEqual([{ id: german.id, key: 'top_hat_de', language: 'de' }]);
  });

  it('refuses a language outside the nine ("Languages: en, de, es, id, pt, ru, fr, ja, zh") naming the field', async () => {
    const res = await createBlock(await editor(), { key: 'klingon', data: 1, language: 'tlh' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain('body.global_content.language');
  });

  it('refuses an original that does not exist, naming global_content.original_id', async () => {
    const res = await createBlock(await editor(), {
      key: 'orphan',
      data: 1,
      language: 'de',
      original_id: 999_999,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['global_content.original_id']);
  });

  it('refuses a block with neither a key nor an original to take one from, naming global_content.key', async () => {
    const res = await createBlock(await editor(), { data: 1 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['global_content.key']);
  });

  it('refuses a chain: a translation cannot be the original of another, nor an original with translations become one', async () => {
    const headers = await editor();
    const original = await created(headers, { key: 'banner', data: { text: 'Hello' } });
    const german = await created(headers, {
      language: 'de',
      original_id: original.id,
      data: { text: 'Hallo' },
    });
    const chained = await createBlock(headers, {
      language: 'es',
      original_id: german.id,
      data: { text: 'Hola' },
    });
    expect(chained.statusCode).toBe(400);
    expect(fieldsOf(chained.json())).toEqual(['global_content.original_id']);

    const other = await created(headers, { key: 'footer_note', data: 'x' });
    const relink = await t.app.inject({
      method: 'PATCH',
      url: '/v1/global_contents/banner',
      headers,
      payload: { global_content: { language: 'fr', original_id: other.id } },
    });
    expect(relink.statusCode).toBe(400);
    expect(fieldsOf(relink.json())).toEqual(['global_content.original_id']);
  });

  it('refuses a second translation in the same language (409 naming global_content.language), on create and on update', async () => {
    const headers = await editor();
    const original = await created(headers, { key: 'notice', data: 'Hello' });
    await created(headers, { language: 'de', original_id: original.id, data: 'Hallo' });
    const again = await createBlock(headers, {
      key: 'notice_de_again',
      language: 'de',
      original_id: original.id,
      data: 'Noch einmal',
    });
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again.json())).toEqual(['global_content.language']);

    const english = await createBlock(headers, { key: 'notice_en', original_id: original.id, data: 'Again' });
    expect(english.statusCode).toBe(409);

    const spanish = await created(headers, { language: 'es', original_id: original.id, data: 'Hola' });
    const toGerman = await t.app.inject({
      method: 'PATCH',
      url: `/v1/global_contents/${spanish.key}`,
      headers,
      payload: { global_content: { language: 'de' } },
    });
    expect(toGerman.statusCode).toBe(409);
    expect(fieldsOf(toGerman.json())).toEqual(['global_content.language']);

    const toFrench = await t.app.inject({
      method: 'PATCH',
      url: `/v1/global_contents/${spanish.key}`,
      headers,
      payload: { global_content: { language: 'fr' } },
    });
    expect(toFrench.statusCode, toFrench.body).toBe(200);
    expect(toFrench.json()).toMatchObject({ language: 'fr', original_id: original.id });
  });

  it('refuses a member who may not edit global content', async () => {
    const original = await created(await editor(), { key: 'guarded', data: 1 });
    const member = await signIn(t, await buildUser(t));
    const res = await createBlock(member, { language: 'de', original_id: original.id, data: 2 });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /content/v1/global_contents/{key}: language and translations', () => {
  it('`?language=de` reads the German version, and falls back to the original when there is none', async () => {
    const headers = await editor();
    const original = await created(headers, { key: 'welcome', data: { text: 'Welcome' } });
    const german = await created(headers, {
      language: 'de',
      original_id: original.id,
      data: { text: 'Willkommen' },
    });

    const read = async (url: string): Promise<Block> => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const de = await read('/content/v1/global_contents/welcome?language=de');
    expect(de).toMatchObject({ id: german.id, key: 'welcome_de', language: 'de', original_id: original.id });
    expect(de.data).toEqual({ text: 'Willkommen' });
    expect(de.translations).toEqual([{ id: original.id, key: 'welcome', language: 'en' }]);

    const ja = await read('/content/v1/global_contents/welcome?language=ja');
    expect(ja).toMatchObject({ id: original.id, language: 'en' });
    expect(ja.translations).toEqual([{ id: german.id, key: 'welcome_de', language: 'de' }]);

    // Asked through the translation's own key, the other language reads its version of the family too.
    expect((await read('/content/v1/global_contents/welcome_de?language=en')).id).toBe(original.id);
    expect((await read('/content/v1/global_contents/welcome')).id).toBe(original.id);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/content/v1/global_contents/welcome?language=tlh',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('products/pricing copy: a German price catalogue links the English one, keeps its shape and is read with ?language=de', async () => {
    const headers = await editor();
    const catalogue = priceCatalogue.parse(DEMO_PRICE_CATALOGUE);
    const original = await created(headers, { key: PRICE_CATALOGUE_KEY, data: catalogue });
    const german = structuredClone(catalogue);
    german.products[0]!.summary = 'Virtuelle Maschinen für jede Last.';
    const saved = await created(headers, { language: 'de', original_id: original.id, data: german });
    expect(saved.key).toBe(`${PRICE_CATALOGUE_KEY}_de`);

    const broken = structuredClone(catalogue) as { products: { options: { monthly_cents: unknown }[] }[] };
    broken.products[0]!.options[0]!.monthly_cents = 'sechs Euro';
    const bad = await createBlock(headers, { language: 'es', original_id: original.id, data: broken });
    expect(bad.statusCode).toBe(422);
    expect(fieldsOf(bad.json())[0]).toBe('global_content.data.products.0.options.0.monthly_cents');

    const read = await t.app.inject({
      method: 'GET',
      url: `/content/v1/global_contents/${PRICE_CATALOGUE_KEY}?language=de`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.products[0].summary).toBe('Virtuelle Maschinen für jede Last.');
  });
});

describe('global contents: saving a language version refreshes the others', () => {
  it("a new translation, and a change to it, revalidate the original's block, whose translations name it", async () => {
    const headers = await editor();
    const original = await created(headers, { key: 'cookie_notice', data: 'We use cookies.' });
    const before = t.revalidations.length;
    const german = await created(headers, {
      language: 'de',
      original_id: original.id,
      data: 'Wir nutzen Cookies.',
    });
    const tagsAfter = (from: number) => t.revalidations.slice(from).flatMap((r) => r.tags);
    expect(tagsAfter(before)).toContain('global_content:cookie_notice');

    const beforeUpdate = t.revalidations.length;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/global_contents/${german.key}`,
      headers,
      payload: { global_content: { data: 'Wir verwenden Cookies.' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(tagsAfter(beforeUpdate)).toEqual(
      expect.arrayContaining(['global_content:cookie_notice', 'global_content:cookie_notice_de']),
    );
  });
});
