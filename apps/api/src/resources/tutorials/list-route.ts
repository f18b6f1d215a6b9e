// GET /tutorials in both trees (/content/v1 reads as nobody, /v1 as the actor): one list route, two query schemas.
import type { contentTutorialListQuery, tutorialListQuery } from '@reef/core';
import { tutorialList } from '@reef/core';
import type { Executor } from '../../db/client.js';
import { gated } from '../../platform/auth/gate.js';
import { presentTutorialSummary } from './presenter.js';
import { listTutorials } from './service.js';

export function tutorialListRoute(
  db: Executor,
  summary: string,
  querystring: typeof tutorialListQuery | typeof contentTutorialListQuery,
  asActor: boolean,
) {
  return gated(
    { access: 'public', schema: { summary, querystring, response: { 200: tutorialList } } },
    async (req) => {
      const actor = asActor ? req.actor : null;
      const { bundle, meta } = await listTutorials(db, actor, req.query);
      return { data: bundle.rows.map((row) => presentTutorialSummary(row, bundle, actor)), meta };
    },
  );
}
