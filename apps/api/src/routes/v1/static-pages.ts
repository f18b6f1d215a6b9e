// /v1/static_pages (community-app §7): list, read and write pages by type and slug, and check a page
// object against its page type's templates and slices (POST /check_json with a raw body).
import {
  checkJsonResponse,
  staticPageCreateBody,
  staticPageList,
  staticPageListQuery,
  staticPageResponse,
  staticPageUpdateBody,
  typeSlugParams,
} from '@reef/core';
import { requireUser } from '../../auth/hook.js';
import { rules } from '../../lib/route-rules.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { presentStaticPage, presentStaticPageSummary } from '../../presenters/static-pages.js';
import { recordAudit } from '../../services/audit-log.js';
import { findPageProblems } from '../../services/page-validation.js';
import { mergeTargets, staticPageTarget } from '../../services/site-cache.js';
import {
  bundleStaticPages,
  createStaticPage,
  findStaticPage,
  listStaticPages,
  updateStaticPage,
} from '../../services/static-pages.js';
import type { App } from '../../types.js';

const STATIC_PAGE = { type: 'static_page' } as const;

export default async function staticPageRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/static_pages',
    {
      config: { rule: rules.permission('MANAGE_STATIC_PAGES') },
      schema: {
        tags: ['static pages'],
        summary: 'List static pages (every state for MANAGE_STATIC_PAGES)',
        security: bearer,
        querystring: staticPageListQuery,
        response: { 200: staticPageList, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'manage', STATIC_PAGE);
      const result = await listStaticPages(db, req.actor, req.query);
      const bundle = await bundleStaticPages(db, result.rows);
      return { data: result.rows.map((r) => presentStaticPageSummary(r, bundle)), meta: result.meta };
    },
  );

  app.get(
    '/static_pages/:type/:slug',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['static pages'],
        summary: 'A static page by type and slug (a nested slug is URL-encoded: products%2Fdroplets)',
        security: bearer,
        params: typeSlugParams,
        response: { 200: staticPageResponse, ...errorResponses(404) },
      },
    },
    async (req) => {
      const row = await findStaticPage(db, req.actor, req.params.type, req.params.slug);
      return presentStaticPage(row, await bundleStaticPages(db, [row]));
    },
  );

  app.post(
    '/static_pages',
    {
      config: { rule: rules.permission('MANAGE_STATIC_PAGES') },
      schema: {
        tags: ['static pages'],
        summary:
          'Create a static page; its template and slices must fit its page type (422 lists every problem)',
        security: bearer,
        body: staticPageCreateBody,
        response: { 201: staticPageResponse, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      requireUser(req);
      authorize(req.actor, 'create', STATIC_PAGE);
      const row = await createStaticPage(db, req.actor, req.body.static_page);
      const presented = presentStaticPage(row, await bundleStaticPages(db, [row]));
      await recordAudit(db, req, {
        action: 'static_page.create',
        subjectType: 'static_page',
        subjectId: row.id,
        summary: `Created ${presented.path}`,
        after: presented,
      });
      await app.ctx.expire(staticPageTarget(row.type, row.slug));
      return reply.code(201).send(presented);
    },
  );

  app.patch(
    '/static_pages/:type/:slug',
    {
      config: { rule: rules.permission('MANAGE_STATIC_PAGES') },
      schema: {
        tags: ['static pages'],
        summary: 'Update a static page; the whole page is checked again against its page type',
        security: bearer,
        params: typeSlugParams,
        body: staticPageUpdateBody,
        response: { 200: staticPageResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      authorize(req.actor, 'update', STATIC_PAGE);
      const before = await findStaticPage(db, req.actor, req.params.type, req.params.slug);
      const beforeJson = presentStaticPage(before, await bundleStaticPages(db, [before]));
      const row = await updateStaticPage(db, req.actor, before, req.body.static_page);
      const presented = presentStaticPage(row, await bundleStaticPages(db, [row]));
      await recordAudit(db, req, {
        action: 'static_page.update',
        subjectType: 'static_page',
        subjectId: row.id,
        summary: `Updated ${presented.path}`,
        before: beforeJson,
        after: presented,
      });
      await app.ctx.expire(
        mergeTargets(staticPageTarget(before.type, before.slug), staticPageTarget(row.type, row.slug)),
      );
      return presented;
    },
  );

  // The body is read raw (any content type) and parsed here, so a JSON syntax error is reported as a
  // problem like any other instead of failing the request.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    raw.post(
      '/static_pages/check_json',
      {
        config: { rule: rules.permission('MANAGE_STATIC_PAGES') },
        schema: {
          tags: ['static pages'],
          summary:
            'Check a page object (raw JSON body, bare or wrapped in {static_page}) against its page type; answers every problem by path',
          security: bearer,
          response: { 200: checkJsonResponse, ...errorResponses(401, 403, 429) },
        },
      },
      async (req) => {
        requireUser(req);
        authorize(req.actor, 'manage', STATIC_PAGE);
        const text = typeof req.body === 'string' ? req.body : '';
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch (error) {
          return {
            valid: false,
            problems: [
              { path: '', code: 'invalid_json', message: `Not valid JSON: ${(error as Error).message}` },
            ],
          };
        }
        const page =
          value && typeof value === 'object' && 'static_page' in value
            ? (value as { static_page: unknown }).static_page
            : value;
        const { problems } = findPageProblems(page);
        return { valid: problems.length === 0, problems };
      },
    );
  });
}
