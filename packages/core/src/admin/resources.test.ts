import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isAuditAction } from '../audit/index.js';
import { ADMIN_SIDEBAR } from './sidebar.js';
import { RESOURCE_RULES } from '../policies/rules.js';
import { ADMIN_INPUTS, ADMIN_OPERATIONS, adminItemPath, type AdminResource } from './define.js';
import { ADMIN_RESOURCES } from './resources.js';

/** The fields inside a body's wrapper (`{feature_flag: {…}}`). */
function wrappedShape(body: z.ZodObject | undefined, wrapper: string): Record<string, unknown> {
  const inner = body?.shape[wrapper] as z.ZodObject | undefined;
  return inner?.shape ?? {};
}

const resources: readonly AdminResource[] = ADMIN_RESOURCES;
const sidebar = ADMIN_SIDEBAR.flatMap((group) => group.entries);

describe('admin resource descriptors', () => {
  it('each resource has a unique name, wrapper and API path', () => {
    for (const key of ['name', 'path'] as const) {
      const values = resources.map((r) => r[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  for (const resource of resources) {
    describe(resource.name, () => {
      it('its list columns and key are fields of the objects it lists', () => {
        expect(resource.columns.length).toBeGreaterThan(0);
        for (const column of resource.columns) expect(resource.schemas.summary.shape).toHaveProperty(column);
        expect(resource.schemas.item.shape).toHaveProperty(resource.key.field);
      });

      it('its filters, search and sort are parameters of its list query', () => {
        for (const name of [...resource.filters, resource.search, resource.sort].filter(Boolean))
          expect(resource.schemas.query.shape).toHaveProperty(name as string);
        expect(resource.schemas.query.shape).toHaveProperty('page');
        expect(resource.schemas.query.shape).toHaveProperty('limit');
      });

      it('its form fields are fields of its create or update body, with a known input', () => {
        const writable = {
          ...wrappedShape(resource.schemas.create, resource.wrapper),
          ...wrappedShape(resource.schemas.update, resource.wrapper),
        };
        expect(Object.keys(writable).length).toBeGreaterThan(0);
        for (const field of resource.fields) {
          expect(writable, field.name).toHaveProperty(field.name);
          expect(ADMIN_INPUTS).toContain(field.input);
          expect(field.label.trim()).not.toBe('');
          if (field.input === 'select') expect(field.options?.length, field.name).toBeGreaterThan(0);
        }
        // Every required field of the create body can be filled in by the form.
        const create = wrappedShape(resource.schemas.create, resource.wrapper);
        const required = Object.entries(create)
          .filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success)
          .map(([name]) => name);
        for (const name of required)
          expect(
            resource.fields.find((f) => f.name === name)?.required,
            `${name} is required on create`,
          ).toBe(true);
      });

      it('a body is offered for each write it mounts, and the key of a duplicate is a writable field', () => {
        const ops = resource.operations;
        for (const op of Object.keys(ops)) expect(ADMIN_OPERATIONS).toContain(op);
        if (ops.create) expect(resource.schemas.create).toBeDefined();
        if (ops.update) expect(resource.schemas.update).toBeDefined();
        if (resource.key.lookup !== 'id' || ops.create)
          expect(resource.fields.map((f) => f.name)).toContain(resource.key.field);
      });

      it('its permission is the managers of its rules-table entry, and its screen is a sidebar entry that opens with it', () => {
        expect(resource.permission).toEqual(RESOURCE_RULES[resource.subject].managers);
        expect(resource.permission.length).toBeGreaterThan(0);
        const entry = sidebar.find((e) => e.href === resource.href);
        expect(entry, `sidebar entry ${resource.href}`).toBeDefined();
        expect([...(entry?.anyOf ?? [])].sort()).toEqual([...resource.permission].sort());
      });

      it('each write it mounts is an audit action of the closed list', () => {
        for (const op of ['create', 'update', 'delete'] as const)
          if (resource.operations[op]) expect(isAuditAction(`${resource.name}.${op}`), op).toBe(true);
      });

      it('an object is addressed by id, key, or type and key', () => {
        expect(adminItemPath(resource)).toMatch(/^\/[a-z_-]+\/\{(id|type)\}/);
      });
    });
  }
});
