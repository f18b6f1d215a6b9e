// The version history of static pages and posts (issue #12): every save keeps the whole object (mount.ts), an
// editor lists the versions, reads one, and restores it. A restore is a new save: the version's content written
// over the current object through the same update (the page type is checked again), If-Match respected, audited
// as `{name}.restore`, the public page revalidated, and itself recorded as the newest version.
import {
  contentVersionList,
  contentVersionResponse,
  versionNumberParams,
  type AdminResource,
} from '@reef/core';
import type { Actor } from '@reef/core';
import { assertUnchanged, lockForEdit } from '../lib/concurrency.js';
import { presentVersion, presentVersionSummary } from '../services/content-versions-presenter.js';
import {
  findVersion,
  listVersions,
  loadVersionAuthors,
  recordVersion,
} from '../services/content-versions.js';
import type { App } from '../types.js';
import { transaction } from '../events/bus.js';
import { auditAction, recordChange } from './after-write.js';
import type { AdminApi, ObjectRef } from './define.js';
import { adminRoute, memberOf, NO_BODY, NO_QUERY } from './route.js';

type Context<Row> = {
  load: (actor: Actor, path: { type: string; slug: string }, action: 'read' | 'update') => Promise<Row>;
  one: string;
  /** The object's URL in Fastify's syntax (`/static_pages/:type/:slug`). */
  url: string;
};

const refOf = (params: { type: string; slug: string }): ObjectRef => ({
  key: params.slug,
  type: params.type,
});

/** Mounts the version routes of a resource whose descriptor keeps versions. */
export function mountVersionRoutes<R extends AdminResource, Row extends { id: number }, ListRow>(
  app: App,
  api: AdminApi<R, Row, ListRow>,
  { load, one, url }: Context<Row>,
): void {
  const { db } = app.ctx;
  const { resource, versions, update } = api;
  if (!versions || !update) return;
  const params = versionNumberParams.pick({ type: true, slug: true });

  adminRoute(app, resource, {
    method: 'GET',
    url: `${url}/versions`,
    summary: `The saved versions of a ${one}, newest first (one per save)`,
    access: 'update',
    params,
    query: NO_QUERY,
    body: NO_BODY,
    response: contentVersionList,
    handler: async ({ params: path, actor }) => {
      const row = await load(actor, path, 'read');
      const rows = await listVersions(db, versions.subject, row.id);
      const authors = await loadVersionAuthors(db, rows);
      return { data: rows.map((r) => presentVersionSummary(r, authors)) };
    },
  });

  adminRoute(app, resource, {
    method: 'GET',
    url: `${url}/versions/:number`,
    summary: `One saved version of a ${one}, with the whole ${one} as it was saved`,
    access: 'update',
    params: versionNumberParams,
    query: NO_QUERY,
    body: NO_BODY,
    response: contentVersionResponse,
    handler: async ({ params: path, actor }) => {
      const row = await load(actor, path, 'read');
      const version = await findVersion(db, versions.subject, row.id, path.number);
      return presentVersion(version, await loadVersionAuthors(db, [version]));
    },
  });

  adminRoute(app, resource, {
    method: 'POST',
    url: `${url}/versions/:number/restore`,
    summary: `Restore a saved version of a ${one} (a new save: checked, audited, revalidated; If-Match respected)`,
    access: 'update',
    params: versionNumberParams,
    query: NO_QUERY,
    body: NO_BODY,
    response: resource.schemas.item,
    errors: [409],
    ifMatch: true,
    handler: async (input) => {
      const { expected } = input;
      const found = await load(input.actor, input.params, 'update');
      const user = memberOf(input);
      return transaction(db, async (tx) => {
        let row = found;
        if (expected) {
          await lockForEdit(tx, resource.name, found.id);
          row = await api.find(tx, input.actor, refOf(input.params));
        }
        const before = await api.present(tx, row, input.actor);
        assertUnchanged(expected, (before as { updated_at?: string }).updated_at, one);
        const version = await findVersion(tx, versions.subject, row.id, input.params.number);
        const saved = await update(tx, row, versions.toUpdate(version.data), user);
        const after = await api.present(tx, saved, input.actor);
        await recordVersion(tx, versions.subject, row.id, after, user.id);
        await recordChange(tx, input.req, {
          action: auditAction(resource.name, 'restore'),
          subjectId: row.id,
          summary: `Restored ${one} ${api.title(after)} to version ${version.number}`,
          before,
          after,
          targets: [api.revalidates?.(before), api.revalidates?.(after)],
        });
        return after;
      });
    },
  });
}
