// The catch-all admin routes: a section's own route folder never shadows them. Next.js matches a static segment before
// a dynamic one, so a `<section>/[id]/page.tsx` without its own `<section>/new` would also catch `<section>/new` and
// show "not found" where the create form belongs (a bespoke page of one object goes in SECTION_DETAILS instead).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_RESOURCES } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { SECTION_DETAILS, SECTION_SCREENS, sectionOf } from './sections';

const ADMIN = '/community/admin/';
const adminDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const underAdmin = ADMIN_RESOURCES.filter((r) => r.href.startsWith(ADMIN) && r.name in SECTION_SCREENS);

describe('the admin sections served by the catch-all routes', () => {
  it.each(underAdmin.map((r) => [r.href, r] as const))(
    '%s: its create form is reachable at /new, not caught by a page of one object',
    (_, r) => {
      const segment = r.href.slice(ADMIN.length);
      const own = (...parts: string[]) => existsSync(path.join(adminDir, segment, ...parts));
      if (own('[id]', 'page.tsx') || own('[type]')) expect(own('new', 'page.tsx')).toBe(true);
      if (!own('new', 'page.tsx')) expect(sectionOf(segment)?.name).toBe(r.name);
    },
  );

  it('every bespoke page of one object belongs to a section the catch-all serves at /{id}', () => {
    for (const name of Object.keys(SECTION_DETAILS)) {
      const r = underAdmin.find((x) => x.name === name);
      expect(r && sectionOf(r.href.slice(ADMIN.length), true)?.name).toBe(name);
    }
  });
});
