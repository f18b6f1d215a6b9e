// The content kinds members and editors write — tutorial, question, comment, tool, series, post — each described
// once (table, rule type, render preset, tags, search), and the helpers they share: the id-or-slug lookup in the
// actor's scope, the filters of the tutorial and question lists, and the stored body of a markdown source.
import type { Actor, SubjectType } from '@reef/core';
import { and, eq, exists, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  comments,
  posts,
  questions,
  questionTags,
  tags,
  tools,
  toolTags,
  tutorialSeries,
  tutorials,
  tutorialTags,
  users,
} from '../../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { msg, type LocalMessage } from '../i18n.js';
import { isNumericId } from '../lib/pagination.js';
import { escapeLike } from '../lib/sql.js';
import { visibleScope } from '../policies/authorize.js';
import { notMutedBy } from '../../db/mutes.js';
import { render, type Rendered, type RenderPreset } from './render.js';
import type { SearchableTable } from './search-vectors.js';

/** How one content kind is stored and governed. */
export type ContentKind<T extends PgTable = PgTable> = {
  /** Its type in the rules table of `@reef/core`. */
  readonly type: SubjectType;
  readonly table: T;
  /** The SQL name of its table (re-rendering walks the tables by name). */
  readonly tableName: string;
  readonly columns: {
    readonly id: PgColumn;
    readonly state: PgColumn;
    readonly authorId?: PgColumn;
    readonly slug?: PgColumn;
    readonly language?: PgColumn;
    /** What a list's `query` matches besides the search vector. */
    readonly title?: PgColumn;
    readonly searchVector?: PgColumn;
  };
  /** The markdown preset of its body; a comment answering a question renders as a question does. */
  readonly preset: (row: { type?: string }) => RenderPreset;
  /** Its join table to tags, when it has tags. */
  readonly tags?: { readonly table: PgTable; readonly subjectId: PgColumn; readonly tagId: PgColumn };
  /** Whether it keeps a search vector and plain-text body (rebuilt with every body). */
  readonly searchable?: SearchableTable;
  /** Its 404 message. */
  readonly notFound: LocalMessage;
};

const defaultPreset = () => 'default' as const;

/** The columns of a searchable written kind whose table uses the usual names. */
function writtenColumns<
  T extends {
    id: PgColumn;
    state: PgColumn;
    authorId: PgColumn;
    slug: PgColumn;
    language: PgColumn;
    title: PgColumn;
    searchVector: PgColumn;
  },
>(table: T) {
  const { id, state, authorId, slug, language, title, searchVector } = table;
  return { id, state, authorId, slug, language, title, searchVector };
}

export const tutorialKind = {
  type: 'tutorial',
  table: tutorials,
  tableName: 'tutorials',
  columns: writtenColumns(tutorials),
  preset: defaultPreset,
  tags: { table: tutorialTags, subjectId: tutorialTags.tutorialId, tagId: tutorialTags.tagId },
  searchable: 'tutorials',
  notFound: msg('errors', 'missing.tutorial'),
} as const satisfies ContentKind<typeof tutorials>;

export const questionKind = {
  type: 'question',
  table: questions,
  tableName: 'questions',
  columns: writtenColumns(questions),
  preset: () => 'question',
  tags: { table: questionTags, subjectId: questionTags.questionId, tagId: questionTags.tagId },
  searchable: 'questions',
  notFound: msg('errors', 'missing.question'),
} as const satisfies ContentKind<typeof questions>;

export const commentKind = {
  type: 'comment',
  table: comments,
  tableName: 'comments',
  columns: { id: comments.id, state: comments.state, authorId: comments.authorId },
  // Re-rendering gives answers the question preset; a write renders every comment with the comment preset
  // (`renderedBody` without the row's type), as it always has.
  preset: (row) => (row.type === 'answer' ? 'question' : 'comment'),
  notFound: msg('errors', 'missing.comment'),
} as const satisfies ContentKind<typeof comments>;

export const toolKind = {
  type: 'tool',
  table: tools,
  tableName: 'tools',
  columns: {
    id: tools.id,
    state: tools.state,
    authorId: tools.authorId,
    slug: tools.slug,
    title: tools.name,
  },
  preset: defaultPreset,
  tags: { table: toolTags, subjectId: toolTags.toolId, tagId: toolTags.tagId },
  searchable: 'tools',
  notFound: msg('errors', 'missing.tool'),
} as const satisfies ContentKind<typeof tools>;

export const seriesKind = {
  type: 'tutorial_series',
  table: tutorialSeries,
  tableName: 'tutorial_series',
  columns: {
    id: tutorialSeries.id,
    state: tutorialSeries.state,
    authorId: tutorialSeries.authorId,
    slug: tutorialSeries.slug,
    language: tutorialSeries.language,
    title: tutorialSeries.title,
  },
  preset: defaultPreset,
  searchable: 'tutorial_series',
  notFound: msg('errors', 'missing.tutorial_series'),
} as const satisfies ContentKind<typeof tutorialSeries>;

export const postKind = {
  type: 'post',
  table: posts,
  tableName: 'posts',
  columns: { id: posts.id, state: posts.state, slug: posts.slug, title: posts.title },
  preset: defaultPreset,
  searchable: 'posts',
  notFound: msg('errors', 'missing.post'),
} as const satisfies ContentKind<typeof posts>;

/** Every content kind with a markdown body, in the order re-rendering walks them. */
export const CONTENT_KINDS: readonly ContentKind[] = [
  tutorialKind,
  seriesKind,
  toolKind,
  postKind,
  questionKind,
  commentKind,
];

/** What the actor may see of a kind (SQL); `listing` leaves out statuses readable by link only. */
export function kindScope(kind: ContentKind, actor: Actor, options: { listing?: boolean } = {}): SQL {
  return visibleScope(
    actor,
    kind.type,
    { state: kind.columns.state, authorId: kind.columns.authorId },
    options,
  );
}

/** The row named by a path segment: a numeric id, or a slug (case-insensitive). */
export function keyOf(kind: ContentKind, idOrSlug: string): SQL {
  if (isNumericId(idOrSlug) || !kind.columns.slug) return eq(kind.columns.id, Number(idOrSlug));
  return eq(kind.columns.slug, idOrSlug.toLowerCase());
}

/**
 * The columns reads select: every column, but the search vector and plain-text body (large, and only SQL
 * reads them) come back as null.
 */
export function readColumns<T extends PgTable>(table: T): T['_']['columns'] {
  const columns = { ...getTableColumns(table) } as Record<string, unknown>;
  if ('searchVector' in columns) columns.searchVector = sql<null>`null`;
  if ('bodyText' in columns) columns.bodyText = sql<null>`null`;
  return columns as T['_']['columns'];
}

/** One row of a kind by id or slug that the actor may read, or the kind's 404. */
export async function findContent<T extends PgTable>(
  db: Executor,
  kind: ContentKind<T>,
  actor: Actor,
  idOrSlug: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select(readColumns(kind.table as PgTable))
    .from(kind.table as PgTable)
    .where(and(keyOf(kind, idOrSlug), kindScope(kind, actor)))
    .limit(1);
  if (!row) throw new NotFoundError(kind.notFound);
  return row as T['$inferSelect'];
}

/** The filters the tutorial and question lists share (spec: community-app §7 list parameters). */
export type ContentListFilters = {
  state?: string;
  language?: string;
  /** The author's slug. */
  author?: string;
  /** A tag's slug or name. */
  tag?: string;
  /** Full-text query, also matched as a substring of the title. */
  query?: string;
  /** Keep what the member muted (issue #32). */
  include_muted?: boolean;
};

/**
 * The conditions of a list of a kind: what the actor may list (`unlisted` is readable by link, never listed,
 * even when asked for with `?state=`: only its author and the managers of the type, whose scope holds every
 * status, list it), then each filter given.
 */
export function listConditions(
  db: Executor,
  kind: ContentKind,
  actor: Actor,
  q: ContentListFilters,
): (SQL | undefined)[] {
  const { columns } = kind;
  const conditions: (SQL | undefined)[] = [kindScope(kind, actor, { listing: true })];
  // What the member muted leaves their lists unless they ask for it (issue #32).
  if (actor && !q.include_muted) {
    const link = kind.tags;
    conditions.push(
      notMutedBy(
        actor.id,
        columns.authorId ?? null,
        link
          ? (tagId) =>
              sql`exists (select 1 from ${link.table} where ${link.subjectId} = ${columns.id} and ${link.tagId} = ${tagId})`
          : null,
      ),
    );
  }
  if (q.state) conditions.push(eq(columns.state, q.state));
  if (q.language && columns.language) conditions.push(eq(columns.language, q.language));
  if (q.author && columns.authorId)
    conditions.push(
      inArray(
        columns.authorId,
        db.select({ id: users.id }).from(users).where(eq(users.slug, q.author.toLowerCase())),
      ),
    );
  if (q.tag && kind.tags) {
    const tag = q.tag.toLowerCase();
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(kind.tags.table)
          .innerJoin(tags, eq(tags.id, kind.tags.tagId))
          .where(
            and(
              eq(kind.tags.subjectId, columns.id),
              or(eq(tags.slug, tag), eq(sql`lower(${tags.name})`, tag)),
            ),
          ),
      ),
    );
  }
  if (q.query && columns.title) {
    const byTitle = sql`${columns.title} ilike ${'%' + escapeLike(q.query) + '%'}`;
    conditions.push(
      columns.searchVector
        ? // English stems, or any language's words as written (Chinese and Japanese as character pairs).
          or(
            sql`${columns.searchVector} @@ (reef_search_query('en', ${q.query}) || reef_search_query('', ${q.query}))`,
            byTitle,
          )
        : byTitle,
    );
  }
  return conditions;
}

/** The stored body columns of a markdown source: the source, its rendering, headings and renderer version. */
export type StoredBody = {
  bodyMarkdown: string;
  bodyHtml: string;
  headings: Rendered['headings'];
  rendererVersion: string;
};

/** A kind's body rendered for a write: the columns to store and the renderer's document (mentions, text…). */
export type RenderedBody = { columns: StoredBody; document: Rendered };

/** Renders a kind's markdown source into the columns stored beside it (reads never render). */
export function renderedBody(kind: ContentKind, source: string, row: { type?: string } = {}): RenderedBody {
  const document = render(source, kind.preset(row));
  return {
    columns: {
      bodyMarkdown: source,
      bodyHtml: document.html,
      headings: document.headings,
      rendererVersion: document.rendererVersion,
    },
    document,
  };
}
