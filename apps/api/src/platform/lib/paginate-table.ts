import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client.js';
import { paginate, toPage, type Paginated } from './pagination.js';

/** One page of a table's whole rows that match `where`, in the given order, with the total that match. */
export function paginateTable<T extends PgTable>(
  db: Executor,
  input: { page: number; limit: number },
  table: T,
  where: SQL | undefined,
  ...orderBy: SQL[]
): Promise<Paginated<T['$inferSelect']>> {
  return paginateSelection(db, input, getTableColumns(table), table, where, ...orderBy);
}

/**
 * One page of `fields` selected from a table (its rows beside computed columns, such as a count of what
 * belongs to each) for the rows that match `where`, in the given order, with the total that match.
 */
export function paginateSelection<S extends SelectedFields>(
  db: Executor,
  input: { page: number; limit: number },
  fields: S,
  table: PgTable,
  where: SQL | undefined,
  ...orderBy: SQL[]
): Promise<Paginated<SelectResultFields<S>>> {
  const rows = db
    .select(fields as SelectedFields)
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  return paginate(db, toPage(input.page, input.limit), rows, { from: table, where }) as Promise<
    Paginated<SelectResultFields<S>>
  >;
}
