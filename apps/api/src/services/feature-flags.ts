// Feature flags (community-app §7): named switches with optional rules, read publicly by the site.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { featureFlags } from '../db/schema/index.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { isNumericId, paginationMeta, toPage } from '../lib/pagination.js';

export type FeatureFlagRow = typeof featureFlags.$inferSelect;

/** A flag by id or name, or 404. */
export async function findFeatureFlag(db: Executor, idOrName: string): Promise<FeatureFlagRow> {
  const [row] = await db
    .select()
    .from(featureFlags)
    .where(
      isNumericId(idOrName)
        ? eq(featureFlags.id, Number(idOrName))
        : eq(featureFlags.name, idOrName.toLowerCase()),
    )
    .limit(1);
  if (!row) throw new NotFoundError('Feature flag not found');
  return row;
}

const SORTS = {
  name: featureFlags.name,
  created_at: featureFlags.createdAt,
  updated_at: featureFlags.updatedAt,
};

/** Flags, paginated and sorted. */
export async function listFeatureFlags(
  db: Executor,
  input: { page: number; limit: number; sort: keyof typeof SORTS; sort_direction: 'asc' | 'desc' },
) {
  const page = toPage(input.page, input.limit);
  const dir = input.sort_direction === 'desc' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(featureFlags)
      .orderBy(dir(SORTS[input.sort]), asc(featureFlags.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(featureFlags),
  ]);
  return { rows, meta: paginationMeta(page, count?.n ?? 0) };
}

type FlagInput = {
  name?: string;
  description?: string;
  is_enabled?: boolean;
  rules?: Record<string, unknown>;
};

function conflict(error: unknown): never {
  if (isUniqueViolation(error))
    throw new ConflictError('A feature flag with this name exists', [
      { path: 'feature_flag.name', message: 'Already used' },
    ]);
  throw error;
}

/** Creates a flag. */
export async function createFeatureFlag(db: Database, input: Required<FlagInput>): Promise<FeatureFlagRow> {
  try {
    const [row] = await db
      .insert(featureFlags)
      .values({
        name: input.name,
        description: input.description,
        isEnabled: input.is_enabled,
        rules: input.rules,
      })
      .returning();
    return row!;
  } catch (error) {
    return conflict(error);
  }
}

/** Updates a flag. */
export async function updateFeatureFlag(
  db: Database,
  row: FeatureFlagRow,
  input: FlagInput,
): Promise<FeatureFlagRow> {
  const patch: Partial<typeof featureFlags.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.description !== undefined) patch.description = input.description;
  if (input.is_enabled !== undefined) patch.isEnabled = input.is_enabled;
  if (input.rules !== undefined) patch.rules = input.rules;
  try {
    const [saved] = await db.update(featureFlags).set(patch).where(eq(featureFlags.id, row.id)).returning();
    return saved!;
  } catch (error) {
    return conflict(error);
  }
}
