import { describe, expect, it } from 'vitest';
import { PERMISSION_FLAG_COUNT } from '../permissions/flags.js';
import { PERMISSION_FLAG_GROUPS } from './sidebar.js';

describe('the 25 flags grouped as the admin sidebar groups them', () => {
  it('lists every flag exactly once', () => {
    const flags = PERMISSION_FLAG_GROUPS.flatMap((group) => group.flags);
    expect(flags).toHaveLength(PERMISSION_FLAG_COUNT);
    expect(new Set(flags).size).toBe(PERMISSION_FLAG_COUNT);
  });

  it('follows the sidebar: Administrator first, then Tutorials, Tags, Reports, Tools, Users, Content, Admin', () => {
    expect(PERMISSION_FLAG_GROUPS.map((group) => group.label)).toEqual([
      'Administrator',
      'Tutorials',
      'Tags',
      'Reports',
      'Tools',
      'Users',
      'Content',
      'Admin',
      'Members and automation',
    ]);
    expect(PERMISSION_FLAG_GROUPS.find((g) => g.label === 'Users')!.flags).toEqual([
      'MANAGE_USERS',
      'MANAGE_USER_GROUPS',
    ]);
  });
});
