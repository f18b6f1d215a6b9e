// /v1/custom_tokens (community-app §7): list, create (the secret is answered once), revoke.
// MANAGE_CUSTOM_TOKENS; administrators see every token, other holders their own.
import {
  ADMIN_PAGE_SIZE,
  customTokenCreateBody,
  customTokenCreatedResponse,
  customTokenList,
  customTokenResponse,
  numericId,
  pageLimit,
  pageNumber,
} from '@reef/core';
import { z } from 'zod';
import { requireUser } from '../../auth/hook.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { presentCustomToken } from '../../presenters/custom-tokens.js';
import { recordAudit } from '../../services/audit-log.js';
import { createCustomToken, listCustomTokens, revokeCustomToken } from '../../services/custom-tokens.js';
import { loadAuthors } from '../../services/relations.js';
import type { App } from '../../types.js';

const CUSTOM_TOKEN = { type: 'custom_token' } as const;

export default async function customTokenRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/custom_tokens',
    {
      config: { rule: rules.permission('MANAGE_CUSTOM_TOKENS') },
      schema: {
        tags: ['administration'],
        summary: 'Custom tokens (all for administrators, own for other MANAGE_CUSTOM_TOKENS holders)',
        security: bearer,
        querystring: z.object({ page: pageNumber, limit: pageLimit(ADMIN_PAGE_SIZE) }),
        response: { 200: customTokenList, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      authorize(req.actor, 'read', CUSTOM_TOKEN);
      const result = await listCustomTokens(db, user, req.query);
      const users = await loadAuthors(
        db,
        result.rows.flatMap((r) => [r.userId, r.createdById]),
      );
      return { data: result.rows.map((r) => presentCustomToken(r, users)), meta: result.meta };
    },
  );

  app.post(
    '/custom_tokens',
    {
      config: { rule: rules.permission('MANAGE_CUSTOM_TOKENS') },
      schema: {
        tags: ['administration'],
        summary:
          'Create a custom token; `token` is the secret, shown only in this answer. Its permissions must be a subset of yours',
        security: bearer,
        body: customTokenCreateBody,
        response: { 201: customTokenCreatedResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      authorize(req.actor, 'create', CUSTOM_TOKEN);
      const { row, secret } = await createCustomToken(db, user, req.body.custom_token);
      const users = await loadAuthors(db, [row.userId]);
      const presented = presentCustomToken(row, users);
      await recordAudit(db, req, {
        action: 'custom_token.create',
        subjectType: 'custom_token',
        subjectId: row.id,
        summary: `Created token ${row.name}`,
        after: presented,
      });
      return reply.code(201).send({ ...presented, token: secret });
    },
  );

  app.delete(
    '/custom_tokens/:id',
    {
      config: { rule: rules.permission('MANAGE_CUSTOM_TOKENS') },
      schema: {
        tags: ['administration'],
        summary: 'Revoke a custom token (it stops working at once)',
        security: bearer,
        params: z.object({ id: numericId }),
        response: { 200: customTokenResponse, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      authorize(req.actor, 'delete', CUSTOM_TOKEN);
      const { before, after } = await revokeCustomToken(db, user, req.params.id);
      const users = await loadAuthors(db, [after.userId, after.createdById]);
      await recordAudit(db, req, {
        action: 'custom_token.revoke',
        subjectType: 'custom_token',
        subjectId: after.id,
        summary: `Revoked token ${after.name}`,
        before: presentCustomToken(before, users),
        after: presentCustomToken(after, users),
      });
      return presentCustomToken(after, users);
    },
  );
}
