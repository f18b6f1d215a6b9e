// Issue #31, item 4: "each translated block … records the version of the original block it was translated from.
// When the original changes, the translation's readers see which steps changed since (with the original's diff),
// translators get a queue of stale blocks per language, and the admin sees coverage per language and content kind.
// Code blocks and commands are shared with the original unless the translator overrides them."
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TranslationCoverage, TranslationQueue, TranslationStatus } from '@reef/core';
import { tutorials } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildTutorial, buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

const ORIGINAL = [
  'Tides rise twice a day.',
  '',
  '## Step 1 — Install the reader',
  '',
  'Install the reader first.',
  '',
  '```bash',
  'sudo apt install tide-reader',
  '```',
  '',
  '## Step 2 — Read the table',
  '',
  'Compare high and low water.',
].join('\n');

const GERMAN = [
  'Die Flut kommt zweimal am Tag.',
  '',
  '## Schritt 1 — Den Leser installieren',
  '',
  'Installiere zuerst den Leser.',
  '',
  '```bash',
  'sudo apt install tide-reader',
  '```',
  '',
  '## Schritt 2 — Die Tabelle lesen',
  '',
  'Vergleiche Hoch- und Niedrigwasser.',
].join('\n');

type Tutorial = {
  id: number;
  slug: string;
  body_html: string;
  translation_status?: TranslationStatus;
};

/** An English original and its German translation, created through the API by an editor. */
async function originalAndTranslation() {
  const editorUser = await buildUserWith(t, 'CREATE_TUTORIALS', 'MANAGE_TUTORIALS');
  const editor = await signIn(t, editorUser);
  const original = await buildTutorial(t, {
    author: editorUser,
    body: ORIGINAL,
    title: 'Reading tide tables',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/tutorials',
    headers: editor,
    payload: {
      tutorial: {
        title: 'Gezeitentabellen lesen',
        description: 'Kurz.',
        body: GERMAN,
        sub_type: 'tutorial',
        language: 'de',
        tags: [],
        state: 'published',
        translation_of_id: original.id,
      },
    },
  });
  expect(res.statusCode).toBe(201);
  return { editor, original, translation: res.json() as Tutorial };
}

async function editOriginal(editor: { authorization: string }, id: number, body: string) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/v1/tutorials/${id}`,
    headers: editor,
    payload: { tutorial: { body } },
  });
  expect(res.statusCode).toBe(200);
}

async function readPublic(slug: string): Promise<Tutorial> {
  const res = await t.app.inject({ method: 'GET', url: `/content/v1/tutorials/${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Tutorial;
}

describe('stale blocks of a translated tutorial', () => {
  it("a new translation records its original's blocks and is up to date", async () => {
    const { translation } = await originalAndTranslation();
    const [row] = await t.db.select().from(tutorials).where(eq(tutorials.id, translation.id));
    expect(Object.keys(row!.sourceBlocks ?? {})).toContain('s1.text.0');
    const page = await readPublic(translation.slug);
    expect(page.translation_status).toMatchObject({ up_to_date: true, tracked: true, stale_sections: [] });
  });

  it('"when the original changes, the translation\'s readers see which steps changed since (with the original\'s diff)"', async () => {
    const { editor, original, translation } = await originalAndTranslation();
    await editOriginal(
      editor,
      original.id,
      ORIGINAL.replace('Install the reader first.', 'Install the reader and a clock first.'),
    );
    const status = (await readPublic(translation.slug)).translation_status!;
    expect(status.up_to_date).toBe(false);
    expect(status.original).toMatchObject({ id: original.id, version: 2 });
    expect(status.stale_sections).toHaveLength(1);
    const [section] = status.stale_sections;
    expect(section).toMatchObject({
      key: 's1',
      title: 'Schritt 1 — Den Leser installieren',
      original_title: 'Step 1 — Install the reader',
    });
    expect(section!.blocks).toHaveLength(1);
    expect(section!.blocks[0]).toMatchObject({ key: 's1.text.0', change: 'changed', since_version: 1 });
    const inserted = section!.blocks[0]!.diff.filter((p) => p.op === 'insert')
      .map((p) => p.text)
      .join('');
    expect(inserted).toContain('clock');
    // The original's own read carries no status: it is no translation.
    expect((await readPublic(original.slug)).translation_status).toBeUndefined();
  });

  it('"code blocks and commands are shared with the original unless the translator overrides them"', async () => {
    const { editor, original, translation } = await originalAndTranslation();
    await editOriginal(editor, original.id, ORIGINAL.replace('tide-reader', 'tide-reader-2'));
    const page = await readPublic(translation.slug);
    expect(page.body_html).toContain('tide-reader-2');
    expect(page.translation_status!.up_to_date).toBe(true);

    // The translator writes their own command: it is kept, and a later change of the original's is stale.
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tutorials/${translation.id}`,
      headers: editor,
      payload: { tutorial: { body: GERMAN.replace('tide-reader', 'gezeiten-leser') } },
    });
    expect(res.statusCode).toBe(200);
    expect((await readPublic(translation.slug)).body_html).toContain('gezeiten-leser');
    await editOriginal(editor, original.id, ORIGINAL.replace('tide-reader', 'tide-reader-3'));
    const after = await readPublic(translation.slug);
    expect(after.body_html).toContain('gezeiten-leser');
    expect(after.translation_status!.stale_sections[0]!.blocks[0]).toMatchObject({
      key: 's1.code.0',
      kind: 'code',
    });
  });

  it('saving the translation records the blocks the translator changed; "mark up to date" records the rest', async () => {
    const { editor, original, translation } = await originalAndTranslation();
    await editOriginal(
      editor,
      original.id,
      ORIGINAL.replace('Install the reader first.', 'Install it first.').replace(
        'Compare high',
        'Compare the high',
      ),
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/tutorials/${translation.id}`,
      headers: editor,
      payload: {
        tutorial: { body: GERMAN.replace('Installiere zuerst den Leser.', 'Installiere ihn zuerst.') },
      },
    });
    const stale = (await readPublic(translation.slug)).translation_status!.stale_sections;
    expect(stale.map((s) => s.key)).toEqual(['s2']);

    const marked = await t.app.inject({
      method: 'POST',
      url: `/v1/tutorials/${translation.id}/blocks_up_to_date`,
      headers: editor,
      payload: { keys: ['s2.text.0'] },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ marked: ['s2.text.0'], translation_status: { up_to_date: true } });
    expect((await readPublic(translation.slug)).translation_status!.up_to_date).toBe(true);
  });

  it('marking an original marks nothing; a bad key is a 400 naming the field; a stranger gets 403', async () => {
    const { editor, original, translation } = await originalAndTranslation();
    const onOriginal = await t.app.inject({
      method: 'POST',
      url: `/v1/tutorials/${original.id}/blocks_up_to_date`,
      headers: editor,
      payload: {},
    });
    expect(onOriginal.statusCode).toBe(200);
    expect(onOriginal.json()).toEqual({ marked: [], translation_status: null });
    const badKey = await t.app.inject({
      method: 'POST',
      url: `/v1/tutorials/${translation.id}/blocks_up_to_date`,
      headers: editor,
      payload: { keys: ['<script>'] },
    });
    expect(badKey.statusCode).toBe(400);
    expect(JSON.stringify(badKey.json())).toContain('keys');
    const stranger = await signIn(t, await buildUser(t));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/v1/tutorials/${translation.id}/blocks_up_to_date`,
      headers: stranger,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('"translators get a queue of stale blocks per language, and the admin sees coverage per language and content kind"', () => {
  it('the queue lists a stale translation in its language only, with the step it is in', async () => {
    const { editor, original, translation } = await originalAndTranslation();
    const before = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/translations/stale?language=de',
      headers: editor,
    });
    expect(before.statusCode).toBe(200);
    expect((before.json() as TranslationQueue).data.map((r) => r.translation.id)).not.toContain(
      translation.id,
    );

    await editOriginal(editor, original.id, ORIGINAL.replace('Compare high', 'Compare the high'));
    const queue = (
      await t.app.inject({ method: 'GET', url: '/v1/admin/translations/stale?language=de', headers: editor })
    ).json() as TranslationQueue;
    const item = queue.data.find((r) => r.translation.id === translation.id);
    expect(item).toMatchObject({
      kind: 'tutorial',
      original: { id: original.id, version: 2 },
      tracked: true,
    });
    expect(item!.blocks).toEqual([
      {
        key: 's2.text.0',
        kind: 'text',
        change: 'changed',
        since_version: 1,
        section_title: 'Schritt 2 — Die Tabelle lesen',
      },
    ]);
    const spanish = (
      await t.app.inject({ method: 'GET', url: '/v1/admin/translations/stale?language=es', headers: editor })
    ).json() as TranslationQueue;
    expect(spanish.data.map((r) => r.translation.id)).not.toContain(translation.id);
  });

  it('coverage counts originals, translated ones and up-to-date translations per language and kind', async () => {
    const { editor, original } = await originalAndTranslation();
    const read = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/v1/admin/translations/coverage', headers: editor })
        ).json() as TranslationCoverage
      ).data;
    const row = (rows: TranslationCoverage['data'], kind: string, language: string) =>
      rows.find((r) => r.kind === kind && r.language === language)!;
    const first = await read();
    expect(row(first, 'tutorial', 'de').translated).toBeGreaterThanOrEqual(1);
    expect(row(first, 'tutorial', 'de').originals).toBeGreaterThanOrEqual(
      row(first, 'tutorial', 'de').translated,
    );
    expect(row(first, 'post', 'de').up_to_date).toBe(0);
    expect(new Set(first.map((r) => r.kind))).toEqual(new Set(['tutorial', 'post', 'static_page']));
    await editOriginal(editor, original.id, ORIGINAL.replace('Compare high', 'Compare the high'));
    const second = await read();
    expect(row(second, 'tutorial', 'de').up_to_date).toBe(row(first, 'tutorial', 'de').up_to_date! - 1);
  });

  it('a member without rights gets 403; a language outside the nine is a 400 naming the field', async () => {
    const member = await signIn(t, await buildUserWith(t, 'CREATE_TUTORIALS'));
    for (const url of ['/v1/admin/translations/stale', '/v1/admin/translations/coverage']) {
      expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const editor = await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS'));
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/translations/stale?language=xx',
      headers: editor,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('querystring.language');
  });
});
