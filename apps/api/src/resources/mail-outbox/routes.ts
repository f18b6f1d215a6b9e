// /v1/mail_outbox: every email the site queued, with its delivery status, for administrators
// (the /community/admin/outbox page); dead or failed emails can be queued again.
import { mailOutboxDetail, mailOutboxList, mailOutboxParams, mailOutboxQuery } from '@reef/core';
import { rules } from '../../platform/lib/route-rules.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentOutboxDetail, presentOutboxItem } from './presenter.js';
import { findOutboxRow, listOutbox, retryOutboxRow } from '../mail/index.js';
import { gated } from '../../platform/auth/gate.js';
import type { App } from '../../platform/types.js';

export default async function mailOutboxRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/mail_outbox',
    gated(
      {
        access: { rule: rules.permission('ADMINISTRATOR') },
        schema: {
          summary: 'Queued and sent emails, newest first (ADMINISTRATOR)',
          querystring: mailOutboxQuery,
          response: { 200: mailOutboxList, ...errorResponses(401, 403) },
        },
      },
      async (req, _gate, reply) => {
        const result = await listOutbox(db, req.query);
        reply.header('cache-control', 'no-store');
        return { data: result.rows.map(presentOutboxItem), meta: result.meta };
      },
    ),
  );

  app.get(
    '/mail_outbox/:id',
    gated(
      {
        access: { rule: rules.permission('ADMINISTRATOR') },
        schema: {
          summary: 'One email with its HTML and text parts (ADMINISTRATOR)',
          params: mailOutboxParams,
          response: { 200: mailOutboxDetail, ...errorResponses(401, 403, 404) },
        },
      },
      async (req, _gate, reply) => {
        reply.header('cache-control', 'no-store');
        return presentOutboxDetail(await findOutboxRow(db, req.params.id));
      },
    ),
  );

  app.post(
    '/mail_outbox/:id/retry',
    gated(
      {
        access: { rule: rules.permission('ADMINISTRATOR') },
        schema: {
          summary: 'Queue a failed or dead email again (ADMINISTRATOR)',
          params: mailOutboxParams,
          response: { 200: mailOutboxDetail, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (req) => {
        const row = await retryOutboxRow(db, req.params.id);
        app.ctx.mail.wake();
        return presentOutboxDetail(row);
      },
    ),
  );
}
