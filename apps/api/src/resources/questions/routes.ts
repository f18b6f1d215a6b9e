// /v1/questions: list, read, ask and edit (spec: community-app §7).
import {
  idOrSlugParams,
  questionCreateBody,
  questionListQuery,
  questionResponse,
  questionUpdateBody,
  type Actor,
} from '@reef/core';
import type { Executor } from '../../db/client.js';
import { gated } from '../../platform/auth/gate.js';
import { questionListRoute } from './list-route.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { questionSubject } from '../../platform/policies/subjects.js';
import { presentQuestion } from './presenter.js';
import {
  bundleQuestions,
  createQuestion,
  findQuestion,
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

  app.get('/questions', questionListRoute(db, 'List questions the actor may see', questionListQuery, true));

  app.get(
    '/questions/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'A question by id or slug',
          params: idOrSlugParams,
          response: { 200: questionResponse, ...errorResponses(404) },
        },
      },
      async (req) => presentFull(db, await findQuestion(db, req.actor, req.params.id), req.actor),
    ),
  );

  app.post(
    '/questions',
    gated(
      {
        access: { can: 'create', on: 'question' },
        schema: {
          summary: 'Ask a question',
          body: questionCreateBody,
          response: { 201: questionResponse, ...errorResponses(401, 403, 422, 429) },
        },
      },
      async (req, { actor }, reply) => {
        const row = await createQuestion(db, actor, req.body.question, req.ip);
        return reply.code(201).send(await presentFull(db, row, actor));
      },
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
