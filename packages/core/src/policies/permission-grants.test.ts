import { describe, expect, it } from 'vitest';
import { PERMISSION_FLAG_NAMES } from '../permissions/flags.js';
import { Permissions } from '../permissions/permissions.js';
import { groupGrantableFlags, grantableFlags, refusedFlagChanges } from './permission-grants.js';

const holder = (own: Parameters<typeof Permissions.from>[0], effective = own) => ({
  ownPermissions: Permissions.from(own),
  permissions: Permissions.from(effective),
});

describe('who hands on which flag: never a flag the grantor does not hold', () => {
  it('a user manager may change the flags they hold themselves, not those lent by a group', () => {
    const moderator = holder(
      ['MANAGE_USERS', 'MANAGE_TAGS'],
      ['MANAGE_USERS', 'MANAGE_TAGS', 'MANAGE_TOOLS'],
    );
    expect(grantableFlags(moderator)).toEqual(['MANAGE_TAGS', 'MANAGE_USERS']);
    expect(refusedFlagChanges(moderator, 0, Permissions.from(['MANAGE_TAGS']))).toEqual([]);
    expect(refusedFlagChanges(moderator, 0, Permissions.from(['MANAGE_TAGS', 'MANAGE_TOOLS']))).toEqual([
      'MANAGE_TOOLS',
    ]);
  });

  it('flags left as they were are never refused; taking one away is a change like granting it', () => {
    const moderator = holder(['MANAGE_USERS', 'MANAGE_TAGS']);
    const member = Permissions.from(['MANAGE_TOOLS']);
    expect(refusedFlagChanges(moderator, member, member.add('MANAGE_TAGS'))).toEqual([]);
    expect(refusedFlagChanges(moderator, member, 0)).toEqual(['MANAGE_TOOLS']);
  });

  it('"ADMINISTRATOR implies all permissions": an administrator, even by group, changes every flag', () => {
    expect(grantableFlags(holder(0, ['ADMINISTRATOR']))).toEqual(PERMISSION_FLAG_NAMES);
    expect(refusedFlagChanges(holder(['ADMINISTRATOR']), 0, Permissions.from(['ADMINISTRATOR']))).toEqual([]);
    expect(refusedFlagChanges(holder(['MANAGE_USERS']), 0, Permissions.from(['ADMINISTRATOR']))).toEqual([
      'ADMINISTRATOR',
    ]);
  });

  it('a group grants at most its owner’s own flags (all of them for an administrator by their own flags)', () => {
    expect(groupGrantableFlags(Permissions.from(['MANAGE_USER_GROUPS', 'MANAGE_TAGS']))).toEqual([
      'MANAGE_TAGS',
      'MANAGE_USER_GROUPS',
    ]);
    expect(groupGrantableFlags(Permissions.from(['ADMINISTRATOR']))).toHaveLength(25);
  });
});
