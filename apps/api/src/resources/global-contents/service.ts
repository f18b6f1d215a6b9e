// Global contents (community-app §7): keyed JSON blocks; `top_hat` is the top bar's list of
// { title, url, newTab } (content-and-presentation §3 "Menu data", §7); `price_catalogue` the price list.
// A block may translate an original block (issue #31): it has a key of its own and the data shape of the original's.
import {
  globalContentShape,
  type Actor,
  type GlobalContentCreateBody,
  type GlobalContentUpdateBody,
  type Language,
} from '@reef/core';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { globalContents } from '../../db/schema/index.js';
import { BadRequestError, issueDetail, localDetail, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import {
  byIdOrKey,
  findRecord,
  insertRecord,
  updateRecord,
  withUniqueKey,
  type RecordSource,
} from '../../platform/services/records.js';
import {
  checkTranslationLink,
  otherVersions,
  revalidateFamilyOnCommit,
} from '../../platform/services/translations.js';

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
      parsed.error.issues.map((i) => issueDetail(['global_content.data', ...i.path].join('.'), i)),
    );
  }
  return parsed.data;
}

/** A block by id or key, or 404. */
export function findGlobalContent(db: Executor, idOrKey: string): Promise<GlobalContentRow> {
  return findRecord(
    globalContentSource.rows(db),
    byIdOrKey(globalContentSource, idOrKey),
    msg('errors', 'missing.global_content'),
  );
}

const unique = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, msg('errors', 'duplicates.global_content'), 'global_content.key');

/** The original a translation links, when it links one (the link was checked before). */
async function originalOf(db: Executor, originalId: number | null): Promise<GlobalContentRow | null> {
  if (originalId === null) return null;
  const [original] = await db.select().from(globalContents).where(eq(globalContents.id, originalId));
  return original ?? null;
}

/**
 * Creates a block (in the admin route's transaction): a translation's link is refused as a post's would be, its key
 * defaults to the original's and its language (`top_hat_de`), and its data is checked against the original's shape.
 */
export async function createGlobalContent(
  db: Executor,
  actor: Actor,
  input: GlobalContentCreateBody['global_content'],
): Promise<GlobalContentRow> {
  const originalId = input.original_id ?? null;
  await checkTranslationLink(db, actor, 'global_content', 'global_content', {
    id: null,
    language: input.language,
    originalId,
  });
  const original = await originalOf(db, originalId);
  const key = input.key ?? (original ? `${original.key}_${input.language}` : undefined);
  if (!key)
    throw new BadRequestError(msg('errors', 'validation.required'), [
      localDetail('global_content.key', msg('errors', 'validation.required')),
    ]);
  const data = checkGlobalContentData(original?.key ?? key, input.data);
  const row = await unique(() =>
    insertRecord(db, globalContents, { key, data, language: input.language, originalId }),
  );
  await revalidateFamilyOnCommit(db, 'global_content', [row]);
  return row;
}

/** Updates a block; the data is checked against the shape of its (possibly new) key, or its original's. */
export async function updateGlobalContent(
  db: Executor,
  actor: Actor,
  row: GlobalContentRow,
  input: GlobalContentUpdateBody['global_content'],
): Promise<GlobalContentRow> {
  const key = input.key ?? row.key;
  const language = input.language ?? row.language;
  const originalId = input.original_id !== undefined ? input.original_id : row.originalId;
  if (input.language !== undefined || input.original_id !== undefined)
    await checkTranslationLink(db, actor, 'global_content', 'global_content', {
      id: row.id,
      language,
      originalId,
    });
  const original = await originalOf(db, originalId);
  const data = checkGlobalContentData(original?.key ?? key, input.data === undefined ? row.data : input.data);
  const saved = await unique(() =>
    updateRecord(db, globalContentSource, row.id, { key, data, language, originalId, updatedAt: new Date() }),
  );
  await revalidateFamilyOnCommit(db, 'global_content', [saved, row]);
  return saved;
}

/** Another language version of a block: where it is and its language. */
export type GlobalContentVersion = { id: number; key: string; language: string };

/** The other language versions of a block (its original and the original's translations), by language. */
export function globalContentVersions(db: Executor, row: GlobalContentRow): Promise<GlobalContentVersion[]> {
  return db
    .select({ id: globalContents.id, key: globalContents.key, language: globalContents.language })
    .from(globalContents)
    .where(otherVersions(globalContents, row))
    .orderBy(asc(globalContents.language), asc(globalContents.id));
}

/**
 * The block the site reads under `idOrKey` in `language`: that language's version of its family, or the original
 * when the family has none (issue #31: "Read in" falls back to the original). 404 when no such block.
 */
export async function readGlobalContent(
  db: Executor,
  idOrKey: string,
  language: Language | undefined,
): Promise<GlobalContentRow> {
  const row = await findGlobalContent(db, idOrKey);
  if (!language || row.language === language) return row;
  const originalId = row.originalId ?? row.id;
  const family = await db
    .select()
    .from(globalContents)
    .where(and(or(eq(globalContents.id, originalId), eq(globalContents.originalId, originalId))));
  return (
    family.find((version) => version.language === language) ??
    family.find((version) => version.id === originalId) ??
    row
  );
}
