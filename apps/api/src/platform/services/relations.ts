// Batch loaders for what lists show next to each row (authors, tags), one query per relation; or the same read in
// the list's own statement (listedRelations).
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { questionTags, tags, toolTags, tutorialTags, users } from '../../db/schema/index.js';

export type AuthorRow = {
  id: number;
  slug: string;
  username: string;
  firstName: string | null;
  email: string;
  avatarUpdatedAt?: Date | null;
};
export type TagRow = typeof tags.$inferSelect;
/** What a list shows of a tag. */
export type TagSummaryRow = Pick<TagRow, 'id' | 'name' | 'slug' | 'type'>;

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

/** A join table from rows of one kind to their tags. */
export type TagJoin = { table: PgTable; owner: PgColumn; tag: PgColumn };

/** Published tags of each row through a join table, by row id, sorted by name. */
export async function loadPublishedTags(
  db: Executor,
  j: TagJoin,
  ids: number[],
): Promise<Map<number, TagRow[]>> {
  const map = new Map<number, TagRow[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ ownerId: sql<number>`${j.owner}`, tag: tags })
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

/** Published tags of each object, by object id, sorted by name. */
export function loadTags(
  db: Executor,
  kind: keyof typeof joinTables,
  ids: number[],
): Promise<Map<number, TagRow[]>> {
  return loadPublishedTags(db, joinTables[kind], ids);
}

/** A page of questions or tutorials with the authors and published tags it shows. */
export type Bundle<R> = { rows: R[]; authors: Map<number, AuthorRow>; tags: Map<number, TagSummaryRow[]> };

/** Loads the authors and published tags shown beside each row of a list. */
export async function bundleWithRelations<R extends { id: number; authorId: number | null }>(
  db: Executor,
  kind: keyof typeof joinTables,
  rows: R[],
): Promise<Bundle<R>> {
  const [authors, tagMap] = await Promise.all([
    loadAuthors(
      db,
      rows.map((r) => r.authorId),
    ),
    loadTags(
      db,
      kind,
      rows.map((r) => r.id),
    ),
  ]);
  return { rows, authors, tags: tagMap };
}

/** A listed row's author and published tags as the list's statement returns them (JSON). */
export type ListedRelations = {
  listedAuthor: (Omit<AuthorRow, 'avatarUpdatedAt'> & { avatarUpdatedAt: number | null }) | null;
  listedTags: TagSummaryRow[];
};

const listedTables = {
  tutorial: { owner: 'tutorials', links: 'tutorial_tags', key: 'tutorial_id' },
  question: { owner: 'questions', links: 'question_tags', key: 'question_id' },
} as const;

/**
 * A column reading the author of each row of `owner` (a table or alias of the statement with an `author_id`) as JSON,
 * with the avatar's version.
 */
export function listedAuthor(owner: 'tutorials' | 'questions' | 'comments' | 't') {
  return sql<
    ListedRelations['listedAuthor']
  >`(select json_build_object('id', u.id, 'slug', u.slug, 'username', u.username, 'firstName', u.first_name, 'email', u.email,
      'avatarUpdatedAt', floor(extract(epoch from u.avatar_updated_at) * 1000)) from users u where u.id = ${sql.raw(owner)}.author_id)`;
}

/** Adds an author read by `listedAuthor` to an authors map, as loadAuthors reads it. */
export function addListedAuthor(
  authors: Map<number, AuthorRow>,
  listed: ListedRelations['listedAuthor'],
): void {
  if (!listed) return;
  const { avatarUpdatedAt, ...author } = listed;
  authors.set(author.id, {
    ...author,
    avatarUpdatedAt: avatarUpdatedAt === null ? null : new Date(Number(avatarUpdatedAt)),
  });
}

/**
 * Columns that read each listed row's author and published tags (by name) in the list's own statement, as
 * loadAuthors and loadTags would: one statement per page instead of three. Use with `bundleListed`.
 */
export function listedRelations(kind: keyof typeof listedTables) {
  const t = listedTables[kind];
  return {
    listedAuthor: listedAuthor(t.owner),
    // Each link's tag by primary key (the `offset 0` keeps the lookup per link): joined to the links, the planner
    // scanned the whole tags table once per listed row. `g` is aggregated as it is (its columns are the summary's
    // keys): building each object by name cost 7 % more of an embedded tag page's statement.
    listedTags: sql<TagSummaryRow[]>`(select coalesce(json_agg(g order by g.name), '[]'::json)
        from ${sql.raw(t.links)} l cross join lateral (select x.id, x.name, x.slug, x.type from tags x where x.id = l.tag_id and x.state = 'published' offset 0) g
        where l.${sql.raw(t.key)} = ${sql.raw(t.owner)}.id)`,
  };
}

/** The rows without their relation columns, and the authors and tags maps the presenters read. */
export function bundleListed<R extends { id: number } & ListedRelations>(listed: R[]) {
  const authors = new Map<number, AuthorRow>();
  const tagMap = new Map<number, TagSummaryRow[]>();
  const rows = listed.map(({ listedAuthor: author, listedTags, ...row }) => {
    addListedAuthor(authors, author);
    if (listedTags.length > 0) tagMap.set(row.id, listedTags);
    return row;
  });
  return { rows, authors, tags: tagMap };
}
