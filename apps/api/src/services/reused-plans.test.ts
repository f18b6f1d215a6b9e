// A reader's hottest reads run statements built once (db/reusable.ts). On PostgreSQL each must also keep one
// generic plan, or it is planned anew on every call, which cost more than running it: the first page of a tag's list
// has its offset in the text, and a thread's replies are asked with at least ten ids.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { buildComment, buildQuestion, buildTag, buildTutorial } from '../test/factories.js';
import { queryRows } from '../lib/sql.js';
import { listThread } from './comments.js';
import { loadObject } from './objects.js';
import { listQuestions } from './questions.js';
import { listTutorials } from './tutorials.js';

const t = useTestApp();

describe('reused statements of a reader', () => {
  it('a thread page of fewer than ten threads lists each reply once, under its own thread', async () => {
    const question = await buildQuestion(t);
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await buildComment(t, { type: 'question', id: question.id }, { type: 'answer' }));
    const replies = [
      await buildComment(t, { type: 'comment', id: answers[0]!.id }),
      await buildComment(t, { type: 'comment', id: answers[2]!.id }),
      await buildComment(t, { type: 'comment', id: answers[2]!.id }),
    ];
    const page = await listThread(t.db, null, await loadObject(t.db, null, 'question', String(question.id)), {
      type: 'answer',
      perPage: 10,
      page: 0,
    });
    expect(page.rows.map((r) => r.id).sort()).toEqual(answers.map((a) => a.id).sort());
    expect(page.replies.map((r) => [r.id, r.threadId])).toEqual(replies.map((r) => [r.id, r.threadId]));
    expect(new Set(replies.map((r) => r.threadId))).toEqual(new Set([answers[0]!.id, answers[2]!.id]));
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "on PostgreSQL, a tag list's first page and a thread's replies keep one plan across calls",
    async () => {
      const tag = await buildTag(t);
      for (let i = 0; i < 3; i++) await buildTutorial(t, { tags: [tag.slug] });
      const question = await buildQuestion(t, { tags: [tag.slug] });
      const answer = await buildComment(t, { type: 'question', id: question.id }, { type: 'answer' });
      await buildComment(t, { type: 'comment', id: answer.id });
      // One connection (a transaction), so that its prepared statements are the ones counted.
      const plans = await t.db.transaction(async (tx) => {
        for (let i = 0; i < 8; i++) {
          await listTutorials(tx, null, { tag: tag.slug, page: 1, limit: 12 });
          await listQuestions(tx, null, { tag: tag.slug, page: 1, limit: 8 });
          await listThread(tx, null, await loadObject(t.db, null, 'question', String(question.id)), {
            type: 'answer',
            perPage: 3,
            page: 0,
          });
        }
        return queryRows<{ statement: string; generic: string; custom: string }>(
          tx,
          sql`select statement, generic_plans::text as generic, custom_plans::text as custom from pg_prepared_statements`,
        );
      });
      const of = (pattern: RegExp) => {
        const found = plans.filter((p) => pattern.test(p.statement));
        expect(found, `a prepared statement matching ${pattern}`).toHaveLength(1);
        return found[0]!;
      };
      for (const statement of [
        of(/from "tutorial_tags" inner join "tutorials"/),
        of(/from "question_tags" inner join "questions"/),
        of(/"comments"\."thread_id" = any\(/),
      ]) {
        // PostgreSQL plans the first five calls for their values, then keeps the generic plan when it is as cheap.
        expect(Number(statement.generic), statement.statement.slice(0, 120)).toBeGreaterThanOrEqual(3);
        expect(Number(statement.custom)).toBeLessThanOrEqual(5);
      }
    },
  );
});
