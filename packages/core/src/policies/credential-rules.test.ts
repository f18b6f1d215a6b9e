// [R2-2] Nobody gains a flag through someone else's account: the pure rule the API enforces and the admin
// screens read.
import { describe, expect, it } from 'vitest';
import type { PermissionFlag } from '../permissions/flags.js';
import { Permissions } from '../permissions/permissions.js';
import { flagsBeyond, mayChangeCredentialsOf } from './permission-grants.js';
import { forbiddenUserFieldsOf } from './user-fields.js';

const actor = (id: number, ...flags: PermissionFlag[]) => ({
  id,
  slug: `u${id}`,
  permissions: Permissions.from(flags),
});

describe('[R2-2] credentials of an account holding a flag the actor lacks', () => {
  it('[R2-2] a user manager may not change the address of a moderator holding a flag they lack', () => {
    const manager = actor(1, 'MANAGE_USERS');
    const moderator = { id: 2, permissions: Permissions.from(['MANAGE_QUESTIONS']) };
    expect(flagsBeyond(manager.permissions, moderator.permissions)).toEqual(['MANAGE_QUESTIONS']);
    expect(mayChangeCredentialsOf(manager, moderator)).toBe(false);
    expect(forbiddenUserFieldsOf(manager, moderator, ['email', 'first_name'])).toEqual(['email']);
  });

  it('[R2-2] a user manager may change the address of a member holding only flags they hold too', () => {
    const manager = actor(1, 'MANAGE_USERS', 'MANAGE_TAGS');
    const member = { id: 2, permissions: Permissions.from(['MANAGE_TAGS']) };
    expect(mayChangeCredentialsOf(manager, member)).toBe(true);
    expect(forbiddenUserFieldsOf(manager, member, ['email'])).toEqual([]);
  });

  it('[R2-2] an administrator target is beyond every non-administrator; an administrator reaches everyone', () => {
    const manager = actor(1, 'MANAGE_USERS');
    const admin = actor(3, 'ADMINISTRATOR');
    expect(flagsBeyond(manager.permissions, Permissions.from(['ADMINISTRATOR']))).toEqual(['ADMINISTRATOR']);
    expect(mayChangeCredentialsOf(admin, { id: 2, permissions: Permissions.from(['ADMINISTRATOR']) })).toBe(
      true,
    );
  });

  it('[R2-2] the owner always may (with their own proofs); a member without MANAGE_USERS never on others', () => {
    const member = actor(4);
    expect(mayChangeCredentialsOf(member, { id: 4, permissions: Permissions.from(['ADMINISTRATOR']) })).toBe(
      true,
    );
    expect(mayChangeCredentialsOf(member, { id: 5, permissions: 0 })).toBe(false);
    expect(mayChangeCredentialsOf(null, { id: 5, permissions: 0 })).toBe(false);
  });
});
