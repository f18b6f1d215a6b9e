// Revisions of questions, answers, comments and tutorials, and suggested edits to tutorials and answers (issue #32):
//   GET  /v1/{questions|comments|tutorials}/{id}/revisions                 public: the history with its diffs
//   POST /v1/{questions|comments|tutorials}/{id}/revisions/{number}/rollback  the author or a moderator
//   POST /v1/{questions|comments|tutorials}/{id}/revisions/{number}/hide      moderators (MANAGE_*)
//   GET  /v1/{questions|comments|tutorials}/{id}/credits                   public: edits count, "Improved by"
//   POST /v1/{tutorials|comments}/{id}/suggested-edits                      any signed-in member
//   GET  /v1/{tutorials|comments}/{id}/suggested-edits                      reviewers: all; others: their own
//   GET  /v1/suggested-edits/{id}, POST /v1/suggested-edits/{id}/review     suggester / reviewers; reviewers
import {
  idOrSlugParams,
  revisionCredits as revisionCreditsSchema,
  revisionHideBody,
  revisionList,
  revisionListQuery,
  revisionParams,
  suggestedEditCreateBody,
  suggestedEditList,
  suggestedEditListQuery,
  suggestedEditParams,
  suggestedEditResponse,
  suggestedEditReviewBody,
  type RevisionSubject,
  type SuggestionSubject,
} from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { ForbiddenError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import type { App } from '../../platform/types.js';
import {
  hideRevision,
  listRevisions,
  loadRevisedItem,
  revisionCredits,
  rollbackRevision,
  type RevisedItem,
} from './service.js';
import {
  findSuggestedEdit,
  listSuggestedEdits,
  loadSuggestionTarget,
  mayReview,
  presentSuggestedEdits,
  reviewSuggestedEdit,
  suggestEdit,
} from './suggested-edits.js';

const PREFIXES: Record<RevisionSubject, string> = {
  question: 'questions',
  comment: 'comments',
  tutorial: 'tutorials',
};
const PASCAL: Record<RevisionSubject, string> = {
  question: 'Question',
  comment: 'Comment',
  tutorial: 'Tutorial',
};
const NAMES: Record<RevisionSubject, string> = {
  question: 'question',
  comment: 'answer or comment',
  tutorial: 'tutorial',
};

export default async function revisionRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  const subjectOf = (item: RevisedItem) => item.subject;

  for (const kind of ['question', 'comment', 'tutorial'] as const) {
    const base = `/${PREFIXES[kind]}/:id`;
    const name = NAMES[kind];

    app.get(
      `${base}/revisions`,
      gated(
        {
          access: 'public',
          schema: {
            operationId: `list${PASCAL[kind]}Revisions`,
            summary: `Every revision of a ${name}, newest first, each with its diff against the one before`,
            params: idOrSlugParams,
            querystring: revisionListQuery,
            response: { 200: revisionList, ...errorResponses(400, 404) },
          },
          load: (req, actor) => loadRevisedItem(db, actor, kind, req.params.id),
        },
        async (req, { actor, subject: item }) => listRevisions(db, actor, item, req.query.view),
      ),
    );

    app.get(
      `${base}/credits`,
      gated(
        {
          access: 'public',
          schema: {
            operationId: `get${PASCAL[kind]}Credits`,
            summary: `How often a ${name} was edited and who improved it (accepted suggested edits)`,
            params: idOrSlugParams,
            response: { 200: revisionCreditsSchema, ...errorResponses(400, 404) },
          },
          load: (req, actor) => loadRevisedItem(db, actor, kind, req.params.id),
        },
        async (_req, { subject: item }) => revisionCredits(db, item),
      ),
    );

    app.post(
      `${base}/revisions/:number/rollback`,
      gated(
        {
          access: { can: 'update', on: kind },
          schema: {
            operationId: `rollback${PASCAL[kind]}Revision`,
            summary: `Roll a ${name} back to one of its revisions (a new revision; the author or a moderator)`,
            params: revisionParams,
            response: { 200: revisionList, ...errorResponses(401, 403, 404, 422, 429) },
          },
          load: (req, actor) => loadRevisedItem(db, actor, kind, req.params.id),
          subject: subjectOf,
        },
        async (req, { actor, subject: item }) => {
          await rollbackRevision(db, actor, item, req.params.number, req.ip);
          const fresh = await loadRevisedItem(db, actor, kind, String(item.id));
          return listRevisions(db, actor, fresh, 'rendered');
        },
      ),
    );

    app.post(
      `${base}/revisions/:number/hide`,
      gated(
        {
          access: { can: 'moderate', on: kind },
          schema: {
            operationId: `hide${PASCAL[kind]}Revision`,
            summary: `Hide a revision’s text of a ${name} from all but moderators (a leaked secret), with a reason`,
            params: revisionParams,
            body: revisionHideBody,
            response: { 200: revisionList, ...errorResponses(400, 401, 403, 404, 409, 422) },
          },
          load: (req, actor) => loadRevisedItem(db, actor, kind, req.params.id),
          subject: subjectOf,
        },
        async (req, { actor, subject: item }) => {
          await hideRevision(db, actor, item, req.params.number, req.body.revision.reason, req.ip);
          return listRevisions(db, actor, item, 'rendered');
        },
      ),
    );
  }

  for (const kind of ['tutorial', 'comment'] as const satisfies readonly SuggestionSubject[]) {
    const base = `/${PREFIXES[kind]}/:id/suggested-edits`;
    const name = kind === 'tutorial' ? 'tutorial' : 'answer';

    app.post(
      base,
      gated(
        {
          access: 'member',
          schema: {
            summary: `Suggest an edit to a ${name} (its author or a moderator reviews it)`,
            params: idOrSlugParams,
            body: suggestedEditCreateBody,
            response: { 201: suggestedEditResponse, ...errorResponses(400, 401, 404, 422) },
          },
          load: (req, actor) => loadSuggestionTarget(db, actor, kind, req.params.id),
        },
        async (req, { actor, subject: item }, reply) => {
          const row = await suggestEdit(db, actor, item, req.body.suggested_edit);
          const [presented] = await presentSuggestedEdits(db, actor, item, [row]);
          return reply.code(201).send(presented!);
        },
      ),
    );

    app.get(
      base,
      gated(
        {
          access: 'member',
          schema: {
            summary: `Suggested edits to a ${name}: all for its author and moderators, one’s own for others`,
            params: idOrSlugParams,
            querystring: suggestedEditListQuery,
            response: { 200: suggestedEditList, ...errorResponses(400, 401, 404, 422) },
          },
          load: (req, actor) => loadSuggestionTarget(db, actor, kind, req.params.id),
        },
        async (req, { actor, subject: item }) => ({
          data: await presentSuggestedEdits(
            db,
            actor,
            item,
            await listSuggestedEdits(db, actor, item, req.query.state),
          ),
        }),
      ),
    );
  }

  app.get(
    '/suggested-edits/:id',
    gated(
      {
        access: 'member',
        schema: {
          summary: 'One suggested edit with its diff (its suggester, the author and moderators)',
          params: suggestedEditParams,
          response: { 200: suggestedEditResponse, ...errorResponses(400, 401, 404) },
        },
        load: (req, actor) => findSuggestedEdit(db, actor, req.params.id),
      },
      async (_req, { actor, subject: { row, item } }) =>
        (await presentSuggestedEdits(db, actor, item, [row]))[0]!,
    ),
  );

  app.post(
    '/suggested-edits/:id/review',
    gated(
      {
        access: 'member',
        schema: {
          operationId: 'reviewSuggestedEdit',
          summary:
            'Accept (optionally with changes) or decline with a reason a suggested edit (the author or a moderator)',
          params: suggestedEditParams,
          body: suggestedEditReviewBody,
          response: { 200: suggestedEditResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
        load: (req, actor) => findSuggestedEdit(db, actor, req.params.id),
        // The suggester reads their suggestion but only the item's author or a moderator reviews it (core `can`).
        authorize: ({ item }, actor) => {
          if (!mayReview(actor, item)) throw new ForbiddenError(msg('errors', 'suggested_edits.reviewers'));
        },
      },
      async (req, { actor, subject: { row, item } }) => {
        const saved = await reviewSuggestedEdit(db, actor, row, item, req.body.suggested_edit, req.ip);
        const fresh = await loadRevisedItem(db, actor, item.kind, String(item.id));
        return (await presentSuggestedEdits(db, actor, fresh, [saved]))[0]!;
      },
    ),
  );
}
