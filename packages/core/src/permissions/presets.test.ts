import { describe, expect, it } from 'vitest';
import { Permissions } from './permissions.js';
import {
  ADMIN_AREA_PERMISSIONS,
  DEFAULT_MEMBER_PERMISSIONS,
  hasAdminAreaAccess,
  showsAdminBar,
} from './presets.js';

describe('admin area', () => {
  it('"The admin-area permission set is: Administrator, Create Tutorials, Manage Comments, …, Feature Flags" (18 flags)', () => {
    expect(ADMIN_AREA_PERMISSIONS).toHaveLength(18);
    expect(new Set(ADMIN_AREA_PERMISSIONS).size).toBe(18);
    expect(ADMIN_AREA_PERMISSIONS).not.toContain('CREATE_QUESTIONS');
  });

  it('gives members no admin access and moderators some', () => {
    expect(hasAdminAreaAccess(DEFAULT_MEMBER_PERMISSIONS)).toBe(false);
    expect(hasAdminAreaAccess(null)).toBe(false);
    expect(hasAdminAreaAccess(Permissions.from('MANAGE_TAGS'))).toBe(true);
    expect(hasAdminAreaAccess('VIEW_TUTORIALS')).toBe(true);
    expect(showsAdminBar(Permissions.from('ADMINISTRATOR'))).toBe(true);
    expect(showsAdminBar(DEFAULT_MEMBER_PERMISSIONS)).toBe(false);
  });
});
