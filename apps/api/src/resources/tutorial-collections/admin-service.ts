// Tutorial collections in the admin area (content-and-presentation §2/§7): every state, created and edited by
// members holding MANAGE_TUTORIALS (the rules table's managers of `tutorial_collection`). The public reads, of
// published collections and their public tutorials only, are in service.ts.
import { slugify, type TutorialCollectionAdminItem } from '@reef/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tutorialCollectionItems, tutorialCollections, tutorials } from '../../db/schema/index.js';
import { localDetail, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { byIdOrKey, findRecord, withUniqueKey, type RecordSource } from '../../platform/services/records.js';
import type { CollectionRow } from './service.js';

type CollectionInput = {
  title?: string;
  slug?: string;
  description?: string;
  state?: string;
  tutorial_ids?: number[];
};
type CollectionTutorial = TutorialCollectionAdminItem['tutorials'][number];

/** Collections are found by id or slug, in any state. */
export const collectionSource: RecordSource<typeof tutorialCollections> = {
  table: tutorialCollections,
  rows: (db) => db.query.tutorialCollections,
  key: tutorialCollections.slug,
  lowercaseKey: true,
};

/** A collection in any state by id or slug, or 404. */
export function findAnyCollection(db: Executor, idOrSlug: string): Promise<CollectionRow> {
  return findRecord(
    collectionSource.rows(db),
    byIdOrKey(collectionSource, idOrSlug),
    msg('errors', 'tutorial_collections.not_found'),
  );
}

/** The tutorials of collections (any state: editors see what they put in), by collection id, in order. */
export async function tutorialsOfCollections(
  db: Executor,
  collectionIds: number[],
): Promise<Map<number, CollectionTutorial[]>> {
  const map = new Map<number, CollectionTutorial[]>();
  if (!collectionIds.length) return map;
  const rows = await db
    .select({
      collectionId: tutorialCollectionItems.collectionId,
      tutorial: { id: tutorials.id, slug: tutorials.slug, title: tutorials.title, state: tutorials.state },
    })
    .from(tutorialCollectionItems)
    .innerJoin(tutorials, eq(tutorials.id, tutorialCollectionItems.tutorialId))
    .where(inArray(tutorialCollectionItems.collectionId, collectionIds))
    .orderBy(asc(tutorialCollectionItems.position), asc(tutorials.id));
  for (const row of rows) map.set(row.collectionId, [...(map.get(row.collectionId) ?? []), row.tutorial]);
  return map;
}

/** A collection as the admin area reads it. */
export function presentAdminCollection(
  row: CollectionRow,
  items: CollectionTutorial[],
): TutorialCollectionAdminItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    state: row.state as TutorialCollectionAdminItem['state'],
    tutorials: items,
    tutorials_count: items.length,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// Replaces the collection's tutorials with `ids`, in that order; an unknown or repeated id is a 422 naming the field.
async function setTutorials(db: Executor, collectionId: number, ids: number[]): Promise<void> {
  if (new Set(ids).size !== ids.length)
    throw new UnprocessableError(msg('errors', 'tutorial_collections.duplicate'), [
      localDetail('tutorialCollection.tutorial_ids', msg('errors', 'tutorial_collections.listed_twice')),
    ]);
  const found = ids.length
    ? await db.select({ id: tutorials.id }).from(tutorials).where(inArray(tutorials.id, ids))
    : [];
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length)
    throw new UnprocessableError(msg('errors', 'tutorials.unknown'), [
      localDetail(
        'tutorialCollection.tutorial_ids',
        msg('errors', 'missing.no_tutorial', { ids: missing.join(', ') }),
      ),
    ]);
  await db.delete(tutorialCollectionItems).where(eq(tutorialCollectionItems.collectionId, collectionId));
  if (ids.length)
    await db
      .insert(tutorialCollectionItems)
      .values(ids.map((tutorialId, position) => ({ collectionId, tutorialId, position })));
}

const unique = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, msg('errors', 'duplicates.collection'), 'tutorialCollection.slug');

/** Creates a collection with its tutorials. */
export function createCollection(
  db: Executor,
  input: Required<Omit<CollectionInput, 'slug'>> & { slug?: string },
): Promise<CollectionRow> {
  return unique(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tutorialCollections)
        .values({
          title: input.title,
          slug: input.slug || slugify(input.title).slice(0, 120) || 'collection',
          description: input.description,
          state: input.state,
        })
        .returning();
      await setTutorials(tx, row!.id, input.tutorial_ids);
      return row!;
    }),
  );
}

/** Updates a collection; `tutorial_ids` replaces its tutorials when given. */
export function updateCollection(
  db: Executor,
  row: CollectionRow,
  input: CollectionInput,
): Promise<CollectionRow> {
  return unique(() =>
    db.transaction(async (tx) => {
      const [saved] = await tx
        .update(tutorialCollections)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.slug ? { slug: input.slug } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.state !== undefined ? { state: input.state } : {}),
          updatedAt: new Date(),
        })
        .where(eq(tutorialCollections.id, row.id))
        .returning();
      if (input.tutorial_ids !== undefined) await setTutorials(tx, row.id, input.tutorial_ids);
      return saved!;
    }),
  );
}
