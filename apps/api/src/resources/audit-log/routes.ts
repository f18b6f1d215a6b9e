// /v1/audit_log: every administrator and moderator action, readable by administrators only; and
// /v1/audit_log/{trail}/{id}: one object's trail, readable by the managers of its type (AUDIT_TRAILS of @reef/core),
// so each object's admin page shows its history to whoever may act on it.
import {
  AUDIT_TRAIL_SUBJECTS,
  AUDIT_TRAILS,
  auditLogList,
  auditLogQuery,
  auditTrailQuery,
  auditTrailReaders,
  canReadAuditLog,
  canReadAuditTrail,
  type AuditTrailSubject,
} from '@reef/core';
import { z } from 'zod';
import { ForbiddenError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { rules } from '../../platform/lib/route-rules.js';
import { gated, type SignedInActor } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentAuditEntry } from './presenter.js';
import { listAuditLog, listAuditTrail } from './service.js';
import { findUserGroup } from '../user-groups/index.js';
import type { Executor } from '../../db/client.js';
import type { App } from '../../platform/types.js';

const trailParams = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * The subject id a trail's entries carry for `id`, after the checks the object itself needs: a group manager
 * reads only the groups they own (404 otherwise, as for the group itself).
 */
async function trailSubjectId(
  db: Executor,
  actor: SignedInActor,
  subject: AuditTrailSubject,
  id: string,
): Promise<string> {
  if (subject === 'user_group') return String((await findUserGroup(db, actor, id)).id);
  return id;
}

export default async function auditLogRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/audit_log',
    gated(
      {
        access: { rule: rules.permission('ADMINISTRATOR') },
        schema: {
          summary:
            'The audit log (ADMINISTRATOR): who did what, when, to which object, with the state before and after; filters by actor, object, action and date',
          querystring: auditLogQuery,
          response: { 200: auditLogList, ...errorResponses(400, 401, 403) },
        },
      },
      async (req, { actor }) => {
        if (!canReadAuditLog(actor)) throw new ForbiddenError(msg('errors', 'audit_log.admins_only'));
        const result = await listAuditLog(db, actor, req.query);
        return { data: result.rows.map(presentAuditEntry), meta: result.meta };
      },
    ),
  );

  for (const subject of AUDIT_TRAIL_SUBJECTS) {
    app.get(
      `/audit_log/${subject}/:id`,
      gated(
        {
          access: { rule: rules.permission(...auditTrailReaders(subject)) },
          schema: {
            operationId: `list${subject.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase())}AuditTrail`,
            summary: `The audit trail of one ${subject.replace(/_/g, ' ')} (${auditTrailReaders(subject).join(' or ')}), newest first`,
            params: trailParams,
            querystring: auditTrailQuery,
            response: { 200: auditLogList, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (req, { actor }) => {
          if (!canReadAuditTrail(actor, subject))
            throw new ForbiddenError(msg('errors', 'audit_log.managers_only', { subject }));
          const subjectId = await trailSubjectId(db, actor, subject, req.params.id);
          const result = await listAuditTrail(
            db,
            actor,
            AUDIT_TRAILS[subject].subjects,
            subjectId,
            req.query,
          );
          return { data: result.rows.map(presentAuditEntry), meta: result.meta };
        },
      ),
    );
  }
}
