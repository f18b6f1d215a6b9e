// Static-content API: tutorial series.
import { contentTutorialSeriesListQuery, tutorialSeriesList, tutorialSeriesResponse } from '@reef/core';
import { presentSeries, presentSeriesList } from './presenter.js';
import { findSeries, listSeries, loadSeriesPage } from './service.js';
import { findRoute, listRoute } from '../../platform/auth/gated-routes.js';
import type { App } from '../../platform/types.js';

export default async function contentSeriesRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  app.get(
    '/tutorial-series',
    listRoute(
      {
        summary: 'Published tutorial series, newest first (filter: language)',
        querystring: contentTutorialSeriesListQuery,
        response: tutorialSeriesList,
        asActor: false,
      },
      async (actor, query) => presentSeriesList(db, await listSeries(db, actor, query), actor),
    ),
  );
  app.get(
    '/tutorial-series/:id',
    findRoute(
      {
        summary: 'A published series with its public tutorials',
        response: tutorialSeriesResponse,
        asActor: false,
      },
      async (actor, id) =>
        presentSeries(await loadSeriesPage(db, actor, await findSeries(db, actor, id)), actor),
    ),
  );
}
