// /v1/permitted_domains, /v1/spam_ips, /v1/spam_phrases: the lists behind the spam checks
// (community-app §7). Managed by MANAGE_QUESTIONS or MANAGE_COMMENTS (the sidebar's "Spam" entry, §2).
import {
  numericId,
  permittedDomainCreateBody,
  permittedDomainList,
  permittedDomainResponse,
  spamIpCreateBody,
  spamIpList,
  spamIpResponse,
  spamListQuery,
  spamPhraseCreateBody,
  spamPhraseList,
  spamPhraseResponse,
} from '@reef/core';
import { z } from 'zod';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { recordAudit } from '../../services/audit-log.js';
import {
  addEntry,
  listEntries,
  removeEntry,
  SPAM_LISTS,
  type SpamListEntry,
  type SpamListKind,
} from '../../services/spam-lists.js';
import type { App } from '../../types.js';

const SCHEMAS = {
  permitted_domains: {
    body: permittedDomainCreateBody,
    item: permittedDomainResponse,
    list: permittedDomainList,
    noun: 'permitted domain',
  },
  spam_ips: { body: spamIpCreateBody, item: spamIpResponse, list: spamIpList, noun: 'spam IP or range' },
  spam_phrases: {
    body: spamPhraseCreateBody,
    item: spamPhraseResponse,
    list: spamPhraseList,
    noun: 'spam phrase',
  },
} as const;

const SPAM_LIST = { type: 'spam_list' } as const;
const idParams = z.object({ id: numericId });

function present(kind: SpamListKind, row: SpamListEntry): Record<string, unknown> {
  return { id: row.id, [SPAM_LISTS[kind].field]: row.value, created_at: row.createdAt.toISOString() };
}

export default async function spamListRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  for (const kind of Object.keys(SCHEMAS) as SpamListKind[]) {
    const { body, item, list, noun } = SCHEMAS[kind];
    const { field, wrapper } = SPAM_LISTS[kind];

    app.get(
      `/${kind}`,
      {
        config: { rule: rules.permission('MANAGE_QUESTIONS', 'MANAGE_COMMENTS') },
        schema: {
          tags: ['moderation'],
          summary: `List every ${noun}`,
          security: bearer,
          querystring: spamListQuery,
          response: { 200: list, ...errorResponses(401, 403) },
        },
      },
      async (req) => {
        authorize(req.actor, 'read', SPAM_LIST);
        const result = await listEntries(db, kind, req.query);
        return { data: result.rows.map((r) => present(kind, r)), meta: result.meta } as never;
      },
    );

    app.post(
      `/${kind}`,
      {
        config: { rule: rules.permission('MANAGE_QUESTIONS', 'MANAGE_COMMENTS') },
        schema: {
          tags: ['moderation'],
          summary: `Add a ${noun}`,
          security: bearer,
          body,
          response: { 201: item, ...errorResponses(401, 403, 409, 429) },
        },
      },
      async (req, reply) => {
        authorize(req.actor, 'create', SPAM_LIST);
        const value = (req.body as Record<string, Record<string, string>>)[wrapper]![field]!;
        const row = await addEntry(db, kind, value);
        await recordAudit(db, req, {
          action: `${wrapper}.create`,
          subjectType: wrapper,
          subjectId: row.id,
          summary: `Added ${noun} ${value}`,
          after: present(kind, row),
        });
        return reply.code(201).send(present(kind, row) as never);
      },
    );

    app.delete(
      `/${kind}/:id`,
      {
        config: { rule: rules.permission('MANAGE_QUESTIONS', 'MANAGE_COMMENTS') },
        schema: {
          tags: ['moderation'],
          summary: `Remove a ${noun}`,
          security: bearer,
          params: idParams,
          response: { 200: item, ...errorResponses(401, 403, 404, 429) },
        },
      },
      async (req) => {
        authorize(req.actor, 'delete', SPAM_LIST);
        const row = await removeEntry(db, kind, req.params.id);
        await recordAudit(db, req, {
          action: `${wrapper}.delete`,
          subjectType: wrapper,
          subjectId: row.id,
          summary: `Removed ${noun} ${row.value}`,
          before: present(kind, row),
        });
        return present(kind, row) as never;
      },
    );
  }
}
