// Tutorial collections (content-and-presentation §2/§7), mounted from their descriptor: the admin list and reads in
// every state, create, update and delete for MANAGE_TUTORIALS. A save refreshes the collection's public pages.
import { tutorialCollectionResource } from '@reef/core';
import { and, desc, eq } from 'drizzle-orm';
import { tutorialCollections } from '../../db/schema/index.js';
import { defineAdminApi } from '../../platform/admin/mount.js';
import { containing, deleteRecord, listRecords } from '../../platform/services/records.js';
import {
  collectionSource,
  createCollection,
  findAnyCollection,
  presentAdminCollection,
  tutorialsOfCollections,
  updateCollection,
} from './admin-service.js';
import { msg } from '../../platform/i18n.js';

/** The public pages a collection's save changes (web: app/community/tutorial-collections). */
const COLLECTIONS_PATH = '/community/tutorial-collections';

export default defineAdminApi({
  resource: tutorialCollectionResource,
  find: (db, _actor, ref) => findAnyCollection(db, ref.key),
  list: {
    rows: (db, _actor, query) =>
      listRecords(db, collectionSource, {
        ...query,
        where: and(
          containing(tutorialCollections.title, query.search),
          query.state ? eq(tutorialCollections.state, query.state) : undefined,
        ),
        orderBy: [desc(tutorialCollections.updatedAt), desc(tutorialCollections.id)],
      }),
    present: async (db, rows) => {
      const items = await tutorialsOfCollections(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => presentAdminCollection(row, items.get(row.id) ?? []));
    },
  },
  present: async (db, row) =>
    presentAdminCollection(row, (await tutorialsOfCollections(db, [row.id])).get(row.id) ?? []),
  create: (db, body) => createCollection(db, body.tutorialCollection),
  update: (db, row, body) => updateCollection(db, row, body.tutorialCollection),
  remove: (db, row) =>
    deleteRecord(db, tutorialCollections, row.id, msg('errors', 'tutorial_collections.not_found')),
  title: (collection) => collection.title,
  revalidates: (collection) => ({
    paths: [COLLECTIONS_PATH, `${COLLECTIONS_PATH}/${collection.slug}`],
  }),
});
