// Full-text search over the public content: weighted tsvectors (title A, description/tags B, body C),
// websearch syntax, filters, ts_headline snippets, and pg_trgm suggestions when nothing matches.
//
// Ranking every match cannot stay fast at a million documents: ranking is work per match, and a broad word
// matches a large share of everything. So each kind of content (tutorials, questions) contributes a bounded
// set of candidates, and only those are ranked (ts_rank_cd, the one score on every database), chosen by how
// many it matches:
//   - few matches (a kind, or a language's part of it, small enough, or a match the planner estimates narrow):
//     with the rum index (PostgreSQL with the rum extension, migration 0013) the best-ranked ones read in rank
//     order from the index; without it (the embedded PGlite, a server without rum) every match;
//   - many matches (a broad query): the newest ones, read newest first from a date index, where matches are
//     dense and the first hundreds come quickly; ranking among them puts title and tag matches first. Whether
//     matches are many is not left to the planner's estimate, which can be wrong by a hundred times either way
//     (words that go together, a word common in one language only): a probe of the newest rows decides.
// A kind whose candidates are all its matches is ranked and counted exactly, so small sites see exactly what
// ranking every match gave; otherwise its count is the planner's estimate, marked as such ("about N
// results"). Snippets are computed for the returned page only.
import { excerpt, LANGUAGES, searchTypeOfSubType, type SearchableType, type SearchQuery } from '@reef/core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../../db/client.js';
import { PLAN_EACH_TIME } from '../../db/statement-names.js';
import { paginationMeta, toPage, type Page } from '../../platform/lib/pagination.js';
import { queryRows } from '../../platform/lib/sql.js';
import { notMutedBy } from '../../db/mutes.js';
import type { AuthorRow, TagRow } from '../../platform/services/relations.js';

export type SearchRow = {
  type: SearchableType;
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

/** Candidates per kind read from the rum index in rank order, or newest first for a broad query. */
export const CANDIDATES = 100;
/**
 * With rum, a kind estimated to match at most this many reads its candidates in rank order (the index ranks
 * every match, so its cost grows with them); more, and reading the newest matches is cheaper.
 */
export const RUM_RANKED_MAX = 20_000;
/** Without rum, a kind estimated to match at most this many has every match ranked. */
export const RANK_ALL_MAX = 2_000;

/**
 * Snippets quote the first this many characters of a hit's text: ts_headline parses all it is given, and a
 * page of long tutorials would otherwise cost more than the search (a match further in shows the opening).
 */
export const SNIPPET_SOURCE_CHARS = 8000;

// Control characters mark matches in ts_headline output; the text is escaped before they become <mark>.
const START = '\u0002';
const STOP = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
// A Chinese or Japanese character is a word of its own in the headline's text (`reef_search_spaced`): fragments of
// as many characters as a line of those scripts holds.
const CJK_HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=70, MinWords=30, MaxFragments=2, FragmentDelimiter=" … "`;
// Titles are highlighted whole, never cut.
const TITLE_HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Between two blocks of an excerpt (a heading and the command below it), which the stored text keeps apart. */
export const BLOCK_SEPARATOR = ' · ';

/**
 * An excerpt on one line: the stored text's block boundaries (line breaks) as `BLOCK_SEPARATOR`, none at either
 * end or beside the fragment delimiter.
 */
export function excerptLine(text: string): string {
  return text
    .trim()
    .replace(/\s*\n\s*/g, BLOCK_SEPARATOR)
    .replace(/( · )?( … )( · )?/g, ' … ');
}

/** Chinese and Japanese characters (the ranges of migration 0027's `reef_search_text`). */
const CJK =
  '\\u3005-\\u3007\\u3040-\\u30ff\\u31f0-\\u31ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff66-\\uff9f\\u{20000}-\\u{2ebef}';
const CJK_RUN = new RegExp(`[${CJK}]+`, 'gu');
const MARKED_CJK = new RegExp(`${START}([${CJK}]+)${STOP}`, 'gu');
// Between Chinese and Japanese characters in the text given to ts_headline (`reef_search_spaced`).
const CHAR_SEPARATOR = '\u0001';

/** The Chinese and Japanese runs of a query, which a hit's headline marks where they occur. */
export function cjkTerms(query: string): string[] {
  return [...new Set(query.match(CJK_RUN) ?? [])].sort((a, b) => b.length - a.length);
}

/**
 * A headline of text whose Chinese and Japanese characters were words of their own (so ts_headline cut its
 * fragments around the match): the characters joined again, and each occurrence of a query's run marked whole,
 * rather than every character the run has wherever it stands.
 */
export function markCjk(text: string, terms: readonly string[]): string {
  const joined = text.replaceAll(CHAR_SEPARATOR, '').replace(MARKED_CJK, '$1');
  if (terms.length === 0) return joined;
  const pattern = new RegExp(terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gu');
  return joined.replace(pattern, (m) => `${START}${m}${STOP}`);
}

/** A list's excerpt is at most this long, cut at a whole word (issue #30, item 8). */
export const LIST_EXCERPT_CHARS = 200;

/**
 * The excerpt of a hit listed without a query (the newest tutorials, a list filtered by tag): its description, or the
 * first paragraph of its text — the first block of several words, so a heading ("Introduction") never leads it —
 * whole words, no markup (issue #30, item 8: "Excerpts come from the description or the first paragraph of the
 * rendered text, whole words, no markup"). `text` is the stored text, blocks on lines of their own.
 */
export function listExcerpt(text: string): string {
  const blocks = text
    .split('\n')
    .map((block) => block.trim())
    .filter(Boolean);
  const paragraph = blocks.find((block) => block.split(/\s+/).length >= 5) ?? blocks[0] ?? '';
  return excerpt(paragraph, LIST_EXCERPT_CHARS);
}

/** Escapes a headline and turns its match markers into <mark>; block boundaries become `BLOCK_SEPARATOR`. */
export function highlight(text: string): string {
  return escapeHtml(excerptLine(text)).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

type Filters = {
  type?: string;
  subType?: string;
  language?: string;
  tag?: string;
  since: number | null;
  /** A member whose muted people and tags are left out (issue #32). */
  mutedBy?: number;
};

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

/** One kind of searchable content, filtered: its table (aliased), hit columns, date and conditions. */
type Source = {
  type: SearchRow['type'];
  /** The kind, or the part of it (`tutorial:en`, `tutorial:other`) a query across languages reads on its own. */
  key: string;
  table: string;
  alias: string;
  /** The hit's columns, without the score. */
  columns: SQL;
  date: SQL;
  /** The query its rows are matched with (the index's condition), if any. */
  tsq: SQL | null;
  /** The query its candidates are read in the order of, from the rum index (`rankingQuery`). */
  rank: SQL | null;
  /** Its rows' one reading of the query (a language's part, or a search in one language), as tsquery text. */
  reading: string | null;
  /** The languages its rows are limited to (a part's, or the filter's), or null for all. */
  languages: readonly string[] | null;
  /** Public state, the part's or the filter's language: the rows a walk in date order reads. */
  scopeWhere: SQL;
  /** The scope and the match. */
  matchWhere: SQL;
  /** When languages parse the query differently: each row checked with its own language's (else empty). */
  recheck: SQL;
  /** The filters beyond the match (empty or starting with `and`). */
  filters: SQL;
  hasFilters: boolean;
  /** Filters the scope does not hold (a sub-type, a time range, a tag, what a member muted): a probe does not see them. */
  narrowed: boolean;
  /** A large table (tutorials, questions): candidates chosen by estimate, rum index possible. */
  large: boolean;
};

// The tag is looked up once (an init plan); each candidate then costs one probe of the join table's key.
const tagFilter = (joinTable: string, ownerColumn: string, idColumn: SQL, tag: string | undefined): SQL =>
  tag
    ? sql`and exists (select 1 from ${sql.identifier(joinTable)} j where j.${sql.identifier(ownerColumn)} = ${idColumn}
        and j.tag_id = any (array(select g.id from tags g where g.slug = ${tag.toLowerCase()} or lower(g.name) = ${tag.toLowerCase()})))`
    : sql``;

// The where-clause pieces every source shares: the words matched on its alias, its language and how recent it is.
const wordMatch = (alias: string, tsq: SQL | null): SQL =>
  tsq ? sql`and ${sql.raw(`${alias}.search_vector`)} @@ ${tsq}` : sql``;
// Written as a case of matches, so the planner counts it as a coin toss (a match against a query it cannot read
// at planning would be taken as keeping 0.5 % of the rows, and a broad query would be planned as a narrow one).
const languageRecheck = (alias: string, language: SQL, q: ParsedQuery | null): SQL =>
  q && q.varies
    ? sql`and ${q.perRow(language, (tsq) => sql`${sql.raw(`${alias}.search_vector`)} @@ ${tsq}`)}`
    : sql``;
const sinceFilter = (date: SQL, since: number | null): SQL =>
  since ? sql`and ${date} >= now() - make_interval(secs => ${since})` : sql``;

/** How one kind of content is searched: its table, the columns of a hit and the filters it can apply. */
type SourceSpec = {
  type: SearchRow['type'];
  table: string;
  alias: string;
  large: boolean;
  /** The states a reader may find. */
  states: readonly string[];
  /** Dated by `published_at` when set (else `created_at`), or by `created_at` only. */
  dated: 'published' | 'created';
  title: string;
  /** The column filtered by `sub_type` (a kind without one is left out when that filter is given). */
  subType: { column: string; filterable: boolean } | null;
  /** A kind written in one language only is left out when another is asked for. */
  onlyLanguage?: string;
  /** The tag join table and its owner column (a kind without tags is left out when a tag is asked for). */
  tags?: [joinTable: string, ownerColumn: string];
  /** Scheduled: found only once `published_at` has passed (posts and static pages go live at that time). */
  scheduled?: boolean;
};

const SOURCE_SPECS: readonly SourceSpec[] = [
  {
    type: 'tutorial',
    table: 'tutorials',
    alias: 't',
    large: true,
    states: ['published', 'deprecated'],
    dated: 'published',
    title: 'title',
    subType: { column: 'subtype', filterable: true },
    tags: ['tutorial_tags', 'tutorial_id'],
  },
  {
    type: 'question',
    table: 'questions',
    alias: 'q',
    large: true,
    states: ['published'],
    dated: 'created',
    title: 'title',
    subType: null,
    tags: ['question_tags', 'question_id'],
  },
  {
    type: 'tutorial_series',
    table: 'tutorial_series',
    alias: 's',
    large: false,
    states: ['published'],
    dated: 'published',
    title: 'title',
    subType: null,
  },
  {
    type: 'tool',
    table: 'tools',
    alias: 'x',
    large: false,
    states: ['published'],
    dated: 'published',
    title: 'name',
    subType: { column: 'type', filterable: true },
    onlyLanguage: 'en',
    tags: ['tool_tags', 'tool_id'],
  },
  // spec: content-and-presentation §7 (search by type and sub-type): blog and resource posts by post type, and
  // the marketing pages by page type. Unlisted pages are reached by link only, as in their lists.
  {
    type: 'post',
    table: 'posts',
    alias: 'p',
    large: false,
    states: ['published'],
    dated: 'published',
    title: 'title',
    subType: { column: 'type', filterable: true },
    onlyLanguage: 'en',
    tags: ['post_tags', 'post_id'],
    scheduled: true,
  },
  {
    type: 'static_page',
    table: 'static_pages',
    alias: 'm',
    large: false,
    states: ['published'],
    dated: 'published',
    title: 'title',
    subType: { column: 'type', filterable: true },
    onlyLanguage: 'en',
    tags: ['static_page_tags', 'static_page_id'],
    scheduled: true,
  },
];

/**
 * A large kind searched without a language, for a query that languages read differently or one with Chinese or
 * Japanese in it, is read in parts: each language's rows with its own reading, from that language's partial index
 * (migration 0032). So a stem another language shares with English ("instal" in Spanish) never walks the English
 * matches to find the few Spanish ones, a Japanese phrase is never intersected with the English rows of a word
 * beside it, and a part's rows need no check against other readings.
 */
type Part = { key: string; languages: readonly string[]; tsq: SQL; rank: SQL; reading: string } | null;

/** The language codes, checked, as SQL literals (a partial index is chosen only for a literal condition). */
const languageLiterals = (languages: readonly string[]): string =>
  languages
    .map((l) => {
      if (!(LANGUAGES as readonly string[]).includes(l)) throw new Error(`not a language: ${l}`);
      return `'${l}'`;
    })
    .join(', ');

/** The condition that keeps a part's rows (one language: the literal its partial index is defined with). */
const partCondition = (alias: string, languages: readonly string[]): SQL =>
  languages.length === 1
    ? sql.raw(`and ${alias}.language = ${languageLiterals(languages)}`)
    : sql.raw(`and ${alias}.language in (${languageLiterals(languages)})`);

function sourceOf(spec: SourceSpec, q: ParsedQuery | null, f: Filters, part: Part = null): Source | null {
  const tsq = part ? part.tsq : (q?.any ?? null);
  const rank = part ? part.rank : (q?.rank ?? null);
  const filtersSubType = spec.subType?.filterable ?? false;
  if (f.subType && !filtersSubType) return null;
  if (f.tag && !spec.tags) return null;
  if (f.language && spec.onlyLanguage && f.language !== spec.onlyLanguage) return null;
  // `filter=language:xx` is not checked by the schema: a code outside the nine finds nothing (as it always did).
  if (f.language && !(LANGUAGES as readonly string[]).includes(f.language)) return null;
  const a = spec.alias;
  const col = (name: string) => sql.raw(`${a}.${name}`);
  const date =
    spec.dated === 'published' ? sql.raw(`coalesce(${a}.published_at, ${a}.created_at)`) : col('created_at');
  const states =
    spec.states.length === 1
      ? sql.raw(`${a}.state = '${spec.states[0]}'`)
      : sql.raw(`${a}.state in (${spec.states.map((state) => `'${state}'`).join(', ')})`);
  const language = spec.onlyLanguage ? sql.raw(`'${spec.onlyLanguage}'`) : col('language');
  const subType = spec.subType ? col(spec.subType.column) : sql.raw('null');
  // The part's or the filter's language before the words, as a literal: the language's partial index serves it,
  // and a row of another language is rejected before its vector is read.
  const inLanguage = part
    ? partCondition(a, part.languages)
    : !spec.onlyLanguage && f.language
      ? partCondition(a, [f.language])
      : sql``;
  const live = spec.scheduled
    ? sql.raw(`and (${a}.published_at is null or ${a}.published_at <= now())`)
    : sql``;
  const scopeWhere = sql`${states} ${live} ${inLanguage}`;
  const narrowed = Boolean((filtersSubType && f.subType) || f.since || (spec.tags && f.tag) || f.mutedBy);
  return {
    type: spec.type,
    table: spec.table,
    key: part ? `${spec.type}:${part.key}` : spec.type,
    tsq,
    rank,
    reading: part ? part.reading : !spec.onlyLanguage && f.language ? (q?.reading ?? null) : null,
    alias: a,
    large: spec.large,
    date,
    columns: sql`${sql.raw(`'${spec.type}'`)} as type, ${col('id')}, ${col('slug')}, ${col(spec.title)} as title, ${subType} as sub_type, ${language} as language, ${col('author_id')}, ${date} as published_at`,
    languages: part ? part.languages : !spec.onlyLanguage && f.language ? [f.language] : null,
    scopeWhere,
    matchWhere: sql`${scopeWhere} ${wordMatch(a, tsq)}`,
    recheck: part ? sql`` : languageRecheck(a, language, q),
    hasFilters: Boolean((!spec.onlyLanguage && f.language) || narrowed),
    narrowed,
    filters: sql`${filtersSubType && f.subType ? sql`and ${subType} = ${f.subType}` : sql``}
      ${sinceFilter(date, f.since)}
      ${spec.tags ? tagFilter(spec.tags[0], spec.tags[1], col('id'), f.tag) : sql``}
      ${f.mutedBy ? sql`and ${mutedFilter(spec, col, f.mutedBy)}` : sql``}`,
  };
}

/** What a member muted left out of a kind: its author, and its tags when it has them. */
const mutedFilter = (spec: SourceSpec, col: (name: string) => SQL, userId: number): SQL => {
  const tags = spec.tags;
  return notMutedBy(
    userId,
    col('author_id'),
    tags
      ? (tagId) =>
          sql`exists (select 1 from ${sql.identifier(tags[0])} mj where mj.${sql.identifier(tags[1])} = ${col('id')} and mj.tag_id = ${tagId})`
      : null,
  );
};

const fromOf = (s: Source): SQL => sql`${sql.identifier(s.table)} ${sql.raw(s.alias)}`;
const whereOf = (s: Source): SQL => sql`${s.matchWhere} ${s.filters} ${s.recheck}`;
// What the planner is asked to count: the recheck only narrows a match across languages to each row's own.
const estimatedWhereOf = (s: Source): SQL => sql`${s.matchWhere} ${s.filters}`;
const vectorOf = (s: Source): SQL => sql.raw(`${s.alias}.search_vector`);
const idOf = (s: Source): SQL => sql.raw(`${s.alias}.id`);
/**
 * The newest matches of a kind a probe found dense: its newest `walk` rows (from its date index, no word index), then
 * those of them that match, newest first. Planned before the probe runs, the planner could not know the matches are
 * dense, so from the word index it gathered every match and sorted them by date (9 300 English matches of "Rocky
 * Linux monitor", 62 ms), or read a whole language and sorted it (15 000 Japanese rows, 200 ms), where a walk finds
 * the newest hundred in a few thousand rows (14 ms); the walk is bounded at twice the rows the probe's density needs,
 * so a kind denser at the top than below gives fewer candidates, never a longer read. With filters the probe does
 * not see (a sub-type, a time range, a tag, what a member muted), the walk is not bounded by its count, and the
 * planner chooses.
 */
const newestRead = (s: Source, key: string, candidates: number, walk: number): SQL =>
  s.narrowed || !s.tsq
    ? sql`select ${s.columns}, ${key} as key, ${vectorOf(s)} as v from ${fromOf(s)} where ${whereOf(s)} order by ${newestOrder(s)} limit ${candidates}`
    : // The walk's date is a column of its own, so the outer order is known to be the walk's (no sort: it stops at
      // the candidates' limit).
      sql`select ${s.columns}, ${key} as key, ${vectorOf(s)} as v from (select *, ${s.date} as walk_date from ${fromOf(s)} where ${s.scopeWhere} order by ${newestOrder(s)} limit ${walk}) ${sql.raw(s.alias)}
        where true ${wordMatch(s.alias, s.tsq)} ${s.filters} ${s.recheck} order by ${sql.raw(`${s.alias}.walk_date desc, ${s.alias}.id desc`)} limit ${candidates}`;

// Snippets quote the stored plain text of the rendered body; the markdown only stands in for rows
// written before that column existed, until `db:rerender` fills it.
const BODY_SOURCE: Record<SearchRow['type'], string> = {
  tutorial: `select description || E'\\n\\n' || coalesce(body_text, body_markdown) from tutorials where id = h.id`,
  question: `select coalesce(body_text, body_markdown) from questions where id = h.id`,
  tutorial_series: `select coalesce(body_text, body_markdown) from tutorial_series where id = h.id`,
  tool: `select description || E'\\n\\n' || coalesce(body_text, body_markdown) from tools where id = h.id`,
  post: `select description || E'\\n\\n' || coalesce(body_text, '') from posts where id = h.id`,
  static_page: `select description || E'\\n\\n' || coalesce(body_text, '') from static_pages where id = h.id`,
};

/** True when the search tables carry the rum indexes of migration 0013 (asked now, not cached). */
export async function rumIndexesPresent(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_class c join pg_am a on a.oid = c.relam
        where a.amname = 'rum' and c.relname in ('tutorials_search_rum_idx', 'questions_search_rum_idx')`,
  );
  return Number(row?.n ?? 0) === 2;
}

// Whether a database has the rum indexes, asked once per database handle.
const rumIndexes = new WeakMap<object, Promise<boolean>>();

/** `rumIndexesPresent`, asked once per database handle (indexes come and go only with migrations). */
export function hasRumIndexes(db: Executor): Promise<boolean> {
  let known = rumIndexes.get(db);
  if (!known) {
    known = rumIndexesPresent(db).catch(() => false);
    rumIndexes.set(db, known);
  }
  return known;
}

type Sort = SearchQuery['sort_by'];

export type SearchOptions = {
  /** Use the rum indexes when present (default); false forces the GIN path (tests compare the two). */
  rum?: boolean;
  /** Bounds (defaults: the constants above); tests lower them so a small data set crosses them. */
  candidates?: number;
  rumRankedMax?: number;
  rankAllMax?: number;
  /** The probe's bounds (`Strategy.probe`; defaults: the constants). */
  probeRows?: number;
  probeEnough?: number;
  probeMinEstimate?: number;
  /**
   * A part small enough to rank whole is probed when its words are expected in at least this many of its rows, and
   * dense enough that walking its newest rows costs less than ranking them (`WALK_COST`; defaults: the constants).
   */
  wordsDenseMin?: number;
  walkCost?: number;
  /** Leave out what this member muted: people (authors) and tags (issue #32). */
  mutedBy?: number;
  /**
   * How many connections a search may read its candidates on at once (`readGroups`; default: two on a PostgreSQL
   * pool, one otherwise). Tests set it to compare the split read with the single statement.
   */
  connections?: number;
};

type Bounds = Required<Omit<SearchOptions, 'rum' | 'mutedBy' | 'connections'>>;

/**
 * A query as each language reads it (`reef_search_query`, migration 0027). With a language asked for, that
 * language's; without, every language's: the index is searched with all the distinct ones at once (`any`), and
 * when they differ each row is checked, ranked and highlighted with its own language's (a German stem must not
 * match an English document, nor `-word` in one language let through what another excludes).
 */
type ParsedQuery = {
  any: SQL;
  /** The one reading of a query parsed in one language (tsquery text), else null. */
  reading: string | null;
  /**
   * The parts a large kind is read in when the readings differ or the query has Chinese or Japanese in it: each
   * language with its own reading; a language whose reading is empty (all stop words) has none.
   */
  parts: NonNullable<Part>[];
  /** The order of candidates read ranked from the index (`rankingQuery` of `any`). */
  rank: SQL;
  varies: boolean;
  /** A per-row expression over the row's language: `use` applied to that language's query (tsquery). */
  perRow: (language: SQL, use?: (tsq: SQL) => SQL) => SQL;
  /** The same for the headline's query (Chinese and Japanese as single characters). */
  headline: (language: SQL) => SQL;
  /** The Chinese and Japanese runs of the query, marked in headlines. */
  cjk: string[];
};

/** A per-row choice among the queries of groups of languages (one group: its query alone). */
function byLanguage(groups: Map<string, string[]>, language: SQL, use: (tsq: SQL) => SQL): SQL {
  const entries = [...groups];
  if (entries.length === 1) return use(sql`${entries[0]![0]}::tsquery`);
  const last = entries.pop()!;
  return sql`(case ${sql.join(
    entries.map(
      ([tsq, languages]) =>
        sql`when ${language} in (${sql.join(
          languages.map((l) => sql`${l}`),
          sql`, `,
        )}) then ${use(sql`${tsq}::tsquery`)}`,
    ),
    sql` `,
  )} else ${use(sql`${last[0]}::tsquery`)} end)`;
}

/**
 * A Chinese or Japanese phrase of character pairs (`'デー' <-> 'ータ' <-> …`) as its first pair: the order candidates
 * are read in from the rum index. Ranking every match by the whole phrase costs ten times as much (the index ranks
 * each match from every pair's positions), and the candidates are ranked by the whole query afterwards.
 */
export function rankingQuery(tsquery: string): string {
  return tsquery.replace(new RegExp(`(?: <-> '[${CJK}]+'(?::\\*)?)+`, 'gu'), '');
}

/**
 * The query a row is matched with from an index: a Chinese or Japanese phrase also as its pairs joined by `&`
 * (`'デー' & 'ータ' & … & ('デー' <-> 'ータ' <-> …)`, the same matches). The rum index skips a part that has no row
 * with one of the pairs at once (no English row has `デー`), where a phrase alone makes it walk every row of the
 * word beside it (`ubuntu`). A query with a negation is left as it is (`!(a <-> b)` is not `!(a & b)`).
 */
export function matchQuery(tsquery: string): string {
  const pair = new RegExp(` <-> (?='[${CJK}])`, 'gu');
  if (tsquery.includes('!') || !pair.test(tsquery)) return tsquery;
  return `( ${tsquery.replace(pair, ' & ')} ) & ( ${tsquery} )`;
}

/** The parts of a query read separately per language (`ParsedQuery.parts`): each language with its own reading. */
function partsOf(rows: { language: string; q: string }[]): NonNullable<Part>[] {
  return rows
    .filter((row) => row.q !== '')
    .map((row) => ({
      key: row.language,
      languages: [row.language],
      tsq: sql`${matchQuery(row.q)}::tsquery`,
      rank: sql`${rankingQuery(row.q)}::tsquery`,
      reading: row.q,
    }));
}

/** Parses a query in one language or, without, in every language (one round trip). */
async function parseQuery(db: Executor, text: string, language: string | undefined): Promise<ParsedQuery> {
  const languages = language ? [language] : [...LANGUAGES];
  const rows = await queryRows<{ language: string; q: string; h: string }>(
    db,
    sql`select l as language, reef_search_query(l, ${text})::text as q, reef_search_headline_query(l, ${text})::text as h
        from unnest(array[${sql.join(
          languages.map((l) => sql`${l}`),
          sql`, `,
        )}]::text[]) l`,
  );
  const group = (key: 'q' | 'h') => {
    const groups = new Map<string, string[]>();
    // English last: the else branch, for a row of a language the list does not name.
    for (const row of [...rows].sort((a, b) => Number(a.language === 'en') - Number(b.language === 'en')))
      groups.set(row[key], [...(groups.get(row[key]) ?? []), row.language]);
    return groups;
  };
  const queries = group('q');
  const headlines = group('h');
  const anyOf = (list: string[]) => {
    const distinct = [...new Set(list)].filter((q) => q !== '');
    return distinct.length <= 1 ? (distinct[0] ?? '') : distinct.map((q) => `(${q})`).join(' | ');
  };
  const any = anyOf([...queries.keys()]);
  return {
    any: sql`${matchQuery(any)}::tsquery`,
    reading: language ? any : null,
    rank: sql`${rankingQuery(any)}::tsquery`,
    parts: partsOf(rows),
    varies: queries.size > 1,
    perRow: (l, use = (tsq) => tsq) => byLanguage(queries, l, use),
    headline: (l) => byLanguage(headlines, l, (tsq) => tsq),
    cjk: cjkTerms(text),
  };
}

type Plan = {
  /** The language asked for (parameter or `filter=language:…`), if any. */
  language: string | undefined;
  sources: Source[];
  tsq: SQL | null;
  query: ParsedQuery | null;
  sort: Sort;
  page: Page;
  useRum: boolean;
  bounds: Bounds;
  /** The planner's estimate of each large kind's match (filters aside), when a relevance search asked. */
  estimates: Map<string, Estimate>;
};

/**
 * How a kind reads its candidates: in rank order (rum), every match, the newest, or a page in date order. `probe`:
 * the planner's estimate may be far too low (words that go together, "Rocky Linux", are estimated as if they were
 * independent) or far too high (a French stem in the English part: the statistics are the whole table's), so the
 * kind's newest `PROBE_ROWS` rows are read first; when `PROBE_ENOUGH` of them match, its matches are dense and its
 * candidates are its newest matches (as for a broad query); otherwise the ranked or full read runs.
 */
type Strategy = { read: 'ranked' | 'all' | 'newest' | 'page'; limit: number; probe?: boolean };

/**
 * A probe reads a kind's newest this many rows and finds its matches dense when `PROBE_ENOUGH` of them match (one in
 * fifty: from there, reading the newest until a full set of candidates costs less than ranking every match).
 */
export const PROBE_ROWS = 500;
export const PROBE_ENOUGH = 10;
/** A kind larger than the bounds, estimated to match at least this many, is probed (`Strategy.probe`). */
export const PROBE_MIN_ESTIMATE = 300;
/**
 * With rum, a language's part small enough to be ranked whole is probed instead when its words' shares of its rows
 * (`wordShares`) expect at least this many matches (below, the probe costs about what ranking them does)…
 */
export const WORDS_DENSE_MIN = 2_000;
/**
 * … and when ranking them costs more than walking its newest rows for the candidates would. Measured at a million
 * documents (bench/README.md): the rum index ranks a match in about 1 µs, a walk reads a row in about 10 (the row and
 * its vector), so with `m` of `n` rows matching, ranking costs `m` and the walk `WALK_COST × candidates × n / m`.
 */
export const WALK_COST = 10;

/** Whether a part its statistics expect `expected` of its `rows` to match is worth a probe rather than ranking. */
function denseByWords(plan: Plan, expected: number | undefined, rows: number): boolean {
  if (expected === undefined || rows <= 0) return false;
  const { wordsDenseMin, walkCost, candidates } = plan.bounds;
  return expected >= wordsDenseMin && expected * expected >= walkCost * candidates * rows;
}

/**
 * Ranked by relevance, the limit never depends on the page, so every page ranks the same candidates (no hit
 * repeated or skipped between pages; a broad query's pages end where its candidates do). In date order the
 * order is total, and candidates reach exactly as deep as the page.
 */
function strategyOf(plan: Plan, s: Source): Strategy {
  if (!plan.tsq || plan.sort !== 'relevance')
    return { read: 'page', limit: plan.page.offset + plan.page.limit };
  const { candidates, rumRankedMax, rankAllMax } = plan.bounds;
  if (!s.large) return { read: 'all', limit: rankAllMax };
  // Ranking from the index costs what the match alone gives, whatever the filters keep afterwards.
  const estimate = plan.estimates.get(s.key);
  if (!estimate) return { read: 'newest', limit: candidates };
  const read: Strategy = plan.useRum
    ? { read: 'ranked', limit: candidates }
    : { read: 'all', limit: rankAllMax };
  // A kind (or a language's part of it) small enough to be ranked whole is, unless its language's statistics expect
  // most of its rows to match (a German part for "Ubuntu install": every row), when a probe decides; so is one
  // whose match is estimated narrow. Otherwise the estimate cannot be trusted either way (words that go together,
  // words of one language among the others'): a probe of its newest rows decides.
  if (estimate.rows <= (plan.useRum ? rumRankedMax : rankAllMax))
    return plan.useRum && denseByWords(plan, estimate.fromWords, estimate.rows)
      ? { ...read, probe: true }
      : read;
  if ((estimate.matches ?? 0) < plan.bounds.probeMinEstimate) return read;
  return { ...read, probe: true };
}

const newestOrder = (s: Source): SQL => sql`${s.date} desc, ${idOf(s)} desc`;

function candidateOrder(plan: Plan, s: Source, strategy: Strategy): SQL {
  if (strategy.read === 'ranked' && s.rank) {
    const rarest = plan.estimates.get(s.key)?.rankBy;
    return sql`${vectorOf(s)} <=> ${rarest ? sql`${rarest}::tsquery` : s.rank}`;
  }
  if (plan.sort === 'oldest') return sql`${s.date} asc, ${idOf(s)} asc`;
  return sql`${s.date} desc, ${idOf(s)} desc`;
}

function resultOrder(plan: Plan): SQL {
  if (plan.sort === 'newest' || (!plan.tsq && plan.sort === 'relevance'))
    return sql`published_at desc nulls last, id desc`;
  if (plan.sort === 'oldest') return sql`published_at asc nulls last, id asc`;
  return sql`score desc, published_at desc nulls last, id desc`;
}

// What a hit shows next to it, read in the same statement as the page (one round trip, not three).
const AUTHOR_JSON = sql`(select json_build_object('id', u.id, 'slug', u.slug, 'username', u.username, 'firstName', u.first_name,
    'email', u.email, 'avatarUpdatedAt', u.avatar_updated_at) from users u where u.id = h.author_id)`;
const tagsJson = (joinTable: string, ownerColumn: string) =>
  sql`(select json_agg(json_build_object('id', g.id, 'name', g.name, 'slug', g.slug, 'type', g.type, 'state', g.state,
      'description', g.description, 'createdAt', g.created_at, 'updatedAt', g.updated_at) order by g.name)
    from ${sql.identifier(joinTable)} j join tags g on g.id = j.tag_id where j.${sql.identifier(ownerColumn)} = h.id and g.state = 'published')`;
const TAGS_JSON = sql`case h.type when 'tutorial' then ${tagsJson('tutorial_tags', 'tutorial_id')}
    when 'question' then ${tagsJson('question_tags', 'question_id')} when 'tool' then ${tagsJson('tool_tags', 'tool_id')}
    when 'post' then ${tagsJson('post_tags', 'post_id')} when 'static_page' then ${tagsJson('static_page_tags', 'static_page_id')} end`;

type JsonAuthor = Omit<AuthorRow, 'avatarUpdatedAt'> & { avatarUpdatedAt: string | null };
type JsonTag = Omit<TagRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
type PageRow = Partial<SearchRow> & {
  id: number | null;
  counts: Record<string, number> | string | null;
  author: JsonAuthor | string | null;
  tags: JsonTag[] | string | null;
};
const fromJson = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A kind's candidates as one branch of the statement that reads them (a probe first when its strategy says so). */
function branchOf(plan: Plan, s: Source, index: number): SQL {
  const strategy = strategyOf(plan, s);
  const read = sql`(select ${s.columns}, ${s.key} as key, ${vectorOf(s)} as v from ${fromOf(s)} where ${whereOf(s)} order by ${candidateOrder(plan, s, strategy)} limit ${strategy.limit})`;
  if (!strategy.probe) return read;
  // A count of its matches among its newest rows (up to enough of them); enough, and the newest matches are read
  // as the candidates (keyed apart, so the count knows they are not all); otherwise the ranked or full read. Both
  // reads stand under a one-time filter, so only one of them runs.
  const { probeRows, probeEnough } = plan.bounds;
  // Dense means at least enough in the probe's rows: the candidates are expected within this many (twice that).
  const walk = Math.ceil((2 * plan.bounds.candidates * probeRows) / probeEnough);
  // Asked once (a materialized CTE), read by both arms' one-time filters.
  const probe = sql.raw(`probe_${index}`);
  return sql`(with ${probe} as materialized (select count(*) >= ${probeEnough} as dense from (select 1 from (select ${vectorOf(s)} from ${fromOf(s)} where ${s.scopeWhere} order by ${newestOrder(s)} limit ${probeRows}) ${sql.raw(s.alias)} where true ${wordMatch(s.alias, s.tsq)} limit ${probeEnough}) p)
      select * from (${newestRead(s, `${s.key}${NEWEST_SUFFIX}`, plan.bounds.candidates, walk)}) n where (select dense from ${probe})
      union all
      select * from ${read} r where not (select dense from ${probe}))`;
}

/**
 * How many connections a search reads its candidates on: two on a PostgreSQL pool with two to spare (the rum
 * index's distance function is not parallel-safe, so PostgreSQL never shares one statement's parts among its
 * workers), one on the embedded database (one connection), inside a transaction, or when the pool is busy.
 */
export function connectionsOf(db: Executor, options: SearchOptions = {}): number {
  if (options.connections !== undefined) return Math.max(1, Math.floor(options.connections));
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return 1;
  // A second connection only when the pool has one to spare: under load, searches do not queue for each other's.
  const spare = pool.idleCount + Math.max(0, (pool.options.max ?? 10) - pool.totalCount);
  return pool.waitingCount === 0 && spare >= 2 ? 2 : 1;
}

/**
 * Every read's own cost beside its matches (planning a branch, starting an index scan, reading its first rows),
 * counted as this many matches ranked: a language's part with a few hundred matches still takes 2–4 ms.
 */
const READ_COST = 1_000;

/**
 * What a kind's read is expected to cost, to share the reads evenly: the matches it ranks (its language's word
 * statistics' estimate, else the planner's, else its rows), plus `READ_COST`. A probed kind ranks at most what its
 * probe lets through as sparse (one in `PROBE_ROWS / PROBE_ENOUGH` of its rows), or walks its newest rows when they
 * are dense; either way not the planner's estimate of a broad match, which would put every other read on the other
 * connection.
 */
function costOf(plan: Plan, s: Source): number {
  if (!s.large) return 1;
  const estimate = plan.estimates.get(s.key);
  const rows = estimate?.rows ?? 10_000;
  const matches = Math.min(rows, estimate?.fromWords ?? estimate?.matches ?? rows);
  const strategy = strategyOf(plan, s);
  if (!strategy.probe) return READ_COST + matches;
  const { probeRows, probeEnough } = plan.bounds;
  return READ_COST + probeRows + Math.min(matches, Math.ceil((rows * probeEnough) / probeRows));
}

/**
 * The kinds' reads shared among `connections` statements run at once, most costly first, each to the least loaded
 * (only a relevance search that reads several large kinds or parts is worth a second round trip).
 */
function readGroups(plan: Plan, connections: number): number[][] {
  const all = plan.sources.map((_, index) => index);
  const large = plan.sources.filter((s) => s.large).length;
  if (connections < 2 || !plan.tsq || plan.sort !== 'relevance' || large < 2) return [all];
  const groups = Array.from({ length: Math.min(connections, large) }, () => ({
    cost: 0,
    members: [] as number[],
  }));
  for (const index of [...all].sort(
    (a, b) => costOf(plan, plan.sources[b]!) - costOf(plan, plan.sources[a]!),
  )) {
    const least = groups.reduce((min, g) => (g.cost < min.cost ? g : min));
    least.members.push(index);
    least.cost += costOf(plan, plan.sources[index]!);
  }
  return groups.map((g) => g.members.sort((a, b) => a - b)).filter((members) => members.length > 0);
}

type CandidateRow = Omit<SearchRow, 'title_hl' | 'snippet'> & { key: string; sort_date: string | null };

/**
 * The order of `resultOrder`, in JavaScript: the page chosen from candidates read by several statements. Dates
 * compare as `sort_date`, the date to the microsecond as digits (a JavaScript date keeps milliseconds only).
 */
function compareHits(sort: Sort, relevance: boolean): (a: CandidateRow, b: CandidateRow) => number {
  const byDate = (a: CandidateRow, b: CandidateRow, direction: 1 | -1) => {
    if (a.sort_date !== b.sort_date) {
      // Nulls last either way (the SQL's `nulls last`).
      if (a.sort_date === null) return 1;
      if (b.sort_date === null) return -1;
      return a.sort_date < b.sort_date ? -direction : direction;
    }
    return (a.id - b.id) * direction;
  };
  if (sort === 'oldest') return (a, b) => byDate(a, b, 1);
  if (sort === 'newest' || !relevance) return (a, b) => byDate(a, b, -1);
  return (a, b) => (a.score !== b.score ? b.score - a.score : byDate(a, b, -1));
}

/** The page of hits (with snippets, authors and tags) and how many candidates each kind gave. */
async function readPage(
  db: Executor,
  plan: Plan,
  withSnippets: boolean,
  connections = 1,
): Promise<{
  rows: SearchRow[];
  candidates: Map<string, number>;
  authors: Map<number, AuthorRow>;
  tags: Map<string, TagRow[]>;
}> {
  const branches = plan.sources.map((s, index) => branchOf(plan, s, index));
  const order = resultOrder(plan);
  const parsed = plan.query;
  // Each hit is highlighted in its own language, its Chinese and Japanese characters one word each (`markCjk`):
  // spaced when the query has some, or the hit is Chinese or Japanese (its fragments are cut by characters); other
  // text is given as it is (looking for those characters in 8 000 of each hit's characters costs more than the
  // headline).
  const spaced = (column: SQL) =>
    parsed && parsed.cjk.length > 0
      ? sql`reef_search_spaced(${column})`
      : sql`(case when h.language in ('ja', 'zh') then reef_search_spaced(${column}) else ${column} end)`;
  const headline = (column: SQL, options: SQL | string = HEADLINE_OPTIONS) =>
    parsed
      ? sql`ts_headline(reef_search_config(h.language), ${spaced(column)}, ${parsed.headline(sql`h.language`)}, ${options})`
      : sql`left(${column}, 1200)`;
  const bodyOf = (type: SearchRow['type']) => sql.raw(`(${BODY_SOURCE[type]})`);
  const snippets = withSnippets
    ? sql`${headline(sql`h.title`, TITLE_HEADLINE_OPTIONS)} as title_hl,
        ${headline(
          sql`left(coalesce(case h.type ${sql.join(
            (Object.keys(BODY_SOURCE) as SearchRow['type'][]).map(
              (type) => sql`when ${sql.raw(`'${type}'`)} then ${bodyOf(type)}`,
            ),
            sql` `,
          )} end, ''), ${SNIPPET_SOURCE_CHARS})`,
          sql`case when h.language in ('ja', 'zh') then ${CJK_HEADLINE_OPTIONS} else ${HEADLINE_OPTIONS} end`,
        )} as snippet`
    : sql`h.title as title_hl, '' as snippet`;
  const decorations = sql`${snippets},
        ${withSnippets ? sql`${AUTHOR_JSON} as author, ${TAGS_JSON} as tags` : sql`null as author, null as tags`}`;
  const score = parsed ? parsed.perRow(sql`c.language`, (q) => sql`ts_rank_cd(c.v, ${q}, 1)`) : sql`0`;
  const groups = readGroups(plan, connections);
  let result: PageRow[];
  let counted: Record<string, number>;
  if (groups.length === 1) {
    // `counts` always gives one row, so the candidate counts arrive even when the page is empty.
    result = await queryRows<PageRow>(
      db,
      // Planned with its values each time: its best plan depends on the words (statement-names.ts).
      sql`${sql.raw(PLAN_EACH_TIME)}with cand as materialized (${sql.join(branches, sql` union all `)}),
      ranked as (select c.type, c.id, c.slug, c.title, c.sub_type, c.language, c.author_id, c.published_at,
        ${score}::float8 as score from cand c),
      page as (select * from ranked order by ${order} limit ${plan.page.limit} offset ${plan.page.offset}),
      counts as (select json_object_agg(key, n) as counts from (select key, count(*)::int as n from cand group by key) x)
      select h.type, h.id, h.slug, h.title, h.sub_type, h.language, h.author_id, h.published_at, h.score,
        ${decorations}, counts.counts
      from counts left join page h on true
      order by ${order}`,
    );
    counted = fromJson(result[0]?.counts ?? null) ?? {};
  } else {
    // Several large kinds or parts: their candidates read (and scored) on several connections at once, the page
    // chosen here in the same order, then its snippets, authors and tags read for it alone.
    const read = await Promise.all(
      groups.map((members) =>
        queryRows<CandidateRow>(
          db,
          sql`${sql.raw(PLAN_EACH_TIME)}with cand as materialized (${sql.join(
            members.map((index) => branches[index]!),
            sql` union all `,
          )})
          select c.type, c.id, c.slug, c.title, c.sub_type, c.language, c.author_id, c.published_at, c.key,
            ${score}::float8 as score, to_char(c.published_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') as sort_date
          from cand c`,
        ),
      ),
    );
    const all = read.flat();
    counted = {};
    for (const row of all) counted[row.key] = (counted[row.key] ?? 0) + 1;
    const page = all
      .map((row) => ({ ...row, score: Number(row.score) }))
      .sort(compareHits(plan.sort, Boolean(plan.tsq)))
      .slice(plan.page.offset, plan.page.offset + plan.page.limit);
    const listed = JSON.stringify(
      // The date as the database gave it (a string to the microsecond), so it comes back the same.
      page.map(({ key: _key, sort_date: _date, published_at, ...row }, ord) => ({
        ...row,
        published_at: published_at instanceof Date ? published_at.toISOString() : published_at,
        ord,
      })),
    );
    result =
      page.length === 0
        ? []
        : await queryRows<PageRow>(
            db,
            sql`select h.type, h.id, h.slug, h.title, h.sub_type, h.language, h.author_id, h.published_at, h.score,
              ${decorations}, null as counts
            from json_to_recordset(${listed}::json) as h(type text, id int, slug text, title text, sub_type text,
              language text, author_id int, published_at timestamptz, score float8, ord int)
            order by h.ord`,
          );
  }
  const rows = result.filter((r) => r.id !== null);
  const authors = new Map<number, AuthorRow>();
  const tags = new Map<string, TagRow[]>();
  for (const row of rows) {
    const author = fromJson(row.author);
    if (author)
      authors.set(author.id, {
        ...author,
        avatarUpdatedAt: author.avatarUpdatedAt ? new Date(author.avatarUpdatedAt) : null,
      });
    const list = fromJson(row.tags);
    if (list)
      tags.set(
        `${row.type}:${row.id}`,
        list.map((g) => ({ ...g, createdAt: new Date(g.createdAt), updatedAt: new Date(g.updatedAt) })),
      );
  }
  const terms = parsed?.cjk ?? [];
  return {
    rows: rows.map(({ counts: _c, author: _a, tags: _t, ...row }) => ({
      ...(row as SearchRow),
      title_hl: markCjk(row.title_hl ?? '', terms),
      snippet: parsed ? markCjk(row.snippet ?? '', terms) : listExcerpt(row.snippet ?? ''),
    })),
    candidates: new Map(Object.entries(counted).map(([k, v]) => [k, Number(v)])),
    authors,
    tags,
  };
}

/** The planner's estimate of the rows a query returns (EXPLAIN, nothing executed; the top node counts them all). */
async function planRows(db: Executor, query: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/**
 * What is known of a kind before it is read: how many rows it reads from (its table's, or its language's share of
 * them, from the statistics), and, for a kind larger than the bounds, the planner's estimate of its match.
 */
type Estimate = {
  rows: number;
  matches?: number;
  /** For a language's part ranked whole: its matches as its language's word statistics expect them (`wordShares`). */
  fromWords?: number;
  /** The rarest word of a reading of several (`rarestWord`): what the rum index reads its candidates in the order of. */
  rankBy?: string;
};

type PlanNode = { 'Node Type'?: string; 'Plan Rows'?: number; Plans?: PlanNode[] };

/**
 * The planner's estimate of the rows each kind's `where` gives: one EXPLAIN of all of them joined by `union all`, whose
 * top node (an Append) has one child per kind, in order (one statement planned, not one per kind).
 */
async function estimateMatches(
  db: Executor,
  sources: Source[],
  where: (s: Source) => SQL = (s) => s.matchWhere,
): Promise<Map<string, number>> {
  if (sources.length === 0) return new Map();
  const arm = (s: Source) => sql`select 1 from ${fromOf(s)} where ${where(s)}`;
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) ${sql.join(
      sources.map((s) => sql`(${arm(s)})`),
      sql` union all `,
    )}`,
  );
  const raw = row?.['QUERY PLAN'];
  let top = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: PlanNode }[])?.[0]?.Plan;
  // A plan with parallel workers puts its Append under a Gather (the rows estimated are the same).
  while (top && top['Node Type'] !== 'Append' && top.Plans?.length === 1) top = top.Plans[0];
  const children = sources.length > 1 && top?.['Node Type'] === 'Append' ? (top.Plans ?? []) : [top];
  // Should the planner ever fold the arms differently, each kind is asked on its own.
  if (children.length !== sources.length) {
    const each = new Map<string, number>();
    for (const s of sources) each.set(s.key, await planRows(db, arm(s)));
    return each;
  }
  return new Map(sources.map((s, i) => [s.key, Math.round(Number(children[i]?.['Plan Rows'] ?? 0))]));
}

/**
 * A language's most common words (lexemes) and the share of its rows that hold each, from its statistics (migration
 * 0033, kept by `ANALYZE`); a word not listed is in at most `floor` of them.
 */
export type WordShares = { shares: Map<string, number>; floor: number };

/**
 * A table's rows, each language's share of them and each language's common words, from the statistics (`ANALYZE`;
 * unknown: 0 rows, no words).
 */
type TableStats = {
  rows: number;
  share: (language: string) => number;
  words: (language: string) => WordShares | undefined;
};

// A reading that is only words joined by `&` (no phrase, prefix, weight, negation or alternative).
const WORD = String.raw`'(?:[^'\\]|''|\\.)+'`;
const ALL_WORDS = new RegExp(`^${WORD}(?: & ${WORD})*$`);

/**
 * How many of a language's `rows` a reading is expected to match, its words taken as independent: null unless the
 * reading is words joined by `&` and the language's statistics are known. Words that go together are expected
 * rarer than they are; a probe checks the part before its newest matches stand in for the best-ranked.
 */
export function expectedMatches(reading: string, words: WordShares | undefined, rows: number): number | null {
  const quoted = words ? wordsOf(reading) : null;
  if (!words || !quoted) return null;
  return Math.round(rows * quoted.reduce((product, q) => product * shareOf(words, q), 1));
}

/**
 * The rarest word of a reading of words joined by `&` (as tsquery text, quoted), by its language's statistics: the
 * order the rum index reads candidates in. Ranking every match by all the words makes the index walk the lists of the
 * common ones ("linux", "install": every row of a language) for each; by the rarest it reads its list and checks the
 * others, 30–50 % less. The candidates are then ranked by the whole query. Null for one word, or another reading.
 */
export function rarestWord(reading: string, words: WordShares): string | null {
  const quoted = wordsOf(reading);
  if (!quoted || quoted.length < 2) return null;
  return quoted.reduce((best, q) => (shareOf(words, q) < shareOf(words, best) ? q : best));
}

/** The quoted words of a reading that is only words joined by `&`, else null. */
const wordsOf = (reading: string): string[] | null =>
  ALL_WORDS.test(reading) ? [...reading.matchAll(new RegExp(WORD, 'g'))].map(([q]) => q) : null;

/** The share of a language's rows holding a quoted word (one the statistics do not list: their least). */
const shareOf = (words: WordShares, quoted: string): number =>
  words.shares.get(quoted.slice(1, -1).replace(/''/g, "'").replace(/\\(.)/g, '$1')) ?? words.floor;

/** Statistics change with `ANALYZE` only: read again after this long. */
const STATS_TTL_MS = 60_000;
const tableStatsCache = new WeakMap<object, { at: number; stats: Promise<Map<string, TableStats>> }>();

/** Forgets what `largeTableStats` read, so the next search reads the statistics again (after an `ANALYZE`). */
export function forgetTableStats(db: Executor): void {
  tableStatsCache.delete(db);
}

/**
 * The large tables' row counts and language shares (`pg_class.reltuples`, the `language` column's most common values),
 * read at most once a minute per database handle: what tells a language's part of a million rows from one of a few
 * thousand without asking the planner about each part.
 */
function largeTableStats(db: Executor): Promise<Map<string, TableStats>> {
  const cached = tableStatsCache.get(db);
  if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.stats;
  const tables = SOURCE_SPECS.filter((spec) => spec.large).map((spec) => spec.table);
  const stats = Promise.all([
    queryRows<{
      table: string;
      rows: number;
      vals: string[] | null;
      freqs: number[] | null;
      distinct: number | null;
    }>(
      db,
      sql`select c.relname as table, greatest(c.reltuples, 0)::float8 as rows, s.most_common_vals::text::text[] as vals,
            s.most_common_freqs::float8[] as freqs, s.n_distinct::float8 as distinct
          from pg_class c
          left join pg_stats s on s.schemaname = current_schema() and s.tablename = c.relname and s.attname = 'language'
          where c.relnamespace = current_schema()::regnamespace and c.relname in (${sql.join(
            tables.map((t) => sql`${t}`),
            sql`, `,
          )})`,
    ),
    languageWords(db, tables),
  ])
    .then(
      ([rows, words]) =>
        new Map(
          rows.map((r) => {
            const vals = r.vals ?? [];
            const freqs = (r.freqs ?? []).map(Number);
            const listed = freqs.reduce((sum, f) => sum + f, 0);
            // A language outside the most common values shares what they leave among the other distinct values.
            const others = Math.max(1, Math.abs(Number(r.distinct ?? 0)) - vals.length);
            const share = (language: string) => {
              const i = vals.indexOf(language);
              return i >= 0 ? (freqs[i] ?? 0) : vals.length > 0 ? Math.max(0, 1 - listed) / others : 1;
            };
            return [
              r.table,
              {
                rows: Number(r.rows),
                share,
                words: (language: string) => words.get(`${r.table}:${language}`),
              },
            ] as const;
          }),
        ),
    )
    .catch(() => new Map<string, TableStats>());
  tableStatsCache.set(db, { at: Date.now(), stats });
  return stats;
}

/**
 * Each language's common words in each large table (`<table>_search_<language>_stats`, migration 0033), keyed
 * `table:language`. The frequencies are shares of the language's rows (the other rows' expression is null); the list
 * ends with the least and greatest of them and the share of null words, which are not words' shares. Empty before
 * the first `ANALYZE`, or on a server without expression statistics (PostgreSQL before 14).
 */
async function languageWords(db: Executor, tables: readonly string[]): Promise<Map<string, WordShares>> {
  const rows = await queryRows<{ name: string; elems: string[] | null; freqs: number[] | null }>(
    db,
    sql`select statistics_name as name, most_common_elems::text::text[] as elems, most_common_elem_freqs::float8[] as freqs
        from pg_stats_ext_exprs where statistics_schemaname = current_schema() and tablename in (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})`,
  ).catch(() => []);
  const out = new Map<string, WordShares>();
  for (const row of rows) {
    const named = /^(\w+)_search_([a-z]{2})_stats$/.exec(row.name);
    const elems = row.elems ?? [];
    const freqs = (row.freqs ?? []).map(Number);
    if (!named || elems.length === 0 || freqs.length < elems.length) continue;
    const shares = new Map(elems.map((word, i) => [word, freqs[i]!] as const));
    out.set(`${named[1]}:${named[2]}`, { shares, floor: Math.min(...freqs.slice(0, elems.length)) });
  }
  return out;
}

/** Two significant digits: an estimate shown as "about 270,000", not as a precise-looking 273,481. */
export function roundEstimate(n: number): number {
  if (n < 100) return n;
  const scale = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / scale) * scale;
}

/**
 * How many each kind matches: exact when its candidates did not reach their limit (they are all its matches),
 * otherwise the planner's estimate (at least the candidates read): the one made before the read when it counted the
 * same rows, or else one EXPLAIN for all the kinds left.
 */
async function countKinds(
  db: Executor,
  plan: Plan,
  candidates: Map<string, number>,
): Promise<{ n: number; estimated: boolean }[]> {
  const reads = plan.sources.map((s) => {
    const { n, newest } = candidatesOf(candidates, s);
    return { s, n, limit: newest ? n : strategyOf(plan, s).limit };
  });
  const known = (s: Source) => (s.hasFilters ? undefined : plan.estimates.get(s.key)?.matches);
  const unknown = reads.filter((r) => r.n >= r.limit && known(r.s) === undefined).map((r) => r.s);
  const asked = await estimateMatches(db, unknown, estimatedWhereOf);
  return reads.map(({ s, n, limit }) =>
    n < limit
      ? { n, estimated: false }
      : { n: Math.max(limit, known(s) ?? asked.get(s.key) ?? 0), estimated: true },
  );
}

async function planFor(db: Executor, q: SearchQuery, useRum: boolean, options: SearchOptions): Promise<Plan> {
  const extra = parseFilter(q.filter);
  const filters: Filters = {
    type: q.type ?? extra.type,
    subType: q.sub_type ?? extra.subType,
    language: q.language ?? extra.language,
    tag: q.tag ?? extra.tag,
    since: q.time_range ?? null,
    mutedBy: options.mutedBy,
  };
  // A sub-type names its type (no two types share one): `sub_type=blog` alone searches blog posts.
  if (filters.subType && !filters.type) filters.type = searchTypeOfSubType(filters.subType) ?? 'tutorial';
  const text = q.query.trim();
  const query = text ? await parseQuery(db, text, filters.language) : null;
  const tsq = query?.any ?? null;
  const split = Boolean(query && (query.varies || query.cjk.length > 0) && !filters.language);
  const sources = SOURCE_SPECS.flatMap((spec) =>
    split && spec.large
      ? query!.parts.map((part) => sourceOf(spec, query, filters, part))
      : [sourceOf(spec, query, filters)],
  ).filter((s): s is Source => s !== null && (!filters.type || s.type === filters.type));
  return {
    language: filters.language,
    sources,
    tsq,
    query,
    sort: q.sort_by,
    page: toPage(q.page, q.hits_per_page),
    useRum,
    bounds: {
      candidates: options.candidates ?? CANDIDATES,
      rumRankedMax: options.rumRankedMax ?? RUM_RANKED_MAX,
      rankAllMax: options.rankAllMax ?? RANK_ALL_MAX,
      probeRows: options.probeRows ?? PROBE_ROWS,
      probeEnough: options.probeEnough ?? PROBE_ENOUGH,
      probeMinEstimate: options.probeMinEstimate ?? PROBE_MIN_ESTIMATE,
      wordsDenseMin: options.wordsDenseMin ?? WORDS_DENSE_MIN,
      walkCost: options.walkCost ?? WALK_COST,
    },
    estimates: new Map(),
  };
}

/** A relevance search first asks the planner how many each large kind matches: that picks its strategy. */
async function estimateLargeKinds(db: Executor, plan: Plan): Promise<void> {
  if (!plan.tsq || plan.sort !== 'relevance') return;
  const stats = await largeTableStats(db);
  const bound = plan.useRum ? plan.bounds.rumRankedMax : plan.bounds.rankAllMax;
  const large: Source[] = [];
  for (const s of plan.sources.filter((source) => source.large)) {
    const table = stats.get(s.table);
    const rows = table
      ? Math.round(table.rows * (s.languages ? s.languages.reduce((sum, l) => sum + table.share(l), 0) : 1))
      : 0;
    // Only a kind too large to rank whole needs the planner's estimate of its match (the probe's threshold); one
    // in one language is looked up in that language's statistics, whose estimate also stands for its count, and
    // whose rarest word orders its ranked read.
    const estimate: Estimate = { rows };
    const words =
      plan.useRum && s.reading && s.languages?.length === 1 ? table?.words(s.languages[0]!) : undefined;
    if (words && s.reading) {
      estimate.rankBy = rarestWord(s.reading, words) ?? undefined;
      const expected = rows > bound ? null : expectedMatches(s.reading, words, rows);
      if (expected !== null) Object.assign(estimate, { fromWords: expected, matches: expected });
    }
    plan.estimates.set(s.key, estimate);
    if (rows > bound) large.push(s);
  }
  for (const [key, matches] of await estimateMatches(db, large))
    plan.estimates.set(key, { ...plan.estimates.get(key)!, matches });
}

/** The key of a kind's candidates when a probe found them among its newest rows (`Strategy.probe`). */
const NEWEST_SUFFIX = '~newest';

/** A kind's candidates, and whether they came from its newest rows (a probe), so they are not all its matches. */
function candidatesOf(candidates: Map<string, number>, s: Source): { n: number; newest: boolean } {
  const newest = candidates.get(`${s.key}${NEWEST_SUFFIX}`);
  return newest !== undefined
    ? { n: newest, newest: true }
    : { n: candidates.get(s.key) ?? 0, newest: false };
}

/** Runs a search; `suggestions` are offered when a non-empty query matched nothing. */
export async function search(db: Executor, q: SearchQuery, options: SearchOptions = {}) {
  const text = q.query.trim();
  const useRum = options.rum !== false && (await hasRumIndexes(db));
  const plan = await planFor(db, q, useRum, options);
  if (plan.sources.length === 0)
    return {
      rows: [] as SearchRow[],
      authors: new Map<number, AuthorRow>(),
      tags: new Map<string, TagRow[]>(),
      meta: {
        ...paginationMeta(plan.page, 0),
        query: text,
        suggestions: [] as string[],
        total_estimated: false,
      },
    };
  await estimateLargeKinds(db, plan);
  const { rows, candidates, authors, tags } = await readPage(db, plan, true, connectionsOf(db, options));
  const counts = await countKinds(db, plan, candidates);
  const estimated = counts.some((c) => c.estimated);
  const exact = counts.reduce((sum, c) => sum + c.n, 0);
  const total = estimated ? roundEstimate(exact) : exact;
  const meta = paginationMeta(plan.page, total);
  // An estimated total counts matches beyond the candidates: the pages offered end with the candidates.
  const reachable = [...candidates.values()].reduce((sum, n) => sum + n, 0);
  if (estimated && plan.sort === 'relevance')
    meta.pagination.page.count = Math.max(1, Math.ceil(Math.min(total, reachable) / plan.page.limit));
  const suggestions = total === 0 && text ? await suggest(db, text, options, plan.language) : [];
  return {
    rows,
    authors,
    tags,
    meta: { ...meta, query: text, suggestions, total_estimated: estimated },
  };
}

/** A word's letters in order (`nginx` → `ginnx`): words that are the same letters swapped compare equal. */
const sortedLetters = (word: SQL): SQL =>
  sql`(select string_agg(letter, '' order by letter) from regexp_split_to_table(${word}, '') letter)`;

/**
 * Close spellings for a query that matched nothing: each word not in the dictionary replaced by the most
 * similar published tag name or known word (pg_trgm over `search_words`, or the same letters with two swapped),
 * offered only when the corrected query finds public content, followed by the titles it finds first.
 */
export async function suggest(
  db: Executor,
  text: string,
  options: SearchOptions = {},
  language?: string,
): Promise<string[]> {
  // Chinese and Japanese have no spelled words to correct (a wrong character is another word, not a typo).
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length >= 3 && cjkTerms(w).length === 0)
    .slice(0, 6);
  if (words.length === 0) return [];
  // With a language asked for, only its words: a German query is corrected to German.
  const inLanguage = language ? sql`and language = ${language}` : sql``;
  // Each word's closest known spelling, all words in one statement (a known word is its own closest).
  const best = await queryRows<{ i: number; best: string | null }>(
    db,
    sql`select q.i::int as i, (select word from (
          select lower(name) as word, similarity(lower(name), q.w) as s from tags where state = 'published' and name % q.w
          union all
          select word, similarity(word, q.w) as s from search_words where word % q.w ${inLanguage}
          union all
          -- Two letters swapped ("ngnix" for nginx) share too few trigrams: a word of the same length, first letter
          -- and letters is offered just above the threshold, below any closer trigram match.
          select word, 0.301 as s from search_words
          where length(word) = length(q.w) and left(word, 1) = left(q.w, 1) and word <> q.w ${inLanguage}
            and ${sortedLetters(sql.raw('word'))} = ${sortedLetters(sql.raw('q.w'))}
        ) c where s > 0.3 order by s desc, word limit 1) as best
        from unnest(array[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]) with ordinality q(w, i) order by q.i`,
  );
  const corrected = words.map((word, n) => best.find((b) => b.i === n + 1)?.best ?? word);
  const changed = corrected.some((word, n) => word !== words[n]);
  if (!changed) return [];
  const query = corrected.join(' ');
  const useRum = options.rum !== false && (await hasRumIndexes(db));
  const plan = await planFor(
    db,
    { query, sort_by: 'relevance', page: 1, hits_per_page: 4, language } as SearchQuery,
    useRum,
    options,
  );
  await estimateLargeKinds(db, plan);
  const { rows } = await readPage(db, plan, false);
  if (rows.length === 0) return [];
  const out = [query];
  for (const row of rows) if (!out.includes(row.title)) out.push(row.title);
  return out.slice(0, 5);
}
