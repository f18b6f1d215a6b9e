// A tag's public counts (stored, kept by the database's triggers) follow every write that changes them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions, questionTags, tutorials, tutorialTags } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildTag, buildTutorial } from '../../test/factories.js';

const t = useTestApp();

async function countsOf(slug: string) {
  const response = await t.app.inject({ method: 'GET', url: `/content/v1/tags/${slug}` });
  expect(response.statusCode).toBe(200);
  const { tutorials_count, questions_count } = response.json();
  return { tutorials: tutorials_count, questions: questions_count };
}

describe('tag counts', () => {
  it('count the listed tutorials and questions carrying the tag, whatever the ids', async () => {
    // Ids of tags and items that differ (a count once matched tag ids against item ids by mistake).
    await buildTag(t, { name: 'Padding one' });
    await buildTag(t, { name: 'Padding two' });
    const tag = await buildTag(t, { name: 'Counted' });
    const other = await buildTag(t, { name: 'Elsewhere' });
    await buildTutorial(t, { tags: [other.slug] });
    const published = await buildTutorial(t, { tags: [tag.slug] });
    const second = await buildTutorial(t, { tags: [tag.slug, other.slug] });
    await buildTutorial(t, { tags: [tag.slug], state: 'draft' });
    const asked = await buildQuestion(t, { tags: [tag.slug] });
    await buildQuestion(t, { tags: [tag.slug], state: 'under_review' });
    expect(await countsOf(tag.slug)).toEqual({ tutorials: 2, questions: 1 });
    expect(await countsOf(other.slug)).toEqual({ tutorials: 2, questions: 0 });

    // A state that leaves the lists counts down, one that comes back counts up; deprecated stays listed.
    await t.db.update(tutorials).set({ state: 'draft' }).where(eq(tutorials.id, published.id));
    await t.db.update(tutorials).set({ state: 'deprecated' }).where(eq(tutorials.id, second.id));
    await t.db.update(questions).set({ state: 'trashed' }).where(eq(questions.id, asked.id));
    expect(await countsOf(tag.slug)).toEqual({ tutorials: 1, questions: 0 });
    await t.db.update(tutorials).set({ state: 'published' }).where(eq(tutorials.id, published.id));
    await t.db.update(questions).set({ state: 'published' }).where(eq(questions.id, asked.id));
    expect(await countsOf(tag.slug)).toEqual({ tutorials: 2, questions: 1 });

    // Removing a tag from an item, and deleting items with their links.
    await t.db.delete(tutorialTags).where(eq(tutorialTags.tutorialId, second.id));
    expect(await countsOf(other.slug)).toEqual({ tutorials: 1, questions: 0 });
    await t.db.delete(tutorials).where(eq(tutorials.id, published.id));
    await t.db.delete(questions).where(eq(questions.id, asked.id));
    expect(await countsOf(tag.slug)).toEqual({ tutorials: 0, questions: 0 });
    await t.db.insert(questionTags).values({ questionId: (await buildQuestion(t)).id, tagId: other.id });
    expect(await countsOf(other.slug)).toEqual({ tutorials: 1, questions: 1 });
  });

  it("give a tag's public lists their total, and other lists still count their rows", async () => {
    const tag = await buildTag(t, { name: 'Listed' });
    await buildTutorial(t, { tags: [tag.slug] });
    await buildTutorial(t, { tags: [tag.slug], subType: 'cheatsheet' });
    await buildTutorial(t, { tags: [tag.slug], state: 'draft' });
    await buildQuestion(t, { tags: [tag.slug] });
    const total = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      return { total: response.json().meta.pagination.total, rows: response.json().data.length };
    };
    expect(await total(`/content/v1/tutorials?tag=${tag.slug}&limit=1`)).toEqual({ total: 2, rows: 1 });
    // By name, in any case, as the filter matches.
    expect(await total('/content/v1/tutorials?tag=LISTED&limit=4')).toEqual({ total: 2, rows: 2 });
    expect(await total(`/content/v1/tutorials?tag=${tag.slug}&type=cheatsheet`)).toEqual({
      total: 1,
      rows: 1,
    });
    expect(await total(`/content/v1/questions?tag=${tag.slug}&limit=8`)).toEqual({ total: 1, rows: 1 });
    expect(await total('/content/v1/tutorials?tag=no-such-tag')).toEqual({ total: 0, rows: 0 });
  });

  it('the public tag list sorts "popular" (most used first) or by name, and searches by name (the tag index)', async () => {
    const little = await buildTag(t, { name: 'Alpha little' });
    const much = await buildTag(t, { name: 'Zulu much' });
    await buildTutorial(t, { tags: [much.slug] });
    await buildQuestion(t, { tags: [much.slug] });
    await buildTutorial(t, { tags: [little.slug] });
    const slugs = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      return (response.json().data as { slug: string }[]).map((tag) => tag.slug);
    };
    const popular = await slugs('/content/v1/tags?sort=popular');
    expect(popular.indexOf(much.slug)).toBeLessThan(popular.indexOf(little.slug));
    const byName = await slugs('/content/v1/tags');
    expect(byName.indexOf(little.slug)).toBeLessThan(byName.indexOf(much.slug));
    expect(await slugs('/content/v1/tags?search=zulu')).toEqual([much.slug]);
    const refused = await t.app.inject({ method: 'GET', url: '/content/v1/tags?sort=random' });
    expect(refused.statusCode).toBe(400);
  });
});
