// The tutorials of an ordered group (a tutorial series, a tutorial collection), read through the group's item table.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client.js';
import { tutorials } from '../../db/schema/index.js';

/** A group's item table: which tutorial stands at which position (of which group, in a column of its own). */
export type TutorialItems = PgTable & { tutorialId: PgColumn; position: PgColumn };

/** `columns` of the tutorials of the group `inGroup` names that `scope` lets through, in the group's order. */
export function tutorialsInOrder<S extends SelectedFields>(
  db: Executor,
  columns: S,
  items: TutorialItems,
  inGroup: SQL,
  scope: SQL | undefined,
): Promise<SelectResultFields<S>[]> {
  return db
    .select(columns as SelectedFields)
    .from(items)
    .innerJoin(tutorials, eq(tutorials.id, items.tutorialId))
    .where(and(inGroup, scope))
    .orderBy(asc(items.position)) as Promise<SelectResultFields<S>[]>;
}
