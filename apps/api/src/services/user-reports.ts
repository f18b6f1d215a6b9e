// User reports (community-app §7): any member with CREATE_REPORTS reports a question, tutorial, tool or
// comment for a reason (content-and-presentation §3); MANAGE_REPORTS reviews and resolves them, and may
// moderate the reported object in the same step.
import {
  can,
  canResolveReportTo,
  contentPath,
  isValidStatus,
  REPORT_HIDING_STATUSES,
  type Actor,
  type StatusOf,
} from '@reef/core';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { comments, questions, tools, tutorials, userReports } from '../db/schema/index.js';
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '../errors.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { paginate, toPage } from '../lib/pagination.js';
import { queryRows } from '../lib/sql.js';
import { findComment, updateComment } from './comments.js';
import { applyModeration, commentRootTarget } from './moderation.js';
import { loadObject } from './objects.js';
import { findQuestion, updateQuestion } from './questions.js';
import { emit, transaction } from '../events/bus.js';
import { tagsFor, type RevalidateTarget } from './revalidate.js';
import { updateTool } from './tool-admin.js';
import { findTool } from './tools.js';
import { findTutorial, updateTutorial } from './tutorials.js';

export type UserReportRow = typeof userReports.$inferSelect;
export type ReportableSummary = { title: string; slug: string | null; state: string; url: string };

const TABLES = { question: questions, tutorial: tutorials, tool: tools, comment: comments } as const;
type ReportableType = keyof typeof TABLES;

/** Files a report; the same member reporting the same object twice is a 409. */
export async function createUserReport(
  db: Database,
  actor: NonNullable<Actor>,
  input: { reportable_type: ReportableType; reportable_id: number; reason: string; details: string },
) {
  await loadObject(db, actor, input.reportable_type, input.reportable_id);
  try {
    const [row] = await db
      .insert(userReports)
      .values({
        reporterId: actor.id,
        reportableType: input.reportable_type,
        reportableId: input.reportable_id,
        reason: input.reason,
        details: input.details,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('You already reported this');
    throw error;
  }
}

function readScope(actor: Actor): SQL | undefined {
  if (!actor) return sql`false`;
  return actor.permissions.has('MANAGE_REPORTS') ? undefined : eq(userReports.reporterId, actor.id);
}

/** A report its reporter or a MANAGE_REPORTS holder may read, or 404. */
export async function findUserReport(db: Executor, actor: Actor, id: number): Promise<UserReportRow> {
  const [row] = await db
    .select()
    .from(userReports)
    .where(and(eq(userReports.id, id), readScope(actor)))
    .limit(1);
  if (!row) throw new NotFoundError('Report not found');
  return row;
}

const SORTS = {
  created_at: userReports.createdAt,
  reason: userReports.reason,
  type: userReports.reportableType,
};

/** Reports with the admin filters. */
export async function listUserReports(
  db: Executor,
  input: {
    page: number;
    limit: number;
    reason?: string;
    type?: string;
    state?: string;
    sort: keyof typeof SORTS;
    sort_direction: 'asc' | 'desc';
  },
) {
  const page = toPage(input.page, input.limit);
  const where = and(
    input.reason ? eq(userReports.reason, input.reason) : undefined,
    input.type ? eq(userReports.reportableType, input.type) : undefined,
    input.state ? eq(userReports.state, input.state) : undefined,
  );
  const dir = input.sort_direction === 'asc' ? asc : desc;
  const { rows, meta } = await paginate(
    db,
    page,
    db
      .select()
      .from(userReports)
      .where(where)
      .orderBy(dir(SORTS[input.sort]), desc(userReports.id))
      .$dynamic(),
    { from: userReports, where },
  );
  return { rows, meta };
}

/** Every report on one object, for one reason or all, newest first. */
export async function listReportsForObject(db: Executor, type: string, id: number, reason: string) {
  return db
    .select()
    .from(userReports)
    .where(
      and(
        eq(userReports.reportableType, type),
        eq(userReports.reportableId, id),
        reason === 'all' ? undefined : eq(userReports.reason, reason),
      ),
    )
    .orderBy(desc(userReports.createdAt), desc(userReports.id));
}

/** Title, slug, state and public page of each reported object (moderators see every state). */
export async function loadReportables(
  db: Executor,
  rows: UserReportRow[],
): Promise<Map<string, ReportableSummary>> {
  const map = new Map<string, ReportableSummary>();
  for (const type of Object.keys(TABLES) as ReportableType[]) {
    const ids = [...new Set(rows.filter((r) => r.reportableType === type).map((r) => r.reportableId))];
    if (!ids.length) continue;
    if (type === 'comment') {
      const found = await queryRows<{
        id: number;
        body: string;
        state: string;
        root_type: string;
        root_slug: string | null;
      }>(
        db,
        sql`select c.id, left(c.body_markdown, 80) as body, c.state, c.root_type, coalesce(q.slug, t.slug, tl.slug) as root_slug from comments c
            left join questions q on c.root_type = 'question' and q.id = c.root_id
            left join tutorials t on c.root_type = 'tutorial' and t.id = c.root_id
            left join tools tl on c.root_type = 'tool' and tl.id = c.root_id
            where c.id in ${ids}`,
      );
      for (const c of found) {
        map.set(`comment:${c.id}`, {
          title: c.body,
          slug: null,
          state: c.state,
          url: c.root_slug ? contentPath(c.root_type, c.root_slug, { comment: c.id }) : '/community',
        });
      }
      continue;
    }
    const table = TABLES[type];
    const title = type === 'tool' ? tools.name : (table as typeof questions).title;
    const found = await db
      .select({ id: table.id, title, slug: table.slug, state: table.state })
      .from(table)
      .where(inArray(table.id, ids));
    for (const r of found)
      map.set(`${type}:${r.id}`, {
        title: r.title,
        slug: r.slug,
        state: r.state,
        url: contentPath(type, r.slug),
      });
  }
  return map;
}

/**
 * Resolves (or reopens) a report, optionally moving the reported object to another state. A report
 * moderator may only hide the object (REPORT_HIDING_STATUSES); any other move needs the moderator of
 * its type and then goes through that type's own update, with its notifications, index and counters.
 */
export async function resolveUserReport(
  db: Database,
  actor: NonNullable<Actor>,
  row: UserReportRow,
  input: { state: string; object_state?: string },
  ip?: string,
) {
  const type = row.reportableType as ReportableType;
  const objectState = input.object_state;
  if (objectState !== undefined && !isValidStatus(type, objectState)) {
    throw new UnprocessableError(`A ${type} cannot be ${objectState}`, [
      { path: 'user_report.object_state', message: 'Not a status of the reported object' },
    ]);
  }
  if (objectState !== undefined && !canResolveReportTo(actor, type, objectState)) {
    throw new ForbiddenError(
      `user_report.object_state: resolving a report can only hide the ${type} (${REPORT_HIDING_STATUSES.join(' or ')}); moving it to ${objectState} needs a moderator of ${type}s`,
    );
  }
  let objectChange: { before: string; after: string } | null = null;
  let target: RevalidateTarget = {};
  // A moderator of the type moves the object through its own update, whose event revalidates it.
  const moved = objectState !== undefined && can(actor, 'moderate', { type });
  if (moved)
    ({ objectChange, target } = await moveAsModerator(db, actor, type, row.reportableId, objectState));
  return transaction(db, async (tx) => {
    const closed = input.state !== 'open';
    const [saved] = await tx
      .update(userReports)
      .set({
        state: input.state,
        resolvedById: closed ? actor.id : null,
        resolvedAt: closed ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(userReports.id, row.id))
      .returning();
    if (objectState !== undefined && objectChange === null)
      ({ objectChange, target } = await hide(tx, actor, type, row.reportableId, objectState));
    await emit(tx, {
      type: 'user_report.updated',
      actor,
      ip,
      before: row,
      report: saved!,
      objectChange,
      target: moved ? null : target,
    });
    return { row: saved!, objectChange, target };
  });
}

/** A report moderator hides the object: the moderation queue's path for questions and comments. */
async function hide(tx: Executor, actor: Actor, type: ReportableType, id: number, state: string) {
  if (type === 'question' || type === 'comment') {
    const result = await applyModeration(tx, { actor, decision: null }, type, id, state);
    return { objectChange: { before: result.before, after: result.after }, target: result.target };
  }
  const table = TABLES[type] as typeof tutorials | typeof tools;
  const [before] = await tx
    .select({ state: table.state, slug: table.slug })
    .from(table)
    .where(eq(table.id, id));
  if (!before) throw new NotFoundError('The reported object no longer exists');
  await tx.update(table).set({ state, updatedAt: new Date() }).where(eq(table.id, id));
  return {
    objectChange: { before: before.state, after: state },
    target: { tags: tagsFor(type, before.slug) },
  };
}

/** A moderator of the type moves the object through the type's own update. */
async function moveAsModerator(
  db: Database,
  actor: NonNullable<Actor>,
  type: ReportableType,
  id: number,
  state: string,
) {
  const ref = String(id);
  const notFound = (error: unknown) => {
    if (error instanceof NotFoundError) throw new NotFoundError('The reported object no longer exists');
    throw error;
  };
  switch (type) {
    case 'tutorial': {
      const before = await findTutorial(db, actor, ref).catch(notFound);
      const saved = await updateTutorial(db, actor, before, { state: state as StatusOf<'tutorial'> });
      return {
        objectChange: { before: before.state, after: saved.state },
        target: { tags: tagsFor('tutorial', saved.slug) },
      };
    }
    case 'tool': {
      const before = await findTool(db, actor, ref).catch(notFound);
      const saved = await updateTool(db, actor, before, { state: state as StatusOf<'tool'> });
      return {
        objectChange: { before: before.state, after: saved.state },
        target: { tags: tagsFor('tool', saved.slug) },
      };
    }
    case 'question': {
      const before = await findQuestion(db, actor, ref).catch(notFound);
      const saved = await updateQuestion(db, actor, before, { state: state as StatusOf<'question'> });
      return {
        objectChange: { before: before.state, after: saved.state },
        target: { tags: tagsFor('question', saved.slug) },
      };
    }
    case 'comment': {
      const before = await findComment(db, actor, id).catch(notFound);
      const saved = await updateComment(db, actor, before, { state: state as StatusOf<'comment'> });
      return {
        objectChange: { before: before.state, after: saved.state },
        target: await commentRootTarget(db, saved.rootType, saved.rootId),
      };
    }
  }
}
