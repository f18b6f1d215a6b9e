// POST /v1/search/*: the admin and editor pickers. Users and tags take the search object as body,
// the others `{search}` (spec: community-app §5, §7). Results are scoped to what the actor may see.
import {
  pickerSearchBody,
  pickerSearchResult,
  tagList,
  tagSearchBody,
  userList,
  userSearchBody,
} from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentTag, pickTags } from '../tags/index.js';
import { presentUser } from '../../platform/services/users-presenter.js';
import { pick, PICKERS } from './pickers-service.js';
import { searchUsers } from '../users/index.js';
import type { App } from '../../platform/types.js';

export default async function searchRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.post(
    '/search/users',
    gated(
      {
        access: 'member',
        schema: {
          summary: 'Find members (emails only for MANAGE_USERS)',
          body: userSearchBody,
          response: { 200: userList, ...errorResponses(401) },
        },
      },
      async (req, { actor }) => {
        const isManager = actor.permissions.has('MANAGE_USERS');
        const { rows, meta } = await searchUsers(db, {
          ...req.body,
          state: isManager ? req.body.state : 'active',
          byEmail: isManager,
        });
        return { data: rows.map((r) => presentUser(r, { actor: actor })), meta };
      },
    ),
  );

  app.post(
    '/search/tags',
    gated(
      {
        access: 'member',
        schema: {
          summary: 'Find tags',
          body: tagSearchBody,
          response: { 200: tagList },
        },
      },
      async (req) => {
        const { rows, meta } = await pickTags(db, req.actor, { ...req.body, sort: 'name' });
        return { data: rows.map((r) => presentTag(r, req.actor)), meta };
      },
    ),
  );

  const pickers = [
    { path: '/search/tutorials', summary: 'Find tutorials by title', picker: PICKERS.tutorials },
    {
      path: '/search/tutorial-series',
      summary: 'Find tutorial series by title',
      picker: PICKERS.tutorialSeries,
    },
    { path: '/search/questions', summary: 'Find questions by title', picker: PICKERS.questions },
    {
      path: '/search/versioned_tutorial_groups',
      summary: 'Find versioned tutorial groups by name',
      picker: PICKERS.versionedTutorialGroups,
    },
  ];

  for (const picker of pickers) {
    app.post(
      picker.path,
      gated(
        {
          access: 'member',
          schema: {
            summary: picker.summary,
            body: pickerSearchBody,
            response: { 200: pickerSearchResult, ...errorResponses(401) },
          },
        },
        async (req, { actor }) => {
          return { data: (await pick(db, picker.picker, actor, req.body)) as never };
        },
      ),
    );
  }
}
