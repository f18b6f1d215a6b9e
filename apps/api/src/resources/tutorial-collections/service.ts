// Tutorial collections: curated, ordered groups of tutorials (public reads).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tutorialCollectionItems, tutorialCollections, tutorials } from '../../db/schema/index.js';
import { NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { isNumericId } from '../../platform/lib/pagination.js';
import { publicScope } from '../../platform/policies/authorize.js';
import { tutorialsInOrder } from '../../platform/services/ordered-tutorials.js';
import { bundleTutorials, tutorialListColumns, type TutorialRow } from '../tutorials/index.js';

export type CollectionRow = typeof tutorialCollections.$inferSelect;

// Collections reuse the tutorial series statuses: only published ones are public.
const isPublished = eq(tutorialCollections.state, 'published');

/** A published collection, or 404. */
export async function findCollection(db: Executor, idOrSlug: string): Promise<CollectionRow> {
  const key = isNumericId(idOrSlug)
    ? eq(tutorialCollections.id, Number(idOrSlug))
    : eq(tutorialCollections.slug, idOrSlug.toLowerCase());
  const [row] = await db.select().from(tutorialCollections).where(and(key, isPublished)).limit(1);
  if (!row) throw new NotFoundError(msg('errors', 'tutorial_collections.not_found'));
  return row;
}

/** Public tutorials of a collection, in order. */
export async function collectionTutorials(db: Executor, collectionId: number) {
  const rows = await tutorialsInOrder(
    db,
    tutorialListColumns,
    tutorialCollectionItems,
    eq(tutorialCollectionItems.collectionId, collectionId),
    publicScope('tutorial', tutorials.state, { listing: true }),
  );
  return bundleTutorials(db, rows as TutorialRow[]);
}

/** Published collections, optionally only those holding one tutorial, with tutorial counts. */
export async function listCollections(
  db: Executor,
  options: { tutorialId?: number; limit: number } = { limit: 1000 },
) {
  return db
    .select({
      collection: tutorialCollections,
      tutorialsCount: sql<number>`(select count(*)::int from tutorial_collection_items i where i.collection_id = ${tutorialCollections.id})`,
    })
    .from(tutorialCollections)
    .where(
      and(
        isPublished,
        options.tutorialId !== undefined
          ? inArray(
              tutorialCollections.id,
              db
                .select({ id: tutorialCollectionItems.collectionId })
                .from(tutorialCollectionItems)
                .where(eq(tutorialCollectionItems.tutorialId, options.tutorialId)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(tutorialCollections.createdAt))
    .limit(options.limit);
}
