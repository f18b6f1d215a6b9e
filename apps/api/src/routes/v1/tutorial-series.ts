// /v1/tutorial-series: list, read, write, and the member's completed tutorials (spec: community-app §7).
import {
  API_PAGE_SIZES,
  completedTutorialBody,
  completedTutorialsResponse,
  idOrSlugParams,
  pageQuery,
  tutorialSeriesCreateBody,
  tutorialSeriesList,
  tutorialSeriesResponse,
  tutorialSeriesUpdateBody,
  type Actor,
} from '@reef/core';
import { requireUser } from '../../auth/hook.js';
import type { Executor } from '../../db/client.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { tutorialSeriesSubject } from '../../policies/subjects.js';
import { presentSeries, presentSeriesSummary } from '../../presenters/tutorial-series.js';
import { loadAuthors } from '../../services/relations.js';
import { tagsFor } from '../../services/revalidate.js';
import {
  completedTutorialIds,
  createSeries,
  findSeries,
  listSeries,
  seriesTutorials,
  setCompleted,
  updateSeries,
  type SeriesRow,
} from '../../services/tutorial-series.js';
import { rules } from '../../lib/route-rules.js';
import type { App } from '../../types.js';

/** Loads and presents a whole series. */
export async function presentFullSeries(db: Executor, row: SeriesRow, actor: Actor) {
  const [authors, tutorials] = await Promise.all([
    loadAuthors(db, [row.authorId]),
    seriesTutorials(db, actor, row.id),
  ]);
  return presentSeries(row, authors, tutorials, actor);
}

export default async function tutorialSeriesRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/tutorial-series',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['tutorial-series'],
        summary: 'List tutorial series',
        security: bearer,
        querystring: pageQuery(API_PAGE_SIZES.tutorialSeries),
        response: { 200: tutorialSeriesList },
      },
    },
    async (req) => {
      const { rows, meta } = await listSeries(db, req.actor, req.query);
      const authors = await loadAuthors(
        db,
        rows.map((r) => r.series.authorId),
      );
      return {
        data: rows.map((r) => presentSeriesSummary(r.series, r.tutorialsCount, authors, req.actor)),
        meta,
      };
    },
  );

  app.get(
    '/tutorial-series/:id',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['tutorial-series'],
        summary: 'A series with its tutorials',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: tutorialSeriesResponse, ...errorResponses(404) },
      },
    },
    async (req) => presentFullSeries(db, await findSeries(db, req.actor, req.params.id), req.actor),
  );

  app.post(
    '/tutorial-series',
    {
      config: { rule: rules.permission('MANAGE_TUTORIALS') },
      schema: {
        tags: ['tutorial-series'],
        summary: 'Create a series',
        security: bearer,
        body: tutorialSeriesCreateBody,
        response: { 201: tutorialSeriesResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (req, reply) => {
      requireUser(req);
      authorize(req.actor, 'create', { type: 'tutorial_series' });
      const row = await createSeries(db, req.actor!, req.body.tutorialSeries);
      app.ctx.revalidate({ tags: tagsFor('tutorial_series', row.slug) });
      return reply.code(201).send(await presentFullSeries(db, row, req.actor));
    },
  );

  app.patch(
    '/tutorial-series/:id',
    {
      config: { rule: rules.permission('MANAGE_TUTORIALS') },
      schema: {
        tags: ['tutorial-series'],
        summary: 'Edit a series',
        security: bearer,
        params: idOrSlugParams,
        body: tutorialSeriesUpdateBody,
        response: { 200: tutorialSeriesResponse, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      const row = await findSeries(db, req.actor, req.params.id);
      authorize(req.actor, 'update', tutorialSeriesSubject(row));
      const saved = await updateSeries(db, row, req.body.tutorialSeries);
      app.ctx.revalidate({ tags: tagsFor('tutorial_series', saved.slug) });
      return presentFullSeries(db, saved, req.actor);
    },
  );

  const completedSchema = (summary: string, withBody: boolean) => ({
    tags: ['tutorial-series'],
    summary,
    security: bearer,
    params: idOrSlugParams,
    ...(withBody ? { body: completedTutorialBody } : {}),
    response: { 200: completedTutorialsResponse, ...errorResponses(401, 404, 422, 429) },
  });

  app.get(
    '/tutorial-series/:id/completed_tutorials',
    {
      config: { rule: rules.member },
      schema: completedSchema("The member's completed tutorials of the series", false),
    },
    async (req) => {
      const user = requireUser(req);
      const series = await findSeries(db, req.actor, req.params.id);
      return { series_id: series.id, tutorial_ids: await completedTutorialIds(db, user.id, series.id) };
    },
  );

  app.post(
    '/tutorial-series/:id/completed_tutorials',
    {
      config: { rule: rules.member },
      schema: {
        ...completedSchema('Mark a tutorial of the series as completed', true),
        body: completedTutorialBody,
      },
    },
    async (req) => {
      const user = requireUser(req);
      authorize(req.actor, 'create', { type: 'completed_tutorial' });
      const series = await findSeries(db, req.actor, req.params.id);
      await setCompleted(db, user.id, series.id, req.body.tutorialId, true);
      return { series_id: series.id, tutorial_ids: await completedTutorialIds(db, user.id, series.id) };
    },
  );

  app.delete(
    '/tutorial-series/:id/completed_tutorials',
    {
      config: { rule: rules.member },
      schema: { ...completedSchema('Unmark a completed tutorial', true), body: completedTutorialBody },
    },
    async (req) => {
      const user = requireUser(req);
      const series = await findSeries(db, req.actor, req.params.id);
      await setCompleted(db, user.id, series.id, req.body.tutorialId, false);
      return { series_id: series.id, tutorial_ids: await completedTutorialIds(db, user.id, series.id) };
    },
  );
}
