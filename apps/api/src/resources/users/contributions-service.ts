// A member's public contributions and stats (static-content API): only publicly visible rows; and the member's own
// contributions held for review (dynamic API, for the member and moderators).
import { API_PAGE_SIZES } from '@reef/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paginationMeta, toPage } from '../../platform/lib/pagination.js';
import { escapeLike, queryRows, reusableRows } from '../../platform/lib/sql.js';

/**
 * A listed contribution: `excerpt` is the start of a tutorial's description (plain text), or of a question's, answer's
 * or comment's rendered HTML; contributions-presenter.ts turns either into a plain, whole-word excerpt.
 */
export type ContributionRow = {
  type: 'tutorial' | 'question' | 'answer' | 'comment';
  id: number;
  title: string;
  slug: string;
  root_type: string;
  excerpt: string;
  language: string;
  upvotes_count: number;
  created_at: Date | string;
};

/**
 * The most contributions a member's list counts: past it the total says 1 000 and `total_estimated` is true (the
 * pages stop there; the other sort reaches the other end). Counting every row would cost as much as reading them.
 */
export const CONTRIBUTIONS_COUNT_CAP = 1000;

/**
 * One page of a member's contributions, with its total (one statement; a page past the end counts on its own). Its
 * statements are built once per shape (kinds, search, language, order; platform/lib/sql.ts `reusableRows`) with the member,
 * the search, the language and the page as parameters.
 */
export async function listContributions(
  db: Executor,
  userId: number,
  input: { query?: string; type?: string; language?: string; sort_by: string; page: number },
) {
  const page = toPage(input.page, API_PAGE_SIZES.contributions.default);
  const like = input.query ? `%${escapeLike(input.query)}%` : null;
  const lang = input.language ?? null;
  const type = input.type && input.type in BRANCHES ? (input.type as keyof typeof BRANCHES) : null;
  const dir = input.sort_by === 'oldest' ? 'asc' : 'desc';
  const shape = `${type ?? 'all'}_${like ? 'search' : 'any'}_${lang ? 'language' : 'every'}_${dir}`;
  const values = {
    userId,
    like,
    lang,
    upTo: page.offset + page.limit,
    limit: page.limit,
    offset: page.offset,
  };
  // The page carries its total (the count runs once in the same statement); a page past the end, with no row to
  // carry it, is counted on its own.
  const listed = await reusableRows<ContributionRow & { total: number }>(
    db,
    `contributions_page_${shape}`,
    () => contributionsPage(type, Boolean(like), Boolean(lang), dir),
    values,
  );
  const [counts] =
    listed.length > 0
      ? [{ n: listed[0]!.total }]
      : await reusableRows<{ n: number }>(
          db,
          `contributions_count_${shape}`,
          () => contributionsCount(type, Boolean(like), Boolean(lang)),
          values,
        );
  const rows: ContributionRow[] = listed.map(({ total: _total, ...row }) => row);
  const counted = Number(counts?.n ?? 0);
  const total = Math.min(counted, CONTRIBUTIONS_COUNT_CAP);
  return {
    rows,
    meta: { ...paginationMeta(page, total), total_estimated: counted > CONTRIBUTIONS_COUNT_CAP },
  };
}

/** What varies between calls of one shape, as parameters. */
const p = {
  userId: sql.placeholder('userId'),
  like: sql.placeholder('like'),
  lang: sql.placeholder('lang'),
  upTo: sql.placeholder('upTo'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** Each kind's rows, newest or oldest first, with or without a search and a language. */
const BRANCHES = {
  tutorial: (like: boolean, lang: boolean) =>
    sql`select 'tutorial' as type, t.id, t.title, t.slug, 'tutorial' as root_type, left(t.description, 1000) as excerpt, t.language, t.upvotes_count, coalesce(t.published_at, t.created_at) as created_at
      from tutorials t where t.author_id = ${p.userId} and t.state in ('published', 'deprecated')
      ${like ? sql`and (t.title ilike ${p.like} or t.description ilike ${p.like})` : sql``} ${lang ? sql`and t.language = ${p.lang}` : sql``}`,
  question: (like: boolean, lang: boolean) =>
    sql`select 'question' as type, q.id, q.title, q.slug, 'question' as root_type, left(q.body_html, 4000) as excerpt, q.language, q.upvotes_count, q.created_at
      from questions q where q.author_id = ${p.userId} and q.state = 'published'
      ${like ? sql`and (q.title ilike ${p.like} or q.body_markdown ilike ${p.like})` : sql``} ${lang ? sql`and q.language = ${p.lang}` : sql``}`,
  answer: (like: boolean, lang: boolean) => commentBranch('answer', like, lang),
  comment: (like: boolean, lang: boolean) => commentBranch('comment', like, lang),
};

function contributionsPage(
  type: keyof typeof BRANCHES | null,
  like: boolean,
  lang: boolean,
  dir: 'asc' | 'desc',
): SQL {
  const parts = (type ? [BRANCHES[type]] : Object.values(BRANCHES)).map((branch) => branch(like, lang));
  const order = sql.raw(`created_at ${dir}, id ${dir}`);
  // Each kind reads only its first offset + limit rows in the list's order (from the author's date indexes), so a
  // page costs what it shows, not the member's whole history; the union of those is sorted and cut again.
  const ordered = sql.join(
    parts.map((part) => sql`(${part} order by ${order} limit ${p.upTo})`),
    sql` union all `,
  );
  const total = contributionsCount(type, like, lang);
  return sql`select listed.*, (${total}) as total from (${ordered}) listed order by ${order} limit ${p.limit} offset ${p.offset}`;
}

/**
 * Without a search or a kind the total is the member's stored count (user_counts, kept by the database);
 * otherwise the matching rows are counted, up to the cap.
 */
function contributionsCount(type: keyof typeof BRANCHES | null, like: boolean, lang: boolean): SQL {
  if (!like && !type)
    return sql`select coalesce(sum(contributions), 0)::int as n from user_counts where user_id = ${p.userId} ${lang ? sql`and language = ${p.lang}` : sql``}`;
  const parts = (type ? [BRANCHES[type]] : Object.values(BRANCHES)).map((branch) => branch(like, lang));
  return sql`select count(*)::int as n from (select 1 from (${sql.join(parts, sql` union all `)}) listed limit ${CONTRIBUTIONS_COUNT_CAP + 1}) bounded`;
}

function commentBranch(type: 'answer' | 'comment', like: boolean, lang: boolean): SQL {
  // A comment is public when it and its thread's top-level object are.
  return sql`select ${sql.raw(`'${type}'`)} as type, c.id, coalesce(t.title, q.title) as title, coalesce(t.slug, q.slug) as slug, c.root_type, left(c.body_html, 4000) as excerpt,
      coalesce(t.language, q.language) as language, c.upvotes_count, c.created_at
    from comments c
    left join tutorials t on c.root_type = 'tutorial' and t.id = c.root_id and t.state in ('published', 'deprecated', 'unlisted')
    left join questions q on c.root_type = 'question' and q.id = c.root_id and q.state in ('published', 'unlisted')
    where c.author_id = ${p.userId} and c.type = ${sql.raw(`'${type}'`)} and c.state = 'published' and (t.id is not null or q.id is not null)
    ${like ? sql`and c.body_markdown ilike ${p.like}` : sql``} ${lang ? sql`and coalesce(t.language, q.language) = ${p.lang}` : sql``}`;
}

/**
 * Counts of a member's public contributions in one language, from the stored counts (user_counts, migration 0020):
 * comments and upvotes received are counted in every language.
 */
export async function userStats(db: Executor, userId: number, language: string) {
  const [row] = await reusableRows<{
    tutorials: number;
    questions: number;
    answers: number;
    comments: number;
    accepted_answers: number;
    upvotes_received: number;
  }>(
    db,
    'user_stats',
    () => sql`select
      coalesce(sum(tutorials) filter (where language = ${p.lang}), 0)::int as tutorials,
      coalesce(sum(questions) filter (where language = ${p.lang}), 0)::int as questions,
      coalesce(sum(answers) filter (where language = ${p.lang}), 0)::int as answers,
      coalesce(sum(comments), 0)::int as comments,
      coalesce(sum(accepted_answers) filter (where language = ${p.lang}), 0)::int as accepted_answers,
      coalesce(sum(upvotes_received), 0)::int as upvotes_received
      from user_counts where user_id = ${p.userId}`,
    { userId, lang: language },
  );
  return { language, ...row! };
}

export type PendingRow = {
  type: 'question' | 'answer' | 'comment';
  id: number;
  title: string;
  slug: string;
  root_type: string;
  root_id: number;
  excerpt: string;
  state: 'under_review' | 'spam';
  created_at: Date | string;
};

/** Most held items listed at once: a member with more is a moderation matter, not a list to page through. */
export const PENDING_LIMIT = 100;

/**
 * A member's questions, answers and comments held by the spam checks (`under_review`, or `spam` until a moderator
 * decides), newest first. Comments keep the title and slug of their thread whatever its state.
 */
export async function listPendingContributions(db: Executor, userId: number): Promise<PendingRow[]> {
  return queryRows<PendingRow>(
    db,
    sql`select * from (
      select 'question' as type, q.id, q.title, q.slug, 'question' as root_type, q.id as root_id, left(q.body_html, 4000) as excerpt, q.state, q.created_at
        from questions q where q.author_id = ${userId} and q.state in ('under_review', 'spam')
      union all
      select c.type, c.id, coalesce(t.title, q.title) as title, coalesce(t.slug, q.slug) as slug, c.root_type, c.root_id, left(c.body_html, 4000) as excerpt, c.state, c.created_at
        from comments c
        left join tutorials t on c.root_type = 'tutorial' and t.id = c.root_id
        left join questions q on c.root_type = 'question' and q.id = c.root_id
        where c.author_id = ${userId} and c.state in ('under_review', 'spam') and c.type in ('answer', 'comment') and (t.id is not null or q.id is not null)
    ) p order by created_at desc, id desc limit ${PENDING_LIMIT}`,
  );
}
