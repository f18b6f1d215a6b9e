// A tag's public lists (read from the links' stored sort keys, migration 0021) against the general list query, and
// the stored keys against their items.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../platform/lib/sql.js';
import type { TestApp } from './app.js';

/** Links whose stored sort key or listed flag differs from their item's (none when the triggers kept them). */
export async function staleListKeys(t: TestApp) {
  return queryRows<{ kind: string; id: number; tag_id: number }>(
    t.db,
    sql`select 'tutorial' as kind, l.tutorial_id as id, l.tag_id from tutorial_tags l join tutorials x on x.id = l.tutorial_id
          where (l.listed_at, l.listed) is distinct from (coalesce(x.published_at, x.created_at), x.state in ('published', 'deprecated'))
        union all
        select 'question', l.question_id, l.tag_id from question_tags l join questions x on x.id = l.question_id
          where (l.listed_at, l.listed) is distinct from (x.created_at, x.state = 'published')`,
  );
}

/** The ids of a tag's public list by the general query: the tag matched by slug or name, the default order. */
async function generalIds(
  t: TestApp,
  kind: 'tutorials' | 'questions',
  tag: string,
  limit: number,
  offset: number,
) {
  const value = tag.toLowerCase();
  const query =
    kind === 'tutorials'
      ? sql`select x.id from tutorials x where x.state in ('published', 'deprecated')
              and exists (select 1 from tutorial_tags l join tags g on g.id = l.tag_id
                          where l.tutorial_id = x.id and (g.slug = ${value} or lower(g.name) = ${value}))
              order by coalesce(x.published_at, x.created_at) desc, x.id desc limit ${limit} offset ${offset}`
      : sql`select x.id from questions x where x.state = 'published'
              and exists (select 1 from question_tags l join tags g on g.id = l.tag_id
                          where l.question_id = x.id and (g.slug = ${value} or lower(g.name) = ${value}))
              order by x.created_at desc, x.id desc limit ${limit} offset ${offset}`;
  return (await queryRows<{ id: number }>(t.db, query)).map((r) => Number(r.id));
}

async function get(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json() as { data: { id: number }[]; meta: { pagination: { total: number } } };
}

/**
 * Every link's keys equal its item's, and each tag's public lists (the tag page's and related tutorials' sizes,
 * first and second page) list the ids of the general query in its order; their bodies equal those of the general
 * path (the same list with `language=en`, which every item of these tests has, so the list counts its rows).
 */
export async function expectTagListsRight(t: TestApp, tags: string[]): Promise<void> {
  expect(await staleListKeys(t)).toEqual([]);
  for (const tag of tags)
    for (const [kind, limit] of [
      ['tutorials', 12],
      ['tutorials', 4],
      ['questions', 8],
    ] as const)
      for (const page of [1, 2, 4]) {
        const url = `/content/v1/${kind}?tag=${encodeURIComponent(tag)}&limit=${limit}&page=${page}`;
        const listed = await get(t, url);
        expect(
          listed.data.map((r) => r.id),
          url,
        ).toEqual(await generalIds(t, kind, tag, limit, (page - 1) * limit));
        expect(listed, url).toEqual(await get(t, `${url}&language=en`));
      }
}
