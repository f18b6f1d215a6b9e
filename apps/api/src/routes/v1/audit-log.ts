// /v1/audit_log: every administrator and moderator action, readable by administrators only.
import { auditLogList, auditLogQuery } from '@reef/core';
import { ForbiddenError } from '../../errors.js';
import { rules } from '../../lib/route-rules.js';
import { gated } from '../../auth/gate.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { presentAuditEntry } from '../../presenters/audit-log.js';
import { listAuditLog } from '../../services/audit-log.js';
import type { App } from '../../types.js';

export default async function auditLogRoutes(app: App): Promise<void> {
  app.get(
    '/audit_log',
    gated(
      {
        access: { rule: rules.permission('ADMINISTRATOR') },
        schema: {
          tags: ['administration'],
          summary: 'The audit log (ADMINISTRATOR): who did what, when, with the state before and after',
          security: bearer,
          querystring: auditLogQuery,
          response: { 200: auditLogList, ...errorResponses(401, 403) },
        },
      },
      async (req, { user }) => {
        if (!user.permissions.has('ADMINISTRATOR'))
          throw new ForbiddenError('Only administrators read the audit log');
        const result = await listAuditLog(app.ctx.db, req.query);
        return { data: result.rows.map(presentAuditEntry), meta: result.meta };
      },
    ),
  );
}
