// Full-text search over the public content: weighted tsvectors (title A, description/tags B, body C),
// websearch syntax, filters, ts_headline snippets, and pg_trgm suggestions when nothing matches.
import type { SearchQuery } from '@reef/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { paginationMeta, toPage } from '../lib/pagination.js';
import { queryRows } from '../lib/sql.js';
import { loadAuthors, loadTags, type AuthorRow, type TagRow } from './relations.js';

export type SearchRow = {
  type: 'tutorial' | 'question' | 'tutorial_series' | 'tool';
  id: number;
  slug: string;
  title: string;
  sub_type: string | null;
  language: string;
  author_id: number | null;
  published_at: Date | string | null;
  score: number;
  snippet: string;
  title_hl: string;
};

// Control characters mark matches in ts_headline output; the text is escaped before they become <mark>.
const START = '\u0002';
const STOP = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
// Titles are highlighted whole, never cut.
const TITLE_HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Escapes a headline and turns its match markers into <mark>. */
export function highlight(text: string): string {
  return escapeHtml(text).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

type Filters = { type?: string; subType?: string; language?: string; tag?: string; since: number | null };

function parseFilter(list: string[] | undefined): Partial<Filters> {
  const out: Partial<Filters> = {};
  for (const item of list ?? []) {
    const [key, ...rest] = item.split(':');
    const value = rest.join(':').trim();
    if (!value) continue;
    if (key === 'type') out.type = value;
    else if (key === 'sub_type') out.subType = value;
    else if (key === 'language') out.language = value;
    else if (key === 'tag') out.tag = value;
  }
  return out;
}

type Branch = { type: SearchRow['type']; sql: (tsq: SQL | null, f: Filters) => SQL | null };

const tagFilter = (joinTable: string, ownerColumn: string, idColumn: SQL, tag: string | undefined): SQL =>
  tag
    ? sql`and exists (select 1 from ${sql.identifier(joinTable)} j join tags g on g.id = j.tag_id where j.${sql.identifier(ownerColumn)} = ${idColumn} and (g.slug = ${tag.toLowerCase()} or lower(g.name) = ${tag.toLowerCase()}))`
    : sql``;

const BRANCHES: Branch[] = [
  {
    type: 'tutorial',
    sql: (
      tsq,
      f,
    ) => sql`select 'tutorial' as type, t.id, t.slug, t.title, t.subtype as sub_type, t.language, t.author_id, coalesce(t.published_at, t.created_at) as published_at,
        ${tsq ? sql`ts_rank_cd(t.search_vector, ${tsq}, 1)` : sql`0`}::float8 as score
      from tutorials t where t.state in ('published', 'deprecated')
      ${tsq ? sql`and t.search_vector @@ ${tsq}` : sql``}
      ${f.subType ? sql`and t.subtype = ${f.subType}` : sql``}
      ${f.language ? sql`and t.language = ${f.language}` : sql``}
      ${f.since ? sql`and coalesce(t.published_at, t.created_at) >= now() - make_interval(secs => ${f.since})` : sql``}
      ${tagFilter('tutorial_tags', 'tutorial_id', sql`t.id`, f.tag)}`,
  },
  {
    type: 'question',
    sql: (tsq, f) =>
      f.subType
        ? null
        : sql`select 'question' as type, q.id, q.slug, q.title, null as sub_type, q.language, q.author_id, q.created_at as published_at,
        ${tsq ? sql`ts_rank_cd(q.search_vector, ${tsq}, 1)` : sql`0`}::float8 as score
      from questions q where q.state = 'published'
      ${tsq ? sql`and q.search_vector @@ ${tsq}` : sql``}
      ${f.language ? sql`and q.language = ${f.language}` : sql``}
      ${f.since ? sql`and q.created_at >= now() - make_interval(secs => ${f.since})` : sql``}
      ${tagFilter('question_tags', 'question_id', sql`q.id`, f.tag)}`,
  },
  {
    type: 'tutorial_series',
    sql: (tsq, f) =>
      f.subType || f.tag
        ? null
        : sql`select 'tutorial_series' as type, s.id, s.slug, s.title, null as sub_type, s.language, s.author_id, coalesce(s.published_at, s.created_at) as published_at,
        ${tsq ? sql`ts_rank_cd(s.search_vector, ${tsq}, 1)` : sql`0`}::float8 as score
      from tutorial_series s where s.state = 'published'
      ${tsq ? sql`and s.search_vector @@ ${tsq}` : sql``}
      ${f.language ? sql`and s.language = ${f.language}` : sql``}
      ${f.since ? sql`and coalesce(s.published_at, s.created_at) >= now() - make_interval(secs => ${f.since})` : sql``}`,
  },
  {
    type: 'tool',
    sql: (tsq, f) =>
      f.subType || (f.language && f.language !== 'en')
        ? null
        : sql`select 'tool' as type, x.id, x.slug, x.name as title, x.type as sub_type, 'en' as language, x.author_id, coalesce(x.published_at, x.created_at) as published_at,
        ${tsq ? sql`ts_rank_cd(x.search_vector, ${tsq}, 1)` : sql`0`}::float8 as score
      from tools x where x.state = 'published'
      ${tsq ? sql`and x.search_vector @@ ${tsq}` : sql``}
      ${f.since ? sql`and coalesce(x.published_at, x.created_at) >= now() - make_interval(secs => ${f.since})` : sql``}
      ${tagFilter('tool_tags', 'tool_id', sql`x.id`, f.tag)}`,
  },
];

// Snippets quote the stored plain text of the rendered body; the markdown only stands in for rows
// written before that column existed, until `db:rerender` fills it.
const BODY_SOURCE: Record<SearchRow['type'], string> = {
  tutorial: `select description || E'\\n\\n' || coalesce(body_text, body_markdown) from tutorials where id = h.id`,
  question: `select coalesce(body_text, body_markdown) from questions where id = h.id`,
  tutorial_series: `select coalesce(body_text, body_markdown) from tutorial_series where id = h.id`,
  tool: `select description || E'\\n\\n' || coalesce(body_text, body_markdown) from tools where id = h.id`,
};

/** Runs a search; `suggestions` are offered when a non-empty query matched nothing. */
export async function search(db: Executor, q: SearchQuery) {
  const extra = parseFilter(q.filter);
  const filters: Filters = {
    type: q.type ?? extra.type,
    subType: q.sub_type ?? extra.subType,
    language: q.language ?? extra.language,
    tag: q.tag ?? extra.tag,
    since: q.time_range ?? null,
  };
  if (filters.subType && !filters.type) filters.type = 'tutorial';
  const page = toPage(q.page, q.hits_per_page);
  const text = q.query.trim();
  const tsq = text ? sql`websearch_to_tsquery('english', ${text})` : null;
  const parts = BRANCHES.filter((b) => !filters.type || b.type === filters.type)
    .map((b) => b.sql(tsq, filters))
    .filter((part): part is SQL => part !== null);
  if (parts.length === 0)
    return {
      rows: [] as SearchRow[],
      authors: new Map<number, AuthorRow>(),
      tags: new Map<string, TagRow[]>(),
      meta: { ...paginationMeta(page, 0), query: text, suggestions: [] as string[] },
    };
  const union = sql.join(parts, sql` union all `);
  const order =
    q.sort_by === 'newest' || (!tsq && q.sort_by === 'relevance')
      ? sql`published_at desc nulls last, id desc`
      : q.sort_by === 'oldest'
        ? sql`published_at asc nulls last, id asc`
        : sql`score desc, published_at desc nulls last, id desc`;
  const headline = (column: SQL, options = HEADLINE_OPTIONS) =>
    tsq ? sql`ts_headline('english', ${column}, ${tsq}, ${options})` : sql`left(${column}, 240)`;
  const bodyOf = (type: SearchRow['type']) => sql.raw(`(${BODY_SOURCE[type]})`);
  // One pass: the window count rides along with the page, so the matches are ranked only once.
  const rows = await queryRows<SearchRow & { total_count: number }>(
    db,
    sql`with hits as (${union}), page as (select *, count(*) over () as total_count from hits order by ${order} limit ${page.limit} offset ${page.offset})
      select h.*, ${headline(sql`h.title`, TITLE_HEADLINE_OPTIONS)} as title_hl,
        ${headline(
          sql`left(coalesce(case h.type when 'tutorial' then ${bodyOf('tutorial')} when 'question' then ${bodyOf('question')} when 'tutorial_series' then ${bodyOf('tutorial_series')} else ${bodyOf('tool')} end, ''), 20000)`,
        )} as snippet
      from page h order by ${order}`,
  );
  const countRows =
    rows.length > 0
      ? [{ n: Number(rows[0]!.total_count) }]
      : page.offset > 0
        ? await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${union}) c`)
        : [{ n: 0 }];
  const total = countRows[0]?.n ?? 0;
  const suggestions = total === 0 && text ? await suggest(db, text) : [];
  const ids = (type: string) => rows.filter((r) => r.type === type).map((r) => r.id);
  const [authors, tutorialTags, questionTags, toolTags] = await Promise.all([
    loadAuthors(
      db,
      rows.map((r) => r.author_id),
    ),
    loadTags(db, 'tutorial', ids('tutorial')),
    loadTags(db, 'question', ids('question')),
    loadTags(db, 'tool', ids('tool')),
  ]);
  const tags = new Map<string, TagRow[]>();
  for (const [id, list] of tutorialTags) tags.set(`tutorial:${id}`, list);
  for (const [id, list] of questionTags) tags.set(`question:${id}`, list);
  for (const [id, list] of toolTags) tags.set(`tool:${id}`, list);
  return { rows, authors, tags, meta: { ...paginationMeta(page, total), query: text, suggestions } };
}

/**
 * Close spellings for a query that matched nothing: each word replaced by the most similar tag
 * name or title word (pg_trgm), plus the titles most similar to the whole query.
 */
export async function suggest(db: Executor, text: string): Promise<string[]> {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length >= 3)
    .slice(0, 6);
  const corrected: string[] = [];
  let changed = false;
  for (const word of words) {
    const [best] = await queryRows<{ word: string }>(
      db,
      sql`select word from (
            select lower(name) as word, similarity(lower(name), ${word}) as s from tags where state = 'published' and name % ${word}
            union all
            select w as word, similarity(w, ${word}) as s from (
              select regexp_split_to_table(lower(title), '[^a-z0-9]+') as w from tutorials where state in ('published', 'deprecated') and title % ${word}
              union all
              select regexp_split_to_table(lower(title), '[^a-z0-9]+') as w from questions where state = 'published' and title % ${word}
            ) x where length(w) >= 3
          ) c where s > 0.3 order by s desc, word limit 1`,
    );
    if (best && best.word !== word) {
      corrected.push(best.word);
      changed = true;
    } else corrected.push(word);
  }
  const out: string[] = changed ? [corrected.join(' ')] : [];
  const titles = await queryRows<{ title: string }>(
    db,
    sql`select title from (
          select title, word_similarity(${text}, title) as s from tutorials where state in ('published', 'deprecated') and ${text} <% title
          union all
          select title, word_similarity(${text}, title) as s from questions where state = 'published' and ${text} <% title
        ) t order by s desc limit 4`,
  );
  for (const t of titles) if (!out.includes(t.title)) out.push(t.title);
  return out.slice(0, 5);
}
