// Partners (community-app §7): the directory of the marketing site, ordered by hand and filtered by tag
// and call to action. Everyone reads the published ones; MANAGE_PARTNERS writes and reorders.
import {
  idOrSlugParams,
  partnerLogoBody,
  partnerOrderBody,
  partnerResource,
  partnersTarget,
} from '@reef/core';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { transaction } from '../../platform/events/bus.js';
import { takeUpload } from '../../platform/lib/upload-rate.js';
import { presentPartner } from './presenter.js';
import {
  createPartner,
  findPartner,
  listPartners,
  reorderPartners,
  updatePartner,
  type PartnerRow,
} from './service.js';
import { encodePartnerLogo, removePartnerLogo, savePartnerLogo } from './partner-logos-service.js';
import { loadSiteTags } from '../tags/index.js';
import { recordChange } from '../../platform/admin/after-write.js';
import { defineAdminApi } from '../../platform/admin/mount.js';
import { NO_BODY, NO_PARAMS, NO_QUERY } from '../../platform/admin/route.js';

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
  routes: (app, route) => {
    const logoChange = (
      tx: Executor,
      req: Parameters<typeof recordChange>[1],
      before: PartnerRow,
      after: PartnerRow,
      verb: 'uploaded' | 'removed',
    ) =>
      recordChange(tx, req, {
        action: 'partner.update',
        subjectId: after.id,
        summary: `Logo ${verb}: ${after.name}`,
        before: { logo_url: before.logoUrl },
        after: { logo_url: after.logoUrl },
        targets: [partnersTarget()],
      });
    route({
      method: 'POST',
      url: '/partners/:id/logo',
      // Counted by the per-account upload limit instead (takeUpload, platform/lib/upload-rate.ts).
      config: { rateLimit: false },
      errors: [429],
      summary:
        "Upload a partner's logo (base64 PNG, JPEG, WebP or GIF up to 1 MB); stored re-encoded as a WebP within 480×240, and logo_url points at it",
      access: 'update',
      params: idOrSlugParams,
      query: NO_QUERY,
      body: partnerLogoBody,
      response: partnerResource.schemas.item,
      handler: async ({ params, body, actor, req, reply }) => {
        await takeUpload(app, req, reply);
        const partner = await findPartner(app.ctx.db, actor, params.id);
        const image = await encodePartnerLogo(Buffer.from(body.logo.data, 'base64'));
        const row = await transaction(app.ctx.db, async (tx) => {
          const saved = await savePartnerLogo(tx, app.ctx.env.PUBLIC_API_URL, partner, image);
          await logoChange(tx, req, partner, saved, 'uploaded');
          return saved;
        });
        return (await present(app.ctx.db, [row]))[0]!;
      },
    });
    route({
      method: 'DELETE',
      url: '/partners/:id/logo',
      summary: "Remove a partner's uploaded logo (logo_url becomes empty)",
      access: 'update',
      params: idOrSlugParams,
      query: NO_QUERY,
      body: NO_BODY,
      response: partnerResource.schemas.item,
      handler: async ({ params, actor, req }) => {
        const partner = await findPartner(app.ctx.db, actor, params.id);
        const row = await transaction(app.ctx.db, async (tx) => {
          const removed = await removePartnerLogo(tx, partner);
          await logoChange(tx, req, partner, removed, 'removed');
          return removed;
        });
        return (await present(app.ctx.db, [row]))[0]!;
      },
    });
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
    });
  },
});
