// The stored member counts (user_counts) against a count of the rows, as the stats and the contributions list
// defined them before they were stored.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../platform/lib/sql.js';
import type { TestApp } from './app.js';

async function recount(t: TestApp, memberId: number, language: string) {
  const listed = (lang: string | null) =>
    sql`(select count(*)::int from (
         select t.id from tutorials t where t.author_id = ${memberId} and t.state in ('published', 'deprecated') ${lang ? sql`and t.language = ${lang}` : sql``}
         union all select q.id from questions q where q.author_id = ${memberId} and q.state = 'published' ${lang ? sql`and q.language = ${lang}` : sql``}
         union all select c.id from comments c
           left join tutorials t on c.root_type = 'tutorial' and t.id = c.root_id and t.state in ('published', 'deprecated', 'unlisted')
           left join questions q on c.root_type = 'question' and q.id = c.root_id and q.state in ('published', 'unlisted')
           where c.author_id = ${memberId} and c.type in ('answer', 'comment') and c.state = 'published' and (t.id is not null or q.id is not null)
           ${lang ? sql`and coalesce(t.language, q.language) = ${lang}` : sql``}) listed)`;
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select
      (select count(*)::int from tutorials where author_id = ${memberId} and state in ('published', 'deprecated') and language = ${language}) as tutorials,
      (select count(*)::int from questions where author_id = ${memberId} and state = 'published' and language = ${language}) as questions,
      (select count(*)::int from comments c join questions q on c.root_type = 'question' and q.id = c.root_id and q.state = 'published' and q.language = ${language}
         where c.author_id = ${memberId} and c.type = 'answer' and c.state = 'published') as answers,
      (select count(*)::int from comments c where c.author_id = ${memberId} and c.type = 'comment' and c.state = 'published') as comments,
      (select count(*)::int from questions q join comments c on c.id = q.accepted_answer_id where c.author_id = ${memberId} and q.state = 'published' and q.language = ${language}) as accepted_answers,
      (select coalesce(sum(upvotes_count), 0)::int from (
         select upvotes_count from tutorials where author_id = ${memberId} and state in ('published', 'deprecated')
         union all select upvotes_count from questions where author_id = ${memberId} and state = 'published'
         union all select upvotes_count from comments where author_id = ${memberId} and state = 'published') u) as upvotes_received,
      ${listed(null)} as listed, ${listed(language)} as listed_in_language`,
  );
  return row!;
}

/** Every member's stats and list totals (all languages, and each) equal a count of the rows. */
export async function expectUserCountsRight(
  t: TestApp,
  members: { id: number; slug: string }[],
  languages = ['en', 'fr'],
): Promise<void> {
  for (const member of members)
    for (const language of languages) {
      const { listed, listed_in_language, ...expected } = await recount(t, member.id, language);
      const response = await t.app.inject({
        method: 'GET',
        url: `/content/v1/users/${member.slug}/stats?language=${language}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json(), `${member.slug}'s stats in ${language}`).toEqual({ ...expected, language });
      expect(await listTotal(t, member.slug)).toBe(listed);
      expect(await listTotal(t, member.slug, `?language=${language}`)).toBe(listed_in_language);
    }
}

async function listTotal(t: TestApp, slug: string, query = ''): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/content/v1/users/${slug}/contributions${query}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { meta: { pagination: { total: number } } }).meta.pagination.total;
}
