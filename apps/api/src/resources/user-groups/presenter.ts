// User group JSON.
import type { AuthorRow } from '../../platform/services/relations.js';
import type { UserGroupRow } from './service.js';
import { presentAuthor, presentUserSummary } from '../../platform/services/users-presenter.js';

/** A group in lists. */
export function presentUserGroupSummary(
  row: UserGroupRow,
  membersCount: number,
  users: Map<number, AuthorRow>,
) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    permissions: row.permissions.toString(),
    owner: presentAuthor(users, row.ownerId),
    members_count: membersCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A group with its members. */
export function presentUserGroup(row: UserGroupRow, memberIds: number[], users: Map<number, AuthorRow>) {
  const members = memberIds.map((id) => users.get(id)).filter((u): u is AuthorRow => u !== undefined);
  return {
    ...presentUserGroupSummary(row, memberIds.length, users),
    members: members.map(presentUserSummary),
  };
}
