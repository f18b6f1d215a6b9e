// A tag's public lists read a page of the tag's links by their stored sort keys (migration 0021); the keys follow
// every write that moves an item in or out of the lists or along them, and the lists equal the general query.
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  questions,
  questionTags,
  tags as tagsTable,
  tutorials,
  tutorialTags,
} from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  actorFor,
  buildQuestion,
  buildTag,
  buildTutorial,
  buildUserWith,
  signIn,
} from '../../test/factories.js';
import { expectTagListsRight, staleListKeys } from '../../test/tag-lists.js';
import { bulkSetTutorialState } from './service.js';

const t = useTestApp();

type Tag = Awaited<ReturnType<typeof buildTag>>;
let big: Tag;
let small: Tag;
let items: { tutorials: number[]; questions: number[] };

beforeEach(async () => {
  big = await buildTag(t, { name: `Big ${Math.random().toString(36).slice(2, 8)}` });
  small = await buildTag(t, { name: `Small ${Math.random().toString(36).slice(2, 8)}` });
  items = { tutorials: [], questions: [] };
  // 15 tutorials and 10 questions on the big tag (more than a page), two of each also on the small one.
  for (let i = 0; i < 15; i++) {
    const tags = i % 7 === 3 ? [big.slug, small.slug] : [big.slug];
    items.tutorials.push((await buildTutorial(t, { tags, state: i % 5 === 4 ? 'draft' : 'published' })).id);
  }
  for (let i = 0; i < 10; i++) {
    const tags = i % 4 === 1 ? [big.slug, small.slug] : [big.slug];
    items.questions.push((await buildQuestion(t, { tags })).id);
  }
  // Ties: several items share one sort key (the id breaks them).
  const tie = new Date('2026-01-02T03:04:05.123Z');
  await t.db
    .update(tutorials)
    .set({ publishedAt: tie })
    .where(inArray(tutorials.id, items.tutorials.slice(2, 9)));
  await t.db
    .update(questions)
    .set({ createdAt: tie })
    .where(inArray(questions.id, items.questions.slice(1, 6)));
});

const tags = () => [big.slug, small.slug, small.name.toUpperCase()];

describe("a tag's public lists", () => {
  it('list what the general query lists, in its order, ties included', async () => {
    await expectTagListsRight(t, tags());
    const response = await t.app.inject({
      method: 'GET',
      url: `/content/v1/tutorials?tag=${big.slug}&limit=12`,
    });
    expect(response.json().meta.pagination.total).toBe(12);
    expect(await staleListKeys(t)).toEqual([]);
  });

  it('follow publishing, unpublishing, deprecating, trashing and deleting through the API', async () => {
    const editor = await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS', 'MANAGE_QUESTIONS'));
    const patch = async (kind: 'tutorials' | 'questions', id: number, body: object) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/v1/${kind}/${id}`,
        headers: editor,
        payload: kind === 'tutorials' ? { tutorial: body } : { question: body },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const [a, b, c, d] = items.tutorials;
    await patch('tutorials', items.tutorials[4]!, { state: 'published' }); // a draft published now: first
    await patch('tutorials', a!, { state: 'draft' });
    await patch('tutorials', b!, { state: 'deprecated' });
    await patch('tutorials', c!, { state: 'trashed' });
    await patch('tutorials', d!, { state: 'unlisted' });
    await patch('questions', items.questions[0]!, { state: 'trashed' });
    await expectTagListsRight(t, tags());
    await patch('tutorials', a!, { state: 'published' }); // keeps its first publication date
    await patch('questions', items.questions[0]!, { state: 'published' });
    await expectTagListsRight(t, tags());

    await t.db.delete(tutorials).where(eq(tutorials.id, items.tutorials[3]!));
    await t.db.delete(questions).where(eq(questions.id, items.questions[1]!));
    await expectTagListsRight(t, tags());
  });

  it('follow a change of publication or creation date, and bulk state changes', async () => {
    await t.db
      .update(tutorials)
      .set({ publishedAt: new Date('2030-01-01T00:00:00Z') })
      .where(eq(tutorials.id, items.tutorials[10]!));
    // No publication date: the creation date sorts it.
    await t.db
      .update(tutorials)
      .set({ publishedAt: null, createdAt: new Date('2029-01-01T00:00:00Z') })
      .where(eq(tutorials.id, items.tutorials[11]!));
    await t.db
      .update(questions)
      .set({ createdAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(questions.id, items.questions[9]!));
    await expectTagListsRight(t, tags());

    const manager = await actorFor(t, await buildUserWith(t, 'MANAGE_TUTORIALS'));
    await bulkSetTutorialState(t.db, manager, items.tutorials.slice(0, 6), 'trashed');
    await expectTagListsRight(t, tags());
    await bulkSetTutorialState(t.db, manager, items.tutorials.slice(0, 6), 'published');
    await t.db
      .update(questions)
      .set({ state: 'spam' })
      .where(inArray(questions.id, items.questions.slice(0, 5)));
    await expectTagListsRight(t, tags());
  });

  it('follow tags added and removed, by the API and by hand', async () => {
    const editor = await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS'));
    const retag = async (id: number, names: string[]) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/v1/tutorials/${id}`,
        headers: editor,
        payload: { tutorial: { tags: names } },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await retag(items.tutorials[0]!, [small.slug]);
    await retag(items.tutorials[1]!, [big.slug, small.slug]);
    await retag(items.tutorials[3]!, []);
    // A draft tagged by hand is linked but not listed; a published question tagged by hand is.
    await t.db.insert(tutorialTags).values({ tutorialId: items.tutorials[9]!, tagId: small.id });
    await t.db.insert(questionTags).values({ questionId: items.questions[0]!, tagId: small.id });
    await t.db.delete(questionTags).where(eq(questionTags.questionId, items.questions[2]!));
    await expectTagListsRight(t, tags());
    // A question asked with tags is listed at once.
    await buildQuestion(t, { tags: [small.slug] });
    await expectTagListsRight(t, tags());
  });

  it('are empty for an unknown tag or a tag without listed items', async () => {
    const empty = await buildTag(t, { name: `Empty ${Math.random().toString(36).slice(2, 8)}` });
    await buildTutorial(t, { tags: [empty.slug], state: 'draft' });
    for (const tag of ['no-such-tag', empty.slug]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/content/v1/tutorials?tag=${tag}&limit=12`,
      });
      expect(response.json()).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
    }
    await expectTagListsRight(t, [empty.slug, 'no-such-tag']);
  });

  it("list both tags when the value is one tag's slug and the other's name", async () => {
    const word = `twin-${Math.random().toString(36).slice(2, 8)}`;
    const [bySlug, byName] = await t.db
      .insert(tagsTable)
      .values([
        { name: `Twin ${word}`, slug: word, type: 'tag', state: 'published' },
        { name: word.toUpperCase(), slug: `${word}-2`, type: 'tag', state: 'published' },
      ])
      .returning();
    const first = await buildTutorial(t, { tags: [bySlug!.slug] });
    const second = await buildTutorial(t, { tags: [byName!.slug] });
    await buildTutorial(t, { tags: [byName!.slug], state: 'draft' });
    const response = await t.app.inject({ method: 'GET', url: `/content/v1/tutorials?tag=${word}&limit=12` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [{ id: second.id }, { id: first.id }],
      meta: { pagination: { total: 2 } },
    });
    await expectTagListsRight(t, [word, word.toUpperCase()]);
  });
});
