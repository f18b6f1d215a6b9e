// Batch loaders for what lists show next to each row (authors, tags), one query per relation.
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { questionTags, tags, toolTags, tutorialTags, users } from '../db/schema/index.js';

export type AuthorRow = {
  id: number;
  slug: string;
  username: string;
  firstName: string | null;
  email: string;
  avatarUpdatedAt?: Date | null;
};
export type TagRow = typeof tags.$inferSelect;

/** Authors by id. */
export async function loadAuthors(db: Executor, ids: (number | null)[]): Promise<Map<number, AuthorRow>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      slug: users.slug,
      username: users.username,
      firstName: users.firstName,
      email: users.email,
      avatarUpdatedAt: users.avatarUpdatedAt,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

const joinTables = {
  tutorial: { table: tutorialTags, owner: tutorialTags.tutorialId, tag: tutorialTags.tagId },
  question: { table: questionTags, owner: questionTags.questionId, tag: questionTags.tagId },
  tool: { table: toolTags, owner: toolTags.toolId, tag: toolTags.tagId },
} as const;

/** Published tags of each object, by object id, sorted by name. */
export async function loadTags(
  db: Executor,
  kind: keyof typeof joinTables,
  ids: number[],
): Promise<Map<number, TagRow[]>> {
  const map = new Map<number, TagRow[]>();
  if (ids.length === 0) return map;
  const j = joinTables[kind];
  const rows = await db
    .select({ ownerId: j.owner, tag: tags })
    .from(j.table)
    .innerJoin(tags, eq(tags.id, j.tag))
    .where(inArray(j.owner, [...new Set(ids)]))
    .orderBy(tags.name);
  for (const row of rows) {
    if (row.tag.state !== 'published') continue;
    const list = map.get(row.ownerId) ?? [];
    list.push(row.tag);
    map.set(row.ownerId, list);
  }
  return map;
}
