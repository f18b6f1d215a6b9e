// Mounts the generic operations of an admin resource from its descriptor: list, find, create, update and
// delete, each behind the gate (platform/admin/route.ts), with uniform errors (400 naming the field, 404, 409 on a
// duplicate key naming it), an audit entry with before/after, and revalidation of the pages it changes.
import {
  idOrSlugParams,
  numericId,
  paginated,
  typeSlugParams,
  type AdminLookup,
  type AdminOperation,
  type AdminResource,
} from '@reef/core';
import { z } from 'zod';
import { assertUnchanged, lockForEdit } from '../lib/concurrency.js';
import { authorize } from '../policies/authorize.js';
import type { App } from '../types.js';
import { transaction } from '../events/bus.js';
import { recordVersion } from '../services/content-versions.js';
import { auditAction, recordChange } from './after-write.js';
import type { AdminApi, CreateSchemaOf, ItemOf, ObjectRef, UpdateSchemaOf } from './define.js';
import { adminRoute, adminRoutesOf, memberOf, NO_BODY, NO_PARAMS, NO_QUERY } from './route.js';

export { memberOf };
import { mountVersionRoutes } from './versions.js';

type PathParams = { id: number } | { id: string } | { type: string; slug: string };

const PARAMS: Record<AdminLookup, z.ZodType<PathParams>> = {
  id: z.object({ id: numericId }),
  'id-or-key': idOrSlugParams,
  'type-and-key': typeSlugParams,
};

/** Whether a descriptor offers this body schema. */
function isSchema<T>(value: T): value is Extract<T, z.ZodType> {
  return value instanceof z.ZodType;
}

/** The create or update body schema of a resource, when it has one. */
function bodySchema<R extends AdminResource, K extends 'create' | 'update'>(
  resource: R,
  key: K,
): Extract<R['schemas'][K], z.ZodType> | undefined {
  const schema = resource.schemas[key];
  return isSchema(schema) ? schema : undefined;
}

const paginatedSummary = <S extends z.ZodObject>(summary: S) => paginated(summary);

function refOf(params: PathParams): ObjectRef {
  return 'slug' in params ? { key: params.slug, type: params.type } : { key: String(params.id) };
}

/** The `updated_at` of a presented object, when its JSON has one. */
function updatedAtOf(item: unknown): string | undefined {
  const value = (item as { updated_at?: unknown }).updated_at;
  return typeof value === 'string' ? value : undefined;
}

/** `Feature flag` → `feature flag`, for sentences (`Created feature flag beta`). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The URL of one object of a resource, in Fastify's syntax. */
function itemUrl(resource: AdminResource): string {
  return resource.key.lookup === 'type-and-key' ? `/${resource.path}/:type/:slug` : `/${resource.path}/:id`;
}

/** Mounts every operation the descriptor offers. */
export function mountAdminResource<R extends AdminResource, Row extends { id: number }, ListRow>(
  app: App,
  api: AdminApi<R, Row, ListRow>,
): void {
  const { resource } = api;
  const { db } = app.ctx;
  const { label, name } = resource;
  // The operations its own routes serve are not mounted generically.
  const ops = Object.fromEntries(
    Object.entries(resource.operations).filter(([op]) => !api.ownOperations?.includes(op as AdminOperation)),
  ) as AdminResource['operations'];
  const one = lowerFirst(label.one);
  const byKey = {
    id: 'by id',
    'id-or-key': `by id or ${resource.key.field}`,
    'type-and-key': `by type and ${resource.key.field}`,
  }[resource.key.lookup];
  const params = PARAMS[resource.key.lookup];
  const url = `/${resource.path}`;
  const item = resource.schemas.item;
  const { schemas, notes = {} } = resource;

  /** The object of a path, authorized for the action when its managers act only on what they own. */
  const load = async (
    actor: Parameters<typeof api.find>[1],
    path: PathParams,
    action: 'read' | 'update' | 'delete',
  ) => {
    const row = await api.find(db, actor, refOf(path));
    if (api.ownerOf) authorize(actor, action, { type: resource.subject, ownerId: api.ownerOf(row) });
    return row;
  };
  const change = (verb: string, subject: ItemOf<R>, extra: { before?: ItemOf<R>; after?: ItemOf<R> }) => ({
    action: auditAction(name, verb),
    summary: `${verb.charAt(0).toUpperCase()}${verb.slice(1)}d ${one} ${api.title(subject)}`,
    ...extra,
    targets: [extra.before, extra.after].map((i) => (i === undefined ? undefined : api.revalidates?.(i))),
  });

  // Bespoke routes first: a fixed path such as /partners/update-order reads as itself, never as an id.
  api.routes?.(app, adminRoutesOf(app, resource));

  const list = api.list;
  if (ops.list && list) {
    adminRoute<typeof NO_PARAMS, R['schemas']['query'], typeof NO_BODY, ReturnType<typeof paginatedSummary>>(
      app,
      resource,
      {
        method: 'GET',
        url,
        summary: notes.list ?? `List ${lowerFirst(label.many)}`,
        access: ops.list === 'public' ? 'public' : 'manage',
        params: NO_PARAMS,
        query: schemas.query,
        body: NO_BODY,
        response: paginatedSummary(schemas.summary),
        handler: async ({ query, actor }) => {
          const page = await list.rows(db, actor, query);
          return { data: await list.present(db, page.rows, actor), meta: page.meta };
        },
      },
    );
  }

  if (ops.find) {
    adminRoute(app, resource, {
      method: 'GET',
      url: itemUrl(resource),
      summary: notes.find ?? `A ${one} ${byKey}`,
      access: ops.find === 'public' ? 'public' : 'manage',
      params,
      query: NO_QUERY,
      body: NO_BODY,
      response: item,
      handler: async ({ params: path, actor }) => api.present(db, await load(actor, path, 'read'), actor),
    });
  }

  const create = api.create;
  const createBody = bodySchema(resource, 'create');
  if (ops.create && create && createBody) {
    adminRoute<typeof NO_PARAMS, typeof NO_QUERY, CreateSchemaOf<R>, R['schemas']['item']>(app, resource, {
      method: 'POST',
      url,
      summary: notes.create ?? `Create a ${one}`,
      access: 'create',
      params: NO_PARAMS,
      query: NO_QUERY,
      body: createBody,
      response: item,
      created: true,
      errors: [409],
      handler: (input) =>
        transaction(db, async (tx) => {
          const row = await create(tx, input.body, memberOf(input));
          const after = await api.present(tx, row, input.actor);
          if (api.versions) await recordVersion(tx, api.versions.subject, row.id, after, memberOf(input).id);
          await recordChange(tx, input.req, { ...change('create', after, { after }), subjectId: row.id });
          return after;
        }),
    });
  }

  const update = api.update;
  const updateBody = bodySchema(resource, 'update');
  if (ops.update && update && updateBody) {
    adminRoute<z.ZodType<PathParams>, typeof NO_QUERY, UpdateSchemaOf<R>, R['schemas']['item']>(
      app,
      resource,
      {
        method: 'PATCH',
        url: itemUrl(resource),
        summary: notes.update ?? `Update a ${one}`,
        access: 'update',
        params,
        query: NO_QUERY,
        body: updateBody,
        response: item,
        errors: [409],
        ifMatch: true,
        handler: async (input) => {
          const { expected } = input;
          const found = await load(input.actor, input.params, 'update');
          return transaction(db, async (tx) => {
            // With If-Match, the object is held and read again: the save goes ahead only on the version the editor
            // loaded (a second admin's save gets 409 edit_conflict, never overwrites the first).
            let row = found;
            if (expected) {
              await lockForEdit(tx, name, found.id);
              row = await api.find(tx, input.actor, refOf(input.params));
            }
            const before = await api.present(tx, row, input.actor);
            assertUnchanged(expected, updatedAtOf(before), one);
            const saved = await update(tx, row, input.body, memberOf(input));
            const after = await api.present(tx, saved, input.actor);
            if (api.versions)
              await recordVersion(tx, api.versions.subject, row.id, after, memberOf(input).id);
            await recordChange(tx, input.req, {
              ...change('update', after, { before, after }),
              subjectId: row.id,
            });
            return after;
          });
        },
      },
    );
  }

  if (api.versions && update) mountVersionRoutes(app, api, { load, one, url: itemUrl(resource) });

  const remove = api.remove;
  if (ops.delete && remove) {
    adminRoute(app, resource, {
      method: 'DELETE',
      url: itemUrl(resource),
      summary: notes.delete ?? `Delete a ${one}`,
      access: 'delete',
      params,
      query: NO_QUERY,
      body: NO_BODY,
      response: item,
      handler: async (input) => {
        const row = await load(input.actor, input.params, 'delete');
        const before = await api.present(db, row, input.actor);
        return transaction(db, async (tx) => {
          await remove(tx, row, memberOf(input));
          await recordChange(tx, input.req, { ...change('delete', before, { before }), subjectId: row.id });
          return before;
        });
      },
    });
  }
}

/** A descriptor ready to mount: its resource and the routes it mounts. */
export type MountableAdminApi = {
  resource: AdminResource;
  ownOperations?: readonly AdminOperation[];
  mount: (app: App) => void;
};

/** Declares the API side of a descriptor (types flow from the core descriptor into every function). */
export function defineAdminApi<R extends AdminResource, Row extends { id: number }, ListRow = Row>(
  api: AdminApi<R, Row, ListRow>,
): AdminApi<R, Row, ListRow> & MountableAdminApi {
  return { ...api, mount: (app) => mountAdminResource(app, api) };
}
