// /v1/versioned_tutorial_groups (community-app §7): list, read, create, update and delete
// ({versionedTutorialGroup}). Reads are public; writes need MANAGE_TUTORIALS.
import {
  idOrSlugParams,
  versionedTutorialGroupCreateBody,
  versionedTutorialGroupList,
  versionedTutorialGroupListQuery,
  versionedTutorialGroupResponse,
  versionedTutorialGroupUpdateBody,
} from '@reef/core';
import { requireUser } from '../../auth/hook.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { presentVersionedGroup } from '../../presenters/versioned-tutorial-groups.js';
import { recordAudit } from '../../services/audit-log.js';
import {
  createVersionedGroup,
  deleteVersionedGroup,
  findVersionedGroup,
  itemsOf,
  listVersionedGroups,
  updateVersionedGroup,
  type VersionedGroupRow,
} from '../../services/versioned-tutorial-groups.js';
import type { App } from '../../types.js';
import type { Actor } from '@reef/core';

const GROUP = { type: 'versioned_tutorial_group' } as const;
const tags = ['tutorials'];

export default async function versionedTutorialGroupRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  const present = async (row: VersionedGroupRow, actor: Actor) =>
    presentVersionedGroup(row, (await itemsOf(db, actor, [row.id])).get(row.id) ?? []);

  app.get(
    '/versioned_tutorial_groups',
    {
      config: { rule: rules.public },
      schema: {
        tags,
        summary: 'List versioned tutorial groups',
        security: bearer,
        querystring: versionedTutorialGroupListQuery,
        response: { 200: versionedTutorialGroupList },
      },
    },
    async (req) => {
      const result = await listVersionedGroups(db, req.actor, req.query);
      return {
        data: result.rows.map((r) => presentVersionedGroup(r, result.items.get(r.id) ?? [])),
        meta: result.meta,
      };
    },
  );

  app.get(
    '/versioned_tutorial_groups/:id',
    {
      config: { rule: rules.public },
      schema: {
        tags,
        summary: 'A group by id or slug',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: versionedTutorialGroupResponse, ...errorResponses(404) },
      },
    },
    async (req) => present(await findVersionedGroup(db, req.params.id), req.actor),
  );

  app.post(
    '/versioned_tutorial_groups',
    {
      config: { rule: rules.permission('MANAGE_TUTORIALS') },
      schema: {
        tags,
        summary: 'Create a group',
        security: bearer,
        body: versionedTutorialGroupCreateBody,
        response: { 201: versionedTutorialGroupResponse, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      requireUser(req);
      authorize(req.actor, 'create', GROUP);
      const row = await createVersionedGroup(db, req.body.versionedTutorialGroup);
      const presented = await present(row, req.actor);
      await recordAudit(db, req, {
        action: 'versioned_tutorial_group.create',
        subjectType: 'versioned_tutorial_group',
        subjectId: row.id,
        summary: `Created ${row.name}`,
        after: presented,
      });
      return reply.code(201).send(presented);
    },
  );

  app.patch(
    '/versioned_tutorial_groups/:id',
    {
      config: { rule: rules.permission('MANAGE_TUTORIALS') },
      schema: {
        tags,
        summary: 'Update a group (items replace the list)',
        security: bearer,
        params: idOrSlugParams,
        body: versionedTutorialGroupUpdateBody,
        response: { 200: versionedTutorialGroupResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'update', GROUP);
      const row = await findVersionedGroup(db, req.params.id);
      const before = await present(row, req.actor);
      const presented = await present(
        await updateVersionedGroup(db, row, req.body.versionedTutorialGroup),
        req.actor,
      );
      await recordAudit(db, req, {
        action: 'versioned_tutorial_group.update',
        subjectType: 'versioned_tutorial_group',
        subjectId: row.id,
        summary: `Updated ${presented.name}`,
        before,
        after: presented,
      });
      return presented;
    },
  );

  app.delete(
    '/versioned_tutorial_groups/:id',
    {
      config: { rule: rules.permission('MANAGE_TUTORIALS') },
      schema: {
        tags,
        summary: 'Delete a group (its tutorials stay)',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: versionedTutorialGroupResponse, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'delete', GROUP);
      const row = await findVersionedGroup(db, req.params.id);
      const before = await present(row, req.actor);
      await deleteVersionedGroup(db, row);
      await recordAudit(db, req, {
        action: 'versioned_tutorial_group.delete',
        subjectType: 'versioned_tutorial_group',
        subjectId: row.id,
        summary: `Deleted ${row.name}`,
        before,
      });
      return before;
    },
  );
}
