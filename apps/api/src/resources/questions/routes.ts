// /v1/questions: list, read, ask and edit (spec: community-app §7).
import {
  idOrSlugParams,
  questionCreateBody,
  questionList,
  questionListQuery,
  questionResponse,
  questionUpdateBody,
  type Actor,
} from '@reef/core';
import type { Executor } from '../../db/client.js';
import { gated } from '../../platform/auth/gate.js';
import { createRoute, findRoute, listRoute } from '../../platform/auth/gated-routes.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { questionSubject } from '../../platform/policies/subjects.js';
import { presentQuestion, presentQuestionList } from './presenter.js';
import {
  bundleQuestions,
  createQuestion,
  findQuestion,
  listQuestions,
  updateQuestion,
  type QuestionRow,
} from './service.js';
import { findSubscription } from '../../platform/services/subscriptions.js';
import { hasUpvoted } from '../upvotes/index.js';
import type { App } from '../../platform/types.js';

async function presentFull(db: Executor, row: QuestionRow, actor: Actor) {
  const bundle = await bundleQuestions(db, [row]);
  const flags = actor
    ? {
        isSubscribed: (await findSubscription(db, actor.id, 'question', row.id)) !== null,
        isUpvoted: await hasUpvoted(db, actor.id, 'question', row.id),
      }
    : {};
  return presentQuestion(row, bundle, actor, flags);
}

export default async function questionRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/questions',
    listRoute(
      {
        summary: 'List questions the actor may see',
        querystring: questionListQuery,
        response: questionList,
        asActor: true,
      },
      async (actor, query) => presentQuestionList(await listQuestions(db, actor, query), actor),
    ),
  );

  app.get(
    '/questions/:id',
    findRoute(
      { summary: 'A question by id or slug', response: questionResponse, asActor: true },
      async (actor, id) => presentFull(db, await findQuestion(db, actor, id), actor),
    ),
  );

  app.post(
    '/questions',
    createRoute(
      {
        on: 'question',
        summary: 'Ask a question',
        body: questionCreateBody,
        response: questionResponse,
        errors: [401, 403, 422, 429],
      },
      async ({ body, actor, ip }) =>
        presentFull(db, await createQuestion(db, actor, body.question, ip), actor),
    ),
  );

  app.patch(
    '/questions/:id',
    gated(
      {
        access: { can: 'update', on: 'question' },
        schema: {
          summary: 'Edit a question; state changes are moderation',
          params: idOrSlugParams,
          body: questionUpdateBody,
          response: { 200: questionResponse, ...errorResponses(401, 403, 404, 422, 429) },
        },
        load: (req, actor) => findQuestion(db, actor, req.params.id),
        subject: questionSubject,
      },
      async (req, { actor, subject: row }) => {
        const saved = await updateQuestion(db, actor, row, req.body.question, req.ip);
        return presentFull(db, saved, actor);
      },
    ),
  );
}
