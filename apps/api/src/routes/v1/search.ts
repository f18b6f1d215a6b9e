// POST /v1/search/*: the admin and editor pickers. Users and tags take the search object as body,
// the others `{search}` (spec: community-app §5, §7). Results are scoped to what the actor may see.
import {
  type Actor,
  pickerSearchBody,
  pickerSearchResult,
  tagList,
  tagSearchBody,
  userList,
  userSearchBody,
} from '@reef/core';
import { and, asc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { gated } from '../../auth/gate.js';
import { bearer, errorResponses } from '../../lib/route-schema.js';
import { escapeLike } from '../../lib/sql.js';
import { questions, tutorialSeries, tutorials, versionedTutorialGroups } from '../../db/schema/index.js';
import { visibleScope } from '../../policies/authorize.js';
import { presentTag } from '../../presenters/tags.js';
import { presentUser } from '../../presenters/users.js';
import { listTags } from '../../services/tags.js';
import { searchUsers } from '../../services/users.js';
import { rules } from '../../lib/route-rules.js';
import type { App } from '../../types.js';

export default async function searchRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.post(
    '/search/users',
    gated(
      {
        access: 'member',
        schema: {
          tags: ['search'],
          summary: 'Find members (emails only for MANAGE_USERS)',
          security: bearer,
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
    {
      config: { rule: rules.member },
      schema: {
        tags: ['search'],
        summary: 'Find tags',
        security: bearer,
        body: tagSearchBody,
        response: { 200: tagList },
      },
    },
    async (req) => {
      const { rows, meta } = await listTags(db, req.actor, { ...req.body, sort: 'name' });
      return { data: rows.map((r) => presentTag(r, req.actor)), meta };
    },
  );

  const pickers: {
    path: string;
    summary: string;
    run: (req: {
      actor: Actor;
      body: { search: string; limit: number; state?: string };
    }) => Promise<unknown[]>;
  }[] = [
    {
      path: '/search/tutorials',
      summary: 'Find tutorials by title',
      run: ({ actor, body }) =>
        db
          .select({
            id: tutorials.id,
            slug: tutorials.slug,
            title: tutorials.title,
            state: tutorials.state,
            type: sql<string>`'tutorial'`,
          })
          .from(tutorials)
          .where(
            and(
              visibleScope(actor, 'tutorial', { state: tutorials.state, authorId: tutorials.authorId }),
              match(tutorials.title, tutorials.slug, body.search),
              body.state ? sql`${tutorials.state} = ${body.state}` : undefined,
            ),
          )
          .orderBy(asc(tutorials.title))
          .limit(body.limit),
    },
    {
      path: '/search/tutorial-series',
      summary: 'Find tutorial series by title',
      run: ({ actor, body }) =>
        db
          .select({
            id: tutorialSeries.id,
            slug: tutorialSeries.slug,
            title: tutorialSeries.title,
            state: tutorialSeries.state,
            type: sql<string>`'tutorial_series'`,
          })
          .from(tutorialSeries)
          .where(
            and(
              visibleScope(actor, 'tutorial_series', {
                state: tutorialSeries.state,
                authorId: tutorialSeries.authorId,
              }),
              match(tutorialSeries.title, tutorialSeries.slug, body.search),
            ),
          )
          .orderBy(asc(tutorialSeries.title))
          .limit(body.limit),
    },
    {
      path: '/search/questions',
      summary: 'Find questions by title',
      run: ({ actor, body }) =>
        db
          .select({
            id: questions.id,
            slug: questions.slug,
            title: questions.title,
            state: questions.state,
            type: sql<string>`'question'`,
          })
          .from(questions)
          .where(
            and(
              visibleScope(actor, 'question', { state: questions.state, authorId: questions.authorId }),
              match(questions.title, questions.slug, body.search),
              body.state ? sql`${questions.state} = ${body.state}` : undefined,
            ),
          )
          .orderBy(asc(questions.title))
          .limit(body.limit),
    },
    {
      path: '/search/versioned_tutorial_groups',
      summary: 'Find versioned tutorial groups by name',
      run: ({ body }) =>
        db
          .select({
            id: versionedTutorialGroups.id,
            slug: versionedTutorialGroups.slug,
            title: versionedTutorialGroups.name,
            state: sql<null>`null`,
            type: sql<string>`'versioned_tutorial_group'`,
          })
          .from(versionedTutorialGroups)
          .where(match(versionedTutorialGroups.name, versionedTutorialGroups.slug, body.search))
          .orderBy(asc(versionedTutorialGroups.name))
          .limit(body.limit),
    },
  ];

  for (const picker of pickers) {
    app.post(
      picker.path,
      gated(
        {
          access: 'member',
          schema: {
            tags: ['search'],
            summary: picker.summary,
            security: bearer,
            body: pickerSearchBody,
            response: { 200: pickerSearchResult, ...errorResponses(401) },
          },
        },
        async (req, { actor }) => {
          return { data: (await picker.run({ actor: actor, body: req.body })) as never };
        },
      ),
    );
  }
}

function match(
  title: Parameters<typeof ilike>[0],
  slug: Parameters<typeof ilike>[0],
  text: string,
): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(title, pattern), ilike(slug, pattern));
}
