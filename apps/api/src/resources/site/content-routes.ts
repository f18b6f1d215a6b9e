// Static-content API for the marketing site (content-and-presentation §7): static pages, posts,
// partners, global contents, feature flags and published marketing forms. Public, read-only, publicly
// visible statuses only; Cache-Control and ETag come from the content scope.
import {
  contentPostListQuery,
  contentStaticPageListQuery,
  featureFlagResponse,
  globalContentResponse,
  idOrSlugParams,
  marketingFormResponse,
  partnerList,
  partnerListQuery,
  postList,
  postResponse,
  postTagsResponse,
  staticPageList,
  staticPageResponse,
  translatedReadQuery,
  typeSlugParams,
} from '@reef/core';
import { z } from 'zod';
import { NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentFeatureFlag, findFeatureFlag } from '../feature-flags/index.js';
import { presentGlobalContent, globalContentVersions, readGlobalContent } from '../global-contents/index.js';
import {
  presentMarketingForm,
  marketingFormVersions,
  readPublicMarketingForm,
} from '../marketing-forms/index.js';
import { presentPartner, readPartnerLogo, findPartner, listPartners } from '../partners/index.js';
import {
  presentPost,
  presentPostSummary,
  bundlePosts,
  findPost,
  findPostById,
  listPublicPosts,
  postTranslations,
} from '../posts/index.js';
import { presentTagSummary, loadSiteTags } from '../tags/index.js';
import {
  presentStaticPage,
  presentStaticPageSummary,
  bundleStaticPages,
  findStaticPage,
  listPublicStaticPages,
  staticPageTranslations,
} from '../static-pages/index.js';
import { gated } from '../../platform/auth/gate.js';
import { translationStatusOf } from '../translations/index.js';
import { webpImageHeaders } from '../users/index.js';
import type { App } from '../../platform/types.js';

export default async function siteContentRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/static_pages',
    gated(
      {
        access: 'public',
        schema: {
          summary:
            'Published static pages (unlisted ones only by link); type, tag and author take comma lists; language keeps one language',
          querystring: contentStaticPageListQuery,
          response: { 200: staticPageList },
        },
      },
      async (req) => {
        const result = await listPublicStaticPages(db, req.query);
        const bundle = await bundleStaticPages(db, result.rows);
        return { data: result.rows.map((r) => presentStaticPageSummary(r, bundle)), meta: result.meta };
      },
    ),
  );

  app.get(
    '/static_pages/:type/:slug',
    gated(
      {
        access: 'public',
        schema: {
          summary:
            'A published or unlisted static page by type and slug; a translation says which of its slices are older than its original',
          params: typeSlugParams,
          response: { 200: staticPageResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const row = await findStaticPage(db, null, req.params.type, req.params.slug);
        const [bundle, translations, translationStatus] = await Promise.all([
          bundleStaticPages(db, [row]),
          staticPageTranslations(db, row),
          translationStatusOf(db, null, 'static_page', row),
        ]);
        return presentStaticPage(row, bundle, translations, translationStatus);
      },
    ),
  );

  app.get(
    '/global_contents/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary:
            'A global content block by id or key (the top bar reads `top_hat`); `language` reads its version in that language, or the original when it has none, and `translations` lists the others',
          params: idOrSlugParams,
          querystring: translatedReadQuery,
          response: { 200: globalContentResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const row = await readGlobalContent(db, req.params.id, req.query.language);
        return presentGlobalContent(row, await globalContentVersions(db, row));
      },
    ),
  );

  app.get(
    '/posts',
    gated(
      {
        access: 'public',
        schema: {
          summary:
            'Published posts (page_size 100 by default); type, tag and author take comma lists; language keeps one language',
          querystring: contentPostListQuery,
          response: { 200: postList },
        },
      },
      async (req) => {
        const result = await listPublicPosts(db, req.query);
        const bundle = await bundlePosts(db, result.rows);
        return { data: result.rows.map((r) => presentPostSummary(r, bundle)), meta: result.meta };
      },
    ),
  );

  app.get(
    '/posts/:type/:slug',
    gated(
      {
        access: 'public',
        schema: {
          summary:
            'A published post by type and slug; a translation says which of its sections are older than its original',
          params: typeSlugParams,
          response: { 200: postResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const row = await findPost(db, null, req.params.type, req.params.slug);
        const [bundle, translations, translationStatus] = await Promise.all([
          bundlePosts(db, [row]),
          postTranslations(db, row),
          translationStatusOf(db, null, 'post', row),
        ]);
        return presentPost(row, bundle, { withSource: false, translations, translationStatus });
      },
    ),
  );

  app.get(
    '/posts/:id/tags',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'The tags of a published post, by id or slug',
          params: idOrSlugParams,
          response: { 200: postTagsResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const row = await findPostById(db, null, req.params.id);
        const bundle = await bundlePosts(db, [row]);
        return { data: (bundle.tags.get(row.id) ?? []).map(presentTagSummary) };
      },
    ),
  );

  app.get(
    '/partners',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Published partners in directory order (page size 1000)',
          querystring: partnerListQuery,
          response: { 200: partnerList },
        },
      },
      async (req) => {
        const result = await listPartners(db, null, req.query);
        const tags = await loadSiteTags(
          db,
          'partner',
          result.rows.map((r) => r.id),
        );
        return { data: result.rows.map((r) => presentPartner(r, tags)), meta: result.meta };
      },
    ),
  );

  app.get(
    '/partners/:id/logo',
    gated(
      {
        access: 'public',
        schema: {
          summary:
            "A published partner's uploaded logo (WebP, at most 480×240); its address carries ?v= of the upload",
          params: idOrSlugParams,
          produces: ['image/webp'],
          response: { 200: z.any().describe('The image bytes'), ...errorResponses(404) },
        },
      },
      async (req, _gate, reply) => {
        const partner = await findPartner(db, null, req.params.id);
        const logo = await readPartnerLogo(db, partner.id);
        if (!logo) throw new NotFoundError(msg('errors', 'partners.no_logo'));
        return reply.type('image/webp').headers(webpImageHeaders(req.query)).send(logo.image);
      },
    ),
  );

  app.get(
    '/feature_flags/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'A feature flag by id or name',
          params: idOrSlugParams,
          response: { 200: featureFlagResponse, ...errorResponses(404) },
        },
      },
      async (req) => presentFeatureFlag(await findFeatureFlag(db, req.params.id)),
    ),
  );

  app.get(
    '/marketing_forms/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary:
            'A published marketing form (its fields), by id or slug; `language` reads its published version in that language, or the original when it has none, and `translations` lists the published others',
          params: idOrSlugParams,
          querystring: translatedReadQuery,
          response: { 200: marketingFormResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const row = await readPublicMarketingForm(db, req.params.id, req.query.language);
        const translations = await marketingFormVersions(db, row, { publicOnly: true });
        return presentMarketingForm(row, { admin: false, translations });
      },
    ),
  );
}
