// Walks every admin resource the API mounts from a descriptor and checks its generic operations against
// the descriptor: the route rule of its managers, 201 on create with a field-naming 409 on a duplicate
// key and a field-naming 400 on bad input, the audit entry of every write, the list's columns, and
// find/update/delete where the descriptor offers them.
import { adminItemPath, type AdminResource } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';
import { ADMIN_APIS } from './registry.js';

const t = useTestApp();

/** A valid create body (inside its wrapper) for each resource the generic create serves. */
const VALID: Record<string, Record<string, unknown>> = {
  feature_flag: { name: 'walk_flag', description: 'Walked' },
  global_content: { key: 'walk_block', data: { hello: 'world' } },
  permitted_domain: { domain: 'walk.example.com' },
  spam_ip: { ip: '192.0.2.55' },
  spam_phrase: { phrase: 'walk the plank' },
  distribution: { name: 'Walk OS', slug: 'walk-os' },
  versioned_tutorial_group: { name: 'Walk group', slug: 'walk-group' },
  partner: { name: 'Walk partner', slug: 'walk-partner' },
  post: { type: 'blog', title: 'Walk post', slug: 'walk-post' },
  static_page: {
    type: 'legal',
    title: 'Walk page',
    slug: 'walk-page',
    slices: [{ slice_type: 'content', primary: {}, items: [] }],
  },
  marketing_form: { slug: 'walk-form', title: 'Walk form' },
  user_group: { name: 'Walk group', slug: 'walk-user-group' },
  tutorial_collection: { title: 'Walk collection', slug: 'walk-collection' },
};

/** The path of the object a create answered (its id, or its type and key for pages and posts). */
function itemPath(resource: AdminResource, item: Record<string, unknown>): string {
  return adminItemPath(resource)
    .replace('{type}', String(item.type))
    .replace('{slug}', encodeURIComponent(String(item[resource.key.field])))
    .replace('{id}', String(item.id));
}

async function auditActions(headers: { authorization: string }, name: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/audit_log?subject_type=${name}&limit=50`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { action: string; after: unknown; before: unknown }[]).map((e) => e.action);
}

/** The resources whose create is the generic one (tags, tools and series serve their own). */
const generic = ADMIN_APIS.filter(
  (api) => api.resource.operations.create && !api.ownOperations?.includes('create'),
);
const mounted = generic.filter((api) => VALID[api.resource.name]);

describe('every admin resource mounted from its descriptor', () => {
  it('has a valid create body in this walk (a new resource adds one)', () => {
    expect(generic.map((a) => a.resource.name).filter((name) => !VALID[name])).toEqual([]);
  });

  for (const { resource } of mounted) {
    const { wrapper, name, key, operations: ops } = resource;
    const body = VALID[name]!;
    const url = `/v1/${resource.path}`;

    it(`${name}: managers only; create 201, duplicate ${key.field} 409 and bad input 400 naming the field; audited`, async () => {
      const admin = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
      const member = await signIn(t, await buildUser(t));
      const flagHolder = await signIn(t, await buildUserWith(t, ...resource.permission));

      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers: member,
        payload: { [wrapper]: body },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toContain(resource.permission[0]);
      expect((await t.app.inject({ method: 'POST', url, payload: { [wrapper]: body } })).statusCode).toBe(
        401,
      );

      const created = await t.app.inject({
        method: 'POST',
        url,
        headers: flagHolder,
        payload: { [wrapper]: body },
      });
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json() as Record<string, unknown>;
      expect(item[key.field]).toBe(body[key.field]);

      const duplicate = await t.app.inject({
        method: 'POST',
        url,
        headers: admin,
        payload: { [wrapper]: body },
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error.details).toEqual([
        { path: `${wrapper}.${key.field}`, message: 'Already used' },
      ]);

      const bad = await t.app.inject({
        method: 'POST',
        url,
        headers: admin,
        payload: { [wrapper]: { ...body, [key.field]: 42 } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.map((d: { path: string }) => d.path)).toContain(
        `body.${wrapper}.${key.field}`,
      );

      expect(await auditActions(admin, name)).toEqual([`${name}.create`]);

      if (ops.list) {
        const list = await t.app.inject({ method: 'GET', url, headers: admin });
        expect(list.statusCode).toBe(200);
        const row = (list.json().data as Record<string, unknown>[]).find((r) => r.id === item.id);
        expect(row, 'the new object is listed').toBeDefined();
        for (const column of resource.columns) expect(row).toHaveProperty(column);
        if (ops.list === 'managers')
          expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode).toBe(403);
      }

      const path = `/v1${itemPath(resource, item)}`;
      if (ops.find) {
        const found = await t.app.inject({ method: 'GET', url: path, headers: admin });
        expect(found.statusCode).toBe(200);
        expect(found.json()).toEqual(item);
      }

      if (ops.update) {
        const patched = await t.app.inject({
          method: 'PATCH',
          url: path,
          headers: flagHolder,
          payload: { [wrapper]: { [key.field]: body[key.field] } },
        });
        expect(patched.statusCode, patched.body).toBe(200);
        const wrong = await t.app.inject({
          method: 'PATCH',
          url: path,
          headers: admin,
          payload: { [wrapper]: { [key.field]: 42 } },
        });
        expect(wrong.statusCode).toBe(400);
        expect(
          (await t.app.inject({ method: 'PATCH', url: path, headers: member, payload: { [wrapper]: {} } }))
            .statusCode,
        ).toBe(403);
        expect(await auditActions(admin, name)).toEqual([`${name}.update`, `${name}.create`]);
      }

      if (ops.delete) {
        expect((await t.app.inject({ method: 'DELETE', url: path, headers: member })).statusCode).toBe(403);
        const deleted = await t.app.inject({ method: 'DELETE', url: path, headers: flagHolder });
        expect(deleted.statusCode).toBe(200);
        expect(deleted.json().id).toBe(item.id);
        expect((await t.app.inject({ method: 'DELETE', url: path, headers: admin })).statusCode).toBe(404);
        expect((await auditActions(admin, name))[0]).toBe(`${name}.delete`);
      }
    });
  }
});
