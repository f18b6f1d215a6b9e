// Stored, GIN-indexed tsvectors, recomputed on every write: title (A), description and tags (B), body (C).
// The body part is the plain text of the rendered HTML (`body_text`, stored beside it so snippets
// quote the same text), never the markdown source with its `#`, `<$>` and fences.
import { htmlToText } from '@reef/markdown';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../lib/sql.js';

/** Text search configuration; English stemming for every language keeps one index per table. */
export const TS_CONFIG = 'english';

/** Tables whose rows carry a search vector and a stored plain-text body. */
export type SearchableTable = 'tutorials' | 'questions' | 'tutorial_series' | 'tools';

// The vector from the row's other columns (alias `t`) plus the given weight-C body vector (an UPDATE sees the
// old row, so the fresh text is passed in rather than read back from body_text). Exported for set-based
// writers (the synthetic data generator), which pass a body vector computed once per body.
const VECTOR_OF: Record<SearchableTable, (bodyVector: SQL) => SQL> = {
  tutorials: (body) => sql`
      setweight(to_tsvector('english', t.title), 'A') ||
      setweight(to_tsvector('english', t.description || ' ' || coalesce((select string_agg(g.name, ' ' order by g.name) from tutorial_tags tt join tags g on g.id = tt.tag_id where tt.tutorial_id = t.id), '')), 'B') ||
      ${body}`,
  questions: (body) => sql`
      setweight(to_tsvector('english', t.title), 'A') ||
      setweight(to_tsvector('english', coalesce((select string_agg(g.name, ' ' order by g.name) from question_tags qt join tags g on g.id = qt.tag_id where qt.question_id = t.id), '')), 'B') ||
      ${body}`,
  tutorial_series: (body) => sql`setweight(to_tsvector('english', t.title), 'A') || ${body}`,
  tools: (body) => sql`
      setweight(to_tsvector('english', t.name), 'A') || setweight(to_tsvector('english', t.description), 'B') ||
      ${body}`,
};

/** The weight-C part of a search vector: the body's plain text, its first 100 000 characters. */
export const bodyVector = (text: SQL): SQL =>
  sql`setweight(to_tsvector('english', left(${text}, 100000)), 'C')`;

/** The search vector of the row aliased `t` in `table`, given its body's vector (`bodyVector`). */
export const searchVectorOf = (table: SearchableTable, body: SQL): SQL => VECTOR_OF[table](body);

/** The words of a text as the suggestion dictionary (`search_words`) keeps them, as a select over `text`. */
export const dictionaryWords = (text: SQL): SQL =>
  sql`select distinct w from regexp_split_to_table(lower(${text}), '[^a-z0-9]+') w where length(w) between 3 and 40`;

const TITLE_COLUMN: Record<SearchableTable, string> = {
  tutorials: 'title',
  questions: 'title',
  tutorial_series: 'title',
  tools: 'name',
};

/**
 * Stores the plain text of a row's rendered body and recomputes its search vector from it: the text given
 * (a fresh render's `text`), or that of the stored `body_html`.
 */
export async function refreshSearchVector(
  db: Executor,
  table: SearchableTable,
  id: number,
  bodyText?: string,
): Promise<void> {
  let text = bodyText;
  if (text === undefined) {
    const [row] = await queryRows<{ body_html: string }>(
      db,
      sql`select body_html from ${sql.identifier(table)} where id = ${id}`,
    );
    if (!row) return;
    text = htmlToText(row.body_html);
  }
  await db.execute(sql`
    update ${sql.identifier(table)} t set body_text = ${text}, search_vector = ${VECTOR_OF[table](bodyVector(sql`${text}`))}
    where t.id = ${id}`);
  // The typo dictionary learns the words of the title and body (a word it knows is never "corrected").
  const title = sql`(select ${sql.identifier(TITLE_COLUMN[table])} from ${sql.identifier(table)} where id = ${id})`;
  await db.execute(
    sql`insert into search_words (word) ${dictionaryWords(sql`${title} || ' ' || left(${text}, 100000)`)} on conflict do nothing`,
  );
}

/** Recomputes the search vector of one tutorial. */
export const refreshTutorialVector = (db: Executor, id: number): Promise<void> =>
  refreshSearchVector(db, 'tutorials', id);

/** Recomputes the search vector of one question. */
export const refreshQuestionVector = (db: Executor, id: number): Promise<void> =>
  refreshSearchVector(db, 'questions', id);

/** Recomputes the search vector of one tutorial series. */
export const refreshSeriesVector = (db: Executor, id: number): Promise<void> =>
  refreshSearchVector(db, 'tutorial_series', id);

/** Recomputes the search vector of one tool. */
export const refreshToolVector = (db: Executor, id: number): Promise<void> =>
  refreshSearchVector(db, 'tools', id);
