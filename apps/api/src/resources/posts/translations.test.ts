// Posts in several languages (issue #31): the admin links a translation to its original, and the public read of a
// post lists its other published language versions, as the page metadata's `alternate` needs them.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

type Headers = Record<string, string>;

async function editor(): Promise<Headers> {
  return signIn(t, await buildUserWith(t, 'MANAGE_POSTS'));
}

async function createPost(headers: Headers, post: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/posts',
    headers,
    payload: { post: { type: 'blog', body: 'Text.', state: 'published', ...post } },
  });
}

async function created(headers: Headers, post: Record<string, unknown>) {
  const res = await createPost(headers, post);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    slug: string;
    path: string;
    language: string;
    original_id: number | null;
  };
}

const fieldsOf = (body: { error: { details?: { path: string }[] } }) =>
  (body.error.details ?? []).map((d) => d.path);

describe('posts: language and original on create and update', () => {
  it('a post is English and an original unless told otherwise', async () => {
    const post = await created(await editor(), { title: 'Plain post' });
    expect(post.language).toBe('en');
    expect(post.original_id).toBeNull();
  });

  it('refuses a language outside the nine ("Languages: en, de, es, id, pt, ru, fr, ja, zh") naming the field', async () => {
    const headers = await editor();
    const res = await createPost(headers, { title: 'Klingon post', language: 'tlh' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain('body.post.language');
  });

  it('refuses an original that does not exist, naming post.original_id', async () => {
    const res = await createPost(await editor(), { title: 'Orphan', language: 'de', original_id: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['post.original_id']);
  });

  it('refuses a chain: a translation cannot be the original of another', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Chain original' });
    const german = await created(headers, { title: 'Kette', language: 'de', original_id: original.id });
    const res = await createPost(headers, { title: 'Cadena', language: 'es', original_id: german.id });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['post.original_id']);

    // Nor can an original that has translations become a translation itself.
    const other = await created(headers, { title: 'Another original' });
    const relink = await t.app.inject({
      method: 'PATCH',
      url: `/v1/posts/blog/${original.slug}`,
      headers,
      payload: { post: { language: 'fr', original_id: other.id } },
    });
    expect(relink.statusCode).toBe(400);
    expect(fieldsOf(relink.json())).toEqual(['post.original_id']);
  });

  it('refuses a second translation in the same language (409 naming post.language), on create and on update', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Twice translated' });
    await created(headers, { title: 'Zweimal übersetzt', language: 'de', original_id: original.id });
    const again = await createPost(headers, {
      title: 'Noch einmal',
      language: 'de',
      original_id: original.id,
    });
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again.json())).toEqual(['post.language']);

    const sameAsOriginal = await createPost(headers, { title: 'English again', original_id: original.id });
    expect(sameAsOriginal.statusCode).toBe(409);

    const spanish = await created(headers, { title: 'Dos veces', language: 'es', original_id: original.id });
    const toGerman = await t.app.inject({
      method: 'PATCH',
      url: `/v1/posts/blog/${spanish.slug}`,
      headers,
      payload: { post: { language: 'de' } },
    });
    expect(toGerman.statusCode).toBe(409);
    expect(fieldsOf(toGerman.json())).toEqual(['post.language']);

    const toFrench = await t.app.inject({
      method: 'PATCH',
      url: `/v1/posts/blog/${spanish.slug}`,
      headers,
      payload: { post: { language: 'fr' } },
    });
    expect(toFrench.statusCode, toFrench.body).toBe(200);
    expect(toFrench.json()).toMatchObject({ language: 'fr', original_id: original.id });
  });

  it('refuses a member who may not edit posts (checked on the server, whatever the body says)', async () => {
    const original = await created(await editor(), { title: 'Guarded original' });
    const member = await signIn(t, await buildUser(t));
    const res = await createPost(member, { title: 'Sneaky', language: 'de', original_id: original.id });
    expect(res.statusCode).toBe(403);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/posts/blog/${original.slug}`,
      headers: member,
      payload: { post: { language: 'de' } },
    });
    expect(patch.statusCode).toBe(403);
  });
});

describe('GET /content/v1/posts/{type}/{slug}: language and translations', () => {
  it('page metadata "alternate (map from language code to URL)": the original lists its published translations, each translation its original and siblings', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Hello regions' });
    const german = await created(headers, {
      title: 'Hallo Regionen',
      language: 'de',
      original_id: original.id,
    });
    const japanese = await created(headers, {
      title: 'こんにちは',
      language: 'ja',
      original_id: original.id,
    });
    await created(headers, { title: 'Brouillon', language: 'fr', original_id: original.id, state: 'draft' });

    const read = async (slug: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/content/v1/posts/blog/${slug}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    const fromOriginal = await read(original.slug);
    expect(fromOriginal.language).toBe('en');
    expect(fromOriginal.translations).toEqual([
      { id: german.id, language: 'de', slug: german.slug, path: german.path, title: 'Hallo Regionen' },
      { id: japanese.id, language: 'ja', slug: japanese.slug, path: japanese.path, title: 'こんにちは' },
    ]);

    const fromGerman = await read(german.slug);
    expect(fromGerman.language).toBe('de');
    expect(fromGerman.original_id).toBe(original.id);
    expect(fromGerman.translations.map((v: { language: string }) => v.language)).toEqual(['en', 'ja']);
    expect(fromGerman.translations[0]).toMatchObject({ id: original.id, path: original.path });
  });

  it('the editors’ read (GET /v1/posts/…) lists every version, drafts too, with its state; the public read does not', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Tide tables' });
    const draft = await created(headers, {
      title: 'Gezeitentabellen',
      language: 'de',
      original_id: original.id,
      state: 'draft',
    });
    const admin = await t.app.inject({ method: 'GET', url: `/v1/posts/blog/${original.slug}`, headers });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().translations).toEqual([
      {
        id: draft.id,
        language: 'de',
        slug: draft.slug,
        path: draft.path,
        title: 'Gezeitentabellen',
        state: 'draft',
      },
    ]);
    const fromDraft = await t.app.inject({ method: 'GET', url: `/v1/posts/blog/${draft.slug}`, headers });
    expect(fromDraft.json().translations).toMatchObject([
      { id: original.id, title: 'Tide tables', state: 'published' },
    ]);
    const pub = await t.app.inject({ method: 'GET', url: `/content/v1/posts/blog/${original.slug}` });
    expect(pub.json().translations).toEqual([]);
  });

  it('a post without translations lists none', async () => {
    const post = await created(await editor(), { title: 'Only in English' });
    const res = await t.app.inject({ method: 'GET', url: `/content/v1/posts/blog/${post.slug}` });
    expect(res.json().translations).toEqual([]);
  });
});

describe('posts: saving a language version refreshes the others', () => {
  it('a new translation, and a change to it, revalidate the original’s page, whose "Read in" and `alternate` name it', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Tide tables explained' });
    const before = t.revalidations.length;
    const german = await created(headers, {
      title: 'Gezeitentafeln erklärt',
      language: 'de',
      original_id: original.id,
    });
    const pathsAfterCreate = t.revalidations.slice(before).flatMap((r) => r.paths);
    expect(pathsAfterCreate).toContain(original.path);

    const beforeUpdate = t.revalidations.length;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/posts/blog/${german.slug}`,
      headers,
      payload: { post: { title: 'Gezeitentafeln, erklärt' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.revalidations.slice(beforeUpdate).flatMap((r) => r.paths)).toContain(original.path);
  });

  it('a post without language versions revalidates only its own pages', async () => {
    const headers = await editor();
    const lone = await created(headers, { title: 'A post on its own' });
    const before = t.revalidations.length;
    await created(headers, { title: 'Another post on its own' });
    expect(t.revalidations.slice(before).flatMap((r) => r.paths)).not.toContain(lone.path);
  });
});

describe('GET /content/v1/posts?prefer_language=: each post once, in the reader’s language where it has one', () => {
  it('lists a German translation in place of its original, every other post as written, and no other translation', async () => {
    const author = await buildUserWith(t, 'MANAGE_POSTS');
    const headers = await signIn(t, author);
    const translated = await created(headers, { title: 'Translated original' });
    const german = await created(headers, {
      title: 'Übersetztes Original',
      language: 'de',
      original_id: translated.id,
    });
    await created(headers, {
      title: 'Spanish only version',
      language: 'es',
      original_id: translated.id,
    });
    const untranslated = await created(headers, { title: 'English only' });
    const draftOnly = await created(headers, { title: 'German draft only' });
    await created(headers, {
      title: 'Deutscher Entwurf',
      language: 'de',
      original_id: draftOnly.id,
      state: 'draft',
    });

    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/content/v1/posts?author=${author.slug}&${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { id: number }[] }).data.map((p) => p.id).sort((a, b) => a - b);
    };
    expect(await list('prefer_language=de')).toEqual(
      [german.id, untranslated.id, draftOnly.id].sort((a, b) => a - b),
    );
    // A language no post is in: every original, as written.
    expect(await list('prefer_language=ja')).toEqual(
      [translated.id, untranslated.id, draftOnly.id].sort((a, b) => a - b),
    );
    // `language` keeps one language, whatever else is asked.
    expect(await list('language=de&prefer_language=ja')).toEqual([german.id]);
    const bad = await t.app.inject({ method: 'GET', url: '/content/v1/posts?prefer_language=tlh' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { path: string }) => d.path)).toContain(
      'querystring.prefer_language',
    );
  });
});
