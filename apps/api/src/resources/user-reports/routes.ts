// /v1/user_reports (community-app §7): members report content; MANAGE_REPORTS lists, reads and resolves.
// GET /v1/user_reports/{a}/{b}/{c} reads as {reportable_type}/{reportable_id}/{reason or "all"}: every
// report filed against one object. The flagged-content screen (/community/admin/flagged) works from
// GET /v1/user_reports/queue (one entry per reported object, with its stored rendering and its reports) and
// closes an object's reports in one step with PATCH /v1/user_reports/{type}/{id}.
import {
  numericId,
  userReportCreateBody,
  userReportList,
  userReportListQuery,
  userReportObjectParams,
  userReportObjectRefParams,
  userReportObjectUpdateBody,
  userReportObjectUpdateResponse,
  userReportQueue,
  userReportQueueQuery,
  userReportResponse,
  userReportUpdateBody,
  type Actor,
} from '@reef/core';
import { z } from 'zod';
import { rules } from '../../platform/lib/route-rules.js';
import { gated } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentReportQueueGroup, presentUserReport } from './presenter.js';
import { loadAuthors } from '../../platform/services/relations.js';
import {
  createUserReport,
  findUserReport,
  listQueueReports,
  listReportQueue,
  listReportsForObject,
  listUserReports,
  loadReportables,
  loadReportedObjects,
  resolveObjectReports,
  resolveUserReport,
  type UserReportRow,
} from './service.js';
import type { App } from '../../platform/types.js';

export default async function userReportRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  const presentAll = async (rows: UserReportRow[], actor: Actor) => {
    const [users, reportables] = await Promise.all([
      loadAuthors(
        db,
        rows.flatMap((r) => [r.reporterId, r.resolvedById]),
      ),
      loadReportables(db, actor, rows),
    ]);
    return rows.map((r) => presentUserReport(r, users, reportables));
  };

  app.get(
    '/user_reports',
    gated(
      {
        access: { can: 'manage', on: 'user_report', rule: rules.permission('MANAGE_REPORTS') },
        schema: {
          summary: 'List reports (MANAGE_REPORTS)',
          querystring: userReportListQuery,
          response: { 200: userReportList, ...errorResponses(401, 403) },
        },
      },
      async (req, { actor }) => {
        const result = await listUserReports(db, req.query);
        return { data: await presentAll(result.rows, actor), meta: result.meta };
      },
    ),
  );

  app.post(
    '/user_reports',
    gated(
      {
        access: { can: 'create', on: 'user_report', rule: rules.permission('CREATE_REPORTS') },
        schema: {
          summary: 'Report a question, tutorial, tool or comment',
          body: userReportCreateBody,
          response: { 201: userReportResponse, ...errorResponses(401, 403, 404, 409, 429) },
        },
      },
      async (req, { actor }, reply) => {
        const row = await createUserReport(db, actor, req.body.user_report);
        const [presented] = await presentAll([row], actor);
        return reply.code(201).send(presented!);
      },
    ),
  );

  app.get(
    '/user_reports/queue',
    gated(
      {
        access: { can: 'manage', on: 'user_report' },
        schema: {
          operationId: 'listReportQueue',
          summary:
            'The report queue: one entry per reported object with reports in the given state, its stored rendering, author and reports (MANAGE_REPORTS)',
          querystring: userReportQueueQuery,
          response: { 200: userReportQueue, ...errorResponses(401, 403) },
        },
      },
      async (req, { actor }) => {
        const { groups, meta, where } = await listReportQueue(db, req.query);
        const [reports, objects] = await Promise.all([
          listQueueReports(db, groups, where),
          loadReportedObjects(db, actor, groups),
        ]);
        const users = await loadAuthors(db, [
          ...reports.flatMap((r) => [r.reporterId, r.resolvedById]),
          ...[...objects.values()].map((o) => o.authorId),
        ]);
        return {
          data: groups.map((group) => presentReportQueueGroup(group, reports, objects, users)),
          meta,
        };
      },
    ),
  );

  app.patch(
    '/user_reports/:type/:id',
    gated(
      {
        access: { can: 'manage', on: 'user_report' },
        schema: {
          operationId: 'resolveObjectReports',
          summary:
            'Resolve or dismiss every open report on one object; `object_state` also moves the object, by the rules of one report (MANAGE_REPORTS)',
          params: userReportObjectRefParams,
          body: userReportObjectUpdateBody,
          response: { 200: userReportObjectUpdateResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
        },
      },
      async (req, { actor }) => {
        const result = await resolveObjectReports(
          db,
          actor,
          req.params.type,
          req.params.id,
          req.body.user_report,
          req.ip,
        );
        return {
          data: await presentAll(result.rows, actor),
          object_state: result.objectChange?.after ?? null,
        };
      },
    ),
  );

  app.get(
    '/user_reports/:type/:id/:reason',
    gated(
      {
        access: { can: 'manage', on: 'user_report', rule: rules.permission('MANAGE_REPORTS') },
        schema: {
          summary:
            'Every report on one object: {reportable_type}/{reportable_id}/{reason or "all"} (MANAGE_REPORTS)',
          params: userReportObjectParams,
          response: { 200: z.object({ data: z.array(userReportResponse) }), ...errorResponses(401, 403) },
        },
      },
      async (req, { actor }) => {
        return {
          data: await presentAll(
            await listReportsForObject(db, req.params.type, req.params.id, req.params.reason),
            actor,
          ),
        };
      },
    ),
  );

  app.get(
    '/user_reports/:id',
    gated(
      {
        access: 'member',
        schema: {
          summary: 'A report (its reporter or MANAGE_REPORTS)',
          params: z.object({ id: numericId }),
          response: { 200: userReportResponse, ...errorResponses(401, 404) },
        },
      },
      async (req, { actor }) => {
        const [presented] = await presentAll([await findUserReport(db, actor, req.params.id)], actor);
        return presented!;
      },
    ),
  );

  app.patch(
    '/user_reports/:id',
    gated(
      {
        access: { can: 'manage', on: 'user_report', rule: rules.permission('MANAGE_REPORTS') },
        schema: {
          summary:
            'Resolve, dismiss or reopen a report; `object_state` also moves the reported object (MANAGE_REPORTS)',
          params: z.object({ id: numericId }),
          body: userReportUpdateBody,
          response: { 200: userReportResponse, ...errorResponses(401, 403, 404, 422, 429) },
        },
      },
      async (req, { actor }) => {
        const row = await findUserReport(db, actor, req.params.id);
        const result = await resolveUserReport(db, actor, row, req.body.user_report, req.ip);
        const [after] = await presentAll([result.row], actor);
        return after!;
      },
    ),
  );
}
