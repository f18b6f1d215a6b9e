// Global contents (community-app §7): keyed JSON blocks such as the top bar's `top_hat`; a block's data
// is checked against the shape of its key on every write.
import { globalContentResource } from '@reef/core';
import { asc } from 'drizzle-orm';
import { globalContents } from '../../db/schema/index.js';
import { presentGlobalContent } from './presenter.js';
import {
  createGlobalContent,
  findGlobalContent,
  globalContentSource as source,
  globalContentVersions,
  updateGlobalContent,
} from './service.js';
import { deleteRecord, listRecords } from '../../platform/services/records.js';
import { globalContentTarget } from '../../platform/services/site-cache.js';
import { defineAdminApi } from '../../platform/admin/mount.js';
import { msg } from '../../platform/i18n.js';

export default defineAdminApi({
  resource: globalContentResource,
  find: (db, _actor, ref) => findGlobalContent(db, ref.key),
  list: {
    rows: (db, _actor, query) => listRecords(db, source, { ...query, orderBy: [asc(globalContents.key)] }),
    present: async (_db, rows) => rows.map((row) => presentGlobalContent(row)),
  },
  // The editor's read lists the block's other language versions (issue #31).
  present: async (db, row) => presentGlobalContent(row, await globalContentVersions(db, row)),
  create: (db, { global_content: input }, actor) => createGlobalContent(db, actor, input),
  // The data is checked against the shape of the block's (possibly new) key, or its original's.
  update: (db, row, { global_content: input }, actor) => updateGlobalContent(db, actor, row, input),
  remove: (db, row) => deleteRecord(db, globalContents, row.id, msg('errors', 'missing.global_content')),
  title: (block) => block.key,
  revalidates: (block) => globalContentTarget(block.key),
});
