// Static-content API: tutorial series.
import {
  API_PAGE_SIZES,
  idOrSlugParams,
  pageQuery,
  tutorialSeriesList,
  tutorialSeriesResponse,
} from '@reef/core';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentSeries, presentSeriesList } from './presenter.js';
import { findSeries, listSeries, loadSeriesPage } from './service.js';
import { gated } from '../../platform/auth/gate.js';
import type { App } from '../../platform/types.js';

export default async function contentSeriesRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  app.get(
    '/tutorial-series',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Published tutorial series',
          querystring: pageQuery(API_PAGE_SIZES.tutorialSeries),
          response: { 200: tutorialSeriesList },
        },
      },
      async (req) => {
        return presentSeriesList(db, await listSeries(db, null, req.query), null);
      },
    ),
  );
  app.get(
    '/tutorial-series/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'A published series with its public tutorials',
          params: idOrSlugParams,
          response: { 200: tutorialSeriesResponse, ...errorResponses(404) },
        },
      },
      async (req) =>
        presentSeries(await loadSeriesPage(db, null, await findSeries(db, null, req.params.id)), null),
    ),
  );
}
