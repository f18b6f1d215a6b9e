// Pages of a public thread: each page and past the last one says how many comments the thread has.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildComment, buildQuestion } from '../../test/factories.js';

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
});
