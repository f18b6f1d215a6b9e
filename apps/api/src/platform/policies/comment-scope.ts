// The one visibility scope of comments, used by every path that loads them (threads, lists, one
// comment, and the polymorphic lookups behind subscriptions, reports, upvotes and views), so a
// comment hidden on one path is hidden on all of them. Who reads which comment types and report
// conversations is decided by the comment policy of @reef/core; this file turns it into SQL.
import {
  PUBLIC_COMMENT_TYPES as PUBLIC_TYPES,
  readableCommentTypes,
  readableReportThreads,
  type Actor,
} from '@reef/core';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { comments, questions, tools, tutorials, userReports } from '../../db/schema/index.js';
import { visibleScope } from './authorize.js';

/** Comment types anyone may read (the core policy's list, as the string list SQL takes). */
export const PUBLIC_COMMENT_TYPES: string[] = [...PUBLIC_TYPES];

/** SQL: the comment's root (question, tutorial, tool or report) is visible to the actor. */
function rootScope(actor: Actor): SQL {
  const under = (type: string, table: typeof questions | typeof tutorials | typeof tools, scope: SQL) =>
    and(eq(comments.rootType, type), existsIn(table, and(eq(table.id, comments.rootId), scope)!))!;
  const threads = readableReportThreads(actor);
  const reports =
    !actor || threads === 'none'
      ? sql`false`
      : threads === 'all'
        ? sql`true`
        : existsIn(
            userReports,
            and(eq(userReports.id, comments.rootId), eq(userReports.reporterId, actor.id))!,
          );
  return or(
    under(
      'question',
      questions,
      visibleScope(actor, 'question', { state: questions.state, authorId: questions.authorId }),
    ),
    under(
      'tutorial',
      tutorials,
      visibleScope(actor, 'tutorial', { state: tutorials.state, authorId: tutorials.authorId }),
    ),
    under('tool', tools, visibleScope(actor, 'tool', { state: tools.state, authorId: tools.authorId })),
    and(eq(comments.rootType, 'user_report'), reports),
  )!;
}

function existsIn(
  table: typeof questions | typeof tutorials | typeof tools | typeof userReports,
  where: SQL,
): SQL {
  return sql`exists (select 1 from ${table} where ${where})`;
}

/**
 * SQL: the comment's type is one the actor may read — the public types for everyone, private notes and report
 * conversations only for comment moderators and their authors. The part of `commentScope` that lists of reported
 * objects keep when they show every state to report moderators.
 */
export function commentTypeScope(actor: Actor): SQL {
  const readable = readableCommentTypes(actor);
  if (readable === 'all') return sql`true`;
  return actor && readable === 'public-and-own'
    ? or(inArray(comments.type, PUBLIC_COMMENT_TYPES), eq(comments.authorId, actor.id))!
    : inArray(comments.type, PUBLIC_COMMENT_TYPES);
}

/**
 * SQL scope of comments the actor may see: visible states; private types only for comment moderators
 * and their authors; and only under a root (question, tutorial, tool, report) the actor may see.
 * `rootVisible`: the caller already loaded the comments' one root with this actor's scope (a thread read under
 * its root), so the per-row root check is left out of the statement.
 */
export function commentScope(actor: Actor, options: { rootVisible?: boolean } = {}): SQL {
  const states = visibleScope(actor, 'comment', { state: comments.state, authorId: comments.authorId });
  const roots = options.rootVisible ? undefined : rootScope(actor);
  if (readableCommentTypes(actor) === 'all') return and(states, roots) ?? sql`true`;
  return and(states, commentTypeScope(actor), roots)!;
}
