// The steps every administered table shares: find one row by id or key (404), a page of rows with its
// count, and writes whose unique-key violation is a 409 naming the field. Resources describe their
// table and key (apps/api/src/resources/<name>/admin.ts); what is particular to one stays in its own service.
import type { PaginationMeta } from '@reef/core';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { ConflictError, localDetail, NotFoundError } from '../errors.js';
import { msg, type LocalMessage } from '../i18n.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { isNumericId, paginationMeta, toPage } from '../lib/pagination.js';
import { escapeLike } from '../lib/sql.js';

/** A table with a numeric `id`. */
export type RecordTable = PgTable & { id: PgColumn };

/** The relational finder of a table (`db.query.featureFlags`), which types its rows. */
export type RecordFinder<Row> = {
  findFirst(config: { where?: SQL }): PromiseLike<Row | undefined>;
  findMany(config: { where?: SQL; orderBy?: SQL[]; limit?: number; offset?: number }): PromiseLike<Row[]>;
};

/** How a table's rows are found: its finder, its table, and the unique key besides the id. */
export type RecordSource<T extends RecordTable> = {
  table: T;
  rows: (db: Executor) => RecordFinder<T['$inferSelect']>;
  /** The unique column a path segment names when it is not a number. */
  key: PgColumn;
  /** Keys are stored lowercase, so a lookup lowercases them too. */
  lowercaseKey?: boolean;
  /** A numeric segment may also be a key (slugs that are all digits). */
  numericKeys?: boolean;
};

/** The condition that finds `idOrKey`: the id when it is numeric, otherwise the key. */
export function byIdOrKey(source: Omit<RecordSource<RecordTable>, 'rows'>, idOrKey: string): SQL | undefined {
  const key = eq(source.key, source.lowercaseKey ? idOrKey.toLowerCase() : idOrKey);
  if (!isNumericId(idOrKey)) return key;
  const id = eq(source.table.id, Number(idOrKey));
  return source.numericKeys ? or(id, key) : id;
}

/** Rows whose column contains `text` (any case); every row when there is no text. */
export function containing(column: PgColumn, text: string | undefined): SQL | undefined {
  return text ? sql`${column} ilike ${'%' + escapeLike(text) + '%'}` : undefined;
}

/** The first row matching, or a 404 with `message`. */
export async function findRecord<Row>(
  finder: RecordFinder<Row>,
  where: SQL | undefined,
  message: string | LocalMessage,
): Promise<Row> {
  const row = await finder.findFirst({ where });
  if (!row) throw new NotFoundError(message);
  return row;
}

/** One page of rows and the pagination block of their count. */
export async function listRecords<Row>(
  db: Executor,
  source: { table: RecordTable; rows: (db: Executor) => RecordFinder<Row> },
  input: { page: number; limit: number; where?: SQL; orderBy: SQL[] },
): Promise<{ rows: Row[]; meta: PaginationMeta }> {
  const page = toPage(input.page, input.limit);
  const [rows, total] = await Promise.all([
    source.rows(db).findMany({
      where: input.where,
      orderBy: input.orderBy,
      limit: page.limit,
      offset: page.offset,
    }),
    db.$count(source.table, input.where),
  ]);
  return { rows, meta: paginationMeta(page, total) };
}

/** Runs a write; a unique violation becomes a 409 whose detail names the field (`feature_flag.name`). */
export async function withUniqueKey<T>(
  write: () => Promise<T>,
  message: string | LocalMessage,
  path: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(message, [localDetail(path, msg('errors', 'validation.already_used'))]);
    throw error;
  }
}

/** Inserts a row and returns it. */
export async function insertRecord<T extends RecordTable>(
  db: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Updates a row by id and reads it back. */
export async function updateRecord<T extends RecordTable>(
  db: Executor,
  source: RecordSource<T>,
  id: number,
  patch: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  await db.update(source.table).set(patch).where(eq(source.table.id, id));
  return findRecord(source.rows(db), eq(source.table.id, id), msg('errors', 'default.not_found'));
}

/** Deletes a row by id, returning it; 404 when it is gone. */
export async function deleteRecord<T extends RecordTable>(
  db: Executor,
  table: T,
  id: number,
  message: string | LocalMessage,
): Promise<T['$inferSelect']> {
  const [row] = await db.delete(table).where(eq(table.id, id)).returning();
  if (!row) throw new NotFoundError(message);
  return row;
}
