// Global contents (community-app §7): keyed JSON blocks; `top_hat` is the top bar's list of
// { title, url, newTab } (content-and-presentation §3 "Menu data", §7).
import { TOP_HAT_KEY, topHatItem } from '@reef/core';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../db/client.js';
import { globalContents } from '../db/schema/index.js';
import { ConflictError, NotFoundError, UnprocessableError } from '../errors.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { isNumericId, paginationMeta, toPage } from '../lib/pagination.js';

export type GlobalContentRow = typeof globalContents.$inferSelect;

// Keys whose data has a known shape are checked on write, so the site can trust what it reads.
const KNOWN_SHAPES: Record<string, z.ZodType> = { [TOP_HAT_KEY]: z.array(topHatItem).max(20) };

function checkData(key: string, data: unknown): unknown {
  if (data === undefined)
    throw new UnprocessableError('data is required', [{ path: 'global_content.data', message: 'Required' }]);
  const shape = KNOWN_SHAPES[key];
  if (!shape) return data;
  const parsed = shape.safeParse(data);
  if (!parsed.success) {
    throw new UnprocessableError(
      `The data of ${key} does not have its shape`,
      parsed.error.issues.map((i) => ({
        path: ['global_content.data', ...i.path].join('.'),
        message: i.message,
        code: i.code,
      })),
    );
  }
  return parsed.data;
}

/** A block by id or key, or 404. */
export async function findGlobalContent(db: Executor, idOrKey: string): Promise<GlobalContentRow> {
  const [row] = await db
    .select()
    .from(globalContents)
    .where(isNumericId(idOrKey) ? eq(globalContents.id, Number(idOrKey)) : eq(globalContents.key, idOrKey))
    .limit(1);
  if (!row) throw new NotFoundError('Global content not found');
  return row;
}

/** Every block, by key. */
export async function listGlobalContents(db: Executor, input: { page: number; limit: number }) {
  const page = toPage(input.page, input.limit);
  const [rows, [count]] = await Promise.all([
    db.select().from(globalContents).orderBy(asc(globalContents.key)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(globalContents),
  ]);
  return { rows, meta: paginationMeta(page, count?.n ?? 0) };
}

function conflict(error: unknown): never {
  if (isUniqueViolation(error))
    throw new ConflictError('A global content with this key exists', [
      { path: 'global_content.key', message: 'Already used' },
    ]);
  throw error;
}

/** Creates a block. */
export async function createGlobalContent(
  db: Database,
  input: { key: string; data?: unknown },
): Promise<GlobalContentRow> {
  try {
    const [row] = await db
      .insert(globalContents)
      .values({ key: input.key, data: checkData(input.key, input.data) })
      .returning();
    return row!;
  } catch (error) {
    return conflict(error);
  }
}

/** Updates a block (its data is checked against the shape of its — possibly new — key). */
export async function updateGlobalContent(
  db: Database,
  row: GlobalContentRow,
  input: { key?: string; data?: unknown },
): Promise<GlobalContentRow> {
  const key = input.key ?? row.key;
  const data = checkData(key, input.data === undefined ? row.data : input.data);
  try {
    const [saved] = await db
      .update(globalContents)
      .set({ key, data, updatedAt: new Date() })
      .where(eq(globalContents.id, row.id))
      .returning();
    return saved!;
  } catch (error) {
    return conflict(error);
  }
}

/** Deletes a block. */
export async function deleteGlobalContent(db: Database, row: GlobalContentRow): Promise<void> {
  await db.delete(globalContents).where(eq(globalContents.id, row.id));
}
