// /v1/tutorials: list, read, write and versions (spec: community-app §7).
import {
  idOrSlugParams,
  tutorialBulkStateBody,
  tutorialBulkStateResponse,
  tutorialCreateBody,
  tutorialList,
  tutorialListQuery,
  tutorialResponse,
  tutorialStateCounts,
  tutorialStateCountsQuery,
  tutorialUpdateBody,
  tutorialVersionList,
  tutorialVersionParams,
  tutorialVersionResponse,
} from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { createRoute, findRoute, listRoute } from '../../platform/auth/gated-routes.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { tutorialSubject } from '../../platform/policies/subjects.js';
import { presentBulkState, presentTutorial, presentTutorialList } from './presenter.js';
import { presentAuthor } from '../../platform/services/users-presenter.js';
import { isVersionHidden } from '../../platform/services/content-versions.js';
import { NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import {
  bulkSetTutorialState,
  countTutorialStates,
  createTutorial,
  findTutorial,
  findTutorialPage,
  findVersion,
  listTutorials,
  listVersions,
  loadTutorialPage,
  updateTutorial,
  type TutorialRow,
} from './service.js';
import { rules } from '../../platform/lib/route-rules.js';
import type { App } from '../../platform/types.js';
import { can, type Actor } from '@reef/core';
import type { Executor } from '../../db/client.js';
import { translationStatusOf } from '../translations/index.js';

/** Loads what the tutorial page shows with the row and presents it. */
export async function presentFullTutorial(db: Executor, row: TutorialRow, actor: Actor) {
  const { bundle, series, translations } = await loadTutorialPage(db, actor, row);
  const translationStatus = await translationStatusOf(db, actor, 'tutorial', row);
  return presentTutorial(row, bundle, { series, translations, translationStatus }, actor);
}

export default async function tutorialRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/tutorials',
    listRoute(
      {
        summary: 'List tutorials the actor may see',
        querystring: tutorialListQuery,
        response: tutorialList,
        asActor: true,
      },
      async (actor, query) => presentTutorialList(await listTutorials(db, actor, query), actor),
    ),
  );

  // Before `/tutorials/:id` in reading order; the router prefers the static segment anyway, and no slug can be
  // `state_counts` (slugs are lowercase words joined by dashes).
  app.get(
    '/tutorials/state_counts',
    gated(
      {
        access: 'public',
        schema: {
          operationId: 'countTutorialStates',
          summary: 'How many tutorials the actor may see in each state, under the list filters',
          querystring: tutorialStateCountsQuery,
          response: { 200: tutorialStateCounts, ...errorResponses(400) },
        },
      },
      async (req) => countTutorialStates(db, req.actor, req.query),
    ),
  );

  app.post(
    '/tutorials/bulk_state',
    gated(
      {
        access: { can: 'moderate', on: 'tutorial' },
        schema: {
          operationId: 'moveTutorialsToState',
          summary: 'Move several tutorials to one state (each move checked by the status-transition table)',
          body: tutorialBulkStateBody,
          response: { 200: tutorialBulkStateResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (req, { actor }) =>
        presentBulkState(await bulkSetTutorialState(db, actor, req.body.tutorial_ids, req.body.state)),
    ),
  );

  app.get(
    '/tutorials/:id',
    findRoute(
      { summary: 'A tutorial by id or slug', response: tutorialResponse, asActor: true },
      async (actor, id) => {
        const page = await findTutorialPage(db, actor, id);
        const translationStatus = await translationStatusOf(db, actor, 'tutorial', page.row);
        return presentTutorial(page.row, page.bundle, { ...page, translationStatus }, actor);
      },
    ),
  );

  app.post(
    '/tutorials',
    createRoute(
      {
        on: 'tutorial',
        summary: 'Create a tutorial',
        body: tutorialCreateBody,
        response: tutorialResponse,
        // 409: a language its original's family already has (issue #31).
        errors: [401, 403, 409, 422, 429],
      },
      async ({ body, actor }) =>
        presentFullTutorial(db, await createTutorial(db, actor, body.tutorial), actor),
    ),
  );

  app.patch(
    '/tutorials/:id',
    gated(
      {
        access: { can: 'update', on: 'tutorial' },
        schema: {
          summary: 'Update a tutorial (a content change saves a new version)',
          params: idOrSlugParams,
          body: tutorialUpdateBody,
          response: { 200: tutorialResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
        },
        load: (req, actor) => findTutorial(db, actor, req.params.id),
        subject: tutorialSubject,
      },
      async (req, { actor, subject: row }) => {
        const saved = await updateTutorial(db, actor, row, req.body.tutorial);
        return presentFullTutorial(db, saved, actor);
      },
    ),
  );

  // Both version reads are for the tutorial's owner (or whoever may update it), loaded by id or slug.
  const versionGate = {
    access: { can: 'update', on: 'tutorial', rule: rules.owner },
    load: (req: { params: { id: string } }, actor: Actor) => findTutorial(db, actor, req.params.id),
    subject: tutorialSubject,
  } as const;

  app.get(
    '/tutorials/:id/versions',
    gated(
      {
        ...versionGate,
        schema: {
          summary: 'Saved versions of a tutorial',
          params: idOrSlugParams,
          response: { 200: tutorialVersionList, ...errorResponses(401, 403, 404) },
        },
      },
      async (_req, { subject: row }) => {
        const { rows, authors } = await listVersions(db, row.id);
        return {
          data: rows.map((v) => ({
            version: v.version,
            title: v.title,
            editor: presentAuthor(authors, v.editorId),
            created_at: v.createdAt.toISOString(),
          })),
        };
      },
    ),
  );

  app.get(
    '/tutorials/:id/versions/:version',
    gated(
      {
        ...versionGate,
        schema: {
          summary: 'One saved version',
          params: tutorialVersionParams,
          response: { 200: tutorialVersionResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (req, { actor, subject: row }) => {
        // A version whose revision a moderator hid (issue #32: a leaked secret) is for moderators only.
        if (
          !can(actor, 'moderate', tutorialSubject(row)) &&
          (await isVersionHidden(db, 'tutorial', row.id, req.params.version))
        )
          throw new NotFoundError(msg('errors', 'tutorials.version_hidden'));
        const { row: v, authors } = await findVersion(db, row.id, req.params.version);
        return {
          version: v.version,
          title: v.title,
          description: v.description,
          body_markdown: v.bodyMarkdown,
          body_html: v.bodyHtml,
          headings: v.headings,
          editor: presentAuthor(authors, v.editorId),
          created_at: v.createdAt.toISOString(),
        };
      },
    ),
  );
}
