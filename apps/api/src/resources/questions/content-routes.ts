// Static-content API: questions.
import {
  contentQuestionListQuery,
  contentQuestionQuery,
  idOrSlugParams,
  questionList,
  questionResponse,
  questionsForTutorialQuery,
} from '@reef/core';
import { z } from 'zod';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentQuestion, presentQuestionList } from './presenter.js';
import { findQuestionPage, listQuestions } from './service.js';
import { findTutorial } from '../tutorials/index.js';
import { gated } from '../../platform/auth/gate.js';
import { listRoute } from '../../platform/auth/gated-routes.js';
import type { App } from '../../platform/types.js';

export default async function contentQuestionRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/questions',
    listRoute(
      {
        summary: 'Published questions (sort: newest, oldest, activity, votes, unanswered)',
        querystring: contentQuestionListQuery,
        response: questionList,
        asActor: false,
      },
      async (actor, query) => presentQuestionList(await listQuestions(db, actor, query), actor),
    ),
  );

  app.get(
    '/questions/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'A public question by id or slug (counts are always included; includeCount is accepted)',
          params: idOrSlugParams,
          querystring: contentQuestionQuery,
          response: { 200: questionResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const { row, bundle } = await findQuestionPage(db, null, req.params.id);
        return presentQuestion(row, bundle, null);
      },
    ),
  );

  app.get(
    '/questions/tutorial/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Questions asked from a tutorial (0-based pages)',
          params: z.object({ id: z.string().min(1).max(300) }),
          querystring: questionsForTutorialQuery,
          response: { 200: questionList, ...errorResponses(404) },
        },
      },
      async (req) => {
        const tutorial = await findTutorial(db, null, req.params.id);
        const query = { page: req.query.page, limit: req.query.limit, tutorialId: tutorial.id };
        return presentQuestionList(await listQuestions(db, null, query, 0), null);
      },
    ),
  );
}
