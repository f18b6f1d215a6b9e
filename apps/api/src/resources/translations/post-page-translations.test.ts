// Issue #31, item 4, for posts and static pages as for tutorials: a translated post records its original's blocks
// (per section: paragraphs, notes, code), a translated page its original's slice fields (`slice2.body`); readers of a
// stale translation see what changed since with the original's diff, translators find it in the queue and mark it up
// to date (its editors only), coverage counts the up-to-date ones, and a post's code blocks follow its original.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TranslationCoverage, TranslationQueue, TranslationStatus } from '@reef/core';
import { posts, staticPages } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

type Headers = Record<string, string>;
type Read = { id: number; slug: string; body_html?: string; translation_status?: TranslationStatus };

const ORIGINAL_POST = [
  'Tides rise twice a day.',
  '',
  '## Why tides matter',
  '',
  'Boats need water under them.',
  '',
  '```bash',
  'tide-reader --today',
  '```',
  '',
  '## Reading the table',
  '',
  'Compare high and low water.',
].join('\n');

const GERMAN_POST = [
  'Die Flut kommt zweimal am Tag.',
  '',
  '## Warum Gezeiten zählen',
  '',
  'Boote brauchen Wasser unter sich.',
  '',
  '```bash',
  'tide-reader --today',
  '```',
  '',
  '## Die Tabelle lesen',
  '',
  'Vergleiche Hoch- und Niedrigwasser.',
].join('\n');

async function inject(method: 'GET' | 'POST' | 'PATCH', url: string, headers?: Headers, payload?: unknown) {
  return t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined });
}

async function postEditor(): Promise<Headers> {
  return signIn(t, await buildUserWith(t, 'MANAGE_POSTS'));
}

async function pageEditor(): Promise<Headers> {
  return signIn(t, await buildUserWith(t, 'MANAGE_STATIC_PAGES'));
}

/** Each family gets slugs of its own (the database is the file's). */
let families = 0;

/** An English blog post and its German translation, created through the API by a posts editor. */
async function postAndTranslation(editor?: Headers) {
  const headers = editor ?? (await postEditor());
  const n = (families += 1);
  const make = async (post: Record<string, unknown>) => {
    const res = await inject('POST', '/v1/posts', headers, {
      post: { type: 'blog', state: 'published', ...post },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Read;
  };
  const original = await make({ title: 'Reading tides', slug: `reading-tides-${n}`, body: ORIGINAL_POST });
  const translation = await make({
    title: 'Gezeiten lesen',
    slug: `gezeiten-lesen-${n}`,
    body: GERMAN_POST,
    language: 'de',
    original_id: original.id,
  });
  return { headers, original, translation };
}

async function editPost(headers: Headers, slug: string, body: string) {
  const res = await inject('PATCH', `/v1/posts/blog/${slug}`, headers, { post: { body } });
  expect(res.statusCode, res.body).toBe(200);
}

async function readPost(slug: string): Promise<Read> {
  const res = await inject('GET', `/content/v1/posts/blog/${slug}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Read;
}

const slices = (heroTitle: string, heroText: string, body: string) => [
  { slice_type: 'content', primary: { title: heroTitle, text: heroText }, items: [] },
  { slice_type: 'content', primary: { body }, items: [{ label: `${heroTitle} (1)` }] },
];

/** An English legal page and its German translation, created through the API by a pages editor. */
async function pageAndTranslation(editor?: Headers) {
  const headers = editor ?? (await pageEditor());
  const n = (families += 1);
  const make = async (page: Record<string, unknown>) => {
    const res = await inject('POST', '/v1/static_pages', headers, {
      static_page: { type: 'legal', state: 'published', ...page },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Read;
  };
  const original = await make({
    slug: `terms-${n}`,
    title: 'Terms',
    slices: slices('Terms of use', 'Read them once.', 'You may read the tide tables.'),
  });
  const translation = await make({
    slug: `nutzungsbedingungen-${n}`,
    title: 'Nutzungsbedingungen',
    language: 'de',
    original_id: original.id,
    slices: slices('Nutzungsbedingungen', 'Einmal lesen.', 'Du darfst die Gezeitentabellen lesen.'),
  });
  return { headers, original, translation };
}

async function editPageSlices(headers: Headers, slug: string, newSlices: unknown) {
  const res = await inject('PATCH', `/v1/static_pages/legal/${slug}`, headers, {
    static_page: { slices: newSlices },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function readPage(slug: string): Promise<Read> {
  const res = await inject('GET', `/content/v1/static_pages/legal/${slug}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Read;
}

const fieldsOf = (body: { error: { details?: { path: string }[] } }) =>
  (body.error.details ?? []).map((d) => d.path);

async function queueOf(headers: Headers, language = 'de'): Promise<TranslationQueue> {
  const res = await inject('GET', `/v1/admin/translations/stale?language=${language}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as TranslationQueue;
}

describe('stale blocks of a translated post', () => {
  it("a new post translation records its original's blocks and is up to date", async () => {
    const { translation, original } = await postAndTranslation();
    const [row] = await t.db.select().from(posts).where(eq(posts.id, translation.id));
    expect(Object.keys(row!.sourceBlocks ?? {})).toEqual(
      expect.arrayContaining(['s0.text.0', 's1.h', 's1.text.0', 's1.code.0', 's2.text.0']),
    );
    expect((await readPost(translation.slug)).translation_status).toMatchObject({
      kind: 'post',
      up_to_date: true,
      tracked: true,
      stale_sections: [],
      original: { id: original.id, language: 'en', path: `/blog/${original.slug}` },
    });
    // An original carries no status.
    expect((await readPost(original.slug)).translation_status).toBeUndefined();
  });

  it('a German post translation shows which sections changed since its original', async () => {
    const { headers, original, translation } = await postAndTranslation();
    await editPost(headers, original.slug, ORIGINAL_POST.replace('Compare high', 'Compare the high'));
    const status = (await readPost(translation.slug)).translation_status!;
    expect(status.up_to_date).toBe(false);
    expect(status.original.version).toBe(2);
    expect(status.stale_sections).toEqual([
      {
        key: 's2',
        title: 'Die Tabelle lesen',
        original_title: 'Reading the table',
        blocks: [
          {
            key: 's2.text.0',
            kind: 'text',
            change: 'changed',
            since_version: 1,
            diff: [
              { op: 'equal', text: 'Compare ' },
              { op: 'insert', text: 'the ' },
              { op: 'equal', text: 'high and low water.' },
            ],
          },
        ],
      },
    ]);
  });

  it('saving the translation records again only the sections the translator changed', async () => {
    const { headers, original, translation } = await postAndTranslation();
    await editPost(
      headers,
      original.slug,
      ORIGINAL_POST.replace('Boats need', 'Boats always need').replace('Compare high', 'Compare the high'),
    );
    await editPost(headers, translation.slug, GERMAN_POST.replace('Boote brauchen', 'Boote brauchen immer'));
    const status = (await readPost(translation.slug)).translation_status!;
    expect(status.stale_sections.flatMap((s) => s.blocks.map((b) => b.key))).toEqual(['s2.text.0']);
  });

  it("a post translation shows its original's current code blocks and never calls them stale", async () => {
    const { headers, original, translation } = await postAndTranslation();
    await editPost(headers, original.slug, ORIGINAL_POST.replace('--today', '--today --metric'));
    const read = await readPost(translation.slug);
    expect(read.body_html).toContain('--metric');
    expect(read.translation_status!.up_to_date).toBe(true);
    // Its own markdown keeps its text: the shared block is rendered, not written into it.
    const [row] = await t.db.select().from(posts).where(eq(posts.id, translation.id));
    expect(row!.bodyMarkdown).not.toContain('--metric');
    // The editor sends the whole form again, body unchanged: the shared block stays.
    const again = await inject('PATCH', `/v1/posts/blog/${translation.slug}`, headers, {
      post: { body: GERMAN_POST, title: 'Gezeiten lesen!' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await readPost(translation.slug)).body_html).toContain('--metric');
  });
});

describe('stale blocks of a translated static page', () => {
  it("a German page translation records each slice's text fields and shows which slices changed since", async () => {
    const { headers, original, translation } = await pageAndTranslation();
    const [row] = await t.db.select().from(staticPages).where(eq(staticPages.id, translation.id));
    expect(Object.keys(row!.sourceBlocks ?? {}).sort()).toEqual([
      'slice1.text',
      'slice1.title',
      'slice2.body',
      'slice2.items.1.label',
    ]);
    expect((await readPage(translation.slug)).translation_status).toMatchObject({
      kind: 'static_page',
      up_to_date: true,
    });

    await editPageSlices(
      headers,
      original.slug,
      slices('Terms of use', 'Read them once.', 'You may read and share the tide tables.'),
    );
    const status = (await readPage(translation.slug)).translation_status!;
    expect(status.up_to_date).toBe(false);
    expect(status.original).toMatchObject({ id: original.id, version: 2, path: `/legal/${original.slug}` });
    expect(status.stale_sections).toHaveLength(1);
    expect(status.stale_sections[0]).toMatchObject({ key: 'slice2', title: null, original_title: null });
    const [block] = status.stale_sections[0]!.blocks;
    expect(block).toMatchObject({ key: 'slice2.body', kind: 'text', change: 'changed', since_version: 1 });
    expect(
      block!.diff
        .filter((p) => p.op === 'insert')
        .map((p) => p.text)
        .join(''),
    ).toContain('and share ');
  });

  it('a titled slice is named by its title, in the translation and in the original', async () => {
    const { headers, original, translation } = await pageAndTranslation();
    await editPageSlices(
      headers,
      original.slug,
      slices('Terms of use', 'Read them twice.', 'You may read the tide tables.'),
    );
    const status = (await readPage(translation.slug)).translation_status!;
    expect(status.stale_sections[0]).toMatchObject({
      key: 'slice1',
      title: 'Nutzungsbedingungen',
      original_title: 'Terms of use',
    });
    // Saving the translation's changed field records it again; the page is up to date.
    await editPageSlices(
      headers,
      translation.slug,
      slices('Nutzungsbedingungen', 'Zweimal lesen.', 'Du darfst die Gezeitentabellen lesen.'),
    );
    expect((await readPage(translation.slug)).translation_status!.up_to_date).toBe(true);
  });
});

describe('the queue, "mark up to date" and coverage for posts and pages', () => {
  it("each editor's queue holds the kinds they edit, with the translation's path and section", async () => {
    const posts = await postAndTranslation();
    const pages = await pageAndTranslation();
    await editPost(
      posts.headers,
      posts.original.slug,
      ORIGINAL_POST.replace('Compare high', 'Compare the high'),
    );
    await editPageSlices(
      pages.headers,
      pages.original.slug,
      slices('Terms of use', 'Read them twice.', 'You may read the tide tables.'),
    );

    const postQueue = (await queueOf(posts.headers)).data.filter(
      (item) => item.translation.id === posts.translation.id,
    );
    expect(postQueue).toHaveLength(1);
    expect(postQueue[0]).toMatchObject({
      kind: 'post',
      translation: { id: posts.translation.id, path: `/blog/${posts.translation.slug}`, language: 'de' },
      original: { id: posts.original.id, version: 2, path: `/blog/${posts.original.slug}` },
      tracked: true,
      blocks: [{ key: 's2.text.0', section_title: 'Die Tabelle lesen', since_version: 1 }],
    });

    // A posts editor's queue holds no pages, a pages editor's no posts, a tutorials editor's neither.
    const pageQueue = (await queueOf(pages.headers)).data;
    expect(new Set(pageQueue.map((item) => item.kind))).toEqual(new Set(['static_page']));
    expect(new Set((await queueOf(posts.headers)).data.map((item) => item.kind))).toEqual(new Set(['post']));
    const page = pageQueue.find((item) => item.translation.id === pages.translation.id)!;
    expect(page.translation.path).toBe(`/legal/${pages.translation.slug}`);
    expect(page.blocks).toEqual([
      {
        key: 'slice1.text',
        kind: 'text',
        change: 'changed',
        since_version: 1,
        section_title: 'Nutzungsbedingungen',
      },
    ]);
    const tutorialsOnly = await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS'));
    expect((await queueOf(tutorialsOnly)).data.filter((item) => item.kind !== 'tutorial')).toEqual([]);
    const spanish = (await queueOf(posts.headers, 'es')).data;
    expect(spanish.map((item) => item.translation.id)).not.toContain(posts.translation.id);
  });

  it("marking a post's block up to date takes it off the queue; only the posts' editors may", async () => {
    const { headers, original, translation } = await postAndTranslation();
    await editPost(
      headers,
      original.slug,
      ORIGINAL_POST.replace('Boats need', 'Boats always need').replace('Compare high', 'Compare the high'),
    );
    const url = `/v1/posts/${translation.id}/blocks_up_to_date`;

    const member = await signIn(t, await buildUserWith(t, 'CREATE_TUTORIALS'));
    expect((await inject('POST', url, member, { keys: ['s2.text.0'] })).statusCode).toBe(403);
    const pagesEditor = await pageEditor();
    expect((await inject('POST', url, pagesEditor, { keys: ['s2.text.0'] })).statusCode).toBe(403);
    expect((await inject('POST', url, undefined, { keys: ['s2.text.0'] })).statusCode).toBe(401);

    const one = await inject('POST', url, headers, { keys: ['s2.text.0'] });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ marked: ['s2.text.0'], translation_status: { up_to_date: false } });
    const mine = async () =>
      (await queueOf(headers)).data.filter((item) => item.translation.id === translation.id);
    expect((await mine())[0]!.blocks.map((b) => b.key)).toEqual(['s1.text.0']);

    const rest = await inject('POST', url, headers, {});
    expect(rest.json()).toMatchObject({ marked: ['s1.text.0'], translation_status: { up_to_date: true } });
    expect(await mine()).toEqual([]);
    expect((await readPost(translation.slug)).translation_status!.up_to_date).toBe(true);

    // The original has nothing to catch up with.
    const ofOriginal = await inject('POST', `/v1/posts/${original.id}/blocks_up_to_date`, headers, {});
    expect(ofOriginal.json()).toEqual({ marked: [], translation_status: null });
  });

  it("marks a page's slices up to date for the pages' editors; bad input is a 400 naming the field", async () => {
    const { headers, original, translation } = await pageAndTranslation();
    await editPageSlices(
      headers,
      original.slug,
      slices('Terms', 'Read them twice.', 'You may read the tide tables.'),
    );
    const url = `/v1/static_pages/${translation.id}/blocks_up_to_date`;
    expect((await inject('POST', url, await postEditor(), {})).statusCode).toBe(403);

    const bad = await inject('POST', url, headers, { keys: ['slice1.<script>'] });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['body.keys.0']);
    const notArray = await inject('POST', url, headers, { keys: 'slice1.title' });
    expect(notArray.statusCode).toBe(400);
    expect(fieldsOf(notArray.json())).toEqual(['body.keys']);
    expect((await inject('POST', '/v1/static_pages/999999/blocks_up_to_date', headers, {})).statusCode).toBe(
      404,
    );

    const marked = await inject('POST', url, headers, { keys: ['slice1.title'] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      marked: ['slice1.title'],
      translation_status: { up_to_date: false },
    });
    const all = await inject('POST', url, headers, {});
    // The rest: the first slice's text and the second slice's item, whose label names the title.
    expect(all.json()).toMatchObject({
      marked: ['slice1.text', 'slice2.items.1.label'],
      translation_status: { up_to_date: true },
    });
  });

  it('coverage counts up-to-date post and page translations per language', async () => {
    const posts = await postAndTranslation();
    const pages = await pageAndTranslation();
    const read = async () =>
      ((await inject('GET', '/v1/admin/translations/coverage', posts.headers)).json() as TranslationCoverage)
        .data;
    const cell = (rows: TranslationCoverage['data'], kind: string) =>
      rows.find((r) => r.kind === kind && r.language === 'de')!;
    const first = await read();
    expect(cell(first, 'post').translated).toBeGreaterThanOrEqual(1);
    expect(cell(first, 'post').up_to_date).toBeGreaterThanOrEqual(1);
    expect(cell(first, 'static_page').up_to_date).toBeGreaterThanOrEqual(1);

    await editPost(
      posts.headers,
      posts.original.slug,
      ORIGINAL_POST.replace('Compare high', 'Compare the high'),
    );
    await editPageSlices(
      pages.headers,
      pages.original.slug,
      slices('Terms', 'Read them once.', 'You may read the tide tables.'),
    );
    const second = await read();
    expect(cell(second, 'post').up_to_date).toBe(cell(first, 'post').up_to_date! - 1);
    expect(cell(second, 'static_page').up_to_date).toBe(cell(first, 'static_page').up_to_date! - 1);
    expect(cell(second, 'post').translated).toBe(cell(first, 'post').translated);
  });
});
