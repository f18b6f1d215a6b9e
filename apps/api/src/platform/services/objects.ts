// Polymorphic lookups: the object behind a (type, id) pair — for comments, upvotes, subscriptions,
// views and reports — returned only when the actor may read it.
import type { Actor, SubjectType } from '@reef/core';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { reusable } from '../../db/reusable.js';
import {
  comments,
  questions,
  tags,
  tools,
  tutorialSeries,
  tutorials,
  userReports,
} from '../../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { msg, type LocalMessage } from '../i18n.js';
import { isNumericId } from '../lib/pagination.js';
import { visibleScope } from '../policies/authorize.js';
import { commentScope } from '../policies/comment-scope.js';

export type ObjectRef = {
  type: string;
  id: number;
  slug: string | null;
  title: string;
  authorId: number | null;
  state: string;
};

export type ObjectSource = Source;

type Source = {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn | null;
  title: PgColumn;
  authorId: PgColumn | null;
  state: PgColumn;
  subject: SubjectType;
};

/** Where each object type lives: its table and the columns that name, find and own a row. */
export const OBJECT_SOURCES: Record<string, Source> = {
  tutorial: {
    table: tutorials,
    id: tutorials.id,
    slug: tutorials.slug,
    title: tutorials.title,
    authorId: tutorials.authorId,
    state: tutorials.state,
    subject: 'tutorial',
  },
  question: {
    table: questions,
    id: questions.id,
    slug: questions.slug,
    title: questions.title,
    authorId: questions.authorId,
    state: questions.state,
    subject: 'question',
  },
  tutorial_series: {
    table: tutorialSeries,
    id: tutorialSeries.id,
    slug: tutorialSeries.slug,
    title: tutorialSeries.title,
    authorId: tutorialSeries.authorId,
    state: tutorialSeries.state,
    subject: 'tutorial_series',
  },
  tool: {
    table: tools,
    id: tools.id,
    slug: tools.slug,
    title: tools.name,
    authorId: tools.authorId,
    state: tools.state,
    subject: 'tool',
  },
  tag: {
    table: tags,
    id: tags.id,
    slug: tags.slug,
    title: tags.name,
    authorId: null,
    state: tags.state,
    subject: 'tag',
  },
  comment: {
    table: comments,
    id: comments.id,
    slug: null,
    title: comments.bodyMarkdown,
    authorId: comments.authorId,
    state: comments.state,
    subject: 'comment',
  },
  user_report: {
    table: userReports,
    id: userReports.id,
    slug: null,
    title: userReports.reason,
    authorId: userReports.reporterId,
    state: userReports.state,
    subject: 'user_report',
  },
};

type ObjectKey = 'id' | 'id_or_slug' | 'slug';

/** The statement that finds one object of `type` by its key, in the actor's scope. */
function objectQuery(
  db: Executor,
  actor: Actor,
  type: string,
  source: Source,
  by: ObjectKey,
  id: unknown,
  slug: unknown,
) {
  const key =
    by === 'id'
      ? eq(source.id, id)
      : by === 'slug'
        ? eq(source.slug!, slug)
        : or(eq(source.id, id), eq(source.slug!, slug));
  let scope: SQL | undefined;
  if (type === 'user_report')
    scope = !actor
      ? sql`false`
      : actor.permissions.has('MANAGE_REPORTS')
        ? undefined
        : eq(userReports.reporterId, actor.id);
  // Comments go through the same scope as every comment read (private types, hidden roots).
  else if (type === 'comment') scope = commentScope(actor);
  else
    scope = visibleScope(actor, source.subject, {
      state: source.state,
      authorId: source.authorId ?? undefined,
    });
  return db
    .select({
      id: source.id,
      slug: source.slug ?? source.id,
      title: source.title,
      authorId: source.authorId ?? source.id,
      state: source.state,
    })
    .from(source.table)
    .where(and(key, scope))
    .limit(1);
}

/** The 404 message of an object type. */
function missingObject(type: string): LocalMessage {
  switch (type) {
    case 'tutorial':
      return msg('errors', 'missing.tutorial');
    case 'question':
      return msg('errors', 'missing.question');
    case 'tutorial_series':
      return msg('errors', 'missing.tutorial_series');
    case 'tool':
      return msg('errors', 'missing.tool');
    case 'tag':
      return msg('errors', 'missing.tag');
    case 'comment':
      return msg('errors', 'missing.comment');
    case 'user_report':
      return msg('errors', 'reports.not_found');
    default:
      return msg('errors', 'default.not_found');
  }
}

/** The object, if it exists and the actor may read it; otherwise 404. */
export async function loadObject(
  db: Executor,
  actor: Actor,
  type: string,
  idOrSlug: string | number,
): Promise<ObjectRef> {
  const source = OBJECT_SOURCES[type];
  if (!source) throw new NotFoundError(msg('errors', 'missing.unknown_type', { type }));
  const value = String(idOrSlug);
  let by: ObjectKey;
  if (isNumericId(value)) by = source.slug ? 'id_or_slug' : 'id';
  else if (source.slug) by = 'slug';
  else throw new NotFoundError(missingObject(type));
  const values = { id: by === 'slug' ? 0 : Number(value), slug: by === 'slug' ? value.toLowerCase() : value };
  // A reader's lookup (every public thread and upvote count starts here) runs a statement built once per shape.
  const rows = (
    actor
      ? await objectQuery(db, actor, type, source, by, values.id, values.slug)
      : await reusable(db, `object_${type}_${by}`, (rdb, name) =>
          objectQuery(rdb, null, type, source, by, sql.placeholder('id'), sql.placeholder('slug')).prepare(
            name,
          ),
        ).execute(values)
  ) as { id: number; slug: string | number; title: string; authorId: number | null; state: string }[];
  const row = rows[0];
  if (!row) throw new NotFoundError(missingObject(type));
  return {
    type,
    id: row.id,
    slug: source.slug ? String(row.slug) : null,
    title: type === 'comment' ? row.title.slice(0, 80) : row.title,
    authorId: source.authorId ? row.authorId : null,
    state: row.state,
  };
}
