// Issue #31, item 3: "tutorials, posts, static pages … can have translations linked to an original. Readers see
// 'Read in: …' with the languages available, the page metadata's `alternate` (spec) is filled". Tutorials guard the
// link as posts and static pages do: one version per language, no chains, the family's pages refreshed on a change.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tutorials } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildTutorial, buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

type Headers = Record<string, string>;
type Tutorial = {
  id: number;
  slug: string;
  state: string;
  language: string;
  translation_of_id: number | null;
  translations: { id: number; slug: string; title: string; language: string; state?: string }[];
};
type ErrorBody = { error: { code: string; details?: { path: string }[] } };

async function editor(): Promise<Headers> {
  return signIn(t, await buildUserWith(t, 'CREATE_TUTORIALS', 'MANAGE_TUTORIALS'));
}

function createTutorial(headers: Headers, tutorial: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/tutorials',
    headers,
    payload: {
      tutorial: {
        description: 'Short.',
        body: '## Step 1\n\nInstall it.',
        sub_type: 'tutorial',
        tags: [],
        state: 'published',
        ...tutorial,
      },
    },
  });
}

async function created(headers: Headers, tutorial: Record<string, unknown>): Promise<Tutorial> {
  const res = await createTutorial(headers, tutorial);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Tutorial;
}

function patch(headers: Headers, id: number, tutorial: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: `/v1/tutorials/${id}`, headers, payload: { tutorial } });
}

async function patched(headers: Headers, id: number, tutorial: Record<string, unknown>): Promise<Tutorial> {
  const res = await patch(headers, id, tutorial);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Tutorial;
}

const fieldsOf = (body: ErrorBody) => (body.error.details ?? []).map((d) => d.path);

/** What posts answer for the same refusal, to compare status and code with. */
async function postRefusal(kind: 'chain' | 'language'): Promise<{ status: number; code: string }> {
  const headers = await signIn(t, await buildUserWith(t, 'MANAGE_POSTS'));
  const post = async (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/posts',
      headers,
      payload: { post: { type: 'blog', body: 'Text.', state: 'published', ...body } },
    });
  const original = (await post({ title: `Post original ${kind}` })).json() as { id: number };
  const german = (
    await post({ title: `Deutsch ${kind}`, language: 'de', original_id: original.id })
  ).json() as {
    id: number;
  };
  const res =
    kind === 'chain'
      ? await post({ title: `Cadena ${kind}`, language: 'es', original_id: german.id })
      : await post({ title: `Noch einmal ${kind}`, language: 'de', original_id: original.id });
  return { status: res.statusCode, code: (res.json() as ErrorBody).error.code };
}

/** The tags revalidated by what `write` does. */
async function revalidatedBy(write: () => Promise<unknown>): Promise<string[]> {
  const before = t.revalidations.length;
  await write();
  return t.revalidations.slice(before).flatMap((r) => r.tags);
}

describe('tutorials: "an original has at most one translation per language" (issue #31, item 3)', () => {
  it('a second translation in a language the family has is a 409 naming tutorial.language, as posts answer', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Reading tide tables', language: 'en' });
    await created(headers, {
      title: 'Gezeitentabellen lesen',
      language: 'de',
      translation_of_id: original.id,
    });

    const again = await createTutorial(headers, {
      title: 'Noch einmal Gezeiten',
      language: 'de',
      translation_of_id: original.id,
    });
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again.json())).toEqual(['tutorial.language']);
    const posts = await postRefusal('language');
    expect({ status: again.statusCode, code: again.json().error.code }).toEqual(posts);

    // "or the original's own language"
    const sameAsOriginal = await createTutorial(headers, {
      title: 'Reading tide tables again',
      language: 'en',
      translation_of_id: original.id,
    });
    expect(sameAsOriginal.statusCode).toBe(409);
    expect(fieldsOf(sameAsOriginal.json())).toEqual(['tutorial.language']);

    const listed = await t.db
      .select({ id: tutorials.id })
      .from(tutorials)
      .where(eq(tutorials.translationOfId, original.id));
    expect(listed).toHaveLength(1);
  });

  it('on update too: a translation moved to a taken language, or an original to its translation’s, is a 409', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Tide clocks', language: 'en' });
    await created(headers, { title: 'Gezeitenuhren', language: 'de', translation_of_id: original.id });
    const spanish = await created(headers, {
      title: 'Relojes de marea',
      language: 'es',
      translation_of_id: original.id,
    });

    const toGerman = await patch(headers, spanish.id, { language: 'de' });
    expect(toGerman.statusCode).toBe(409);
    expect(fieldsOf(toGerman.json())).toEqual(['tutorial.language']);
    const originalToGerman = await patch(headers, original.id, { language: 'de' });
    expect(originalToGerman.statusCode).toBe(409);
    expect(fieldsOf(originalToGerman.json())).toEqual(['tutorial.language']);
    const linkedInEnglish = await created(headers, { title: 'Tide clocks, again', language: 'en' });
    const relinked = await patch(headers, linkedInEnglish.id, { translation_of_id: original.id });
    expect(relinked.statusCode).toBe(409);
    expect(fieldsOf(relinked.json())).toEqual(['tutorial.language']);

    const toFrench = await patched(headers, spanish.id, { language: 'fr' });
    expect(toFrench).toMatchObject({ language: 'fr', translation_of_id: original.id });
    // Saving other fields with the same language and original is no relink.
    const resaved = await patched(headers, spanish.id, {
      title: 'Horloges des marées',
      language: 'fr',
      translation_of_id: original.id,
    });
    expect(resaved.language).toBe('fr');
  });

  it('a trashed translation holds no language; bringing it back where the language is taken is a 409', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Tide pools', language: 'en' });
    const first = await created(headers, {
      title: 'Gezeitentümpel',
      language: 'de',
      translation_of_id: original.id,
    });
    await patched(headers, first.id, { state: 'trashed' });
    await created(headers, { title: 'Gezeitenbecken', language: 'de', translation_of_id: original.id });

    const restored = await patch(headers, first.id, { state: 'published' });
    expect(restored.statusCode).toBe(409);
    expect(fieldsOf(restored.json())).toEqual(['tutorial.language']);
    const asSpanish = await patched(headers, first.id, { state: 'published', language: 'es' });
    expect(asSpanish).toMatchObject({ state: 'published', language: 'es' });
  });
});

describe('tutorials: "a translation\'s original is itself an original (no chains)"', () => {
  it('a translation of a translation is refused naming tutorial.translation_of_id, as posts refuse a chain, not re-linked', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Chain of tides', language: 'en' });
    const german = await created(headers, {
      title: 'Kette der Gezeiten',
      language: 'de',
      translation_of_id: original.id,
    });

    const res = await createTutorial(headers, {
      title: 'Cadena de mareas',
      language: 'es',
      translation_of_id: german.id,
    });
    const posts = await postRefusal('chain');
    expect({ status: res.statusCode, code: res.json().error.code }).toEqual(posts);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['tutorial.translation_of_id']);
    const spanish = await t.db.select().from(tutorials).where(eq(tutorials.title, 'Cadena de mareas'));
    expect(spanish).toEqual([]);

    // On update: linking to a translation, or making an original that has translations a translation.
    const lone = await created(headers, { title: 'Mareas solas', language: 'es' });
    const toTranslation = await patch(headers, lone.id, { translation_of_id: german.id });
    expect(toTranslation.statusCode).toBe(400);
    expect(fieldsOf(toTranslation.json())).toEqual(['tutorial.translation_of_id']);
    const other = await created(headers, { title: 'Another tide', language: 'en' });
    const originalRelinked = await patch(headers, original.id, {
      translation_of_id: other.id,
      language: 'fr',
    });
    expect(originalRelinked.statusCode).toBe(400);
    expect(fieldsOf(originalRelinked.json())).toEqual(['tutorial.translation_of_id']);
    const [kept] = await t.db.select().from(tutorials).where(eq(tutorials.id, lone.id));
    expect(kept!.translationOfId).toBeNull();
  });

  it('linking later to a real original records its blocks (source_blocks, migration 0029)', async () => {
    const headers = await editor();
    const original = await created(headers, {
      title: 'Tide heights',
      language: 'en',
      body: '## Step 1\n\nMeasure it.\n\n## Step 2\n\nWrite it down.',
    });
    const german = await created(headers, {
      title: 'Gezeitenhöhen',
      language: 'de',
      body: '## Schritt 1\n\nMiss sie.\n\n## Schritt 2\n\nSchreib sie auf.',
    });
    await patched(headers, german.id, { translation_of_id: original.id });
    const [row] = await t.db.select().from(tutorials).where(eq(tutorials.id, german.id));
    expect(row!.translationOfId).toBe(original.id);
    expect(Object.keys(row!.sourceBlocks ?? {})).toContain('s2.text.0');
  });
});

describe('GET /content/v1/tutorials/{id} and /v1/tutorials/{id}: translations with their state', () => {
  it('the public read lists only publicly visible versions, each with its state; the editors’ read lists drafts too', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Tide tables at sea', language: 'en' });
    const german = await created(headers, {
      title: 'Gezeiten auf See',
      language: 'de',
      translation_of_id: original.id,
    });
    const draft = await created(headers, {
      title: 'Mareas en el mar',
      language: 'es',
      translation_of_id: original.id,
      state: 'draft',
    });
    const unlisted = await created(headers, {
      title: 'Marées en mer',
      language: 'fr',
      translation_of_id: original.id,
      state: 'unlisted',
    });

    for (const url of [`/content/v1/tutorials/${original.slug}`, `/v1/tutorials/${original.id}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json() as Tutorial;
      expect(body.translations.map((v) => [v.language, v.state])).toEqual([
        ['de', 'published'],
        ['fr', 'unlisted'],
      ]);
      expect(JSON.stringify(body)).not.toContain(draft.slug);
    }
    // A member who is not its author does not see the draft either.
    const member = await signIn(t, await buildUser(t));
    const asMember = (
      await t.app.inject({ method: 'GET', url: `/v1/tutorials/${german.id}`, headers: member })
    ).json() as Tutorial;
    expect(asMember.translations.map((v) => v.language)).toEqual(['en', 'fr']);

    const asEditor = (
      await t.app.inject({ method: 'GET', url: `/v1/tutorials/${original.id}`, headers })
    ).json() as Tutorial;
    expect(asEditor.translations).toEqual([
      { id: german.id, slug: german.slug, title: 'Gezeiten auf See', language: 'de', state: 'published' },
      { id: draft.id, slug: draft.slug, title: 'Mareas en el mar', language: 'es', state: 'draft' },
      { id: unlisted.id, slug: unlisted.slug, title: 'Marées en mer', language: 'fr', state: 'unlisted' },
    ]);
    // A translation's public read names its original and its public siblings.
    const fromGerman = (
      await t.app.inject({ method: 'GET', url: `/content/v1/tutorials/${german.slug}` })
    ).json() as Tutorial;
    expect(fromGerman.translations.map((v) => [v.id, v.state])).toEqual([
      [original.id, 'published'],
      [unlisted.id, 'unlisted'],
    ]);
  });
});

describe('tutorials: saving a language version revalidates the others ("Read in" and hreflang alternates)', () => {
  it('a new translation, and publishing, unpublishing, renaming or trashing one, revalidate the original and its siblings', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Tide tables for sailors', language: 'en' });
    const originalTag = `tutorial:${original.slug}`;
    let german: Tutorial | undefined;
    expect(
      await revalidatedBy(async () => {
        german = await created(headers, {
          title: 'Gezeiten für Segler',
          language: 'de',
          translation_of_id: original.id,
        });
      }),
    ).toContain(originalTag);
    const spanish = await created(headers, {
      title: 'Mareas para marinos',
      language: 'es',
      translation_of_id: original.id,
      state: 'draft',
    });
    const germanTag = `tutorial:${german!.slug}`;

    const published = await revalidatedBy(() => patched(headers, spanish.id, { state: 'published' }));
    expect(published).toEqual(expect.arrayContaining([originalTag, germanTag]));
    const unpublished = await revalidatedBy(() => patched(headers, spanish.id, { state: 'draft' }));
    expect(unpublished).toEqual(expect.arrayContaining([originalTag, germanTag]));
    const renamed = await revalidatedBy(() => patched(headers, german!.id, { slug: 'gezeiten-fuer-segler' }));
    expect(renamed).toContain(originalTag);
    expect(renamed).toContain(`tutorial:${spanish.slug}`);
    const trashed = await revalidatedBy(() => patched(headers, spanish.id, { state: 'trashed' }));
    expect(trashed).toEqual(expect.arrayContaining([originalTag, 'tutorial:gezeiten-fuer-segler']));

    // The original renamed: its translations' "Read in" links change too.
    const originalRenamed = await revalidatedBy(() =>
      patched(headers, original.id, { slug: 'tide-tables-for-sailors-2' }),
    );
    expect(originalRenamed).toContain('tutorial:gezeiten-fuer-segler');
  });

  it('an edit of a translation’s body alone, or a tutorial without language versions, revalidates only its own page', async () => {
    const headers = await editor();
    const original = await created(headers, { title: 'Tide tables alone', language: 'en' });
    const german = await created(headers, {
      title: 'Gezeiten allein',
      language: 'de',
      translation_of_id: original.id,
    });
    const bodyOnly = await revalidatedBy(() => patched(headers, german.id, { body: '## Schritt 1\n\nNeu.' }));
    expect(bodyOnly).toContain(`tutorial:${german.slug}`);
    expect(bodyOnly).not.toContain(`tutorial:${original.slug}`);

    const lone = await buildTutorial(t, { title: 'A tide table on its own' });
    const other = await revalidatedBy(() => buildTutorial(t, { title: 'Another tide table on its own' }));
    expect(other).not.toContain(`tutorial:${lone.slug}`);
  });
});
