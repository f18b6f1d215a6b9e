// The admin descriptor is the only registry of a section (issue #29): the sidebar, the audit verbs and trails, who
// reads the audit entries, the API documentation's tag text and the generic admin pages all derive from
// ADMIN_RESOURCES. This walk fails when a section's name is written into one of those registries by hand, or when a
// descriptor lacks what one of them needs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_RESOURCES,
  ADMIN_SIDEBAR,
  ADMIN_SIDEBAR_GROUPS,
  AUDIT_TRAILS,
  AUDIT_VERBS,
  type AdminResource,
} from '@reef/core';
import { describe, expect, it } from 'vitest';
import { AUDIT_SUBJECT_VISIBILITY } from '../policies/audit-scope.js';
import { ADMIN_APIS } from '../../resources/admin/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The registries that derive from the descriptors, and the names each may still spell, with why. */
const REGISTRIES: Record<string, Record<string, string>> = {
  'packages/core/src/admin/sidebar.ts': {},
  'packages/core/src/audit/audit-actions.ts': {},
  'packages/core/src/audit/audit-trails.ts': {},
  'apps/api/src/platform/lib/openapi.ts': {
    post: 'the operation-id verb of a POST that is not a create (`postLogin`), not the section',
    tags: 'the `tags` field of an OpenAPI operation, not the section',
  },
  'apps/api/src/platform/policies/audit-scope.ts': {
    user_group: 'its managers read only the entries of the groups they own (a SQL rule over its table)',
    custom_token: 'its managers read only the entries of their own tokens (a SQL rule over its table)',
    distribution: 'the rules type of its versions (`distribution_version`), a subject of its own routes',
  },
};

const resources: readonly AdminResource[] = ADMIN_RESOURCES;

/** Whether `source` registers `name` as a key or a string of its own (`feature_flag:`, `'feature_flag'`). */
function registers(source: string, name: string): boolean {
  const code = source.replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '');
  return new RegExp(`(^|[\\s{,])${name}\\s*:|['"\`]${name}['"\`]`, 'm').test(code);
}

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((entry) => {
    const path = `${dir}/${entry}`;
    return statSync(join(root, path)).isDirectory() ? files(path) : [path];
  });
}

describe('a section is registered in its descriptor only', () => {
  for (const [file, allowed] of Object.entries(REGISTRIES)) {
    it(`${file} names no section but those it has a rule of its own for`, () => {
      const source = read(file);
      const named = resources.flatMap((r) => [r.name, r.path]).filter((name) => registers(source, name));
      expect([...new Set(named)].sort()).toEqual(Object.keys(allowed).sort());
    });
  }

  it('the web app has no route file that only renders a generic screen: the catch-all routes serve those', () => {
    const generic = files('apps/web/src/app/[locale]/community/admin')
      .filter((path) => /page\.tsx$/.test(path) && !path.includes('[resource]'))
      .filter((path) => /<(List|Create|Detail|Edit)Screen\b/.test(read(path)));
    expect(generic.map((path) => relative(root, join(root, path)))).toEqual([]);
  });
});

describe('every descriptor gives the derived registries what they need', () => {
  for (const resource of resources) {
    it(`${resource.name}: a sidebar entry, audit verbs and a trail, audit readers, and its API tag text`, () => {
      expect(ADMIN_SIDEBAR_GROUPS).toContain(resource.sidebar.group);
      const entries = ADMIN_SIDEBAR.flatMap((group) => group.entries);
      expect(entries.find((entry) => entry.href === resource.href)?.anyOf).toEqual(resource.permission);
      expect(resource.audit.length).toBeGreaterThan(0);
      expect(AUDIT_VERBS).toHaveProperty(resource.name, resource.audit);
      expect(AUDIT_TRAILS).toHaveProperty(resource.name);
      expect(AUDIT_SUBJECT_VISIBILITY).toHaveProperty(resource.name);
      expect(resource.docs.description.trim()).not.toBe('');
    });
  }

  it('every audit subject has readers', () => {
    for (const subject of Object.keys(AUDIT_VERBS)) expect(AUDIT_SUBJECT_VISIBILITY).toHaveProperty(subject);
  });

  it('the API mounts every descriptor whose screen is not shared with others', () => {
    const mounted = new Set(ADMIN_APIS.map((api) => api.resource.name));
    expect(resources.filter((r) => !mounted.has(r.name)).map((r) => r.name)).toEqual([]);
  });
});
