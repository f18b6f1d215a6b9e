// Page arithmetic shared by every list. Pages are 1-based (page 0 reads as the first page), except
// the calls whose spec default is page 0, which are 0-based end to end (`base: 0`).
import { isDbId, type PaginationMeta } from '@reef/core';
import { sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { queryRows } from './sql.js';

export type Page = { page: number; limit: number; offset: number; base: 0 | 1 };

/** Normalises `page`/`limit` into an offset. */
export function toPage(page: number, limit: number, base: 0 | 1 = 1): Page {
  if (base === 0) return { page, limit, offset: page * limit, base };
  const current = Math.max(1, page);
  return { page: current, limit, offset: (current - 1) * limit, base };
}

/** The `meta` block of a list response; `current` is in the page's own base. */
export function paginationMeta(page: Page, total: number): PaginationMeta {
  return {
    pagination: {
      page: { current: page.page, count: Math.max(1, Math.ceil(total / page.limit)) },
      per_page: page.limit,
      total,
    },
  };
}

/**
 * A page size (or a first page's offset, 0) written into a statement's text instead of sent as a parameter (for
 * `.limit()`, `.offset()`; the size is an integer the query's schema bounded, so a list has a handful of texts). PostgreSQL costs a generic plan whose limit
 * is a parameter as if it read a tenth of the rows, so a statement whose best plan stops after the page never finds
 * its generic plan cheap enough to keep, and is planned on every call.
 */
export function literalLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`Bad page size ${limit}`);
  return sql.raw(String(limit)) as unknown as number;
}

/** Whether a path segment is a numeric id (otherwise it is a slug). */
export function isNumericId(value: string): boolean {
  return isDbId(value);
}

/**
 * What a list counts: its table and the same filter as its rows; `stored`, when given, reads the same number from
 * a kept counter instead (null when it cannot say, and the rows are counted).
 */
export type Counted = { from: PgTable; where: SQL | undefined; stored?: () => Promise<number | null> };

/** One page of a list and the `meta` block counting every row of it. */
export type Paginated<T> = { rows: T[]; total: number; meta: PaginationMeta };

/**
 * One page of a list: `rows` is the list query, filtered and ordered, without limit and offset
 * (`.$dynamic()`); `counted` names the table and filter it counts. Both run at once.
 */
export async function paginate<Q extends PgSelect>(
  db: Executor,
  page: Page,
  rows: Q,
  counted: Counted,
): Promise<Paginated<Q['_']['result'][number]>> {
  const countRows = async () => {
    const stored = counted.stored ? await counted.stored() : null;
    if (stored !== null) return stored;
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(counted.from)
      .where(counted.where);
    return count?.n ?? 0;
  };
  const [items, total] = await Promise.all([
    rows.limit(page.limit).offset(page.offset) as unknown as Promise<Q['_']['result']>,
    countRows(),
  ]);
  return { rows: items, total, meta: paginationMeta(page, total) };
}

/**
 * One page of a raw-SQL list (a union of several tables): `source` is the select of every row, `orderBy`
 * its order over the source's column names.
 */
export async function paginateSql<T>(
  db: Executor,
  page: Page,
  source: SQL,
  orderBy: SQL,
): Promise<Paginated<T>> {
  const [items, [count]] = await Promise.all([
    queryRows<T>(
      db,
      sql`select * from (${source}) listed order by ${orderBy} limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${source}) listed`),
  ]);
  const total = Number(count?.n ?? 0);
  return { rows: items, total, meta: paginationMeta(page, total) };
}
