import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  return paginate(db, toPage(input.page, input.limit), rows, { from: table, where }) as Promise<
    Paginated<T['$inferSelect']>
  >;
}
