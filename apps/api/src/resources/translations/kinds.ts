// The content kinds whose translations know which parts are stale (issue #31, item 4), each read the same way by the
// block rules: a tutorial's or post's markdown body is split by headings (`s2.text.0`), a static page's slices by
// their fields (`slice3.title`). An original's version is a tutorial's `version`, or a post's or page's latest saved
// version (content_versions, recorded on every save); its old words come from those saved versions.
import {
  contentPath,
  marketingPagePath,
  postPath,
  postTarget,
  objectTags,
  sectionsOf,
  sliceBlocks,
  sliceSections,
  splitBlocks,
  staticPageTarget,
  type Actor,
  type CacheTarget,
  type ContentBlock,
  type MarketingPageType,
  type PostType,
  type SliceFields,
  type SourceBlocks,
  type TranslatedKind,
} from '@reef/core';
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import type { TutorialRow } from '../../db/rows.js';
import { contentVersions, posts, staticPages, tutorialVersions, tutorials } from '../../db/schema/index.js';
import { visibleScope } from '../../platform/policies/authorize.js';
import { postKind, tutorialKind, type ContentKind } from '../../platform/services/content-kinds.js';

export type PostRow = typeof posts.$inferSelect;
export type StaticPageRow = typeof staticPages.$inferSelect;

/** The table row of each kind. */
export type RowOf = { tutorial: TutorialRow; post: PostRow; static_page: StaticPageRow };

/** A tutorial, post or page as the block rules read it. */
export type TranslatedRow = {
  kind: TranslatedKind;
  id: number;
  slug: string;
  title: string;
  language: string;
  state: string;
  /** Its public page. */
  path: string;
  originalId: number | null;
  sourceBlocks: SourceBlocks | null;
  updatedAt: Date;
  /** The markdown body of a tutorial or post (null for a page, whose blocks are its slices' fields). */
  markdown: string | null;
  /** A post's type, for its rendering. */
  type?: string;
  blocks: ContentBlock[];
  /** Each section's heading (a step's, a slice's title), null before the first heading or when untitled. */
  titles: Map<number, string | null>;
};

/** An original as a translation reads it: with its version. */
export type TranslationSource = TranslatedRow & { version: number };

/** The blocks of an original as a saved version of it read (null: that version is gone). */
type VersionBlocks = { version: number; blocks: ContentBlock[] };

/** How the rules read and write one kind. */
export type KindAdapter<K extends TranslatedKind = TranslatedKind> = {
  kind: K;
  /** The kind whose markdown is rendered with the original's shared code blocks; none for pages. */
  rendering: ContentKind | null;
  fromRow(row: RowOf[K]): TranslatedRow;
  /** The rows matching `where` (built on the kind's table), originals with their versions. */
  load(db: Executor, where: (table: KindColumns) => SQL | undefined): Promise<TranslationSource[]>;
  /** What the actor may see of the kind (a draft original's words are not shown through its translation). */
  visible(actor: Actor): SQL;
  /** The original's blocks in these saved versions. */
  versions(db: Executor, originalId: number, versions: readonly number[]): Promise<VersionBlocks[]>;
  /** The original's last saved version at or before `at`. */
  versionAt(db: Executor, originalId: number, at: Date): Promise<VersionBlocks | null>;
  /** The revision subject its saved versions are hidden under (issue #32). */
  subject: 'tutorial' | 'post' | 'static_page';
  /** Writes a translation's record (when given) and, for markdown kinds, its rendering. */
  write(
    tx: Executor,
    id: number,
    values: { sourceBlocks?: SourceBlocks; rendered: RenderedColumns | null },
  ): Promise<void>;
  /** The cache target of a translation's page. */
  target(row: TranslatedRow): CacheTarget;
};

/** The columns a kind's conditions are built on. */
export type KindColumns = {
  id: AnyPgColumn;
  originalId: AnyPgColumn;
  language: AnyPgColumn;
  state: AnyPgColumn;
};

/** The stored rendering of a markdown body. */
export type RenderedColumns = {
  bodyHtml: string;
  headings: TutorialRow['headings'];
  rendererVersion: string;
};

function markdownParts(markdown: string) {
  const blocks = splitBlocks(markdown);
  return { markdown, blocks, titles: new Map(sectionsOf(blocks).map((s) => [s.index, s.title])) };
}

function sliceParts(data: unknown) {
  const slices = ((data as { slices?: SliceFields[] } | null)?.slices ?? []) as SliceFields[];
  return {
    markdown: null,
    blocks: sliceBlocks(slices),
    titles: new Map(sliceSections(slices).map((s) => [s.index, s.title])),
  };
}

/** The latest saved version of each post or page (0 for one saved before versions were kept). */
async function latestVersions(
  db: Executor,
  subject: 'post' | 'static_page',
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: contentVersions.subjectId, version: sql<number>`max(${contentVersions.number})::int` })
    .from(contentVersions)
    .where(and(eq(contentVersions.subjectType, subject), inArray(contentVersions.subjectId, [...ids])))
    .groupBy(contentVersions.subjectId);
  return new Map(rows.map((row) => [row.id, Number(row.version)]));
}

/** A post's or page's saved versions as the block rules read them (the data its editors' read answered then). */
function savedVersions(subject: 'post' | 'static_page') {
  const parts = (data: Record<string, unknown>) =>
    subject === 'post'
      ? splitBlocks(typeof data.body_markdown === 'string' ? data.body_markdown : '')
      : sliceParts(data).blocks;
  return {
    async versions(db: Executor, originalId: number, versions: readonly number[]) {
      if (versions.length === 0) return [];
      const rows = await db
        .select({ version: contentVersions.number, data: contentVersions.data })
        .from(contentVersions)
        .where(
          and(
            eq(contentVersions.subjectType, subject),
            eq(contentVersions.subjectId, originalId),
            inArray(contentVersions.number, [...versions]),
          ),
        );
      return rows.map((row) => ({ version: row.version, blocks: parts(row.data) }));
    },
    async versionAt(db: Executor, originalId: number, at: Date) {
      const [row] = await db
        .select({ version: contentVersions.number, data: contentVersions.data })
        .from(contentVersions)
        .where(
          and(
            eq(contentVersions.subjectType, subject),
            eq(contentVersions.subjectId, originalId),
            lte(contentVersions.createdAt, at),
          ),
        )
        .orderBy(desc(contentVersions.number))
        .limit(1);
      return row ? { version: row.version, blocks: parts(row.data) } : null;
    },
  };
}

const tutorialAdapter: KindAdapter<'tutorial'> = {
  kind: 'tutorial',
  subject: 'tutorial',
  rendering: tutorialKind,
  fromRow: (row) => ({
    kind: 'tutorial',
    id: row.id,
    slug: row.slug,
    title: row.title,
    language: row.language,
    state: row.state,
    path: contentPath('tutorial', row.slug),
    originalId: row.translationOfId,
    sourceBlocks: row.sourceBlocks,
    updatedAt: row.updatedAt,
    ...markdownParts(row.bodyMarkdown),
  }),
  async load(db, where) {
    const rows = await db
      .select()
      .from(tutorials)
      .where(
        where({
          id: tutorials.id,
          originalId: tutorials.translationOfId,
          language: tutorials.language,
          state: tutorials.state,
        }),
      )
      .orderBy(tutorials.language, tutorials.id);
    return rows.map((row) => ({ ...tutorialAdapter.fromRow(row), version: row.version }));
  },
  visible: (actor) =>
    visibleScope(actor, 'tutorial', { state: tutorials.state, authorId: tutorials.authorId }),
  async versions(db, originalId, versions) {
    if (versions.length === 0) return [];
    const rows = await db
      .select({ version: tutorialVersions.version, bodyMarkdown: tutorialVersions.bodyMarkdown })
      .from(tutorialVersions)
      .where(
        and(eq(tutorialVersions.tutorialId, originalId), inArray(tutorialVersions.version, [...versions])),
      );
    return rows.map((row) => ({ version: row.version, blocks: splitBlocks(row.bodyMarkdown) }));
  },
  async versionAt(db, originalId, at) {
    const [row] = await db
      .select({ version: tutorialVersions.version, bodyMarkdown: tutorialVersions.bodyMarkdown })
      .from(tutorialVersions)
      .where(and(eq(tutorialVersions.tutorialId, originalId), lte(tutorialVersions.createdAt, at)))
      .orderBy(desc(tutorialVersions.version))
      .limit(1);
    return row ? { version: row.version, blocks: splitBlocks(row.bodyMarkdown) } : null;
  },
  async write(tx, id, { sourceBlocks, rendered }) {
    await tx
      .update(tutorials)
      .set({ sourceBlocks, ...(rendered ?? {}) })
      .where(eq(tutorials.id, id));
  },
  target: (row) => ({ tags: objectTags('tutorial', row.slug) }),
};

const postAdapter: KindAdapter<'post'> = {
  kind: 'post',
  subject: 'post',
  rendering: postKind,
  fromRow: (row) => ({
    kind: 'post',
    id: row.id,
    slug: row.slug,
    title: row.title,
    language: row.language,
    state: row.state,
    type: row.type,
    path: postPath(row.type as PostType, row.slug),
    originalId: row.originalId,
    sourceBlocks: row.sourceBlocks,
    updatedAt: row.updatedAt,
    ...markdownParts(row.bodyMarkdown),
  }),
  async load(db, where) {
    const rows = await db
      .select()
      .from(posts)
      .where(
        where({ id: posts.id, originalId: posts.originalId, language: posts.language, state: posts.state }),
      )
      .orderBy(posts.language, posts.id);
    const versions = await latestVersions(
      db,
      'post',
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...postAdapter.fromRow(row), version: versions.get(row.id) ?? 0 }));
  },
  visible: (actor) => visibleScope(actor, 'post', { state: posts.state }),
  ...savedVersions('post'),
  async write(tx, id, { sourceBlocks, rendered }) {
    await tx
      .update(posts)
      .set({ sourceBlocks, ...(rendered ?? {}) })
      .where(eq(posts.id, id));
  },
  target: (row) => postTarget(row.type ?? '', row.slug),
};

const staticPageAdapter: KindAdapter<'static_page'> = {
  kind: 'static_page',
  subject: 'static_page',
  rendering: null,
  fromRow: (row) => ({
    kind: 'static_page',
    id: row.id,
    slug: row.slug,
    title: row.title,
    language: row.language,
    state: row.state,
    type: row.type,
    path: marketingPagePath(row.type as MarketingPageType, row.slug),
    originalId: row.originalId,
    sourceBlocks: row.sourceBlocks,
    updatedAt: row.updatedAt,
    ...sliceParts(row.data),
  }),
  async load(db, where) {
    const rows = await db
      .select()
      .from(staticPages)
      .where(
        where({
          id: staticPages.id,
          originalId: staticPages.originalId,
          language: staticPages.language,
          state: staticPages.state,
        }),
      )
      .orderBy(staticPages.language, staticPages.id);
    const versions = await latestVersions(
      db,
      'static_page',
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...staticPageAdapter.fromRow(row), version: versions.get(row.id) ?? 0 }));
  },
  visible: (actor) => visibleScope(actor, 'static_page', { state: staticPages.state }),
  ...savedVersions('static_page'),
  async write(tx, id, { sourceBlocks }) {
    if (sourceBlocks) await tx.update(staticPages).set({ sourceBlocks }).where(eq(staticPages.id, id));
  },
  target: (row) => staticPageTarget(row.type ?? '', row.slug),
};

/** The adapter of each kind. */
export const KINDS: { [K in TranslatedKind]: KindAdapter<K> } = {
  tutorial: tutorialAdapter,
  post: postAdapter,
  static_page: staticPageAdapter,
};

/** The blocks of a body of a kind: a markdown body, or a page's slices. */
export function blocksOfBody(kind: TranslatedKind, body: string | readonly SliceFields[]): ContentBlock[] {
  if (kind === 'static_page') return sliceBlocks(typeof body === 'string' ? [] : body);
  return splitBlocks(typeof body === 'string' ? body : '');
}
