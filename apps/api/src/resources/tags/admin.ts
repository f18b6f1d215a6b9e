// Tags (community content, MANAGE_TAGS for writes), mounted from their descriptor: the list and reads depend on who
// asks (a draft tag is for managers), and the writes record their audit entries in the service.
import {
  idOrSlugParams,
  tagCreateBody,
  tagList,
  tagListQuery,
  tagResource,
  tagResponse,
  tagUpdateBody,
} from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { createRoute, findRoute, listRoute } from '../../platform/auth/gated-routes.js';
import { writeExpectedVersion } from '../../platform/services/concurrency.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { tagSubject } from '../../platform/policies/subjects.js';
import { presentTag, presentTagList } from './presenter.js';
import { createTag, findTag, listTags, updateTag } from './service.js';
import { defineAdminApi } from '../../platform/admin/mount.js';

export default defineAdminApi({
  resource: tagResource,
  find: (db, actor, ref) => findTag(db, actor, ref.key),
  present: async (_db, row, actor) => presentTag(row, actor),
  title: (tag) => tag.name,
  ownOperations: ['list', 'find', 'create', 'update'],
  routes: (app) => {
    const { db } = app.ctx;

    app.get(
      '/tags',
      listRoute(
        { summary: 'List tags', querystring: tagListQuery, response: tagList, asActor: true },
        async (actor, query) => presentTagList(await listTags(db, actor, query), actor),
      ),
    );

    app.get(
      '/tags/:id',
      findRoute({ summary: 'A tag by id or slug', response: tagResponse, asActor: true }, async (actor, id) =>
        presentTag(await findTag(db, actor, id), actor),
      ),
    );

    app.post(
      '/tags',
      createRoute(
        {
          on: 'tag',
          summary: 'Create a tag',
          body: tagCreateBody,
          response: tagResponse,
          errors: [401, 403, 409, 429],
        },
        async ({ body, actor, ip }) => {
          const row = await createTag(db, { actor, ip }, body.tag);
          return presentTag(await findTag(db, actor, String(row.id)), actor);
        },
      ),
    );

    app.patch(
      '/tags/:id',
      gated(
        {
          access: { can: 'update', on: 'tag' },
          schema: {
            summary:
              'Edit a tag (with `If-Match: "<updated_at>"`, only if nobody changed it since: else 409 edit_conflict)',
            params: idOrSlugParams,
            body: tagUpdateBody,
            response: { 200: tagResponse, ...errorResponses(401, 403, 404, 409, 429) },
          },
          load: (req, actor) => findTag(db, actor, req.params.id),
          subject: tagSubject,
          ifMatch: true,
        },
        async (req, { actor, subject: row, expected }) => {
          const saved = await writeExpectedVersion(
            db,
            expected,
            { kind: 'tag', id: row.id, what: 'tag' },
            async (tx) => (await findTag(tx, actor, String(row.id))).updatedAt,
            (tx) => updateTag(tx, { actor, ip: req.ip }, row, req.body.tag),
          );
          return presentTag(await findTag(db, actor, String(saved.id)), actor);
        },
      ),
    );
  },
});
