// Static pages (community-app §7, content-and-presentation §7): typed lists of slices, found by type and
// slug, checked against the templates and slices of their page type on every write. Everyone reads
// published ones; MANAGE_STATIC_PAGES lists and writes them, and checks a page object before saving it.
import { can, checkJsonResponse, staticPageResource, staticPageResponse, staticPageTarget } from '@reef/core';
import { presentStaticPage, presentStaticPageSummary } from './presenter.js';
import { checkPageJson } from './page-validation-service.js';
import { requestLocale } from '../../platform/i18n.js';
import {
  bundleStaticPages,
  createStaticPage,
  findStaticPage,
  listStaticPages,
  staticPageTranslations,
  updateStaticPage,
} from './service.js';
import { defineAdminApi } from '../../platform/admin/mount.js';
import { familyVersionsOf } from '../../platform/services/translations.js';
import { adminRoute, NO_BODY, NO_PARAMS, NO_QUERY } from '../../platform/admin/route.js';

export default defineAdminApi({
  resource: staticPageResource,
  find: (db, actor, ref) => findStaticPage(db, actor, ref.type ?? '', ref.key),
  list: {
    rows: listStaticPages,
    present: async (db, rows) => {
      const bundle = await bundleStaticPages(db, rows);
      return rows.map((r) => presentStaticPageSummary(r, bundle));
    },
  },
  // Editors see every version, drafts too, to link and translate them (the public read lists live ones).
  present: async (db, row, actor) =>
    presentStaticPage(
      row,
      await bundleStaticPages(db, [row]),
      can(actor, 'update', { type: 'static_page' })
        ? await familyVersionsOf(db, 'static_page', row)
        : await staticPageTranslations(db, row),
    ),
  create: (db, { static_page: page }, user) => createStaticPage(db, user, page),
  update: (db, row, { static_page: patch }, user) => updateStaticPage(db, user, row, patch),
  title: (page) => page.path,
  versions: {
    subject: 'static_page',
    toUpdate: (data) => {
      const page = staticPageResponse.parse(data);
      return {
        static_page: {
          type: page.type,
          slug: page.slug,
          title: page.title,
          description: page.description,
          template: page.template,
          slices: page.slices,
          state: page.state,
          is_landing: page.is_landing,
          is_featured: page.is_featured,
          is_primary_featured: page.is_primary_featured,
          tags: page.tags.map((t) => t.slug),
          published_at: page.published_at,
        },
      };
    },
  },
  revalidates: (page) => staticPageTarget(page.type, page.slug),
  // The body of check_json is read raw (any content type) and parsed by the check, so a JSON syntax
  // error is reported as a problem like any other instead of failing the request.
  routes: (app) =>
    void app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      adminRoute(raw, staticPageResource, {
        method: 'POST',
        url: '/static_pages/check_json',
        summary:
          'Check a page object (raw JSON body, bare or wrapped in {static_page}) against its page type; answers every problem by path',
        access: 'manage',
        params: NO_PARAMS,
        query: NO_QUERY,
        body: NO_BODY,
        response: checkJsonResponse,
        handler: async ({ body, req }) =>
          checkPageJson(typeof body === 'string' ? body : '', requestLocale(req)),
      });
    }),
});
