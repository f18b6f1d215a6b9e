// Spam IPs, spam phrases and permitted domains: the lists the spam checks read (community-app §7).
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { permittedDomains, spamIps, spamPhrases } from '../db/schema/index.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { paginationMeta, toPage } from '../lib/pagination.js';
import { escapeLike } from '../lib/sql.js';

export const SPAM_LISTS = {
  permitted_domains: {
    table: permittedDomains,
    value: permittedDomains.domain,
    field: 'domain',
    wrapper: 'permitted_domain',
  },
  spam_ips: { table: spamIps, value: spamIps.ip, field: 'ip', wrapper: 'spam_ip' },
  spam_phrases: { table: spamPhrases, value: spamPhrases.phrase, field: 'phrase', wrapper: 'spam_phrase' },
} as const;
export type SpamListKind = keyof typeof SPAM_LISTS;
export type SpamListEntry = { id: number; value: string; createdAt: Date };

function columns(kind: SpamListKind) {
  const list = SPAM_LISTS[kind];
  return { id: list.table.id, value: list.value, createdAt: list.table.createdAt };
}

/** Entries of one list, oldest first, optionally filtered by a substring. */
export async function listEntries(
  db: Executor,
  kind: SpamListKind,
  input: { page: number; limit: number; search?: string },
) {
  const list = SPAM_LISTS[kind];
  const page = toPage(input.page, input.limit);
  const where = input.search ? sql`${list.value} ilike ${'%' + escapeLike(input.search) + '%'}` : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(columns(kind))
      .from(list.table)
      .where(where)
      .orderBy(asc(list.table.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(list.table)
      .where(where),
  ]);
  return { rows: rows as SpamListEntry[], meta: paginationMeta(page, count?.n ?? 0) };
}

/** Adds an entry; the same value twice is a 409. */
export async function addEntry(db: Database, kind: SpamListKind, value: string): Promise<SpamListEntry> {
  const list = SPAM_LISTS[kind];
  try {
    const [row] = await db
      .insert(list.table)
      .values({ [list.field]: value } as never)
      .returning(columns(kind));
    return row as SpamListEntry;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`This ${list.field} is already listed`);
    throw error;
  }
}

/** Removes an entry, returning it; 404 when missing. */
export async function removeEntry(db: Database, kind: SpamListKind, id: number): Promise<SpamListEntry> {
  const list = SPAM_LISTS[kind];
  const [row] = await db.delete(list.table).where(eq(list.table.id, id)).returning(columns(kind));
  if (!row) throw new NotFoundError('Entry not found');
  return row as SpamListEntry;
}
