// Marketing forms (community-app §2, MANAGE_MARKETING): forms of the marketing site with their fields,
// the leads the public site posts to them (a public route with its own rate limit), their CSV export, and
// the log of their webhook deliveries.
import {
  can,
  idOrSlugParams,
  leadCreateBody,
  leadDeliveryList,
  leadDeliveryListQuery,
  leadList,
  leadListQuery,
  leadResponse,
  marketingFormResource,
  marketingFormTarget,
  type Actor,
} from '@reef/core';
import { z } from 'zod';
import { presentLead, presentLeadDelivery, presentMarketingForm } from './presenter.js';
import { listLeadDeliveries } from './lead-deliveries-service.js';
import {
  createMarketingForm,
  findMarketingForm,
  leadsCsv,
  listLeads,
  listMarketingForms,
  marketingFormVersions,
  submitLead,
  updateMarketingForm,
} from './service.js';
import type { App } from '../../platform/types.js';
import { defineAdminApi, type MountableAdminApi } from '../../platform/admin/mount.js';
import { clientAddressKey } from '../../platform/lib/client-ip.js';
import { NO_BODY, NO_QUERY } from '../../platform/admin/route.js';

/** Leads one visitor (IP) may send per rate-limit window: enough for people, not for scripts. */
export const LEADS_PER_WINDOW = 10;

/** Managers see every form with its destination; everyone else published forms without it. */
const isManager = (actor: Actor) => can(actor, 'manage', { type: 'marketing_form' });

// Built when mounted: whether a webhook may point at a private network is this app's configuration.
function marketingFormsApi(app: App) {
  const options = { allowPrivateWebhooks: app.ctx.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS };
  return defineAdminApi({
    resource: marketingFormResource,
    find: (db, actor, ref) => findMarketingForm(db, ref.key, { publicOnly: !isManager(actor) }),
    list: {
      rows: (db, _actor, query) => listMarketingForms(db, query),
      present: async (_db, rows) =>
        rows.map((r) => presentMarketingForm(r.form, { admin: true, leadsCount: r.leads })),
    },
    // The read lists the form's other language versions: every one for managers, published ones for the rest.
    present: async (db, row, actor) => {
      const admin = isManager(actor);
      const translations = await marketingFormVersions(db, row, { publicOnly: !admin });
      return presentMarketingForm(row, { admin, translations });
    },
    create: (db, { marketing_form: input }, actor) => createMarketingForm(db, input, options, actor),
    update: (db, row, { marketing_form: input }, actor) =>
      updateMarketingForm(db, row, input, options, actor),
    title: (form) => form.slug,
    revalidates: (form) => marketingFormTarget(form.slug),
    routes: (app, route) => {
      const { db, env } = app.ctx;

      route({
        method: 'GET',
        url: '/marketing_forms/:id/leads',
        summary:
          'Leads of a form, newest first; `q` keeps the leads with that text in any answer (case-insensitive)',
        access: 'manage',
        params: idOrSlugParams,
        query: leadListQuery,
        body: NO_BODY,
        response: leadList,
        handler: async ({ params, query }) => {
          const form = await findMarketingForm(db, params.id, { publicOnly: false });
          const { rows, meta } = await listLeads(db, form.id, query);
          return { data: rows.map(presentLead), meta };
        },
      });

      route({
        method: 'GET',
        url: '/marketing_forms/:id/leads.csv',
        summary:
          'Every lead of a form as CSV (RFC 4180, UTF-8): lead_id, created_at, destination and a column per field; cells that a spreadsheet would run as a formula start with an apostrophe',
        access: 'manage',
        params: idOrSlugParams,
        query: NO_QUERY,
        body: NO_BODY,
        response: z.string(),
        handler: async ({ params, reply }) => {
          const form = await findMarketingForm(db, params.id, { publicOnly: false });
          let csv = '';
          for await (const line of leadsCsv(db, form)) csv += line;
          void reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="leads-${form.slug}.csv"`)
            .header('cache-control', 'no-store');
          return csv;
        },
      });

      route({
        method: 'GET',
        url: '/marketing_forms/:id/deliveries',
        summary:
          "Webhook deliveries of a form's leads, newest first, each with its attempts (time, status, error)",
        access: 'manage',
        params: idOrSlugParams,
        query: leadDeliveryListQuery,
        body: NO_BODY,
        response: leadDeliveryList,
        handler: async ({ params, query }) => {
          const form = await findMarketingForm(db, params.id, { publicOnly: false });
          const { rows, meta } = await listLeadDeliveries(db, form.id, query);
          return { data: rows.map(({ row, log }) => presentLeadDelivery(row, log)), meta };
        },
      });

      route({
        method: 'POST',
        url: '/marketing_forms/:id/leads',
        summary: `Submit a lead to a published form (public; ${LEADS_PER_WINDOW} per visitor per window); stored with the form's destination, and POSTed to its webhook when it has one`,
        access: 'public',
        config: {
          rateLimit: env.RATE_LIMIT_ENABLED
            ? {
                max: LEADS_PER_WINDOW,
                timeWindow: env.RATE_LIMIT_WINDOW_MS,
                groupId: 'leads',
                keyGenerator: (req: { ip: string }) => `leads:${clientAddressKey(req.ip)}`,
              }
            : false,
        },
        params: idOrSlugParams,
        query: NO_QUERY,
        body: leadCreateBody,
        response: leadResponse.pick({ id: true, form_id: true, created_at: true }),
        created: true,
        handler: async ({ params, body }) => {
          const form = await findMarketingForm(db, params.id, { publicOnly: true });
          const { lead, queued } = await submitLead(db, form, body.lead);
          if (queued) app.ctx.leads.wake();
          return { id: lead.id, form_id: lead.formId, created_at: lead.createdAt.toISOString() };
        },
      });
    },
  });
}

const marketingForms: MountableAdminApi = {
  resource: marketingFormResource,
  mount: (app) => marketingFormsApi(app).mount(app),
};
export default marketingForms;
