// The public lists keep to one language when asked (issue #31): a site shows the lists of its own language, and a
// translation is reached from its original's page rather than listed beside it as a second item.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { questions, tutorials, tutorialSeries } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  buildQuestion,
  buildTag,
  buildTutorial,
  buildUserWith,
  nextId,
  signIn,
} from '../../test/factories.js';

const t = useTestApp();

type Headers = Record<string, string>;

const fieldsOf = (body: { error: { details?: { path: string }[] } }) =>
  (body.error.details ?? []).map((d) => d.path);

async function create(headers: Headers, url: string, wrapper: string, item: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url, headers, payload: { [wrapper]: item } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slug: string };
}

async function list(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number; language: string }[] }).data;
}

describe('GET /content/v1/posts?language=', () => {
  it('lists only the posts written in that language: a German translation is not a second English post', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_POSTS'));
    const { slug: tag } = await buildTag(t);
    const post = { type: 'blog', body: 'Text.', state: 'published', tags: [tag] };
    const original = await create(headers, '/v1/posts', 'post', { ...post, title: 'Reading tide tables' });
    const german = await create(headers, '/v1/posts', 'post', {
      ...post,
      title: 'Gezeitentabellen lesen',
      language: 'de',
      original_id: original.id,
    });

    const english = await list(`/content/v1/posts?type=blog&tag=${tag}&language=en`);
    expect(english.map((p) => p.id)).toEqual([original.id]);
    expect(english.every((p) => p.language === 'en')).toBe(true);
    expect((await list(`/content/v1/posts?type=blog&tag=${tag}&language=de`)).map((p) => p.id)).toEqual([
      german.id,
    ]);
    // Without the filter every language is listed, as before.
    expect((await list(`/content/v1/posts?type=blog&tag=${tag}`)).map((p) => p.id).sort()).toEqual(
      [original.id, german.id].sort(),
    );
  });

  it('refuses a language outside "Languages: en, de, es, id, pt, ru, fr, ja, zh" with a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/content/v1/posts?language=tlh' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain('querystring.language');
  });
});

describe('GET /content/v1/static_pages?language=', () => {
  it('lists only the pages written in that language', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_STATIC_PAGES'));
    const { slug: tag } = await buildTag(t);
    const slices = [{ slice_type: 'content', primary: { body: 'Words.' }, items: [] }];
    const page = { type: 'legal', state: 'published', slices, tags: [tag] };
    const original = await create(headers, '/v1/static_pages', 'static_page', {
      ...page,
      slug: `privacy-${tag}`,
      title: 'Privacy',
    });
    const french = await create(headers, '/v1/static_pages', 'static_page', {
      ...page,
      slug: `confidentialite-${tag}`,
      title: 'Confidentialité',
      language: 'fr',
      original_id: original.id,
    });

    expect((await list(`/content/v1/static_pages?tag=${tag}&language=en`)).map((p) => p.id)).toEqual([
      original.id,
    ]);
    expect((await list(`/content/v1/static_pages?tag=${tag}&language=fr`)).map((p) => p.id)).toEqual([
      french.id,
    ]);
  });

  it('refuses a language outside the nine with a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/content/v1/static_pages?language=english' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain('querystring.language');
  });
});

describe('GET /content/v1/tutorial-series?language=', () => {
  it('lists only the series written in that language', async () => {
    const suffix = nextId();
    const rows = await t.db
      .insert(tutorialSeries)
      .values([
        { slug: `series-en-${suffix}`, title: 'English series', state: 'published', language: 'en' },
        { slug: `series-ja-${suffix}`, title: '日本語のシリーズ', state: 'published', language: 'ja' },
      ])
      .returning({ id: tutorialSeries.id, language: tutorialSeries.language });
    const japanese = rows.find((row) => row.language === 'ja')!;
    const english = rows.find((row) => row.language === 'en')!;

    const ja = await list('/content/v1/tutorial-series?language=ja&limit=100');
    expect(ja.map((s) => s.id)).toContain(japanese.id);
    expect(ja.map((s) => s.id)).not.toContain(english.id);
    const en = await list('/content/v1/tutorial-series?language=en&limit=100');
    expect(en.map((s) => s.id)).toContain(english.id);
    expect(en.map((s) => s.id)).not.toContain(japanese.id);
  });

  it('refuses a language outside the nine with a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/content/v1/tutorial-series?language=xx' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain('querystring.language');
  });
});

describe('GET /content/v1/tutorials and /content/v1/questions with a tag and a language (the tag pages)', () => {
  it('a tag’s English list leaves out a German translation and counts only what it lists', async () => {
    const tag = await buildTag(t);
    const original = await buildTutorial(t, { title: 'How to install Nginx', tags: [tag.slug] });
    const german = await buildTutorial(t, { title: 'Nginx installieren', tags: [tag.slug], language: 'de' });
    await t.db.update(tutorials).set({ translationOfId: original.id }).where(eq(tutorials.id, german.id));

    const res = await t.app.inject({
      method: 'GET',
      url: `/content/v1/tutorials?tag=${tag.slug}&language=en`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      data: { id: number; translation_of_id: number | null }[];
      meta: { pagination: { total: number } };
    };
    expect(body.data.map((item) => item.id)).toEqual([original.id]);
    expect(body.meta.pagination.total).toBe(1);

    // Without a language the tag lists both, and a list says which tutorial each one translates.
    const all = (
      await t.app.inject({ method: 'GET', url: `/content/v1/tutorials?tag=${tag.slug}` })
    ).json() as { data: { id: number; translation_of_id: number | null }[] };
    expect(Object.fromEntries(all.data.map((item) => [item.id, item.translation_of_id]))).toEqual({
      [original.id]: null,
      [german.id]: original.id,
    });
  });

  it('a tag’s English question list leaves out the questions asked in another language', async () => {
    const tag = await buildTag(t);
    const english = await buildQuestion(t, { tags: [tag.slug] });
    const spanish = await buildQuestion(t, { tags: [tag.slug] });
    await t.db.update(questions).set({ language: 'es' }).where(eq(questions.id, spanish.id));

    const res = await t.app.inject({
      method: 'GET',
      url: `/content/v1/questions?tag=${tag.slug}&language=en`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: { id: number }[] }).data.map((item) => item.id)).toEqual([english.id]);
  });
});
