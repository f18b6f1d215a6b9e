// Versioned tutorial groups (community-app §7): one tutorial written for several distribution versions,
// grouped so a reader can switch version. MANAGE_TUTORIALS writes; reads show only tutorials the reader
// may see.
import { slugify, type Actor } from '@reef/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  distributions,
  distributionVersions,
  tutorials,
  versionedTutorialGroupItems,
  versionedTutorialGroups,
} from '../../db/schema/index.js';
import { localDetail, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { visibleScope } from '../../platform/policies/authorize.js';
import { byIdOrKey, findRecord, withUniqueKey, type RecordSource } from '../../platform/services/records.js';

export type VersionedGroupRow = typeof versionedTutorialGroups.$inferSelect;
export type GroupItem = {
  groupId: number;
  position: number;
  tutorial: { id: number; slug: string; title: string; state: string };
  distributionVersion: { id: number; version: string; name: string; distribution: string } | null;
};
type ItemInput = { tutorial_id: number; distribution_version_id: number | null };

/** Groups are found by id or slug. */
export const versionedGroupSource: RecordSource<typeof versionedTutorialGroups> = {
  table: versionedTutorialGroups,
  rows: (db) => db.query.versionedTutorialGroups,
  key: versionedTutorialGroups.slug,
  lowercaseKey: true,
};

/** A group by id or slug, or 404. */
export function findVersionedGroup(db: Executor, idOrSlug: string): Promise<VersionedGroupRow> {
  return findRecord(
    versionedGroupSource.rows(db),
    byIdOrKey(versionedGroupSource, idOrSlug),
    msg('errors', 'missing.versioned_tutorial_group'),
  );
}

/** Items of groups, by group id, in position order; tutorials the actor may not see are left out. */
export async function itemsOf(
  db: Executor,
  actor: Actor,
  groupIds: number[],
): Promise<Map<number, GroupItem[]>> {
  const map = new Map<number, GroupItem[]>();
  if (!groupIds.length) return map;
  const rows = await db
    .select({
      groupId: versionedTutorialGroupItems.groupId,
      position: versionedTutorialGroupItems.position,
      tutorial: { id: tutorials.id, slug: tutorials.slug, title: tutorials.title, state: tutorials.state },
      versionId: distributionVersions.id,
      version: distributionVersions.version,
      versionName: distributionVersions.name,
      distribution: distributions.name,
    })
    .from(versionedTutorialGroupItems)
    .innerJoin(tutorials, eq(tutorials.id, versionedTutorialGroupItems.tutorialId))
    .leftJoin(
      distributionVersions,
      eq(distributionVersions.id, versionedTutorialGroupItems.distributionVersionId),
    )
    .leftJoin(distributions, eq(distributions.id, distributionVersions.distributionId))
    .where(
      and(
        inArray(versionedTutorialGroupItems.groupId, groupIds),
        visibleScope(actor, 'tutorial', { state: tutorials.state, authorId: tutorials.authorId }),
      ),
    )
    .orderBy(asc(versionedTutorialGroupItems.position), asc(tutorials.id));
  for (const r of rows) {
    const item: GroupItem = {
      groupId: r.groupId,
      position: r.position,
      tutorial: r.tutorial,
      distributionVersion:
        r.versionId !== null
          ? {
              id: r.versionId,
              version: r.version ?? '',
              name: r.versionName ?? '',
              distribution: r.distribution ?? '',
            }
          : null,
    };
    map.set(r.groupId, [...(map.get(r.groupId) ?? []), item]);
  }
  return map;
}

async function setItems(db: Executor, groupId: number, items: ItemInput[]): Promise<void> {
  const tutorialIds = [...new Set(items.map((i) => i.tutorial_id))];
  if (tutorialIds.length !== items.length)
    throw new UnprocessableError(msg('errors', 'tutorial_groups.duplicate'), [
      localDetail('versionedTutorialGroup.items', msg('errors', 'tutorial_groups.duplicate_item')),
    ]);
  const versionIds = [
    ...new Set(items.map((i) => i.distribution_version_id).filter((v): v is number => v !== null)),
  ];
  const [foundTutorials, foundVersions] = await Promise.all([
    tutorialIds.length
      ? db.select({ id: tutorials.id }).from(tutorials).where(inArray(tutorials.id, tutorialIds))
      : [],
    versionIds.length
      ? db
          .select({ id: distributionVersions.id })
          .from(distributionVersions)
          .where(inArray(distributionVersions.id, versionIds))
      : [],
  ]);
  const problems = [
    ...tutorialIds
      .filter((id) => !foundTutorials.some((t) => t.id === id))
      .map((id) =>
        localDetail('versionedTutorialGroup.items', msg('errors', 'missing.no_tutorial', { ids: id })),
      ),
    ...versionIds
      .filter((id) => !foundVersions.some((v) => v.id === id))
      .map((id) =>
        localDetail('versionedTutorialGroup.items', msg('errors', 'missing.no_distribution_version', { id })),
      ),
  ];
  if (problems.length) throw new UnprocessableError(msg('errors', 'tutorial_groups.unknown_items'), problems);
  await db.delete(versionedTutorialGroupItems).where(eq(versionedTutorialGroupItems.groupId, groupId));
  if (items.length) {
    await db.insert(versionedTutorialGroupItems).values(
      items.map((i, position) => ({
        groupId,
        tutorialId: i.tutorial_id,
        distributionVersionId: i.distribution_version_id,
        position,
      })),
    );
  }
}

const unique = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, msg('errors', 'duplicates.group'), 'versionedTutorialGroup.slug');

/** Creates a group. */
export async function createVersionedGroup(
  db: Executor,
  input: { name: string; slug?: string; items: ItemInput[] },
): Promise<VersionedGroupRow> {
  return unique(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(versionedTutorialGroups)
        .values({ name: input.name, slug: input.slug ?? (slugify(input.name).slice(0, 120) || 'group') })
        .returning();
      await setItems(tx, row!.id, input.items);
      return row!;
    }),
  );
}

/** Updates a group; items replace the list when given. */
export async function updateVersionedGroup(
  db: Executor,
  row: VersionedGroupRow,
  input: { name?: string; slug?: string; items?: ItemInput[] },
): Promise<VersionedGroupRow> {
  return unique(() =>
    db.transaction(async (tx) => {
      const [saved] = await tx
        .update(versionedTutorialGroups)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.slug !== undefined ? { slug: input.slug } : {}),
          updatedAt: new Date(),
        })
        .where(eq(versionedTutorialGroups.id, row.id))
        .returning();
      if (input.items !== undefined) await setItems(tx, row.id, input.items);
      return saved!;
    }),
  );
}
