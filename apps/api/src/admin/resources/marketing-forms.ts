// Marketing forms (community-app §2, MANAGE_MARKETING): forms of the marketing site with their fields,
// and the leads the public site posts to them (a public route with its own rate limit).
import {
  can,
  idOrSlugParams,
  leadCreateBody,
  leadList,
  leadResponse,
  marketingFormResource,
  pageLimit,
  pageNumber,
  ADMIN_PAGE_SIZE,
  type Actor,
} from '@reef/core';
import { z } from 'zod';
import { presentLead, presentMarketingForm } from '../../presenters/marketing-forms.js';
import {
  createMarketingForm,
  findMarketingForm,
  listLeads,
  listMarketingForms,
  submitLead,
  updateMarketingForm,
} from '../../services/marketing-forms.js';
import { defineAdminApi } from '../mount.js';
import { NO_BODY, NO_QUERY } from '../route.js';

/** Leads one visitor (IP) may send per rate-limit window: enough for people, not for scripts. */
export const LEADS_PER_WINDOW = 10;

/** Managers see every form with its destination; everyone else published forms without it. */
const isManager = (actor: Actor) => can(actor, 'manage', { type: 'marketing_form' });

export default defineAdminApi({
  resource: marketingFormResource,
  find: (db, actor, ref) => findMarketingForm(db, ref.key, { publicOnly: !isManager(actor) }),
  list: {
    rows: (db, _actor, query) => listMarketingForms(db, query),
    present: async (_db, rows) =>
      rows.map((r) => presentMarketingForm(r.form, { admin: true, leadsCount: r.leads })),
  },
  present: async (_db, row, actor) => presentMarketingForm(row, { admin: isManager(actor) }),
  create: (db, { marketing_form: input }) => createMarketingForm(db, input),
  update: (db, row, { marketing_form: input }) => updateMarketingForm(db, row, input),
  title: (form) => form.slug,
  routes: (app, route) => {
    const { db, env } = app.ctx;

    route({
      method: 'GET',
      url: '/marketing_forms/:id/leads',
      summary: 'Leads of a form, newest first',
      access: 'manage',
      params: idOrSlugParams,
      query: z.object({ page: pageNumber, limit: pageLimit(ADMIN_PAGE_SIZE) }),
      body: NO_BODY,
      response: leadList,
      handler: async ({ params, query }) => {
        const form = await findMarketingForm(db, params.id, { publicOnly: false });
        const { rows, meta } = await listLeads(db, form.id, query);
        return { data: rows.map(presentLead), meta };
      },
    });

    route({
      method: 'POST',
      url: '/marketing_forms/:id/leads',
      summary: `Submit a lead to a published form (public; ${LEADS_PER_WINDOW} per visitor per window); stored with the form's destination`,
      access: 'public',
      config: {
        rateLimit: env.RATE_LIMIT_ENABLED
          ? {
              max: LEADS_PER_WINDOW,
              timeWindow: env.RATE_LIMIT_WINDOW_MS,
              groupId: 'leads',
              keyGenerator: (req: { ip: string }) => `leads:${req.ip}`,
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
        const lead = await submitLead(db, form, body.lead);
        return { id: lead.id, form_id: lead.formId, created_at: lead.createdAt.toISOString() };
      },
    });
  },
});
