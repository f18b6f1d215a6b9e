// Translations that know which parts are stale (issue #31, item 4): the translators' queue of stale blocks per
// language and the coverage table, for whoever may edit every tutorial (MANAGE_TUTORIALS: the rule on the type, not
// on one tutorial), and "mark up to date" of a translation's blocks, for whoever may edit that translation (its
// author or an editor).
import {
  blocksUpToDateBody,
  blocksUpToDateResponse,
  idOrSlugParams,
  translationCoverage,
  translationQueue,
  translationQueueQuery,
} from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { rules } from '../../platform/lib/route-rules.js';
import { tutorialSubject } from '../../platform/policies/subjects.js';
import type { App } from '../../platform/types.js';
import { findTutorial } from '../tutorials/index.js';
import {
  markBlocksUpToDate,
  translationCoverage as coverageOf,
  translationQueue as queueOf,
  translationStatusOf,
} from './service.js';

export default async function translationRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/admin/translations/stale',
    gated(
      {
        access: { can: 'update', on: 'tutorial', rule: rules.permission('MANAGE_TUTORIALS') },
        schema: {
          operationId: 'listStaleTranslations',
          summary:
            'Translated tutorials whose original changed since, with their stale blocks (one language or all)',
          querystring: translationQueueQuery,
          response: { 200: translationQueue, ...errorResponses(400, 401, 403) },
        },
      },
      async (req) => queueOf(db, req.query.language),
    ),
  );

  app.get(
    '/admin/translations/coverage',
    gated(
      {
        access: { can: 'update', on: 'tutorial', rule: rules.permission('MANAGE_TUTORIALS') },
        schema: {
          operationId: 'countTranslationCoverage',
          summary:
            'Per language and content kind: originals, how many are translated, how many translations are up to date',
          response: { 200: translationCoverage, ...errorResponses(401, 403) },
        },
      },
      async () => coverageOf(db),
    ),
  );

  app.post(
    '/tutorials/:id/blocks_up_to_date',
    gated(
      {
        access: { can: 'update', on: 'tutorial' },
        schema: {
          operationId: 'markTranslationBlocksUpToDate',
          summary:
            "Record a translation's blocks (every stale one when `keys` is omitted) as translated from the original as it is now",
          params: idOrSlugParams,
          body: blocksUpToDateBody,
          response: { 200: blocksUpToDateResponse, ...errorResponses(400, 401, 403, 404) },
        },
        load: (req, actor) => findTutorial(db, actor, req.params.id),
        subject: tutorialSubject,
      },
      async (req, { actor, subject: row }) => {
        // The original is read as the actor may (a draft of someone else's is not shown through its translation).
        if (row.translationOfId && !(await translationStatusOf(db, actor, row)))
          throw new NotFoundError(msg('errors', 'missing.tutorial'));
        const marked = await markBlocksUpToDate(db, actor, row, req.body.keys);
        const saved = await findTutorial(db, actor, String(row.id));
        return { marked, translation_status: (await translationStatusOf(db, actor, saved)) ?? null };
      },
    ),
  );
}
