// /v1/marketing_forms (MANAGE_MARKETING, the sidebar's marketing forms, community-app §2) and the
// public lead submission the marketing site posts to: POST /v1/marketing_forms/{id}/leads.
import {
  ADMIN_PAGE_SIZE,
  can,
  idOrSlugParams,
  leadCreateBody,
  leadList,
  leadResponse,
  marketingFormCreateBody,
  marketingFormList,
  marketingFormListQuery,
  marketingFormResponse,
  marketingFormUpdateBody,
  pageLimit,
  pageNumber,
} from '@reef/core';
import { z } from 'zod';
import { requireUser } from '../../auth/hook.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { presentLead, presentMarketingForm } from '../../presenters/marketing-forms.js';
import { recordAudit } from '../../services/audit-log.js';
import {
  createMarketingForm,
  findMarketingForm,
  listLeads,
  listMarketingForms,
  submitLead,
  updateMarketingForm,
} from '../../services/marketing-forms.js';
import type { App } from '../../types.js';

const FORM = { type: 'marketing_form' } as const;
/** Leads one visitor (IP) may send per rate-limit window: enough for people, not for scripts. */
export const LEADS_PER_WINDOW = 10;

export default async function marketingFormRoutes(app: App): Promise<void> {
  const { db, env } = app.ctx;

  app.get(
    '/marketing_forms',
    {
      config: { rule: rules.permission('MANAGE_MARKETING') },
      schema: {
        tags: ['marketing'],
        summary: 'List forms with their lead counts',
        security: bearer,
        querystring: marketingFormListQuery,
        response: { 200: marketingFormList, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', FORM);
      const result = await listMarketingForms(db, req.query);
      return {
        data: result.rows.map((r) => presentMarketingForm(r.form, { admin: true, leadsCount: r.leads })),
        meta: result.meta,
      };
    },
  );

  app.get(
    '/marketing_forms/:id',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['marketing'],
        summary:
          'A form by id or slug (published forms for everyone; the destination only for MANAGE_MARKETING)',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: marketingFormResponse, ...errorResponses(404) },
      },
    },
    async (req) => {
      const admin = can(req.actor, 'manage', FORM);
      return presentMarketingForm(await findMarketingForm(db, req.params.id, { publicOnly: !admin }), {
        admin,
      });
    },
  );

  app.post(
    '/marketing_forms',
    {
      config: { rule: rules.permission('MANAGE_MARKETING') },
      schema: {
        tags: ['marketing'],
        summary: 'Create a form',
        security: bearer,
        body: marketingFormCreateBody,
        response: { 201: marketingFormResponse, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      requireUser(req);
      authorize(req.actor, 'create', FORM);
      const row = await createMarketingForm(db, req.body.marketing_form);
      const presented = presentMarketingForm(row, { admin: true });
      await recordAudit(db, req, {
        action: 'marketing_form.create',
        subjectType: 'marketing_form',
        subjectId: row.id,
        summary: `Created form ${row.slug}`,
        after: presented,
      });
      return reply.code(201).send(presented);
    },
  );

  app.patch(
    '/marketing_forms/:id',
    {
      config: { rule: rules.permission('MANAGE_MARKETING') },
      schema: {
        tags: ['marketing'],
        summary: 'Update a form',
        security: bearer,
        params: idOrSlugParams,
        body: marketingFormUpdateBody,
        response: { 200: marketingFormResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'update', FORM);
      const before = await findMarketingForm(db, req.params.id, { publicOnly: false });
      const row = await updateMarketingForm(db, before, req.body.marketing_form);
      const presented = presentMarketingForm(row, { admin: true });
      await recordAudit(db, req, {
        action: 'marketing_form.update',
        subjectType: 'marketing_form',
        subjectId: row.id,
        summary: `Updated form ${row.slug}`,
        before: presentMarketingForm(before, { admin: true }),
        after: presented,
      });
      return presented;
    },
  );

  app.get(
    '/marketing_forms/:id/leads',
    {
      config: { rule: rules.permission('MANAGE_MARKETING') },
      schema: {
        tags: ['marketing'],
        summary: 'Leads of a form, newest first',
        security: bearer,
        params: idOrSlugParams,
        querystring: z.object({ page: pageNumber, limit: pageLimit(ADMIN_PAGE_SIZE) }),
        response: { 200: leadList, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', FORM);
      const form = await findMarketingForm(db, req.params.id, { publicOnly: false });
      const result = await listLeads(db, form.id, req.query);
      return { data: result.rows.map(presentLead), meta: result.meta };
    },
  );

  app.post(
    '/marketing_forms/:id/leads',
    {
      config: {
        rule: rules.public,
        rateLimit: env.RATE_LIMIT_ENABLED
          ? {
              max: LEADS_PER_WINDOW,
              timeWindow: env.RATE_LIMIT_WINDOW_MS,
              groupId: 'leads',
              keyGenerator: (req: { ip: string }) => `leads:${req.ip}`,
            }
          : false,
      },
      schema: {
        tags: ['marketing'],
        summary: `Submit a lead to a published form (public; ${LEADS_PER_WINDOW} per visitor per window); stored with the form's destination`,
        params: idOrSlugParams,
        body: leadCreateBody,
        response: {
          201: leadResponse.pick({ id: true, form_id: true, created_at: true }),
          ...errorResponses(404, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const form = await findMarketingForm(db, req.params.id, { publicOnly: true });
      const lead = await submitLead(db, form, req.body.lead);
      return reply
        .code(201)
        .send({ id: lead.id, form_id: lead.formId, created_at: lead.createdAt.toISOString() });
    },
  );
}
