// Tags of site content (static pages, posts, partners): batch loading and replacing a row's tags.
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { partnerTags, postTags, staticPageTags, tags } from '../db/schema/index.js';
import type { TagRow } from './relations.js';
import { resolveTagIds } from './tags.js';

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
export async function loadSiteTags(
  db: Executor,
  kind: SiteTagKind,
  ids: number[],
): Promise<Map<number, TagRow[]>> {
  const map = new Map<number, TagRow[]>();
  if (ids.length === 0) return map;
  const j = JOINS[kind];
  const rows = await db
    .select({ ownerId: j.owner, tag: tags })
    .from(j.table)
    .innerJoin(tags, eq(tags.id, j.tag))
    .where(inArray(j.owner, [...new Set(ids)]))
    .orderBy(tags.name);
  for (const row of rows) {
    if (row.tag.state !== 'published') continue;
    map.set(row.ownerId, [...(map.get(row.ownerId) ?? []), row.tag]);
  }
  return map;
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
