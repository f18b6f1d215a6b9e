// Stored, GIN-indexed tsvectors, recomputed on every write: title (A), description and tags (B), body (C).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** Text search configuration; English stemming for every language keeps one index per table. */
export const TS_CONFIG = 'english';

/** Recomputes the search vector of one tutorial. */
export async function refreshTutorialVector(db: Executor, id: number): Promise<void> {
  await db.execute(sql`
    update tutorials t set search_vector =
      setweight(to_tsvector('english', t.title), 'A') ||
      setweight(to_tsvector('english', t.description || ' ' || coalesce((select string_agg(g.name, ' ') from tutorial_tags tt join tags g on g.id = tt.tag_id where tt.tutorial_id = t.id), '')), 'B') ||
      setweight(to_tsvector('english', left(t.body_markdown, 100000)), 'C')
    where t.id = ${id}`);
}

/** Recomputes the search vector of one question. */
export async function refreshQuestionVector(db: Executor, id: number): Promise<void> {
  await db.execute(sql`
    update questions q set search_vector =
      setweight(to_tsvector('english', q.title), 'A') ||
      setweight(to_tsvector('english', coalesce((select string_agg(g.name, ' ') from question_tags qt join tags g on g.id = qt.tag_id where qt.question_id = q.id), '')), 'B') ||
      setweight(to_tsvector('english', left(q.body_markdown, 100000)), 'C')
    where q.id = ${id}`);
}

/** Recomputes the search vector of one tutorial series. */
export async function refreshSeriesVector(db: Executor, id: number): Promise<void> {
  await db.execute(sql`
    update tutorial_series s set search_vector =
      setweight(to_tsvector('english', s.title), 'A') || setweight(to_tsvector('english', left(s.body_markdown, 100000)), 'C')
    where s.id = ${id}`);
}

/** Recomputes the search vector of one tool. */
export async function refreshToolVector(db: Executor, id: number): Promise<void> {
  await db.execute(sql`
    update tools x set search_vector =
      setweight(to_tsvector('english', x.name), 'A') || setweight(to_tsvector('english', x.description), 'B') ||
      setweight(to_tsvector('english', left(x.body_markdown, 100000)), 'C')
    where x.id = ${id}`);
}
