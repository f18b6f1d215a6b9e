// Spam IPs, spam phrases and permitted domains: the lists the spam checks read (community-app §7).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { permittedDomains, spamIps, spamPhrases } from '../../db/schema/index.js';
import { findRecord, type RecordFinder, type RecordTable } from '../../platform/services/records.js';
import { msg } from '../../platform/i18n.js';

/** An entry of a list by id, or 404. */
export function findEntry<Row>(finder: RecordFinder<Row>, table: RecordTable, id: string): Promise<Row> {
  return findRecord(finder, eq(table.id, Number(id)), msg('errors', 'missing.entry'));
}

/** The three lists: table, finder and the column holding the value. */
export const SPAM_LISTS = {
  permittedDomains: { table: permittedDomains, rows: (db: Executor) => db.query.permittedDomains },
  spamIps: { table: spamIps, rows: (db: Executor) => db.query.spamIps },
  spamPhrases: { table: spamPhrases, rows: (db: Executor) => db.query.spamPhrases },
} as const;
