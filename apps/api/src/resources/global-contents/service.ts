// Global contents (community-app §7): keyed JSON blocks; `top_hat` is the top bar's list of
// { title, url, newTab } (content-and-presentation §3 "Menu data", §7); `price_catalogue` the price list.
import { globalContentShape } from '@reef/core';
import type { Executor } from '../../db/client.js';
import { globalContents } from '../../db/schema/index.js';
import { localDetail, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { byIdOrKey, findRecord, type RecordSource } from '../../platform/services/records.js';

export type GlobalContentRow = typeof globalContents.$inferSelect;

/** Blocks are found by id or key. */
export const globalContentSource: RecordSource<typeof globalContents> = {
  table: globalContents,
  rows: (db) => db.query.globalContents,
  key: globalContents.key,
};

// Keys whose data has a known shape (GLOBAL_CONTENT_SHAPES of @reef/core) are checked on write, so the site can
// trust what it reads.

/** The data of a block under `key`, checked against that key's shape (422 naming each problem). */
export function checkGlobalContentData(key: string, data: unknown): unknown {
  if (data === undefined)
    throw new UnprocessableError(msg('errors', 'global_contents.data_required'), [
      localDetail('global_content.data', msg('errors', 'validation.required')),
    ]);
  const shape = globalContentShape(key);
  if (!shape) return data;
  const parsed = shape.safeParse(data);
  if (!parsed.success) {
    throw new UnprocessableError(
      msg('errors', 'global_contents.bad_shape', { key }),
      parsed.error.issues.map((i) => ({
        path: ['global_content.data', ...i.path].join('.'),
        message: i.message,
        code: i.code,
      })),
    );
  }
  return parsed.data;
}

/** A block by id or key, or 404. */
export function findGlobalContent(db: Executor, idOrKey: string): Promise<GlobalContentRow> {
  return findRecord(
    globalContentSource.rows(db),
    byIdOrKey(globalContentSource, idOrKey),
    'Global content not found',
  );
}
