// Translations that know which parts are stale (issue #31, item 4): the translators' queue of stale blocks per
// language and the coverage table, for whoever edits every tutorial, post or static page (MANAGE_TUTORIALS,
// MANAGE_POSTS, MANAGE_STATIC_PAGES: the rule on the type, not on one object; the queue holds the kinds the actor
// edits), and "mark up to date" of a translation's blocks, for whoever may edit that translation (a tutorial's author
// or an editor; a post's or page's editors, the only ones who edit it).
import {
  blocksUpToDateBody,
  blocksUpToDateResponse,
  idOrSlugParams,
  translationCoverage,
  translationQueue,
  translationQueueQuery,
  type Actor,
  type TranslatedKind,
} from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { rules } from '../../platform/lib/route-rules.js';
import { tutorialSubject } from '../../platform/policies/subjects.js';
import type { Executor } from '../../db/client.js';
import type { App } from '../../platform/types.js';
import { findPostById } from '../posts/index.js';
import { findStaticPageById } from '../static-pages/index.js';
import { findTutorial } from '../tutorials/index.js';
import type { RowOf } from './kinds.js';
import {
  kindsEditedBy,
  markBlocksUpToDate,
  translationCoverage as coverageOf,
  translationQueue as queueOf,
  translatedRow,
  translationStatusOf,
} from './service.js';

const MISSING = {
  tutorial: msg('errors', 'missing.tutorial'),
  post: msg('errors', 'missing.post'),
  static_page: msg('errors', 'missing.static_page'),
};

/** Who reads the queue and the coverage: the editors of any kind that records blocks. */
const TRANSLATION_EDITORS = rules.permission('MANAGE_TUTORIALS', 'MANAGE_POSTS', 'MANAGE_STATIC_PAGES');

/**
 * Marks a translation's blocks and answers where it stands. The original is read as the actor may (a draft of
 * someone else's is not shown through its translation).
 */
async function markAndAnswer<K extends TranslatedKind>(
  db: Executor,
  actor: NonNullable<Actor>,
  kind: K,
  row: RowOf[K],
  keys: string[] | undefined,
  reload: () => Promise<RowOf[K]>,
) {
  if (translatedRow(kind, row).originalId && !(await translationStatusOf(db, actor, kind, row)))
    throw new NotFoundError(MISSING[kind]);
  const marked = await markBlocksUpToDate(db, actor, kind, row, keys);
  return { marked, translation_status: (await translationStatusOf(db, actor, kind, await reload())) ?? null };
}

export default async function translationRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/admin/translations/stale',
    gated(
      {
        access: { rule: TRANSLATION_EDITORS },
        schema: {
          operationId: 'listStaleTranslations',
          summary:
            'Translated tutorials, posts and static pages (the kinds the actor edits) whose original changed since, with their stale blocks (one language or all)',
          querystring: translationQueueQuery,
          response: { 200: translationQueue, ...errorResponses(400, 401, 403) },
        },
      },
      async (req, { actor }) => queueOf(db, kindsEditedBy(actor), req.query.language),
    ),
  );

  app.get(
    '/admin/translations/coverage',
    gated(
      {
        access: { rule: TRANSLATION_EDITORS },
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

  const markSummary =
    "Record a translation's blocks (every stale one when `keys` is omitted) as translated from the original as it is now";

  app.post(
    '/tutorials/:id/blocks_up_to_date',
    gated(
      {
        access: { can: 'update', on: 'tutorial' },
        schema: {
          operationId: 'markTranslationBlocksUpToDate',
          summary: markSummary,
          params: idOrSlugParams,
          body: blocksUpToDateBody,
          response: { 200: blocksUpToDateResponse, ...errorResponses(400, 401, 403, 404) },
        },
        load: (req, actor) => findTutorial(db, actor, req.params.id),
        subject: tutorialSubject,
      },
      async (req, { actor, subject: row }) =>
        markAndAnswer(db, actor, 'tutorial', row, req.body.keys, () =>
          findTutorial(db, actor, String(row.id)),
        ),
    ),
  );

  app.post(
    '/posts/:id/blocks_up_to_date',
    gated(
      {
        access: { can: 'update', on: 'post' },
        schema: {
          operationId: 'markPostTranslationBlocksUpToDate',
          summary: `${markSummary} (a post; by id)`,
          params: idOrSlugParams,
          body: blocksUpToDateBody,
          response: { 200: blocksUpToDateResponse, ...errorResponses(400, 401, 403, 404) },
        },
        load: (req, actor) => findPostById(db, actor, req.params.id),
        subject: (row) => ({ type: 'post', ownerId: row.authorId, status: row.state }),
      },
      async (req, { actor, subject: row }) =>
        markAndAnswer(db, actor, 'post', row, req.body.keys, () => findPostById(db, actor, String(row.id))),
    ),
  );

  app.post(
    '/static_pages/:id/blocks_up_to_date',
    gated(
      {
        access: { can: 'update', on: 'static_page' },
        schema: {
          operationId: 'markStaticPageTranslationBlocksUpToDate',
          summary: `${markSummary} (a static page; by id)`,
          params: idOrSlugParams,
          body: blocksUpToDateBody,
          response: { 200: blocksUpToDateResponse, ...errorResponses(400, 401, 403, 404) },
        },
        load: (req, actor) => findStaticPageById(db, actor, req.params.id),
        subject: (row) => ({ type: 'static_page', ownerId: row.authorId, status: row.state }),
      },
      async (req, { actor, subject: row }) =>
        markAndAnswer(db, actor, 'static_page', row, req.body.keys, () =>
          findStaticPageById(db, actor, String(row.id)),
        ),
    ),
  );
}
