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
import { requireUser } from '../../auth/hook.js';
import type { Executor } from '../../db/client.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { authorize } from '../../policies/authorize.js';
import { questionSubject } from '../../policies/subjects.js';
import { presentQuestion, presentQuestionSummary } from '../../presenters/questions.js';
import {
  bundleQuestions,
  createQuestion,
  findQuestion,
  listQuestions,
  updateQuestion,
  type QuestionRow,
} from '../../services/questions.js';
import { tagsFor } from '../../services/revalidate.js';
import { findSubscription } from '../../services/subscriptions.js';
import { hasUpvoted } from '../../services/upvotes.js';
import { rules } from '../../lib/route-rules.js';
import type { App } from '../../types.js';

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
    {
      config: { rule: rules.public },
      schema: {
        tags: ['questions'],
        summary: 'List questions the actor may see',
        security: bearer,
        querystring: questionListQuery,
        response: { 200: questionList },
      },
    },
    async (req) => {
      const { bundle, meta } = await listQuestions(db, req.actor, req.query);
      return { data: bundle.rows.map((row) => presentQuestionSummary(row, bundle, req.actor)), meta };
    },
  );

  app.get(
    '/questions/:id',
    {
      config: { rule: rules.public },
      schema: {
        tags: ['questions'],
        summary: 'A question by id or slug',
        security: bearer,
        params: idOrSlugParams,
        response: { 200: questionResponse, ...errorResponses(404) },
      },
    },
    async (req) => presentFull(db, await findQuestion(db, req.actor, req.params.id), req.actor),
  );

  app.post(
    '/questions',
    {
      config: { rule: rules.permission('CREATE_QUESTIONS', 'MANAGE_QUESTIONS') },
      schema: {
        tags: ['questions'],
        summary: 'Ask a question',
        security: bearer,
        body: questionCreateBody,
        response: { 201: questionResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (req, reply) => {
      requireUser(req);
      authorize(req.actor, 'create', { type: 'question' });
      const row = await createQuestion(db, req.actor!, req.body.question, req.ip);
      if (row.state === 'published') app.ctx.revalidate({ tags: tagsFor('question', row.slug) });
      return reply.code(201).send(await presentFull(db, row, req.actor));
    },
  );

  app.patch(
    '/questions/:id',
    {
      config: { rule: rules.owner },
      schema: {
        tags: ['questions'],
        summary: 'Edit a question; state changes are moderation',
        security: bearer,
        params: idOrSlugParams,
        body: questionUpdateBody,
        response: { 200: questionResponse, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) => {
      requireUser(req);
      const row = await findQuestion(db, req.actor, req.params.id);
      authorize(req.actor, 'update', questionSubject(row));
      const saved = await updateQuestion(db, req.actor!, row, req.body.question, req.ip);
      app.ctx.revalidate({ tags: tagsFor('question', saved.slug) });
      return presentFull(db, saved, req.actor);
    },
  );
}
