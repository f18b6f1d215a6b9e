// Custom tokens (community-app §7): long-lived API tokens with their own permissions. MANAGE_CUSTOM_TOKENS;
// administrators see every token, other holders their own. The list is generic; creating (the secret is
// answered once) and revoking (the token stays, for the record) are bespoke, on the same gate.
import {
  customTokenCreateBody,
  customTokenCreatedResponse,
  customTokenResource,
  customTokenResponse,
  numericId,
} from '@reef/core';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { transaction } from '../../platform/events/bus.js';
import { presentCustomToken } from '../../platform/services/custom-tokens-presenter.js';
import {
  createCustomToken,
  findCustomToken,
  listCustomTokens,
  revokeCustomToken,
  type CustomTokenRow,
} from '../../platform/services/custom-tokens.js';
import { loadAuthors } from '../../platform/services/relations.js';
import { recordChange } from '../../platform/admin/after-write.js';
import { defineAdminApi, memberOf } from '../../platform/admin/mount.js';
import { NO_BODY, NO_PARAMS, NO_QUERY } from '../../platform/admin/route.js';

async function present(db: Executor, rows: CustomTokenRow[]) {
  const users = await loadAuthors(
    db,
    rows.flatMap((r) => [r.userId, r.createdById]),
  );
  return rows.map((r) => presentCustomToken(r, users));
}

export default defineAdminApi({
  resource: customTokenResource,
  find: (db, actor, ref) => findCustomToken(db, actor, Number(ref.key)),
  list: { rows: listCustomTokens, present },
  present: async (db, row) => (await present(db, [row]))[0]!,
  title: (token) => token.name,
  routes: (app, route) => {
    const { db } = app.ctx;

    route({
      method: 'POST',
      url: '/custom_tokens',
      summary:
        'Create a custom token; `token` is the secret, shown only in this answer. Its permissions must be a subset of yours',
      access: 'create',
      params: NO_PARAMS,
      query: NO_QUERY,
      body: customTokenCreateBody,
      response: customTokenCreatedResponse,
      created: true,
      handler: (input) =>
        transaction(db, async (tx) => {
          const { row, secret } = await createCustomToken(tx, memberOf(input), input.body.custom_token);
          const [after] = await present(tx, [row]);
          await recordChange(tx, input.req, {
            action: 'custom_token.create',
            subjectId: row.id,
            summary: `Created token ${row.name}`,
            after,
          });
          return { ...after!, token: secret };
        }),
    });

    route({
      method: 'DELETE',
      url: '/custom_tokens/:id',
      summary: 'Revoke a custom token (it stops working at once)',
      access: 'delete',
      params: z.object({ id: numericId }),
      query: NO_QUERY,
      body: NO_BODY,
      response: customTokenResponse,
      handler: async ({ params, actor, req }) => {
        const row = await findCustomToken(db, actor, params.id);
        return transaction(db, async (tx) => {
          const [before, after] = await present(tx, [row, await revokeCustomToken(tx, row)]);
          await recordChange(tx, req, {
            action: 'custom_token.revoke',
            subjectId: row.id,
            summary: `Revoked token ${row.name}`,
            before,
            after,
          });
          return after!;
        });
      },
    });
  },
});
