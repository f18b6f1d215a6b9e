// Distributions and their versions (community-app §7), used by versioned tutorial groups. MANAGE_TUTORIALS.
import { slugify } from '@reef/core';
import { asc, eq, inArray, sql, and } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { distributions, distributionVersions } from '../db/schema/index.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { isNumericId, paginationMeta, toPage } from '../lib/pagination.js';

export type DistributionRow = typeof distributions.$inferSelect;
export type DistributionVersionRow = typeof distributionVersions.$inferSelect;

/** A distribution by id or slug, or 404. */
export async function findDistribution(db: Executor, idOrSlug: string): Promise<DistributionRow> {
  const [row] = await db
    .select()
    .from(distributions)
    .where(
      isNumericId(idOrSlug)
        ? eq(distributions.id, Number(idOrSlug))
        : eq(distributions.slug, idOrSlug.toLowerCase()),
    )
    .limit(1);
  if (!row) throw new NotFoundError('Distribution not found');
  return row;
}

/** Versions of distributions, by distribution id, in version order. */
export async function versionsOf(
  db: Executor,
  ids: number[],
): Promise<Map<number, DistributionVersionRow[]>> {
  const map = new Map<number, DistributionVersionRow[]>();
  if (!ids.length) return map;
  const rows = await db
    .select()
    .from(distributionVersions)
    .where(inArray(distributionVersions.distributionId, ids))
    .orderBy(asc(distributionVersions.version));
  for (const r of rows) map.set(r.distributionId, [...(map.get(r.distributionId) ?? []), r]);
  return map;
}

/** Every distribution, by name. */
export async function listDistributions(db: Executor, input: { page: number; limit: number }) {
  const page = toPage(input.page, input.limit);
  const [rows, [count]] = await Promise.all([
    db.select().from(distributions).orderBy(asc(distributions.name)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(distributions),
  ]);
  return {
    rows,
    versions: await versionsOf(
      db,
      rows.map((r) => r.id),
    ),
    meta: paginationMeta(page, count?.n ?? 0),
  };
}

function conflict(error: unknown, what: string, path: string): never {
  if (isUniqueViolation(error))
    throw new ConflictError(`${what} exists`, [{ path, message: 'Already used' }]);
  throw error;
}

/** Creates a distribution. */
export async function createDistribution(
  db: Database,
  input: { name: string; slug?: string },
): Promise<DistributionRow> {
  try {
    const [row] = await db
      .insert(distributions)
      .values({ name: input.name, slug: input.slug ?? (slugify(input.name) || 'distribution') })
      .returning();
    return row!;
  } catch (error) {
    return conflict(error, 'A distribution with this slug', 'distribution.slug');
  }
}

/** Updates a distribution. */
export async function updateDistribution(
  db: Database,
  row: DistributionRow,
  input: { name?: string; slug?: string },
): Promise<DistributionRow> {
  try {
    const [saved] = await db
      .update(distributions)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        updatedAt: new Date(),
      })
      .where(eq(distributions.id, row.id))
      .returning();
    return saved!;
  } catch (error) {
    return conflict(error, 'A distribution with this slug', 'distribution.slug');
  }
}

/** One version of a distribution, or 404. */
export async function findVersion(
  db: Executor,
  distributionId: number,
  version: string,
): Promise<DistributionVersionRow> {
  const [row] = await db
    .select()
    .from(distributionVersions)
    .where(
      and(eq(distributionVersions.distributionId, distributionId), eq(distributionVersions.version, version)),
    )
    .limit(1);
  if (!row) throw new NotFoundError('Version not found');
  return row;
}

/** Adds a version. */
export async function createVersion(
  db: Database,
  distributionId: number,
  input: { version: string; name: string; is_active: boolean },
): Promise<DistributionVersionRow> {
  try {
    const [row] = await db
      .insert(distributionVersions)
      .values({ distributionId, version: input.version, name: input.name, isActive: input.is_active })
      .returning();
    return row!;
  } catch (error) {
    return conflict(error, 'This version', 'version.version');
  }
}

/** Updates a version (renaming it is allowed). */
export async function updateVersion(
  db: Database,
  row: DistributionVersionRow,
  input: { version?: string; name?: string; is_active?: boolean },
): Promise<DistributionVersionRow> {
  try {
    const [saved] = await db
      .update(distributionVersions)
      .set({
        ...(input.version !== undefined ? { version: input.version } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      })
      .where(eq(distributionVersions.id, row.id))
      .returning();
    return saved!;
  } catch (error) {
    return conflict(error, 'This version', 'version.version');
  }
}
