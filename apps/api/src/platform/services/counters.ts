// Denormalised counters, recomputed from the rows inside the writing transaction so they never drift.
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { questions, tutorials } from '../../db/schema/index.js';

/** Recomputes answers_count and comments_count (public rows only) of questions. */
export async function refreshQuestionCounters(db: Executor, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await db
    .update(questions)
    .set({
      answersCount: sql`(select count(*)::int from comments c where c.root_type = 'question' and c.root_id = ${questions.id} and c.type = 'answer' and c.thread_id is null and c.state = 'published')`,
      commentsCount: sql`(select count(*)::int from comments c where c.root_type = 'question' and c.root_id = ${questions.id} and c.state = 'published' and c.type in ('comment', 'answer'))`,
    })
    .where(inArray(questions.id, unique));
}

/** Recomputes comments_count (public rows only) of tutorials. */
export async function refreshTutorialCounters(db: Executor, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await db
    .update(tutorials)
    .set({
      commentsCount: sql`(select count(*)::int from comments c where c.root_type = 'tutorial' and c.root_id = ${tutorials.id} and c.state = 'published' and c.type = 'comment')`,
    })
    .where(inArray(tutorials.id, unique));
}

/** Recomputes the counters of a thread's root object, whatever its type. */
export async function refreshRootCounters(db: Executor, rootType: string, rootId: number): Promise<void> {
  if (rootType === 'question') await refreshQuestionCounters(db, [rootId]);
  else if (rootType === 'tutorial') await refreshTutorialCounters(db, [rootId]);
}
