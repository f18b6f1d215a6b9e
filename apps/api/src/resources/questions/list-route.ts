// GET /questions in both trees (/content/v1 reads as nobody, /v1 as the actor): one list route, two query schemas.
import type { contentQuestionListQuery, questionListQuery } from '@reef/core';
import { questionList } from '@reef/core';
import type { Executor } from '../../db/client.js';
import { gated } from '../../platform/auth/gate.js';
import { presentQuestionSummary } from './presenter.js';
import { listQuestions } from './service.js';

export function questionListRoute(
  db: Executor,
  summary: string,
  querystring: typeof questionListQuery | typeof contentQuestionListQuery,
  asActor: boolean,
) {
  return gated(
    { access: 'public', schema: { summary, querystring, response: { 200: questionList } } },
    async (req) => {
      const actor = asActor ? req.actor : null;
      const { bundle, meta } = await listQuestions(db, actor, req.query);
      return { data: bundle.rows.map((row) => presentQuestionSummary(row, bundle, actor)), meta };
    },
  );
}
