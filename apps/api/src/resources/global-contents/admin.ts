// Global contents (community-app §7): keyed JSON blocks such as the top bar's `top_hat`; a block's data
// is checked against the shape of its key on every write.
import { globalContentResource } from '@reef/core';
import { asc } from 'drizzle-orm';
import { globalContents } from '../../db/schema/index.js';
import { presentGlobalContent } from './presenter.js';
import { checkGlobalContentData, findGlobalContent, globalContentSource as source } from './service.js';
import {
  deleteRecord,
  insertRecord,
  listRecords,
  updateRecord,
  withUniqueKey,
} from '../../platform/services/records.js';
import { globalContentTarget } from '../../platform/services/site-cache.js';
import { defineAdminApi } from '../../platform/admin/mount.js';

const unique = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, 'A global content with this key exists', 'global_content.key');

export default defineAdminApi({
  resource: globalContentResource,
  find: (db, _actor, ref) => findGlobalContent(db, ref.key),
  list: {
    rows: (db, _actor, query) => listRecords(db, source, { ...query, orderBy: [asc(globalContents.key)] }),
    present: async (_db, rows) => rows.map(presentGlobalContent),
  },
  present: async (_db, row) => presentGlobalContent(row),
  create: (db, { global_content: input }) => {
    const data = checkGlobalContentData(input.key, input.data);
    return unique(() => insertRecord(db, globalContents, { key: input.key, data }));
  },
  // The data is checked against the shape of the block's (possibly new) key.
  update: (db, row, { global_content: input }) => {
    const key = input.key ?? row.key;
    const data = checkGlobalContentData(key, input.data === undefined ? row.data : input.data);
    return unique(() => updateRecord(db, source, row.id, { key, data, updatedAt: new Date() }));
  },
  remove: (db, row) => deleteRecord(db, globalContents, row.id, 'Global content not found'),
  title: (block) => block.key,
  revalidates: (block) => globalContentTarget(block.key),
});
