// Tutorial series (community-app §7), mounted from their descriptor: the list, reads and writes, and the member's
// completed tutorials of a series. The writes record their audit entries in the service.
import {
  completedTutorialBody,
  completedTutorialsResponse,
  idOrSlugParams,
  tutorialSeriesCreateBody,
  tutorialSeriesList,
  tutorialSeriesListQuery,
  tutorialSeriesResource,
  tutorialSeriesResponse,
  tutorialSeriesUpdateBody,
} from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { createRoute, findRoute, listRoute } from '../../platform/auth/gated-routes.js';
import { writeExpectedVersion } from '../../platform/services/concurrency.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { tutorialSeriesSubject } from '../../platform/policies/subjects.js';
import { presentSeries, presentSeriesList } from './presenter.js';
import {
  completedTutorialIds,
  createSeries,
  findSeries,
  listSeries,
  loadSeriesPage,
  setCompleted,
  updateSeries,
} from './service.js';
import { defineAdminApi } from '../../platform/admin/mount.js';

export default defineAdminApi({
  resource: tutorialSeriesResource,
  find: (db, actor, ref) => findSeries(db, actor, ref.key),
  present: async (db, row, actor) => presentSeries(await loadSeriesPage(db, actor, row), actor),
  title: (series) => series.title,
  ownOperations: ['list', 'find', 'create', 'update'],
  routes: (app) => {
    const { db } = app.ctx;

    app.get(
      '/tutorial-series',
      listRoute(
        {
          summary: 'List tutorial series',
          querystring: tutorialSeriesListQuery,
          response: tutorialSeriesList,
          asActor: true,
        },
        async (actor, query) => presentSeriesList(db, await listSeries(db, actor, query), actor),
      ),
    );

    app.get(
      '/tutorial-series/:id',
      findRoute(
        { summary: 'A series with its tutorials', response: tutorialSeriesResponse, asActor: true },
        async (actor, id) =>
          presentSeries(await loadSeriesPage(db, actor, await findSeries(db, actor, id)), actor),
      ),
    );

    app.post(
      '/tutorial-series',
      createRoute(
        {
          on: 'tutorial_series',
          summary: 'Create a series',
          body: tutorialSeriesCreateBody,
          response: tutorialSeriesResponse,
          errors: [401, 403, 422, 429],
        },
        async ({ body, actor }) => {
          const row = await createSeries(db, actor, body.tutorialSeries);
          return presentSeries(await loadSeriesPage(db, actor, row), actor);
        },
      ),
    );

    app.patch(
      '/tutorial-series/:id',
      gated(
        {
          access: { can: 'update', on: 'tutorial_series' },
          schema: {
            summary:
              'Edit a series (with `If-Match: "<updated_at>"`, only if nobody changed it since: else 409 edit_conflict)',
            params: idOrSlugParams,
            body: tutorialSeriesUpdateBody,
            response: { 200: tutorialSeriesResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
          },
          load: (req, actor) => findSeries(db, actor, req.params.id),
          subject: tutorialSeriesSubject,
          ifMatch: true,
        },
        async (req, { actor, subject: row, expected }) => {
          const saved = await writeExpectedVersion(
            db,
            expected,
            { kind: 'tutorial_series', id: row.id, what: 'series' },
            async (tx) => (await findSeries(tx, actor, String(row.id))).updatedAt,
            (tx) => updateSeries(tx, actor, row, req.body.tutorialSeries),
          );
          return presentSeries(await loadSeriesPage(db, actor, saved), actor);
        },
      ),
    );

    const completedSchema = (summary: string, withBody: boolean) => ({
      summary,
      params: idOrSlugParams,
      ...(withBody ? { body: completedTutorialBody } : {}),
      response: { 200: completedTutorialsResponse, ...errorResponses(401, 404, 422, 429) },
    });

    app.get(
      '/tutorial-series/:id/completed_tutorials',
      gated(
        {
          access: 'member',
          schema: completedSchema("The member's completed tutorials of the series", false),
        },
        async (req, { actor, user }) => {
          const series = await findSeries(db, actor, req.params.id);
          return { series_id: series.id, tutorial_ids: await completedTutorialIds(db, user.id, series.id) };
        },
      ),
    );

    app.post(
      '/tutorial-series/:id/completed_tutorials',
      gated(
        {
          access: { can: 'create', on: 'completed_tutorial' },
          schema: {
            ...completedSchema('Mark a tutorial of the series as completed', true),
            body: completedTutorialBody,
          },
        },
        async (req, { actor, user }) => {
          const series = await findSeries(db, actor, req.params.id);
          await setCompleted(db, user.id, series.id, req.body.tutorialId, true);
          return { series_id: series.id, tutorial_ids: await completedTutorialIds(db, user.id, series.id) };
        },
      ),
    );

    app.delete(
      '/tutorial-series/:id/completed_tutorials',
      gated(
        {
          access: 'member',
          schema: { ...completedSchema('Unmark a completed tutorial', true), body: completedTutorialBody },
        },
        async (req, { actor, user }) => {
          const series = await findSeries(db, actor, req.params.id);
          await setCompleted(db, user.id, series.id, req.body.tutorialId, false);
          return { series_id: series.id, tutorial_ids: await completedTutorialIds(db, user.id, series.id) };
        },
      ),
    );
  },
});
