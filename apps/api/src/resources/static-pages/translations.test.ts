// Static pages (landing pages included) in several languages (issue #31): the admin links a translation to its
// original, and the public read lists the other published language versions, as the page metadata's `alternate`
// needs them.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

type Headers = Record<string, string>;

async function editor(): Promise<Headers> {
  return signIn(t, await buildUserWith(t, 'MANAGE_STATIC_PAGES'));
}

const content = [{ slice_type: 'content', primary: { body: 'Words.' }, items: [] }];

async function createPage(headers: Headers, page: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/static_pages',
    headers,
    payload: { static_page: { type: 'legal', state: 'published', slices: content, ...page } },
  });
}

async function created(headers: Headers, page: Record<string, unknown>) {
  const res = await createPage(headers, page);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; type: string; slug: string; path: string; original_id: number | null };
}

const fieldsOf = (body: { error: { details?: { path: string }[] } }) =>
  (body.error.details ?? []).map((d) => d.path);

describe('static pages: language and original on create and update', () => {
  it('refuses a language outside the nine ("Languages: en, de, es, id, pt, ru, fr, ja, zh") naming the field', async () => {
    const res = await createPage(await editor(), { slug: 'terms-xx', title: 'Terms', language: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain('body.static_page.language');
  });

  it('refuses an original that is no page, a chain, a link to itself, and a taken language, naming the field', async () => {
    const headers = await editor();
    // The original is looked up among static pages only: an id no page has is refused.
    const unknown = await createPage(headers, {
      slug: 'terms-unknown',
      title: 'AGB',
      language: 'de',
      original_id: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.json())).toEqual(['static_page.original_id']);

    const original = await created(headers, { slug: 'terms', title: 'Terms' });
    const german = await created(headers, {
      slug: 'agb',
      title: 'AGB',
      language: 'de',
      original_id: original.id,
    });
    const chain = await createPage(headers, {
      slug: 'terminos',
      title: 'Términos',
      language: 'es',
      original_id: german.id,
    });
    expect(chain.statusCode).toBe(400);
    expect(fieldsOf(chain.json())).toEqual(['static_page.original_id']);

    const twice = await createPage(headers, {
      slug: 'agb-2',
      title: 'AGB 2',
      language: 'de',
      original_id: original.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(fieldsOf(twice.json())).toEqual(['static_page.language']);

    const self = await t.app.inject({
      method: 'PATCH',
      url: `/v1/static_pages/legal/${original.slug}`,
      headers,
      payload: { static_page: { language: 'fr', original_id: original.id } },
    });
    expect(self.statusCode).toBe(400);
    expect(fieldsOf(self.json())).toEqual(['static_page.original_id']);
  });

  it('refuses a member who may not edit static pages', async () => {
    const member = await signIn(t, await buildUser(t));
    const res = await createPage(member, { slug: 'terms-member', title: 'Terms', language: 'de' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /content/v1/static_pages/{type}/{slug}: language and translations', () => {
  it('page metadata "alternate (map from language code to URL)": a landing page and its translations list each other (published ones only)', async () => {
    const headers = await editor();
    const landing = { type: 'landing', is_landing: true };
    const original = await created(headers, { ...landing, slug: 'cloud', title: 'Cloud' });
    const spanish = await created(headers, {
      ...landing,
      slug: 'nube',
      title: 'Nube',
      language: 'es',
      original_id: original.id,
    });
    await created(headers, {
      ...landing,
      slug: 'wolke',
      title: 'Wolke',
      language: 'de',
      original_id: original.id,
      state: 'draft',
    });

    const read = async (slug: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/content/v1/static_pages/landing/${slug}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const fromOriginal = await read('cloud');
    expect(fromOriginal.language).toBe('en');
    expect(fromOriginal.translations).toEqual([
      { id: spanish.id, language: 'es', slug: 'nube', path: spanish.path, title: 'Nube' },
    ]);
    const fromSpanish = await read('nube');
    expect(fromSpanish).toMatchObject({ language: 'es', original_id: original.id });
    expect(fromSpanish.translations).toEqual([
      { id: original.id, language: 'en', slug: 'cloud', path: original.path, title: 'Cloud' },
    ]);
  });
});
