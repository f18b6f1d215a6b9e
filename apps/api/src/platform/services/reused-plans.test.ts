// A reader's hottest reads run statements built once (db/reusable.ts). A reader's thread page reads its comments and
// their replies in one statement; each statement must also keep one generic plan (on a server and in PGlite), or it is planned
// anew on every call, which cost more than running it (a tag list's first page has its offset in its text).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.js';
import { comments, questions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  actorFor,
  buildComment,
  buildQuestion,
  buildTag,
  buildTutorial,
  buildUser,
} from '../../test/factories.js';
import { queryRows } from '../lib/sql.js';
import { listThread } from '../../resources/comments/index.js';
import { loadObject } from './objects.js';
import { listQuestions } from '../../resources/questions/index.js';
import { listTutorials } from '../../resources/tutorials/index.js';

const t = useTestApp();

describe('reused statements of a reader', () => {
  it("a reader's thread page lists what a member's does: the accepted answer first, each published reply once under its thread, the total past the end", async () => {
    const question = await buildQuestion(t);
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await buildComment(t, { type: 'question', id: question.id }, { type: 'answer' }));
    await t.db
      .update(questions)
      .set({ acceptedAnswerId: answers[2]!.id })
      .where(eq(questions.id, question.id));
    const replies = [
      await buildComment(t, { type: 'comment', id: answers[0]!.id }),
      await buildComment(t, { type: 'comment', id: answers[2]!.id }),
      await buildComment(t, { type: 'comment', id: answers[2]!.id }),
    ];
    const hidden = await buildComment(t, { type: 'comment', id: answers[2]!.id });
    await t.db.update(comments).set({ state: 'trashed' }).where(eq(comments.id, hidden.id));
    const parent = await loadObject(t.db, null, 'question', String(question.id));
    const member = await actorFor(t, await buildUser(t));
    const read = async (page: number) => {
      const input = { type: 'answer', perPage: 2, page };
      const reader = await listThread(t.db, null, parent, input);
      // A member's page goes through the general statements: the same comments.
      const seen = await listThread(t.db, member, parent, input);
      const ids = (p: typeof reader) => ({
        rows: p.rows.map((r) => r.id),
        replies: p.replies.map((r) => [r.id, r.threadId]),
        total: p.meta.pagination.total,
        accepted: [...p.bundle.acceptedIds],
        authors: [...p.bundle.authors.keys()].sort(),
      });
      expect(ids(reader)).toEqual(ids(seen));
      return ids(reader);
    };
    const first = await read(0);
    expect(first.rows).toEqual([answers[2]!.id, answers[0]!.id]);
    expect(first.replies).toEqual([
      [replies[0]!.id, answers[0]!.id],
      [replies[1]!.id, answers[2]!.id],
      [replies[2]!.id, answers[2]!.id],
    ]);
    expect(first.total).toBe(3);
    expect(first.accepted).toEqual([answers[2]!.id]);
    expect(await read(1)).toMatchObject({ rows: [answers[1]!.id], replies: [], total: 3 });
    expect(await read(5)).toMatchObject({ rows: [], replies: [], total: 3 });
  });

  it("a tag list's first page and a reader's thread page keep one plan across calls (PostgreSQL and the embedded database)", async () => {
    const tag = await buildTag(t);
    for (let i = 0; i < 3; i++) await buildTutorial(t, { tags: [tag.slug] });
    const question = await buildQuestion(t, { tags: [tag.slug] });
    const answer = await buildComment(t, { type: 'question', id: question.id }, { type: 'answer' });
    await buildComment(t, { type: 'comment', id: answer.id });
    const tutorial = await buildTutorial(t, { tags: [tag.slug] });
    const comment = await buildComment(t, { type: 'tutorial', id: tutorial.id });
    await buildComment(t, { type: 'tutorial', id: tutorial.id });
    await buildComment(t, { type: 'comment', id: comment.id });
    // One connection, so that its prepared statements are the ones counted: on a server a transaction's; the
    // embedded database has one connection, and prepares the statements sent outside a transaction.
    const oneConnection = <T>(fn: (db: Executor) => Promise<T>) =>
      process.env.DATABASE_URL ? t.db.transaction(fn) : fn(t.db);
    const plans = await oneConnection(async (tx) => {
      for (let i = 0; i < 8; i++) {
        await listTutorials(tx, null, { tag: tag.slug, page: 1, limit: 12 });
        await listQuestions(tx, null, { tag: tag.slug, page: 1, limit: 8 });
        await listThread(tx, null, await loadObject(t.db, null, 'question', String(question.id)), {
          type: 'answer',
          perPage: 3,
          page: 0,
        });
        await listThread(tx, null, await loadObject(t.db, null, 'tutorial', String(tutorial.id)), {
          perPage: 10,
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
      // The answers' thread (accepted answer first) and a tutorial's comments (oldest first).
      of(/^with "page" as .*case when "comments"."id" = \(select accepted_answer_id/s),
      of(
        /^with "page" as \(select .* over \(order by "comments"."is_featured" desc, "comments"."created_at" asc/s,
      ),
    ]) {
      // PostgreSQL plans the first five calls for their values, then keeps the generic plan when it is as cheap.
      expect(Number(statement.generic), statement.statement.slice(0, 120)).toBeGreaterThanOrEqual(3);
      expect(Number(statement.custom)).toBeLessThanOrEqual(5);
    }
    // At the synthetic data set's size a thread's generic plan was costed dearer than each call's own while the
    // reader's scope was sent as parameters, so every call was planned anew; on these few rows both cost the same,
    // so the scope's literals are checked in the text.
    for (const thread of plans.filter((p) => /^with "page" as/.test(p.statement)))
      expect(thread.statement).toMatch(/"comments"."state" in \('published'\)/);
  });
});
