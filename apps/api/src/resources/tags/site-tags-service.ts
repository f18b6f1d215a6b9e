// Tags of site content (static pages, posts, partners): batch loading and replacing a row's tags.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { partnerTags, postTags, staticPageTags } from '../../db/schema/index.js';
import { loadPublishedTags, type TagRow } from '../../platform/services/relations.js';
import { resolveTagIds } from './service.js';

const JOINS = {
  static_page: {
    table: staticPageTags,
    owner: staticPageTags.staticPageId,
    tag: staticPageTags.tagId,
    ownerKey: 'staticPageId',
  },
  post: { table: postTags, owner: postTags.postId, tag: postTags.tagId, ownerKey: 'postId' },
  partner: {
    table: partnerTags,
    owner: partnerTags.partnerId,
    tag: partnerTags.tagId,
    ownerKey: 'partnerId',
  },
} as const;
export type SiteTagKind = keyof typeof JOINS;

/** Published tags of each row, by row id, sorted by name. */
export function loadSiteTags(db: Executor, kind: SiteTagKind, ids: number[]): Promise<Map<number, TagRow[]>> {
  return loadPublishedTags(db, JOINS[kind], ids);
}

/** Replaces a row's tags by names or slugs (unknown tags are a 422 naming them). */
export async function replaceSiteTags(
  db: Executor,
  kind: SiteTagKind,
  ownerId: number,
  names: string[],
  field: string,
): Promise<void> {
  const j = JOINS[kind];
  const rows = await resolveTagIds(db, names, field);
  await db.delete(j.table).where(eq(j.owner, ownerId));
  if (rows.length === 0) return;
  await db.insert(j.table).values(rows.map((t) => ({ [j.ownerKey]: ownerId, tagId: t.id })) as never);
}
