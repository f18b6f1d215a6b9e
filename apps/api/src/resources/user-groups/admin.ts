// User groups (community-app §7): named sets of members whose permissions the members gain.
// MANAGE_USER_GROUPS holders manage the groups they own, administrators every group; a group never
// grants a flag its editor does not hold (resources/user-groups/service.ts).
import { userGroupResource } from '@reef/core';
import type { Executor } from '../../db/client.js';
import { presentUserGroup, presentUserGroupSummary } from './presenter.js';
import { loadAuthors } from '../../platform/services/relations.js';
import {
  createUserGroup,
  deleteUserGroup,
  findUserGroup,
  listUserGroups,
  memberIdsOf,
  updateUserGroup,
  type UserGroupRow,
} from './service.js';
import { defineAdminApi } from '../../platform/admin/mount.js';

async function present(db: Executor, row: UserGroupRow) {
  const members = await memberIdsOf(db, row.id);
  return presentUserGroup(row, members, await loadAuthors(db, [...members, row.ownerId]));
}

export default defineAdminApi({
  resource: userGroupResource,
  find: (db, actor, ref) => findUserGroup(db, actor, ref.key),
  ownerOf: (row) => row.ownerId,
  list: {
    rows: listUserGroups,
    present: async (db, rows) => {
      const owners = await loadAuthors(
        db,
        rows.map((r) => r.group.ownerId),
      );
      return rows.map((r) => presentUserGroupSummary(r.group, r.membersCount, owners));
    },
  },
  present,
  create: (db, { user_group: input }, user) => createUserGroup(db, user, input),
  update: (db, row, { user_group: input }, user) => updateUserGroup(db, user, row, input),
  remove: deleteUserGroup,
  title: (group) => group.slug,
});
