// /v1/moderation: the queue behind /community/admin/spam (community-app §2) — questions and comments the
// spam checks held as under_review or spam — the moderator's decision on one or several of them, and a test
// of the spam checks on a text or an address that names the rule that would fire.
import {
  moderationActionBody,
  moderationBulkBody,
  moderationBulkResponse,
  moderationItem,
  moderationParams,
  moderationQueue,
  moderationQueueQuery,
  spamCheckBody,
  spamCheckResponse,
} from '@reef/core';
import { ForbiddenError } from '../../platform/errors.js';
import { rules } from '../../platform/lib/route-rules.js';
import { gated } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentQueueItem } from './presenter.js';
import { listQueue, moderate, moderateMany, moderatedTypes } from './service.js';
import { explainSpam } from '../../platform/services/spam-checks.js';
import { loadAuthors } from '../../platform/services/relations.js';
import type { App } from '../../platform/types.js';

export default async function moderationRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/moderation/queue',
    gated(
      {
        access: { rule: rules.permission('MANAGE_QUESTIONS', 'MANAGE_COMMENTS') },
        schema: {
          summary:
            'Questions (MANAGE_QUESTIONS) and comments (MANAGE_COMMENTS) held as under_review or spam, newest first',
          querystring: moderationQueueQuery,
          response: { 200: moderationQueue, ...errorResponses(401, 403) },
        },
      },
      async (req, { actor }) => {
        if (moderatedTypes(actor).length === 0) throw new ForbiddenError();
        const result = await listQueue(db, actor, req.query);
        const authors = await loadAuthors(
          db,
          result.rows.map((r) => (r.author_id === null ? null : Number(r.author_id))),
        );
        return { data: result.rows.map((r) => presentQueueItem(r, authors)), meta: result.meta };
      },
    ),
  );

  app.post(
    '/moderation/queue/:type/:id',
    gated(
      {
        access: { rule: rules.permission('MANAGE_QUESTIONS', 'MANAGE_COMMENTS') },
        schema: {
          summary: 'Approve (publish), mark as spam or trash a held question or comment',
          params: moderationParams,
          body: moderationActionBody,
          response: {
            200: moderationItem.pick({ type: true, id: true, state: true }),
            ...errorResponses(401, 403, 404, 429),
          },
        },
      },
      async (req, { actor }) => {
        const { type, id } = req.params;
        const result = await moderate(db, actor, type, id, req.body.action, req.ip);
        return { type, id, state: result.after as 'published' };
      },
    ),
  );

  app.post(
    '/moderation/queue',
    gated(
      {
        access: { rule: rules.permission('MANAGE_QUESTIONS', 'MANAGE_COMMENTS') },
        schema: {
          operationId: 'moderateQueueItems',
          summary:
            'One decision (approve, spam, trash) on several held questions and comments, all or none (MANAGE_QUESTIONS for questions, MANAGE_COMMENTS for comments)',
          body: moderationBulkBody,
          response: { 200: moderationBulkResponse, ...errorResponses(401, 403, 404, 429) },
        },
      },
      async (req, { actor }) => {
        const done = await moderateMany(db, actor, req.body.items, req.body.action, req.ip);
        return { data: done.map((item) => ({ ...item, state: item.state as 'published' })) };
      },
    ),
  );

  app.post(
    '/moderation/spam_check',
    gated(
      {
        access: { can: 'read', on: 'spam_list' },
        schema: {
          operationId: 'testSpamCheck',
          summary:
            'Runs the spam checks on a text and/or an IP address as a new post from a member would meet them, and names the rule that would fire; nothing is stored',
          body: spamCheckBody,
          response: { 200: spamCheckResponse, ...errorResponses(401, 403) },
        },
      },
      async (req) => {
        const input = req.body.spam_check;
        const result = await explainSpam(
          db,
          { text: input.text, ip: input.ip },
          async () => input.new_member,
        );
        return {
          verdict: result.verdict,
          rule: result.rule,
          hosts: result.hosts,
          permitted_domains: result.permittedDomains,
        };
      },
    ),
  );
}
