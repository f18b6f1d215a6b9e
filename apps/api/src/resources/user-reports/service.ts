// User reports (community-app §7): any member with CREATE_REPORTS reports a question, tutorial, tool or
// comment for a reason (content-and-presentation §3); MANAGE_REPORTS reviews and resolves them, and may
// moderate the reported object in the same step.
import {
  can,
  canResolveReportTo,
  contentPath,
  isValidStatus,
  REPORT_HIDING_STATUSES,
  REPORT_QUEUE_REPORTS_MAX,
  REPORT_REASONS,
  type Actor,
  type ReportReason,
  type StatusOf,
} from '@reef/core';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { comments, questions, tools, tutorials, userReports } from '../../db/schema/index.js';
import {
  ConflictError,
  HttpError,
  localDetail,
  NotFoundError,
  UnprocessableError,
} from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { isUniqueViolation } from '../../platform/lib/db-errors.js';
import { paginate, paginateSql, toPage } from '../../platform/lib/pagination.js';
import { queryRows } from '../../platform/lib/sql.js';
import { commentTypeScope } from '../../platform/policies/comment-scope.js';
import { findComment, updateComment } from '../comments/index.js';
import { applyModeration } from '../moderation/index.js';
import { loadObject } from '../../platform/services/objects.js';
import { findQuestion, updateQuestion } from '../questions/index.js';
import { emit, transaction } from '../../platform/events/bus.js';
import { commentRootTarget } from '../../platform/events/subscribers/cache.js';
import { tagsFor, type RevalidateTarget } from '../../platform/services/revalidate.js';
import { updateTool, findTool } from '../tools/index.js';
import { findTutorial, updateTutorial } from '../tutorials/index.js';

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
    return await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(userReports)
        .values({
          reporterId: actor.id,
          reportableType: input.reportable_type,
          reportableId: input.reportable_id,
          reason: input.reason,
          details: input.details,
        })
        .returning();
      await emit(tx, { type: 'user_report.created', actor, report: row! });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(msg('errors', 'community.already_reported'));
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
  if (!row) throw new NotFoundError(msg('errors', 'reports.not_found'));
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

/** The reports on one object, narrowed by `also` when given. */
function reportsOn(type: string, id: number, also?: SQL) {
  return and(eq(userReports.reportableType, type), eq(userReports.reportableId, id), also);
}

/** Every report on one object, for one reason or all, newest first. */
export async function listReportsForObject(db: Executor, type: string, id: number, reason: string) {
  return db
    .select()
    .from(userReports)
    .where(reportsOn(type, id, reason === 'all' ? undefined : eq(userReports.reason, reason)))
    .orderBy(desc(userReports.createdAt), desc(userReports.id));
}

/**
 * The objects the items point at, keyed `type:id`: the distinct ids of each reportable type (types no item points
 * at left out) are handed to `load`, once per type, which answers the rows found with their ids.
 */
async function loadByType<T, R>(
  items: readonly T[],
  refOf: (item: T) => [string, number],
  load: (type: ReportableType, ids: number[]) => Promise<[number, R][]>,
): Promise<Map<string, R>> {
  const map = new Map<string, R>();
  for (const type of Object.keys(TABLES) as ReportableType[]) {
    const ids = [
      ...new Set(
        items
          .map(refOf)
          .filter(([t]) => t === type)
          .map(([, id]) => id),
      ),
    ];
    if (ids.length === 0) continue;
    for (const [id, row] of await load(type, ids)) map.set(`${type}:${id}`, row);
  }
  return map;
}

/**
 * The tail of a reported-comments query: each comment's root (question, tutorial or tool) joined as q, t and tl,
 * and only the comments among `ids` whose type `reader` may read.
 */
const readableCommentsWithRoots = (reader: Actor, ids: number[]) =>
  sql`left join questions q on c.root_type = 'question' and q.id = c.root_id
      left join tutorials t on c.root_type = 'tutorial' and t.id = c.root_id
      left join tools tl on c.root_type = 'tool' and tl.id = c.root_id
      where c.id in ${ids} and c.id in (select ${comments.id} from ${comments} where ${inArray(comments.id, ids)} and ${commentTypeScope(reader)})`;

/**
 * Title, slug, state and public page of each reported object (moderators see every state). A reported comment is
 * summarised only when `reader` may read its type (`commentTypeScope`: a report about a private note or a report
 * conversation names no text to a reader who is no comment moderator).
 */
export async function loadReportables(
  db: Executor,
  reader: Actor,
  rows: UserReportRow[],
): Promise<Map<string, ReportableSummary>> {
  return loadByType(
    rows,
    (r) => [r.reportableType, r.reportableId],
    async (type, ids): Promise<[number, ReportableSummary][]> => {
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
            ${readableCommentsWithRoots(reader, ids)}`,
        );
        return found.map((c) => [
          c.id,
          {
            title: c.body,
            slug: null,
            state: c.state,
            url: c.root_slug ? contentPath(c.root_type, c.root_slug, { comment: c.id }) : '/community',
          },
        ]);
      }
      const table = TABLES[type];
      const title = type === 'tool' ? tools.name : (table as typeof questions).title;
      const found = await db
        .select({ id: table.id, title, slug: table.slug, state: table.state })
        .from(table)
        .where(inArray(table.id, ids));
      return found.map((r) => [
        r.id,
        { title: r.title, slug: r.slug, state: r.state, url: contentPath(type, r.slug) },
      ]);
    },
  );
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
  const result = await closeReports(db, actor, [row], input, ip);
  return { row: result.rows[0]!, objectChange: result.objectChange, target: result.target };
}

/**
 * Closes every open report on one object (resolved or dismissed) in one step, optionally moving the object
 * once, by the same rules as one report. 409 when the object has no open report (another moderator closed
 * them first).
 */
export async function resolveObjectReports(
  db: Database,
  actor: NonNullable<Actor>,
  type: ReportableType,
  id: number,
  input: { state: 'resolved' | 'dismissed'; object_state?: string },
  ip?: string,
) {
  const open = await db
    .select()
    .from(userReports)
    .where(reportsOn(type, id, eq(userReports.state, 'open')))
    .orderBy(asc(userReports.createdAt), asc(userReports.id));
  if (open.length === 0) throw new ConflictError(msg('errors', 'reports.no_open', { type }));
  return closeReports(db, actor, open, input, ip, { onlyOpen: true });
}

/** Moves reports of one object to `input.state` (and the object to `input.object_state`), one audit entry each. */
async function closeReports(
  db: Database,
  actor: NonNullable<Actor>,
  rows: UserReportRow[],
  input: { state: string; object_state?: string },
  ip?: string,
  options: { onlyOpen?: boolean } = {},
) {
  const first = rows[0]!;
  const type = first.reportableType as ReportableType;
  const objectState = input.object_state;
  if (objectState !== undefined && !isValidStatus(type, objectState)) {
    throw new UnprocessableError(msg('errors', 'reports.cannot_be', { type, state: objectState }), [
      localDetail('user_report.object_state', msg('errors', 'reports.not_a_status')),
    ]);
  }
  if (objectState !== undefined && !canResolveReportTo(actor, type, objectState)) {
    const statuses = REPORT_HIDING_STATUSES.join(', ');
    throw new HttpError(
      403,
      'forbidden',
      msg('errors', 'reports.only_hide', { type, statuses, state: objectState }),
      [localDetail('user_report.object_state', msg('errors', 'zod.one_of', { options: statuses }))],
    );
  }
  let objectChange: { before: string; after: string } | null = null;
  let target: RevalidateTarget = {};
  // A moderator of the type moves the object through its own update, whose event revalidates it.
  const moved = objectState !== undefined && can(actor, 'moderate', { type });
  if (moved)
    ({ objectChange, target } = await moveAsModerator(db, actor, type, first.reportableId, objectState));
  return transaction(db, async (tx) => {
    const closed = input.state !== 'open';
    const saved = await tx
      .update(userReports)
      .set({
        state: input.state,
        resolvedById: closed ? actor.id : null,
        resolvedAt: closed ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(
        and(
          inArray(
            userReports.id,
            rows.map((r) => r.id),
          ),
          options.onlyOpen ? eq(userReports.state, 'open') : undefined,
        ),
      )
      .returning();
    if (objectState !== undefined && objectChange === null)
      ({ objectChange, target } = await hide(tx, actor, type, first.reportableId, objectState));
    const byId = new Map(saved.map((r) => [r.id, r]));
    const ordered = rows.flatMap((r) => (byId.has(r.id) ? [{ before: r, report: byId.get(r.id)! }] : []));
    // The object moved once: the first report's entry says so and carries what to revalidate.
    for (const [index, { before, report }] of ordered.entries()) {
      await emit(tx, {
        type: 'user_report.updated',
        actor,
        ip,
        before,
        report,
        objectChange: index === 0 ? objectChange : null,
        target: index === 0 && !moved ? target : null,
      });
    }
    return { rows: ordered.map((o) => o.report), objectChange, target };
  });
}

/** Filters of the report queue. */
export type ReportQueueInput = {
  page: number;
  limit: number;
  state: string;
  type?: string;
  reason?: string;
  from?: string;
  to?: string;
  sort: 'last_reported_at' | 'first_reported_at' | 'reports_count';
  sort_direction: 'asc' | 'desc';
};

/** One reported object of the queue, before its reports and object are loaded. */
export type ReportQueueGroup = {
  reportable_type: ReportableType;
  reportable_id: number;
  reports_count: number;
  reasons: { reason: ReportReason; count: number }[];
  first_reported_at: Date;
  last_reported_at: Date;
};

const DAY_MS = 86_400_000;

/** The reports a queue filter selects (a day filter is a whole UTC day). */
function queueWhere(input: Omit<ReportQueueInput, 'page' | 'limit' | 'sort' | 'sort_direction'>): SQL {
  return and(
    eq(userReports.state, input.state),
    input.type ? eq(userReports.reportableType, input.type) : undefined,
    input.reason ? eq(userReports.reason, input.reason) : undefined,
    input.from ? sql`${userReports.createdAt} >= ${new Date(`${input.from}T00:00:00Z`)}` : undefined,
    input.to
      ? sql`${userReports.createdAt} < ${new Date(Date.parse(`${input.to}T00:00:00Z`) + DAY_MS)}`
      : undefined,
  )!;
}

const QUEUE_SORTS = {
  last_reported_at: sql`last_reported_at`,
  first_reported_at: sql`first_reported_at`,
  reports_count: sql`reports_count`,
};

/**
 * The report queue: one entry per reported object with reports in the filter's state (and type, reason,
 * days), with how many and why, and the newest reports first by default.
 */
export async function listReportQueue(db: Executor, input: ReportQueueInput) {
  const page = toPage(input.page, input.limit);
  const where = queueWhere(input);
  const reasonCounts = sql.join(
    REPORT_REASONS.map(
      (reason) =>
        sql`count(*) filter (where ${userReports.reason} = ${reason})::int as ${sql.identifier(`reason_${reason}`)}`,
    ),
    sql`, `,
  );
  const source = sql`select ${userReports.reportableType} as reportable_type, ${userReports.reportableId} as reportable_id,
      count(*)::int as reports_count, min(${userReports.createdAt}) as first_reported_at,
      max(${userReports.createdAt}) as last_reported_at, ${reasonCounts}
    from ${userReports} where ${where}
    group by ${userReports.reportableType}, ${userReports.reportableId}`;
  const direction = input.sort_direction === 'asc' ? sql`asc` : sql`desc`;
  const result = await paginateSql<Record<string, unknown>>(
    db,
    page,
    source,
    sql`${QUEUE_SORTS[input.sort]} ${direction}, reportable_type ${direction}, reportable_id ${direction}`,
  );
  const groups: ReportQueueGroup[] = result.rows.map((row) => ({
    reportable_type: row.reportable_type as ReportableType,
    reportable_id: Number(row.reportable_id),
    reports_count: Number(row.reports_count),
    reasons: REPORT_REASONS.map((reason) => ({ reason, count: Number(row[`reason_${reason}`] ?? 0) }))
      .filter((r) => r.count > 0)
      .sort((a, b) => b.count - a.count),
    first_reported_at: new Date(row.first_reported_at as string),
    last_reported_at: new Date(row.last_reported_at as string),
  }));
  return { groups, meta: result.meta, where };
}

/** The reports of the queue's objects that match its filter, newest first, at most REPORT_QUEUE_REPORTS_MAX each. */
export async function listQueueReports(
  db: Executor,
  groups: ReportQueueGroup[],
  where: SQL,
): Promise<UserReportRow[]> {
  if (groups.length === 0) return [];
  const objects = or(
    ...groups.map((g) =>
      and(eq(userReports.reportableType, g.reportable_type), eq(userReports.reportableId, g.reportable_id)),
    ),
  );
  const ranked = db
    .select({
      id: userReports.id,
      rank: sql<number>`row_number() over (partition by ${userReports.reportableType}, ${userReports.reportableId} order by ${userReports.createdAt} desc, ${userReports.id} desc)`.as(
        'rank',
      ),
    })
    .from(userReports)
    .where(and(where, objects))
    .as('ranked');
  return db
    .select({ report: userReports })
    .from(userReports)
    .innerJoin(ranked, eq(ranked.id, userReports.id))
    .where(sql`${ranked.rank} <= ${REPORT_QUEUE_REPORTS_MAX}`)
    .orderBy(desc(userReports.createdAt), desc(userReports.id))
    .then((rows) => rows.map((r) => r.report));
}

/** A reported object as the queue shows it: its stored rendering, author and (for a comment) thread. */
export type ReportedObjectRow = {
  type: ReportableType;
  id: number;
  title: string;
  state: string;
  url: string;
  authorId: number | null;
  authorState: string | null;
  bodyHtml: string;
  context: { type: string; title: string; url: string } | null;
  createdAt: Date;
};

/**
 * The reported objects of the queue's entries, by `type:id` (moderators see every state); comments only of the
 * types `reader` may read, as in `loadReportables`.
 */
export async function loadReportedObjects(
  db: Executor,
  reader: Actor,
  groups: Pick<ReportQueueGroup, 'reportable_type' | 'reportable_id'>[],
): Promise<Map<string, ReportedObjectRow>> {
  return loadByType(
    groups,
    (g) => [g.reportable_type, g.reportable_id],
    async (type, ids): Promise<[number, ReportedObjectRow][]> => {
      if (type === 'comment') {
        const found = await queryRows<
          ReportedRowFields & { root_type: string; root_title: string | null; root_slug: string | null }
        >(
          db,
          sql`select c.id, left(c.body_markdown, 80) as title, c.state, c.author_id, u.state as author_state, c.body_html,
              c.created_at, c.root_type, coalesce(q.title, t.title, tl.name) as root_title, coalesce(q.slug, t.slug, tl.slug) as root_slug
            from comments c
            left join users u on u.id = c.author_id
            ${readableCommentsWithRoots(reader, ids)}`,
        );
        return found.map((c) => {
          const rootUrl = c.root_slug ? contentPath(c.root_type, c.root_slug) : '/community';
          const url = c.root_slug ? contentPath(c.root_type, c.root_slug, { comment: c.id }) : '/community';
          const context = { type: c.root_type, title: c.root_title ?? 'Removed page', url: rootUrl };
          return [c.id, reportedObject(type, c, url, context)];
        });
      }
      const table = TABLES[type] as typeof questions | typeof tutorials | typeof tools;
      const title = type === 'tool' ? tools.name : (table as typeof questions).title;
      const found = await queryRows<ReportedRowFields & { slug: string }>(
        db,
        sql`select o.id, o.${sql.identifier(title.name)} as title, o.slug, o.state, o.author_id, u.state as author_state,
            o.body_html, o.created_at
          from ${table} o left join users u on u.id = o.author_id where o.id in ${ids}`,
      );
      return found.map((r) => [r.id, reportedObject(type, r, contentPath(type, r.slug), null)]);
    },
  );
}

/** The columns every reported object's query reads, as the driver answers them. */
type ReportedRowFields = {
  id: number;
  title: string;
  state: string;
  author_id: number | null;
  author_state: string | null;
  body_html: string;
  created_at: string | Date;
};

function reportedObject(
  type: ReportableType,
  r: ReportedRowFields,
  url: string,
  context: ReportedObjectRow['context'],
): ReportedObjectRow {
  return {
    type,
    id: Number(r.id),
    title: r.title,
    state: r.state,
    url,
    authorId: r.author_id === null ? null : Number(r.author_id),
    authorState: r.author_state,
    bodyHtml: r.body_html,
    context,
    createdAt: new Date(r.created_at),
  };
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
  if (!before) throw new NotFoundError(msg('errors', 'reports.object_gone'));
  await tx.update(table).set({ state, updatedAt: new Date() }).where(eq(table.id, id));
  return {
    objectChange: { before: before.state, after: state },
    target: { tags: tagsFor(type, before.slug) },
  };
}

/** The object's change and the cached pages it touches, once the type's own update `save` has run. */
async function moved<R extends { state: string; slug: string }>(
  type: 'tutorial' | 'tool' | 'question',
  before: R,
  save: (before: R) => Promise<R>,
) {
  const saved = await save(before);
  return {
    objectChange: { before: before.state, after: saved.state },
    target: { tags: tagsFor(type, saved.slug) },
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
    if (error instanceof NotFoundError) throw new NotFoundError(msg('errors', 'reports.object_gone'));
    throw error;
  };
  switch (type) {
    case 'tutorial':
      return moved('tutorial', await findTutorial(db, actor, ref).catch(notFound), (before) =>
        updateTutorial(db, actor, before, { state: state as StatusOf<'tutorial'> }),
      );
    case 'tool':
      return moved('tool', await findTool(db, actor, ref).catch(notFound), (before) =>
        updateTool(db, actor, before, { state: state as StatusOf<'tool'> }),
      );
    case 'question':
      return moved('question', await findQuestion(db, actor, ref).catch(notFound), (before) =>
        updateQuestion(db, actor, before, { state: state as StatusOf<'question'> }),
      );
    case 'comment': {
      const before = await findComment(db, actor, id).catch(notFound);
      const saved = await updateComment(db, actor, before, { state: state as StatusOf<'comment'> });
      return {
        objectChange: { before: before.state, after: saved.state },
        target: (await commentRootTarget(db, saved.rootType, saved.rootId)) ?? {},
      };
    }
  }
}
