// Distributions and their versions (community-app §7), used by versioned tutorial groups. MANAGE_TUTORIALS.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { distributions, distributionVersions } from '../../db/schema/index.js';
import { NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import {
  byIdOrKey,
  findRecord,
  insertRecord,
  updateRecord,
  withUniqueKey,
  type RecordSource,
} from '../../platform/services/records.js';

export type DistributionRow = typeof distributions.$inferSelect;
export type DistributionVersionRow = typeof distributionVersions.$inferSelect;

/** Distributions are found by id or slug. */
export const distributionSource: RecordSource<typeof distributions> = {
  table: distributions,
  rows: (db) => db.query.distributions,
  key: distributions.slug,
  lowercaseKey: true,
};

const versionSource: RecordSource<typeof distributionVersions> = {
  table: distributionVersions,
  rows: (db) => db.query.distributionVersions,
  key: distributionVersions.version,
};

/** A distribution by id or slug, or 404. */
export function findDistribution(db: Executor, idOrSlug: string): Promise<DistributionRow> {
  return findRecord(
    distributionSource.rows(db),
    byIdOrKey(distributionSource, idOrSlug),
    msg('errors', 'missing.distribution'),
  );
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
  if (!row) throw new NotFoundError(msg('errors', 'versions.not_found'));
  return row;
}

const uniqueVersion = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, msg('errors', 'duplicates.version'), 'version.version');

/** Adds a version. */
export function createVersion(
  db: Executor,
  distributionId: number,
  input: { version: string; name: string; is_active: boolean },
): Promise<DistributionVersionRow> {
  return uniqueVersion(() =>
    insertRecord(db, distributionVersions, {
      distributionId,
      version: input.version,
      name: input.name,
      isActive: input.is_active,
    }),
  );
}

/** Updates a version (renaming it is allowed). */
export function updateVersion(
  db: Executor,
  row: DistributionVersionRow,
  input: { version?: string; name?: string; is_active?: boolean },
): Promise<DistributionVersionRow> {
  return uniqueVersion(() =>
    updateRecord(db, versionSource, row.id, {
      version: input.version,
      name: input.name,
      isActive: input.is_active,
    }),
  );
}
