// Static-content API: tutorial collections.
import { idOrSlugParams, tutorialCollectionList, tutorialCollectionResponse } from '@reef/core';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { presentTutorialSummary, findTutorial } from '../tutorials/index.js';
import { collectionTutorials, findCollection, listCollections } from './service.js';
import { gated } from '../../platform/auth/gate.js';
import type { App } from '../../platform/types.js';

export default async function contentCollectionRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  const summary = (r: Awaited<ReturnType<typeof listCollections>>[number]) => ({
    id: r.collection.id,
    slug: r.collection.slug,
    title: r.collection.title,
    description: r.collection.description,
    created_at: r.collection.createdAt.toISOString(),
    tutorials_count: r.tutorialsCount,
  });

  app.get(
    '/tutorial-collections',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Published tutorial collections',
          response: { 200: tutorialCollectionList },
        },
      },
      async () => ({
        data: (await listCollections(db)).map(summary),
      }),
    ),
  );

  app.get(
    '/tutorial-collections/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'A collection with its public tutorials',
          params: idOrSlugParams,
          response: { 200: tutorialCollectionResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const row = await findCollection(db, req.params.id);
        const bundle = await collectionTutorials(db, row.id);
        return {
          id: row.id,
          slug: row.slug,
          title: row.title,
          description: row.description,
          created_at: row.createdAt.toISOString(),
          tutorials: bundle.rows.map((t) => presentTutorialSummary(t, bundle, null)),
        };
      },
    ),
  );

  app.get(
    '/tutorial-collections/tutorial/:id',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Published collections that hold a tutorial',
          params: idOrSlugParams,
          response: { 200: tutorialCollectionList, ...errorResponses(404) },
        },
      },
      async (req) => {
        const tutorial = await findTutorial(db, null, req.params.id);
        return { data: (await listCollections(db, { tutorialId: tutorial.id, limit: 1000 })).map(summary) };
      },
    ),
  );
}
