// User groups (community-app §7): named sets of members whose permissions the members gain.
// MANAGE_USER_GROUPS manages the groups one owns (§6 "Manage own user groups"); ADMINISTRATOR all.
// A group can never grant a flag its editor does not hold, or a group would be a way up.
import {
  Permissions,
  slugify,
  type Actor,
  type UserGroupCreateBody,
  type UserGroupUpdateBody,
  type USER_GROUP_SORTS,
} from '@reef/core';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userGroupMemberships, userGroups, users } from '../../db/schema/index.js';
import {
  ForbiddenError,
  HttpError,
  localDetail,
  NotFoundError,
  UnprocessableError,
} from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { transaction } from '../../platform/events/bus.js';
import { isNumericId } from '../../platform/lib/pagination.js';
import { paginateSelection } from '../../platform/lib/paginate-table.js';
import { escapeLike } from '../../platform/lib/sql.js';
import { isWithin } from '../../platform/services/custom-tokens.js';
import { deleteRecord, withUniqueKey } from '../../platform/services/records.js';

export type UserGroupRow = typeof userGroups.$inferSelect;
type UserGroupSort = (typeof USER_GROUP_SORTS)[number];

function ownScope(actor: Actor): SQL | undefined {
  if (!actor) return sql`false`;
  return actor.permissions.has('ADMINISTRATOR') ? undefined : eq(userGroups.ownerId, actor.id);
}

/** A group by id or slug among those the actor manages, or 404. */
export async function findUserGroup(db: Executor, actor: Actor, idOrSlug: string): Promise<UserGroupRow> {
  const key = isNumericId(idOrSlug)
    ? eq(userGroups.id, Number(idOrSlug))
    : eq(userGroups.slug, idOrSlug.toLowerCase());
  const [row] = await db
    .select()
    .from(userGroups)
    .where(and(key, ownScope(actor)))
    .limit(1);
  if (!row) throw new NotFoundError(msg('errors', 'user_groups.not_found'));
  return row;
}

function groupOrder(sort: UserGroupSort, direction: 'asc' | 'desc', membersCount: SQL<number>): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  const column =
    sort === 'members_count'
      ? by(membersCount)
      : sort === 'slug'
        ? by(userGroups.slug)
        : sort === 'updated_at'
          ? by(userGroups.updatedAt)
          : by(userGroups.name);
  // The id last, so pages never repeat or skip a group that ties.
  return [column, by(userGroups.id)];
}

/** Groups the actor manages, with member counts, by name unless another sort is asked for. */
export function listUserGroups(
  db: Executor,
  actor: Actor,
  input: {
    page: number;
    limit: number;
    search?: string;
    sort?: UserGroupSort;
    sort_direction?: 'asc' | 'desc';
  },
) {
  const pattern = input.search ? `%${escapeLike(input.search)}%` : null;
  const where = and(
    ownScope(actor),
    pattern ? sql`(${userGroups.name} ilike ${pattern} or ${userGroups.slug} ilike ${pattern})` : undefined,
  );
  const membersCount = sql<number>`(select count(*)::int from ${userGroupMemberships} m where m.group_id = ${userGroups.id})`;
  const order = groupOrder(input.sort ?? 'name', input.sort_direction ?? 'asc', membersCount);
  return paginateSelection(db, input, { group: userGroups, membersCount }, userGroups, where, ...order);
}

/** Member ids of a group. */
export async function memberIdsOf(db: Executor, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userGroupMemberships.userId })
    .from(userGroupMemberships)
    .where(eq(userGroupMemberships.groupId, groupId));
  return rows.map((r) => r.id);
}

/**
 * The editor's own flags, without what their groups add: a group grants at most its owner's direct
 * flags (platform/services/sessions.ts `groupGrant`), so that is also what an editor may put in one.
 */
async function directPermissions(db: Executor, actor: NonNullable<Actor>): Promise<Permissions> {
  const [row] = await db
    .select({ permissions: users.permissions })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  return Permissions.from(row?.permissions ?? 0n);
}

async function checkPermissions(db: Executor, actor: NonNullable<Actor>, value: string): Promise<bigint> {
  let perms: Permissions;
  try {
    perms = Permissions.from(value);
  } catch {
    // Permissions.from has one refusal (core's INVALID_PERMISSIONS_MESSAGE, errors schema.permission_bits).
    const invalid = msg('errors', 'schema.permission_bits');
    throw new UnprocessableError(invalid, [localDetail('user_group.permissions', invalid)]);
  }
  const held = await directPermissions(db, actor);
  if (!isWithin(perms, held)) {
    // Each flag named at the field, so the editor shows which boxes to untick.
    const missing = perms.remove(held).toArray();
    throw new HttpError(
      403,
      'forbidden',
      msg('errors', 'user_groups.grant_unheld', { permissions: missing.join(', ') }),
      missing.map((flag) =>
        localDetail('user_group.permissions', msg('errors', 'users.not_held', { permission: flag })),
      ),
    );
  }
  return BigInt(perms.bits);
}

/** Changing who is in a group hands its flags on, so the editor must still hold every one of them. */
async function assertMayHandOn(db: Executor, actor: NonNullable<Actor>, groupBits: bigint): Promise<void> {
  const held = await directPermissions(db, actor);
  if (isWithin(Permissions.from(groupBits), held)) return;
  const missing = Permissions.from(groupBits).remove(held).toArray().join(', ');
  throw new ForbiddenError(msg('errors', 'user_groups.holds_unheld', { permissions: missing }));
}

async function setMembers(db: Executor, groupId: number, slugs: string[]): Promise<void> {
  const wanted = [...new Set(slugs.map((s) => s.toLowerCase()))];
  const found = wanted.length
    ? await db.select({ id: users.id, slug: users.slug }).from(users).where(inArray(users.slug, wanted))
    : [];
  const missing = wanted.filter((s) => !found.some((f) => f.slug === s));
  if (missing.length)
    throw new UnprocessableError(
      msg('errors', 'user_groups.unknown_members'),
      missing.map((m) => localDetail('user_group.members', msg('errors', 'missing.no_user', { slug: m }))),
    );
  await db.delete(userGroupMemberships).where(eq(userGroupMemberships.groupId, groupId));
  if (found.length)
    await db.insert(userGroupMemberships).values(found.map((f) => ({ groupId, userId: f.id })));
}

const unique = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, msg('errors', 'duplicates.group'), 'user_group.slug');

/** Creates a group owned by the actor. */
export async function createUserGroup(
  db: Executor,
  actor: NonNullable<Actor>,
  input: UserGroupCreateBody['user_group'],
): Promise<UserGroupRow> {
  const permissions = await checkPermissions(db, actor, input.permissions);
  return unique(() =>
    transaction(db, async (tx) => {
      const [row] = await tx
        .insert(userGroups)
        .values({
          name: input.name,
          slug: input.slug ?? (slugify(input.name) || 'group'),
          description: input.description,
          permissions,
          ownerId: actor.id,
        })
        .returning();
      await setMembers(tx, row!.id, input.members);
      return row!;
    }),
  );
}

/** Updates a group; members replace the list when given. */
export async function updateUserGroup(
  db: Executor,
  actor: NonNullable<Actor>,
  row: UserGroupRow,
  input: UserGroupUpdateBody['user_group'],
): Promise<UserGroupRow> {
  const patch: Partial<typeof userGroups.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.slug !== undefined) patch.slug = input.slug;
  if (input.description !== undefined) patch.description = input.description;
  if (input.permissions !== undefined)
    patch.permissions = await checkPermissions(db, actor, input.permissions);
  if (input.members !== undefined) await assertMayHandOn(db, actor, patch.permissions ?? row.permissions);
  return unique(() =>
    transaction(db, async (tx) => {
      const [saved] = await tx.update(userGroups).set(patch).where(eq(userGroups.id, row.id)).returning();
      if (input.members !== undefined) await setMembers(tx, row.id, input.members);
      return saved!;
    }),
  );
}

/** Deletes a group (memberships go with it). */
export function deleteUserGroup(db: Executor, row: UserGroupRow): Promise<UserGroupRow> {
  return deleteRecord(db, userGroups, row.id, msg('errors', 'user_groups.not_found'));
}
