// Stored, GIN-indexed tsvectors, recomputed on every write: title (A), description and tags (B), body (C).
// The body part is the plain text of the rendered HTML (`body_text`, stored beside it so snippets
// quote the same text), never the markdown source with its `#`, `<$>` and fences.
import { htmlToText } from '@reef/markdown';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../lib/sql.js';

/**
 * The languages with a language column; the other searchable tables (tools, posts, static pages) are English.
 * A row's vector uses its language's text-search configuration (`reef_search_config`, migration 0027: PostgreSQL's
 * stemmer where it has one, 'simple' for Chinese and Japanese) over its text with Chinese and Japanese runs as
 * character pairs (`reef_search_text`); queries are built by the same functions (`reef_search_query`).
 */
const LANGUAGE_OF: Record<SearchableTable, SQL> = {
  tutorials: sql.raw('t.language'),
  questions: sql.raw('t.language'),
  tutorial_series: sql.raw('t.language'),
  tools: sql.raw(`'en'`),
  posts: sql.raw(`'en'`),
  static_pages: sql.raw(`'en'`),
};

/** Tables whose rows carry a search vector and a stored plain-text body. */
export type SearchableTable =
  'tutorials' | 'questions' | 'tutorial_series' | 'tools' | 'posts' | 'static_pages';

/** A text's part of a search vector in a language (SQL expression), at a weight. */
export const weightedVector = (language: SQL, text: SQL, weight: 'A' | 'B' | 'C'): SQL =>
  sql`setweight(to_tsvector(reef_search_config(${language}), reef_search_text(${text})), ${sql.raw(`'${weight}'`)})`;

// The vector from the row's other columns (alias `t`) plus the given weight-C body vector (an UPDATE sees the
// old row, so the fresh text is passed in rather than read back from body_text). Exported for set-based
// writers (the synthetic data generator), which pass a body vector computed once per body.
const tagNames = (joinTable: string, ownerColumn: string) =>
  sql.raw(
    `coalesce((select string_agg(g.name, ' ' order by g.name) from ${joinTable} j join tags g on g.id = j.tag_id where j.${ownerColumn} = t.id), '')`,
  );
const VECTOR_OF: Record<SearchableTable, (bodyVector: SQL) => SQL> = {
  tutorials: (body) => {
    const l = LANGUAGE_OF.tutorials;
    return sql`${weightedVector(l, sql`t.title`, 'A')} ||
      ${weightedVector(l, sql`t.description || ' ' || ${tagNames('tutorial_tags', 'tutorial_id')}`, 'B')} || ${body}`;
  },
  questions: (body) => {
    const l = LANGUAGE_OF.questions;
    return sql`${weightedVector(l, sql`t.title`, 'A')} ||
      ${weightedVector(l, tagNames('question_tags', 'question_id'), 'B')} || ${body}`;
  },
  tutorial_series: (body) =>
    sql`${weightedVector(LANGUAGE_OF.tutorial_series, sql`t.title`, 'A')} || ${body}`,
  tools: (body) => {
    const l = LANGUAGE_OF.tools;
    return sql`${weightedVector(l, sql`t.name`, 'A')} || ${weightedVector(l, sql`t.description`, 'B')} || ${body}`;
  },
  posts: (body) => {
    const l = LANGUAGE_OF.posts;
    return sql`${weightedVector(l, sql`t.title`, 'A')} ||
      ${weightedVector(l, sql`t.description || ' ' || ${tagNames('post_tags', 'post_id')}`, 'B')} || ${body}`;
  },
  // A static page's body is the text of its slices (`staticPageText`).
  static_pages: (body) => {
    const l = LANGUAGE_OF.static_pages;
    return sql`${weightedVector(l, sql`t.title`, 'A')} ||
      ${weightedVector(l, sql`t.description || ' ' || ${tagNames('static_page_tags', 'static_page_id')}`, 'B')} || ${body}`;
  },
};

/** The weight-C part of a search vector: the body's plain text, its first 100 000 characters, in a language. */
export const bodyVector = (text: SQL, language: SQL = sql`'en'`): SQL =>
  weightedVector(language, sql`left(${text}, 100000)`, 'C');

/** The search vector of the row aliased `t` in `table`, given its body's vector (`bodyVector`). */
export const searchVectorOf = (table: SearchableTable, body: SQL): SQL => VECTOR_OF[table](body);

/**
 * The plain text search keeps of rendered HTML: what a reader sees, each block (a heading, a paragraph, a
 * command) on a line of its own, so an excerpt never runs a heading into the command below it.
 */
export const searchTextOf = (html: string): string => htmlToText(html, { keepBlocks: true });

/** Chinese and Japanese characters (the ranges `reef_search_text` writes as character pairs, migration 0027). */
export const CJK_CLASS =
  '\\u3005-\\u3007\\u3040-\\u30ff\\u31f0-\\u31ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff66-\\uff9f\\U00020000-\\U0002ebef';

/**
 * The words of a text as the suggestion dictionary (`search_words`) keeps them, with their language, as a select
 * over `text`: letters of any alphabet, none of Chinese or Japanese (a run of them is no word to correct).
 */
export const dictionaryWords = (text: SQL, language: SQL = sql`'en'`): SQL =>
  sql`select distinct ${language}, w from regexp_split_to_table(lower(${text}), '[^[:alnum:]]+') w
      where length(w) between 3 and 40 and w !~ ${sql.raw(`'[${CJK_CLASS}]'`)}`;

// Slice fields that hold no words a reader reads: addresses, images, dates and settings.
const NON_TEXT_KEYS = new Set([
  'link',
  'url',
  'href',
  'src',
  'image',
  'logo',
  'icon',
  'date',
  'slug',
  'id',
  'color',
  'variant',
  'layout',
  'alignment',
  'form',
  'embed',
]);
const isNonTextKey = (key: string) =>
  NON_TEXT_KEYS.has(key) || /(^|_)(url|link|href|src|image|logo|icon|id|slug)$/.test(key);
// A value that is an address or a date, whatever its key.
const isNonTextValue = (value: string) =>
  /^(\/|#|https?:|mailto:)/.test(value) || /^\d{4}-\d{2}-\d{2}/.test(value) || !/\p{L}/u.test(value);

/**
 * The readable text of a static page's slices (`data.slices`), in page order, one field a line: headings, texts,
 * labels and each rich-text body as the plain text of the server's rendering (`<key>_html`, never the markdown
 * source); addresses, images, dates and settings are left out.
 */
export function sliceText(data: unknown): string {
  const lines: string[] = [];
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (key.endsWith('_html')) lines.push(searchTextOf(value));
      else if (!isNonTextKey(key) && !isNonTextValue(value.trim())) lines.push(value.trim());
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const fields = value as Record<string, unknown>;
    for (const [name, field] of Object.entries(fields)) {
      if (name === 'slice_type' || name === 'slice_label' || name === 'html' || name.endsWith('Html'))
        continue;
      // The markdown of a rich-text key is read from its rendering beside it.
      if (typeof fields[`${name}_html`] === 'string') continue;
      walk(field, name);
    }
  };
  const slices = (data as { slices?: unknown } | null)?.slices;
  walk(Array.isArray(slices) ? slices : [], '');
  return lines.filter(Boolean).join('\n');
}

const TITLE_COLUMN: Record<SearchableTable, string> = {
  tutorials: 'title',
  questions: 'title',
  tutorial_series: 'title',
  tools: 'name',
  posts: 'title',
  static_pages: 'title',
};

/**
 * Stores the plain text of a row's rendered body and recomputes its search vector from it: the text given
 * (a fresh render's `text`), or that of the stored `body_html` (a static page has none: its text is always given).
 */
export async function refreshSearchVector(
  db: Executor,
  table: SearchableTable,
  id: number,
  bodyText?: string,
): Promise<void> {
  let text = bodyText;
  if (text === undefined && table === 'static_pages') {
    const [row] = await queryRows<{ data: unknown }>(db, sql`select data from static_pages where id = ${id}`);
    if (!row) return;
    text = sliceText(typeof row.data === 'string' ? JSON.parse(row.data) : row.data);
  } else if (text === undefined) {
    const [row] = await queryRows<{ body_html: string }>(
      db,
      sql`select body_html from ${sql.identifier(table)} where id = ${id}`,
    );
    if (!row) return;
    text = searchTextOf(row.body_html);
  }
  await db.execute(sql`
    update ${sql.identifier(table)} t set body_text = ${text}, search_vector = ${VECTOR_OF[table](bodyVector(sql`${text}`, LANGUAGE_OF[table]))}
    where t.id = ${id}`);
  // The typo dictionary learns the words of the title and body in the row's language (a word it knows is never
  // "corrected").
  const title = sql`(select ${sql.identifier(TITLE_COLUMN[table])} from ${sql.identifier(table)} t where t.id = ${id})`;
  const language = sql`(select ${LANGUAGE_OF[table]} from ${sql.identifier(table)} t where t.id = ${id})`;
  await db.execute(
    sql`insert into search_words (language, word) ${dictionaryWords(sql`${title} || ' ' || left(${text}, 100000)`, language)} on conflict do nothing`,
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
