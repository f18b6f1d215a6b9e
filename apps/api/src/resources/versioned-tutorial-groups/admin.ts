// Versioned tutorial groups (community-app §7): one tutorial written for several distribution versions,
// grouped so a reader can switch version. Reads are public (showing only tutorials the reader may see);
// writes need MANAGE_TUTORIALS.
import { versionedTutorialGroupResource } from '@reef/core';
import { asc } from 'drizzle-orm';
import { versionedTutorialGroups } from '../../db/schema/index.js';
import { presentVersionedGroup } from './presenter.js';
import { containing, deleteRecord, listRecords } from '../../platform/services/records.js';
import {
  createVersionedGroup,
  findVersionedGroup,
  itemsOf,
  updateVersionedGroup,
  versionedGroupSource as source,
} from './service.js';
import { defineAdminApi } from '../../platform/admin/mount.js';
import { msg } from '../../platform/i18n.js';

export default defineAdminApi({
  resource: versionedTutorialGroupResource,
  find: (db, _actor, ref) => findVersionedGroup(db, ref.key),
  list: {
    rows: (db, _actor, query) =>
      listRecords(db, source, {
        ...query,
        where: containing(versionedTutorialGroups.name, query.search),
        orderBy: [asc(versionedTutorialGroups.name)],
      }),
    present: async (db, rows, actor) => {
      const items = await itemsOf(
        db,
        actor,
        rows.map((r) => r.id),
      );
      return rows.map((r) => presentVersionedGroup(r, items.get(r.id) ?? []));
    },
  },
  present: async (db, row, actor) =>
    presentVersionedGroup(row, (await itemsOf(db, actor, [row.id])).get(row.id) ?? []),
  create: (db, body) => createVersionedGroup(db, body.versionedTutorialGroup),
  update: (db, row, body) => updateVersionedGroup(db, row, body.versionedTutorialGroup),
  remove: (db, row) =>
    deleteRecord(db, versionedTutorialGroups, row.id, msg('errors', 'missing.versioned_tutorial_group')),
  title: (group) => group.name,
});
