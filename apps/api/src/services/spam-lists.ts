// Spam IPs, spam phrases and permitted domains: the lists the spam checks read (community-app §7).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { permittedDomains, spamIps, spamPhrases } from '../db/schema/index.js';
import { escapeLike } from '../lib/sql.js';
import { findRecord, type RecordFinder, type RecordTable } from './records.js';

/** Entries containing `search` (any case), or every entry. */
export function entriesMatching(value: PgColumn, search: string | undefined): SQL | undefined {
  return search ? sql`${value} ilike ${'%' + escapeLike(search) + '%'}` : undefined;
}

/** An entry of a list by id, or 404. */
export function findEntry<Row>(finder: RecordFinder<Row>, table: RecordTable, id: string): Promise<Row> {
  return findRecord(finder, eq(table.id, Number(id)), 'Entry not found');
}

/** The three lists: table, finder and the column holding the value. */
export const SPAM_LISTS = {
  permittedDomains: { table: permittedDomains, rows: (db: Executor) => db.query.permittedDomains },
  spamIps: { table: spamIps, rows: (db: Executor) => db.query.spamIps },
  spamPhrases: { table: spamPhrases, rows: (db: Executor) => db.query.spamPhrases },
} as const;
