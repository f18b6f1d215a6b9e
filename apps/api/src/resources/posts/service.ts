// Posts (community-app §7, content-and-presentation §2 post types): markdown bodies rendered on write.
import {
  slugify,
  type Actor,
  type SourceBlocks,
  type postListQuery,
  type PostCreateBody,
  type PostUpdateBody,
} from '@reef/core';
import type { z } from 'zod';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { posts, postTags, tags, users } from '../../db/schema/index.js';
import { localDetail, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { transaction } from '../../platform/events/bus.js';
import { isNumericId } from '../../platform/lib/pagination.js';
import { paginateTable } from '../../platform/lib/paginate-table.js';
import { escapeLike } from '../../platform/lib/sql.js';
import { publicScope, visibleScope } from '../../platform/policies/authorize.js';
import { withUniqueKey } from '../../platform/services/records.js';
import { render } from '../../platform/services/render.js';
import { refreshSearchVector, searchTextOf } from '../../platform/services/search-vectors.js';
import { liveScope } from '../../platform/services/scheduled-publishing.js';
import {
  checkTranslationLink,
  publicVersionsOf,
  revalidateFamilyOnCommit,
} from '../../platform/services/translations.js';
import {
  blocksOfBody,
  recordOnWrite,
  refreshTranslationsOf,
  renderedTranslation,
  translatedRow,
} from '../translations/index.js';
import { postKind, renderedBody, type StoredBody } from '../../platform/services/content-kinds.js';
import {
  replaceSiteTags,
  authoredBy,
  bundleSiteContent,
  excludeCondition,
  findPublished,
  publishedPage,
} from '../tags/index.js';

export type PostRow = typeof posts.$inferSelect;

/** Loads authors and tags of posts. */
export function bundlePosts(db: Executor, rows: PostRow[]) {
  return bundleSiteContent(db, 'post', rows);
}

/** The other language versions of a post the public may read (its original and the original's translations). */
export function postTranslations(db: Executor, row: PostRow) {
  return publicVersionsOf(db, 'post', row);
}

/** A post by type and slug (or id as `b`) the actor may see, or 404. */
export function findPost(db: Executor, actor: Actor, type: string, slug: string): Promise<PostRow> {
  return findPublished(
    db,
    actor,
    { table: posts, subject: 'post', notFound: msg('errors', 'missing.post') },
    type,
    slug,
  );
}

/** A post by id or slug (any type) the actor may see, or 404. */
export async function findPostById(db: Executor, actor: Actor, idOrSlug: string): Promise<PostRow> {
  const key = isNumericId(idOrSlug) ? eq(posts.id, Number(idOrSlug)) : eq(posts.slug, idOrSlug.toLowerCase());
  const [row] = await db
    .select()
    .from(posts)
    .where(
      and(
        key,
        visibleScope(actor, 'post', { state: posts.state }),
        liveScope(actor, 'post', posts.publishedAt),
      ),
    )
    .orderBy(asc(posts.id))
    .limit(1);
  if (!row) throw new NotFoundError(msg('errors', 'missing.post'));
  return row;
}

function tagFilter(slugs: string[]): SQL {
  return sql`exists (select 1 from ${postTags} pt join ${tags} tg on tg.id = pt.tag_id where pt.post_id = ${posts.id} and tg.slug in ${slugs.map((s) => s.toLowerCase())})`;
}

const SORTS = {
  published_at: posts.publishedAt,
  updated_at: posts.updatedAt,
  created_at: posts.createdAt,
  title: posts.title,
};

/** The admin list. */
export function listPosts(db: Executor, actor: Actor, input: z.output<typeof postListQuery>) {
  const conditions: (SQL | undefined)[] = [visibleScope(actor, 'post', { state: posts.state })];
  if (input.state) conditions.push(eq(posts.state, input.state));
  if (input.type) conditions.push(eq(posts.type, input.type));
  if (input.tag) conditions.push(tagFilter([input.tag]));
  if (input.query) {
    const pattern = `%${escapeLike(input.query)}%`;
    conditions.push(
      sql`(${posts.title} ilike ${pattern} or ${posts.slug} ilike ${pattern} or ${posts.description} ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const dir = input.sort_direction === 'asc' ? asc : desc;
  return paginateTable(db, input, posts, where, dir(SORTS[input.sort]), desc(posts.id));
}

/** The static-content list: published posts only. */
export function listPublicPosts(
  db: Executor,
  input: {
    type?: string[];
    tag?: string[];
    author?: string[];
    is_featured?: boolean;
    is_primary_featured?: boolean;
    order: 'newest' | 'oldest' | 'title';
    exclude?: string[];
    language?: string;
    prefer_language?: string;
    page: number;
    page_size: number;
  },
) {
  const conditions: (SQL | undefined)[] = [
    publicScope('post', posts.state, { listing: true }),
    liveScope(null, 'post', posts.publishedAt),
  ];
  if (input.type?.length) conditions.push(inArray(posts.type, input.type));
  if (input.tag?.length) conditions.push(tagFilter(input.tag));
  if (input.author?.length) conditions.push(authoredBy(posts.authorId, input.author));
  if (input.is_featured !== undefined) conditions.push(eq(posts.isFeatured, input.is_featured));
  if (input.is_primary_featured !== undefined)
    conditions.push(eq(posts.isPrimaryFeatured, input.is_primary_featured));
  if (input.language) conditions.push(eq(posts.language, input.language));
  else if (input.prefer_language) conditions.push(inPreferredLanguage(input.prefer_language));
  conditions.push(excludeCondition(posts.id, posts.slug, input.exclude));
  return publishedPage(db, posts, and(...conditions), input, input.page_size);
}

/**
 * Each post once, in `language` where it has a readable translation in it, else as written (issue #31: a list in
 * the reader's language that still shows everything): a version in that language, or an original none of whose
 * readable translations is in it. Other translations are left out.
 */
function inPreferredLanguage(language: string): SQL {
  const translation = alias(posts, 'preferred');
  const readable = and(
    publicScope('post', translation.state, { listing: true }),
    liveScope(null, 'post', translation.publishedAt),
  );
  return sql`(${posts.language} = ${language} or (${posts.originalId} is null and not exists (
    select 1 from ${posts} as ${sql.identifier('preferred')} where ${translation.originalId} = ${posts.id}
      and ${translation.language} = ${language} and ${readable})))`;
}

async function authorIdFor(db: Executor, slug: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.slug, slug.toLowerCase()))
    .limit(1);
  if (!row)
    throw new UnprocessableError(msg('errors', 'posts.unknown_author'), [
      localDetail('post.author', msg('errors', 'posts.no_user', { slug })),
    ]);
  return row.id;
}

const unique = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, msg('errors', 'duplicates.post'), 'post.slug');

/** Creates a post (MANAGE_POSTS was checked by the route). */
export async function createPost(
  db: Executor,
  actor: NonNullable<Actor>,
  input: PostCreateBody['post'],
): Promise<PostRow> {
  const rendered = render(input.body);
  const authorId = input.author ? await authorIdFor(db, input.author) : actor.id;
  const slug = input.slug ?? (slugify(input.title).slice(0, 180) || 'post');
  const publishedAt = input.published_at
    ? new Date(input.published_at)
    : input.state === 'published'
      ? new Date()
      : null;
  const originalId = input.original_id ?? null;
  return unique(() =>
    transaction(db, async (tx) => {
      await checkTranslationLink(tx, actor, 'post', 'post', {
        id: null,
        language: input.language,
        originalId,
      });
      // A translation records its original's blocks and shows the original's code blocks (issue #31 item 4).
      const body = await translationBody(tx, null, originalId, input.body, input.type);
      const [row] = await tx
        .insert(posts)
        .values({
          type: input.type,
          slug,
          title: input.title,
          description: input.description,
          bodyMarkdown: input.body,
          bodyHtml: body.columns?.bodyHtml ?? rendered.html,
          headings: body.columns?.headings ?? rendered.headings,
          rendererVersion: body.columns?.rendererVersion ?? rendered.rendererVersion,
          sourceBlocks: body.sourceBlocks ?? null,
          state: input.state,
          isFeatured: input.is_featured,
          isPrimaryFeatured: input.is_primary_featured,
          authorId,
          publishedAt,
          language: input.language,
          originalId,
        })
        .returning();
      await replaceSiteTags(tx, 'post', row!.id, input.tags, 'post.tags');
      // Search finds it by title, description, tags and body (content-and-presentation §7); the search
      // itself keeps to published posts that are live, so publishing or unpublishing needs nothing more.
      await refreshSearchVector(tx, 'posts', row!.id, searchTextOf(row!.bodyHtml));
      await revalidateFamilyOnCommit(tx, 'post', [row!]);
      return row!;
    }),
  );
}

/**
 * The record and rendering of a post translation's body (issue #31 item 4; `row` before, null on create): see
 * `recordOnWrite`. `columns` is the body rendered with the original's shared code blocks, or the plain rendering once
 * unlinked; undefined when the usual rendering stands.
 */
async function translationBody(
  tx: Executor,
  row: PostRow | null,
  originalId: number | null,
  markdown: string,
  type: string,
): Promise<{ sourceBlocks: SourceBlocks | null | undefined; columns?: Omit<StoredBody, 'bodyMarkdown'> }> {
  const bodyChanged = row === null || markdown !== row.bodyMarkdown;
  const { source, sourceBlocks } = await recordOnWrite(tx, 'post', row && translatedRow('post', row), {
    originalId,
    blocks: blocksOfBody('post', markdown),
    bodyChanged,
  });
  const columns =
    source && sourceBlocks
      ? renderedTranslation(markdown, source, sourceBlocks).columns
      : sourceBlocks === null
        ? renderedBody(postKind, markdown, { type }).columns
        : undefined;
  if (!columns) return { sourceBlocks };
  const { bodyHtml, headings, rendererVersion } = columns;
  return { sourceBlocks, columns: { bodyHtml, headings, rendererVersion } };
}

/** Updates a post; a new language or original is checked against its family. */
export async function updatePost(
  db: Executor,
  actor: Actor,
  row: PostRow,
  input: PostUpdateBody['post'],
): Promise<PostRow> {
  const patch: Partial<typeof posts.$inferInsert> = { updatedAt: new Date() };
  if (input.type !== undefined) patch.type = input.type;
  if (input.slug !== undefined) patch.slug = input.slug;
  if (input.title !== undefined) patch.title = input.title;
  if (input.description !== undefined) patch.description = input.description;
  // An unchanged body keeps its rendering (a translation's shows its original's shared code blocks).
  const rendered =
    input.body === undefined || input.body === row.bodyMarkdown ? undefined : render(input.body);
  if (input.body !== undefined && rendered) {
    Object.assign(patch, {
      bodyMarkdown: input.body,
      bodyHtml: rendered.html,
      headings: rendered.headings,
      rendererVersion: rendered.rendererVersion,
    });
  }
  if (input.state !== undefined) patch.state = input.state;
  if (input.is_featured !== undefined) patch.isFeatured = input.is_featured;
  if (input.is_primary_featured !== undefined) patch.isPrimaryFeatured = input.is_primary_featured;
  if (input.author !== undefined)
    patch.authorId = input.author === null ? null : await authorIdFor(db, input.author);
  if (input.published_at !== undefined)
    patch.publishedAt = input.published_at === null ? null : new Date(input.published_at);
  else if (input.state === 'published' && !row.publishedAt) patch.publishedAt = new Date();
  const relinked = input.language !== undefined || input.original_id !== undefined;
  if (input.language !== undefined) patch.language = input.language;
  if (input.original_id !== undefined) patch.originalId = input.original_id;
  return unique(() =>
    transaction(db, async (tx) => {
      const originalId = patch.originalId !== undefined ? patch.originalId : row.originalId;
      if (relinked)
        await checkTranslationLink(tx, actor, 'post', 'post', {
          id: row.id,
          language: patch.language ?? row.language,
          originalId,
        });
      const bodyChanged = input.body !== undefined && input.body !== row.bodyMarkdown;
      const body = await translationBody(
        tx,
        row,
        originalId,
        bodyChanged ? input.body! : row.bodyMarkdown,
        patch.type ?? row.type,
      );
      if (body.sourceBlocks !== undefined) patch.sourceBlocks = body.sourceBlocks;
      if (body.columns) Object.assign(patch, body.columns);
      const [saved] = await tx.update(posts).set(patch).where(eq(posts.id, row.id)).returning();
      if (input.tags !== undefined) await replaceSiteTags(tx, 'post', row.id, input.tags, 'post.tags');
      await refreshSearchVector(
        tx,
        'posts',
        row.id,
        (rendered || body.columns) && searchTextOf(saved!.bodyHtml),
      );
      // An original's translations show its new code blocks and, on their pages, what changed since.
      if (bodyChanged && saved!.originalId === null) await refreshTranslationsOf(tx, 'post', saved!.id);
      await revalidateFamilyOnCommit(tx, 'post', [saved!, row]);
      return saved!;
    }),
  );
}
