// Static-content API: tutorials (public statuses only; spec: content-and-presentation §7).
import {
  contentTutorialListQuery,
  contentTutorialQuery,
  idOrSlugParams,
  translationList,
  tutorialList,
  tutorialResponse,
} from '@reef/core';
import { NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentTutorial, presentTutorialList } from './presenter.js';
import { findTutorial, findTutorialPage, listTutorials, translationsOf } from './service.js';
import { gated } from '../../platform/auth/gate.js';
import { listRoute } from '../../platform/auth/gated-routes.js';
import type { App } from '../../platform/types.js';
import { translationStatusOf } from '../translations/index.js';

export default async function contentTutorialRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/tutorials',
    listRoute(
      {
        summary: 'Published tutorials, newest first (filters: type, tag, language, author, query)',
        querystring: contentTutorialListQuery,
        response: tutorialList,
        asActor: false,
      },
      async (actor, query) => presentTutorialList(await listTutorials(db, actor, query), actor),
    ),
  );

  app.get(
    '/tutorials/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'A public tutorial by id or slug; `fields` limits the top-level fields returned',
          params: idOrSlugParams,
          querystring: contentTutorialQuery,
          response: { 200: tutorialResponse.partial(), ...errorResponses(404) },
        },
      },
      async (req) => {
        const page = await findTutorialPage(db, null, req.params.id);
        if (req.query.type && page.row.subtype !== req.query.type)
          throw new NotFoundError(msg('errors', 'missing.tutorial'));
        const translationStatus = await translationStatusOf(db, null, 'tutorial', page.row);
        const full = presentTutorial(page.row, page.bundle, { ...page, translationStatus }, null);
        if (!req.query.fields) return full;
        const wanted = new Set(['id', 'slug', ...req.query.fields.split(',').map((f) => f.trim())]);
        return Object.fromEntries(Object.entries(full).filter(([key]) => wanted.has(key)));
      },
    ),
  );

  app.get(
    '/tutorials/:id/translations',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Public translations of a tutorial',
          params: idOrSlugParams,
          response: { 200: translationList, ...errorResponses(404) },
        },
      },
      async (req) => {
        const row = await findTutorial(db, null, req.params.id);
        const rows = await translationsOf(db, null, row);
        return { data: rows.map((r) => ({ ...r, language: r.language as never, state: r.state as never })) };
      },
    ),
  );
}
