import { describe, expect, it } from 'vitest';
import { Permissions } from '../permissions/permissions.js';
import { DEFAULT_MEMBER_PERMISSIONS } from '../permissions/presets.js';
import { ADMIN_SIDEBAR, adminSectionAccess, adminSidebarLinks, findAdminSidebarEntry } from './sidebar.js';

function linkedHrefs(perms: Permissions | null): string[] {
  return adminSidebarLinks(perms).flatMap((group) =>
    group.entries.filter((e) => e.isLink).map((e) => e.href),
  );
}

describe('ADMIN_SIDEBAR', () => {
  it('holds every route of the community-app §2 table', () => {
    expect(ADMIN_SIDEBAR.map((g) => g.label)).toEqual([
      'Tutorials',
      'Tags',
      'Reports',
      'Tools',
      'Users',
      'Content',
      'Admin',
    ]);
    // The table's 21 routes, tutorial collections (issue #30, the specification's last gaps), then the
    // administrator's analytics, audit log and outbox (issue #30, item 6), webhooks (issue #32, item 5) and the
    // translations' queue and coverage (issue #31, item 4).
    expect(ADMIN_SIDEBAR.flatMap((g) => g.entries)).toHaveLength(27);
    expect(
      ADMIN_SIDEBAR.at(-1)!
        .entries.slice(-4)
        .map((e) => [e.label, e.href, e.anyOf]),
    ).toEqual([
      ['Analytics', '/community/admin/analytics', ['ADMINISTRATOR']],
      ['Audit log', '/community/admin/audit_log', ['ADMINISTRATOR']],
      ['Mail outbox', '/community/admin/outbox', ['ADMINISTRATOR']],
      ['Webhooks', '/community/admin/webhooks', ['ADMINISTRATOR']],
    ]);
  });

  it('"Each entry is a link only if the user has the ADMINISTRATOR permission or one of the permissions listed for it"', () => {
    expect(linkedHrefs(null)).toEqual([]);
    expect(linkedHrefs(DEFAULT_MEMBER_PERMISSIONS)).toEqual([]);
    expect(linkedHrefs(Permissions.from('ADMINISTRATOR'))).toHaveLength(27);
    expect(linkedHrefs(Permissions.from('VIEW_TUTORIALS'))).toEqual(['/community/admin/tutorials']);
    expect(linkedHrefs(Permissions.from('CREATE_TUTORIALS'))).toEqual(['/community/tutorials/new']);
    expect(linkedHrefs(Permissions.from('MANAGE_TUTORIALS'))).toEqual([
      '/community/tutorials/new',
      '/community/admin/tutorials',
      '/community/tutorial-series',
      '/community/admin/distributions',
      '/community/admin/versioned_tutorial_groups',
      '/community/admin/tutorial_collections',
      '/community/admin/translations',
    ]);
    expect(linkedHrefs(Permissions.from('MANAGE_COMMENTS'))).toEqual(['/community/admin/spam']);
    expect(linkedHrefs(Permissions.from('MANAGE_QUESTIONS'))).toEqual(['/community/admin/spam']);
    expect(linkedHrefs(Permissions.from('MANAGE_USER_GROUPS'))).toEqual([
      '/community/admin/user_groups/new',
      '/community/admin/user_groups',
    ]);
  });

  it('finds the entry guarding an admin route', () => {
    expect(findAdminSidebarEntry('/community/admin/tags/new')?.label).toBe('New tag');
    expect(findAdminSidebarEntry('/community/admin/tags/12/edit')?.label).toBe('Tags');
    expect(findAdminSidebarEntry('/community/admin/nothing')).toBeUndefined();
  });

  it('an admin page is opened by the flags of the sidebar entry it lies under, else by ADMINISTRATOR alone', () => {
    expect(adminSectionAccess('/community/admin/feature_flags').anyOf).toEqual(['MANAGE_FEATURE_FLAGS']);
    expect(adminSectionAccess('/community/admin/distributions/3/edit').anyOf).toEqual(['MANAGE_TUTORIALS']);
    expect(adminSectionAccess('/community/tutorial-series').entry?.label).toBe('Tutorial series');
    expect(adminSectionAccess('/community/admin/spam/').anyOf).toEqual([
      'MANAGE_QUESTIONS',
      'MANAGE_COMMENTS',
    ]);
    expect(adminSectionAccess('/community/admin/outbox').anyOf).toEqual(['ADMINISTRATOR']);
    expect(adminSectionAccess('/community/admin/outbox').entry?.label).toBe('Mail outbox');
    expect(adminSectionAccess('/community/admin/webhooks/7').anyOf).toEqual(['ADMINISTRATOR']);
    expect(adminSectionAccess('/community/admin/webhooks/7').entry?.label).toBe('Webhooks');
    expect(adminSectionAccess('/community/admin/somewhere-else')).toEqual({
      anyOf: ['ADMINISTRATOR'],
      entry: undefined,
    });
    expect(adminSectionAccess('/community/admin').anyOf).toContain('MANAGE_TAGS');
  });
});
