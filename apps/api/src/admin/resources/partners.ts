// Partners (community-app §7): the directory of the marketing site, ordered by hand and filtered by tag
// and call to action. Everyone reads the published ones; MANAGE_PARTNERS writes and reorders.
import { partnerOrderBody, partnerResource, partnersTarget } from '@reef/core';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { transaction } from '../../events/bus.js';
import { presentPartner } from '../../presenters/partners.js';
import {
  createPartner,
  findPartner,
  listPartners,
  reorderPartners,
  updatePartner,
  type PartnerRow,
} from '../../services/partners.js';
import { loadSiteTags } from '../../services/site-tags.js';
import { recordChange } from '../after-write.js';
import { defineAdminApi } from '../mount.js';
import { NO_PARAMS, NO_QUERY } from '../route.js';

async function present(db: Executor, rows: PartnerRow[]) {
  const tags = await loadSiteTags(
    db,
    'partner',
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentPartner(r, tags));
}

export default defineAdminApi({
  resource: partnerResource,
  find: (db, actor, ref) => findPartner(db, actor, ref.key),
  list: { rows: listPartners, present },
  present: async (db, row) => (await present(db, [row]))[0]!,
  create: (db, { partner }) => createPartner(db, partner),
  update: (db, row, { partner }) => updatePartner(db, row, partner),
  title: (partner) => partner.name,
  revalidates: () => partnersTarget(),
  routes: (app, route) =>
    route({
      method: 'PATCH',
      url: '/partners/update-order',
      summary: 'Reorder the directory: the listed ids first, in this order',
      access: 'update',
      params: NO_PARAMS,
      query: NO_QUERY,
      body: partnerOrderBody,
      response: z.object({ order: z.array(z.number().int()) }),
      handler: ({ body, req }) =>
        transaction(app.ctx.db, async (tx) => {
          const { before, after } = await reorderPartners(tx, body.order);
          await recordChange(tx, req, {
            action: 'partner.reorder',
            summary: 'Reordered partners',
            before: { order: before },
            after: { order: after },
            targets: [partnersTarget()],
          });
          return { order: after };
        }),
    }),
});
