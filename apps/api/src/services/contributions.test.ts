// A member's contributions: pages in order across kinds, and a bounded total for a member with very many.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { buildComment, buildQuestion, buildTutorial, buildUser } from '../test/factories.js';
import { CONTRIBUTIONS_COUNT_CAP } from './contributions.js';

const t = useTestApp();

type Item = { type: string; id: number; created_at: string };
const contributionsOf = async (slug: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/content/v1/users/${slug}/contributions${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: Item[];
    meta: {
      pagination: { page: { current: number; count: number }; total: number };
      total_estimated: boolean;
    };
  };
};

describe('contributions', () => {
  it('pages through every kind in date order, newest or oldest first', async () => {
    const member = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    await buildTutorial(t, { author: member });
    const question = await buildQuestion(t, { author: member });
    for (let n = 0; n < 5; n++)
      await buildComment(t, { type: 'question', id: question.id }, { author: member });
    await buildComment(t, { type: 'question', id: question.id }, { author: member, type: 'answer' });
    // Spread the dates so every kind lands on both pages.
    await t.db.execute(
      sql`update comments set created_at = now() - (id % 7 || ' hours')::interval where author_id = ${member.id}`,
    );
    const all: Item[] = [];
    for (const page of [1, 2]) {
      const { data, meta } = await contributionsOf(member.slug, `?page=${page}`);
      expect(meta.pagination.total).toBe(8);
      expect(meta.pagination.page.count).toBe(2);
      expect(meta.total_estimated).toBe(false);
      all.push(...data);
    }
    expect(all).toHaveLength(8);
    const times = all.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((item) => item.type))).toEqual(
      new Set(['tutorial', 'question', 'comment', 'answer']),
    );
    const oldest = await contributionsOf(member.slug, '?sort_by=oldest');
    expect(oldest.data.map((item) => item.id)).toEqual(
      [...all]
        .reverse()
        .slice(0, 6)
        .map((item) => item.id),
    );
  });

  it(`counts up to ${CONTRIBUTIONS_COUNT_CAP} and says the total is estimated past that`, async () => {
    const member = await buildUser(t);
    const question = await buildQuestion(t);
    const first = await buildComment(t, { type: 'question', id: question.id }, { author: member });
    await t.db.execute(
      sql`insert into comments (type, parent_type, parent_id, root_type, root_id, author_id, state, body_markdown, body_html, renderer_version, created_at)
          select 'comment', 'question', ${question.id}, 'question', ${question.id}, ${member.id}, 'published', body_markdown, body_html, renderer_version, created_at - (n || ' minutes')::interval
          from comments, generate_series(1, ${CONTRIBUTIONS_COUNT_CAP + 4}) n where id = ${first.id}`,
    );
    const { data, meta } = await contributionsOf(member.slug);
    expect(meta.total_estimated).toBe(true);
    expect(meta.pagination.total).toBe(CONTRIBUTIONS_COUNT_CAP);
    expect(meta.pagination.page.count).toBe(Math.ceil(CONTRIBUTIONS_COUNT_CAP / 6));
    expect(data[0]!.id).toBe(first.id);
    // A page past the counted ones still reads (the list itself is not cut).
    const far = await contributionsOf(member.slug, `?page=${Math.ceil(CONTRIBUTIONS_COUNT_CAP / 6) + 1}`);
    expect(far.data).toHaveLength(3);
  });
});
