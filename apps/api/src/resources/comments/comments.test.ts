// Pages of a public thread: each page and past the last one says how many comments the thread has.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildComment, buildQuestion, buildTutorial } from '../../test/factories.js';

const t = useTestApp();

describe('GET /content/v1/comments/{type}/{id}', () => {
  it('gives every page, and a page past the end, the thread total', async () => {
    const question = await buildQuestion(t);
    const posted = [];
    for (let n = 0; n < 3; n++) posted.push(await buildComment(t, { type: 'question', id: question.id }));
    await buildComment(t, { type: 'question', id: question.id }, { type: 'answer' });
    const page = async (n: number) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/content/v1/comments/question/${question.id}?type=comment&perPage=2&page=${n}`,
      });
      expect(response.statusCode).toBe(200);
      const { data, meta } = response.json();
      return {
        ids: data.map((c: { id: number }) => c.id),
        total: meta.pagination.total,
        count: meta.pagination.page.count,
      };
    };
    expect(await page(0)).toEqual({ ids: [posted[0]!.id, posted[1]!.id], total: 3, count: 2 });
    expect(await page(1)).toEqual({ ids: [posted[2]!.id], total: 3, count: 2 });
    expect(await page(5)).toEqual({ ids: [], total: 3, count: 2 });
  });

  it('reads each thread with its own replies, page after page and thread after thread', async () => {
    // A reader's thread pages reuse one statement per shape: each read must still get its own rows.
    const first = await buildQuestion(t);
    const second = await buildQuestion(t);
    const tutorial = await buildTutorial(t);
    const threads = [
      { type: 'question' as const, id: first.id },
      { type: 'question' as const, id: second.id },
      { type: 'tutorial' as const, id: tutorial.id },
    ];
    const expected = new Map<string, { id: number; replies: number[] }[]>();
    for (const [n, parent] of threads.entries()) {
      const rows = [];
      for (let c = 0; c <= n; c++) {
        const comment = await buildComment(t, parent);
        const replies = [];
        for (let r = 0; r < c + 1; r++)
          replies.push((await buildComment(t, { type: 'comment', id: comment.id })).id);
        rows.push({ id: comment.id, replies });
      }
      expected.set(`${parent.type}/${parent.id}`, rows);
    }
    for (let round = 0; round < 2; round++)
      for (const parent of threads) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/content/v1/comments/${parent.type}/${parent.id}?perPage=10&page=0`,
        });
        expect(response.statusCode).toBe(200);
        const { data, meta } = response.json();
        const rows = expected.get(`${parent.type}/${parent.id}`)!;
        expect(meta.pagination.total).toBe(rows.length);
        expect(
          data.map((c: { id: number; replies: { id: number }[] }) => ({
            id: c.id,
            replies: c.replies.map((r) => r.id),
          })),
        ).toEqual(rows);
      }
  });

  it('finds the object by id or slug, and answers 404 for one the reader may not see', async () => {
    // The object is looked up by id or by slug (any case), in the reader's scope, before its thread is read.
    const question = await buildQuestion(t);
    const answer = await buildComment(t, { type: 'question', id: question.id }, { type: 'answer' });
    const reply = await buildComment(t, { type: 'comment', id: answer.id });
    const get = (path: string) => t.app.inject({ method: 'GET', url: `/content/v1/comments/${path}` });
    const byId = await get(`question/${question.id}?type=answer&perPage=3&page=0`);
    const bySlug = await get(`question/${question.slug.toUpperCase()}?type=answer&perPage=3&page=0`);
    expect(byId.statusCode).toBe(200);
    expect(
      byId
        .json()
        .data.map((c: { id: number; replies: { id: number }[] }) => [c.id, c.replies.map((r) => r.id)]),
    ).toEqual([[answer.id, [reply.id]]]);
    expect(bySlug.json()).toEqual(byId.json());
    // An object without comments, and a page past the end: empty pages with their totals.
    const quiet = await buildTutorial(t);
    expect((await get(`tutorial/${quiet.id}?perPage=10&page=0`)).json()).toMatchObject({
      data: [],
      meta: { pagination: { total: 0 } },
    });
    expect((await get(`question/${question.id}?type=answer&perPage=3&page=4`)).json()).toMatchObject({
      data: [],
      meta: { pagination: { total: 1 } },
    });
    // Hidden from readers: the thread is 404, as for an id that names nothing.
    await t.db.update(questions).set({ state: 'under_review' }).where(eq(questions.id, question.id));
    for (const path of [
      `question/${question.id}?type=answer`,
      `question/${question.slug}`,
      'question/99999999',
      'tool/no-such-tool',
    ])
      expect((await get(path)).statusCode, path).toBe(404);
  });
});
