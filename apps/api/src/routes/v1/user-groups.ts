// /v1/user_groups (community-app §7): list with limit and search, create ({user_group}), read, update and
// delete. MANAGE_USER_GROUPS holders manage the groups they own; administrators every group.
import {
  idOrSlugParams,
  userGroupCreateBody,
  userGroupList,
  userGroupListQuery,
  userGroupResponse,
  userGroupUpdateBody,
} from '@reef/core';
import { requireUser } from '../../auth/hook.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { presentUserGroup, presentUserGroupSummary } from '../../presenters/user-groups.js';
import { recordAudit } from '../../services/audit-log.js';
import { loadAuthors } from '../../services/relations.js';
import {
  createUserGroup,
  deleteUserGroup,
  findUserGroup,
  listUserGroups,
  memberIdsOf,
  updateUserGroup,
  type UserGroupRow,
} from '../../services/user-groups.js';
import type { App } from '../../types.js';

const groupSubject = (row?: UserGroupRow) => ({
  type: 'user_group' as const,
  ...(row ? { ownerId: row.ownerId } : {}),
});

export default async function userGroupRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  const present = async (row: UserGroupRow) => {
    const members = await memberIdsOf(db, row.id);
    return presentUserGroup(row, members, await loadAuthors(db, [...members, row.ownerId]));
  };

  app.get(
    '/user_groups',
    {
      config: { rule: rules.permission('MANAGE_USER_GROUPS') },
      schema: {
        tags: ['users'],
        summary: 'Groups you manage',
        security: bearer,
        querystring: userGroupListQuery,
        response: { 200: userGroupList, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', groupSubject());
      const result = await listUserGroups(db, req.actor, req.query);
      const owners = await loadAuthors(
        db,
        result.rows.map((r) => r.group.ownerId),
      );
      return {
        data: result.rows.map((r) => presentUserGroupSummary(r.group, r.membersCount, owners)),
        meta: result.meta,
      };
    },
  );

  app.get(
    '/user_groups/:id',
    {
      config: { rule: rules.permission('MANAGE_USER_GROUPS') },
      schema: {
        tags: ['users'],
        summary: 'A group with its members',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: userGroupResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', groupSubject());
      const row = await findUserGroup(db, req.actor, req.params.id);
      authorize(req.actor, 'read', groupSubject(row));
      return present(row);
    },
  );

  app.post(
    '/user_groups',
    {
      config: { rule: rules.permission('MANAGE_USER_GROUPS') },
      schema: {
        tags: ['users'],
        summary: 'Create a group you own; its permissions must be a subset of yours',
        security: bearer,
        body: userGroupCreateBody,
        response: { 201: userGroupResponse, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      requireUser(req);
      authorize(req.actor, 'manage', groupSubject());
      const row = await createUserGroup(db, req.actor!, req.body.user_group);
      const presented = await present(row);
      await recordAudit(db, req, {
        action: 'user_group.create',
        subjectType: 'user_group',
        subjectId: row.id,
        summary: `Created group ${row.slug}`,
        after: presented,
      });
      return reply.code(201).send(presented);
    },
  );

  app.patch(
    '/user_groups/:id',
    {
      config: { rule: rules.permission('MANAGE_USER_GROUPS') },
      schema: {
        tags: ['users'],
        summary: 'Update a group (members replace the list)',
        security: bearer,
        params: idOrSlugParams,
        body: userGroupUpdateBody,
        response: { 200: userGroupResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', groupSubject());
      const row = await findUserGroup(db, req.actor, req.params.id);
      authorize(req.actor, 'update', groupSubject(row));
      const before = await present(row);
      const presented = await present(await updateUserGroup(db, req.actor!, row, req.body.user_group));
      await recordAudit(db, req, {
        action: 'user_group.update',
        subjectType: 'user_group',
        subjectId: row.id,
        summary: `Updated group ${presented.slug}`,
        before,
        after: presented,
      });
      return presented;
    },
  );

  app.delete(
    '/user_groups/:id',
    {
      config: { rule: rules.permission('MANAGE_USER_GROUPS') },
      schema: {
        tags: ['users'],
        summary: 'Delete a group',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: userGroupResponse, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', groupSubject());
      const row = await findUserGroup(db, req.actor, req.params.id);
      authorize(req.actor, 'delete', groupSubject(row));
      const before = await present(row);
      await deleteUserGroup(db, row);
      await recordAudit(db, req, {
        action: 'user_group.delete',
        subjectType: 'user_group',
        subjectId: row.id,
        summary: `Deleted group ${row.slug}`,
        before,
      });
      return before;
    },
  );
}
