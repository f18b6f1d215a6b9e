// What the Users admin section reads (community-app §2, issue #11): the member list with its filters, a member's
// page (state, sessions, groups and what they grant, content counts, reports), their content in every state, and
// the reports about them and by them. Writes (disable, enable, archive, spam_all, permissions) stay in users.ts.
import {
  ADMIN_AREA_PERMISSIONS,
  Permissions,
  PermissionFlags,
  contentPath,
  type Actor,
  type AdminUserListQuery,
  type UserContentType,
} from '@reef/core';
import { and, asc, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import {
  comments,
  customTokens,
  questions,
  tools,
  tutorials,
  userGroupMemberships,
  userGroups,
  userReports,
  users,
} from '../../db/schema/index.js';
import { paginate, paginateSql, toPage } from '../../platform/lib/pagination.js';
import { escapeLike, queryRows } from '../../platform/lib/sql.js';
import { commentScope } from '../../platform/policies/comment-scope.js';
import { groupGrant } from '../../platform/services/sessions.js';

const ADMINISTRATOR_BIT = 2 ** PermissionFlags.ADMINISTRATOR;
const STAFF_BITS = Permissions.from(ADMIN_AREA_PERMISSIONS).bits;

// Drizzle writes a column of the only table of a select without its table name; inside these subqueries, where
// groups and owners have an `id` too, the member's id must be named in full.
const memberId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

/**
 * What a member's groups grant now, in SQL: each group's flags cut to its owner's own flags (all of them for an
 * administrator owner), nothing from a group whose owner is gone or not active — `groupGrant` of sessions.ts.
 */
const groupBits = sql<string>`coalesce((
  select bit_or(case
    when o.id is null or o.state <> 'active' then 0::bigint
    when (o.permissions & ${ADMINISTRATOR_BIT}) <> 0 then g.permissions
    else g.permissions & o.permissions end)
  from ${userGroupMemberships} m
  join ${userGroups} g on g.id = m.group_id
  left join ${users} o on o.id = g.owner_id
  where m.user_id = ${memberId}), 0)`;

/** The member's effective flags (own plus groups). */
const effectiveBits = sql<string>`(${users.permissions} | ${groupBits})`;

/** The slugs of the member's groups, comma-joined (slugs have no commas; arrays differ between drivers). */
const groupSlugs = sql<string>`coalesce((
  select string_agg(g.slug, ',' order by g.slug)
  from ${userGroupMemberships} m join ${userGroups} g on g.id = m.group_id
  where m.user_id = ${memberId}), '')`;

/** The start of a date filter: a day from its first instant. */
function startOf(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
}

/** The end of a date filter (exclusive): a day up to its last instant. */
function endOf(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(new Date(value).getTime() + 1);
  return new Date(new Date(`${value}T00:00:00.000Z`).getTime() + 86_400_000);
}

const SORTS = {
  username: sql`lower(${users.username})`,
  created_at: users.createdAt,
  last_signed_in_at: users.lastSignedInAt,
} as const;

/** A row of the member list: the user with their effective flags and group slugs. */
export type AdminUserRow = { user: UserRow; permissions: Permissions; groups: string[] };

/**
 * The member list of the Users section: search by username, email, slug or name; filters by state, by a flag held
 * (own or through a group; administrators hold every flag) or `staff` (any admin-area flag), and by join date.
 */
export async function listAdminUsers(db: Executor, query: AdminUserListQuery) {
  const page = toPage(query.page, query.limit);
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        sql`${users.username} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
        sql`${users.slug} ilike ${pattern}`,
        sql`${users.firstName} ilike ${pattern}`,
        sql`${users.lastName} ilike ${pattern}`,
      ),
    );
  }
  if (query.state) conditions.push(eq(users.state, query.state));
  if (query.permission) {
    const bits =
      query.permission === 'staff' ? STAFF_BITS : Permissions.from(query.permission).bits | ADMINISTRATOR_BIT;
    conditions.push(sql`(${effectiveBits} & ${bits}) <> 0`);
  }
  if (query.joined_after) conditions.push(gte(users.createdAt, startOf(query.joined_after)));
  if (query.joined_before) conditions.push(lt(users.createdAt, endOf(query.joined_before)));
  const where = and(...conditions);
  const direction = query.sort_direction === 'asc' ? asc : desc;
  const order =
    query.sort === 'last_signed_in_at'
      ? [
          sql`${users.lastSignedInAt} ${sql.raw(query.sort_direction === 'asc' ? 'asc' : 'desc')} nulls last`,
          direction(users.id),
        ]
      : [direction(SORTS[query.sort]), direction(users.id)];
  const { rows, meta } = await paginate(
    db,
    page,
    db
      .select({ user: users, effective: sql<string>`${effectiveBits}::text`, groups: groupSlugs })
      .from(users)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    { from: users, where },
  );
  return {
    rows: rows.map((r): AdminUserRow => ({
      user: r.user,
      permissions: Permissions.from(r.effective),
      groups: r.groups ? r.groups.split(',') : [],
    })),
    meta,
  };
}

/** A group the member belongs to and what it grants them now. */
export type GroupGrantRow = { id: number; slug: string; name: string; permissions: bigint; granted: bigint };

/** The member's groups, by name, each with what it grants now. */
export async function loadGroupGrants(db: Executor, userId: number): Promise<GroupGrantRow[]> {
  const rows = await queryRows<{
    id: number;
    slug: string;
    name: string;
    permissions: string;
    owner_permissions: string | null;
    owner_state: string | null;
  }>(
    db,
    sql`select g.id, g.slug, g.name, g.permissions::text as permissions,
          o.permissions::text as owner_permissions, o.state as owner_state
        from ${userGroupMemberships} m
        join ${userGroups} g on g.id = m.group_id
        left join ${users} o on o.id = g.owner_id
        where m.user_id = ${userId}
        order by g.name, g.id`,
  );
  return rows.map((r) => {
    const owner =
      r.owner_permissions !== null && r.owner_state !== null
        ? { permissions: BigInt(r.owner_permissions), state: r.owner_state as UserRow['state'] }
        : null;
    return {
      id: Number(r.id),
      slug: r.slug,
      name: r.name,
      permissions: BigInt(r.permissions),
      granted: groupGrant(BigInt(r.permissions), owner),
    };
  });
}

const CONTENT = {
  tutorial: { table: tutorials, title: tutorials.title },
  question: { table: questions, title: questions.title },
  tool: { table: tools, title: tools.name },
} as const;

/**
 * How many items of each type the member wrote, in total and by state; comments only those the reader may see
 * (the comment scope: private notes and report conversations count for comment moderators).
 */
export async function countUserContent(db: Executor, reader: Actor, userId: number) {
  const rows = await queryRows<{ type: UserContentType; state: string; n: number }>(
    db,
    sql`select 'tutorial' as type, state, count(*)::int as n from ${tutorials} where author_id = ${userId} group by state
        union all select 'question', state, count(*)::int from ${questions} where author_id = ${userId} group by state
        union all select 'comment', state, count(*)::int from ${comments} where author_id = ${userId} and ${commentScope(reader)} group by state
        union all select 'tool', state, count(*)::int from ${tools} where author_id = ${userId} group by state`,
  );
  const empty = () => ({ total: 0, by_state: {} as Record<string, number> });
  const counts = { tutorials: empty(), questions: empty(), comments: empty(), tools: empty() };
  const key = { tutorial: 'tutorials', question: 'questions', comment: 'comments', tool: 'tools' } as const;
  for (const row of rows) {
    const bucket = counts[key[row.type]];
    bucket.total += Number(row.n);
    bucket.by_state[row.state] = Number(row.n);
  }
  return counts;
}

/** Reports on the member's content (any of the four reportable types). */
function reportsAbout(userId: number): SQL {
  return sql`(
    (${userReports.reportableType} = 'tutorial' and ${userReports.reportableId} in (select id from ${tutorials} where author_id = ${userId}))
    or (${userReports.reportableType} = 'question' and ${userReports.reportableId} in (select id from ${questions} where author_id = ${userId}))
    or (${userReports.reportableType} = 'comment' and ${userReports.reportableId} in (select id from ${comments} where author_id = ${userId}))
    or (${userReports.reportableType} = 'tool' and ${userReports.reportableId} in (select id from ${tools} where author_id = ${userId})))`;
}

/** Numbers of reports about the member's content (open and all) and filed by them. */
export async function countUserReports(db: Executor, userId: number) {
  const [about] = await queryRows<{ open: number; total: number }>(
    db,
    sql`select count(*) filter (where state = 'open')::int as open, count(*)::int as total
        from ${userReports} where ${reportsAbout(userId)}`,
  );
  const [by] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${userReports} where reporter_id = ${userId}`,
  );
  return {
    about_open: Number(about?.open ?? 0),
    about_total: Number(about?.total ?? 0),
    by_total: Number(by?.total ?? 0),
  };
}

/** Reports about the member's content (`about`) or filed by them (`by`), newest first. */
export async function listReportsOfUser(
  db: Executor,
  userId: number,
  input: { page: number; limit: number; role: 'about' | 'by'; state?: string },
) {
  const page = toPage(input.page, input.limit);
  const where = and(
    input.role === 'about' ? reportsAbout(userId) : eq(userReports.reporterId, userId),
    input.state ? eq(userReports.state, input.state) : undefined,
  );
  return paginate(
    db,
    page,
    db
      .select()
      .from(userReports)
      .where(where)
      .orderBy(desc(userReports.createdAt), desc(userReports.id))
      .$dynamic(),
    { from: userReports, where },
  );
}

/**
 * The member's content of one type, every state, newest first. Comments go through the comment scope of the reader
 * (a MANAGE_USERS holder who is no comment moderator sees no private note or report conversation).
 */
export async function listUserContent(
  db: Executor,
  reader: Actor,
  userId: number,
  input: { page: number; limit: number; type: UserContentType; state?: string },
) {
  const page = toPage(input.page, input.limit);
  if (input.type === 'comment') {
    const source = sql`select c.id, left(c.body_markdown, 120) as title, c.state, c.created_at,
          c.root_type, coalesce(q.slug, t.slug, tl.slug) as root_slug
        from ${comments} c
        left join ${questions} q on c.root_type = 'question' and q.id = c.root_id
        left join ${tutorials} t on c.root_type = 'tutorial' and t.id = c.root_id
        left join ${tools} tl on c.root_type = 'tool' and tl.id = c.root_id
        where c.author_id = ${userId}
          and c.id in (select ${comments.id} from ${comments} where ${comments.authorId} = ${userId} and ${commentScope(reader)})
          ${input.state ? sql`and c.state = ${input.state}` : sql``}`;
    const result = await paginateSql<{
      id: number;
      title: string;
      state: string;
      created_at: string | Date;
      root_type: string;
      root_slug: string | null;
    }>(db, page, source, sql`created_at desc, id desc`);
    return {
      rows: result.rows.map((r) => ({
        type: 'comment' as const,
        id: Number(r.id),
        title: r.title,
        state: r.state,
        url: r.root_slug ? contentPath(r.root_type, r.root_slug, { comment: Number(r.id) }) : '/community',
        created_at: new Date(r.created_at).toISOString(),
      })),
      meta: result.meta,
    };
  }
  const { table, title } = CONTENT[input.type];
  const where = and(eq(table.authorId, userId), input.state ? eq(table.state, input.state) : undefined);
  const result = await paginate(
    db,
    page,
    db
      .select({ id: table.id, title, slug: table.slug, state: table.state, createdAt: table.createdAt })
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .$dynamic(),
    { from: table, where },
  );
  return {
    rows: result.rows.map((r) => ({
      type: input.type,
      id: r.id,
      title: r.title,
      state: r.state,
      url: contentPath(input.type, r.slug),
      created_at: r.createdAt.toISOString(),
    })),
    meta: result.meta,
  };
}

/** Custom tokens of the account that still work (neither revoked nor expired). */
export async function countActiveCustomTokens(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customTokens)
    .where(
      and(
        eq(customTokens.userId, userId),
        isNull(customTokens.revokedAt),
        or(isNull(customTokens.expiresAt), sql`${customTokens.expiresAt} > now()`),
      ),
    );
  return Number(row?.n ?? 0);
}
