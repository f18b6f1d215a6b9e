import { describe, expect, it } from 'vitest';
import type { PermissionFlag } from '../permissions/flags.js';
import { Permissions } from '../permissions/permissions.js';
import { userUpdatePolicy } from './user-update.js';

const actor = (id: number, ...flags: PermissionFlag[]) => ({
  id,
  slug: `u${id}`,
  permissions: Permissions.from(flags),
});

describe('userUpdatePolicy (the field checks of PATCH /v1/users/{slug})', () => {
  it('lets a member change their own profile fields', () => {
    const decision = userUpdatePolicy(actor(1), 1, ['bio', 'email']);
    expect(decision).toEqual({ refused: [], message: '', details: [], manage: false, allowed: true });
  });

  it("refuses another member's fields, naming each", () => {
    const decision = userUpdatePolicy(actor(1), 2, ['bio', 'location']);
    expect(decision.refused).toEqual(['bio', 'location']);
    expect(decision.allowed).toBe(false);
    expect(decision.message).toBe('You cannot change bio, location of this profile');
    expect(decision.details.map((d) => d.path)).toEqual(['user.bio', 'user.location']);
  });

  it('refuses own permissions and state in their own words', () => {
    expect(userUpdatePolicy(actor(1, 'MANAGE_USERS'), 1, ['permissions']).message).toBe(
      'You cannot change your own permissions',
    );
    expect(userUpdatePolicy(actor(1, 'MANAGE_USERS'), 1, ['state']).message).toBe(
      'You cannot change the state of your own account',
    );
    expect(userUpdatePolicy(actor(1), 2, ['permissions']).message).toBe(
      'Only administrators and user managers can change permissions',
    );
  });

  it('asks for the manage action when state or permissions are sent', () => {
    const decision = userUpdatePolicy(actor(1, 'MANAGE_USERS'), 2, ['state', 'bio']);
    expect(decision.refused).toEqual([]);
    expect(decision.manage).toBe(true);
    expect(decision.allowed).toBe(true);
  });

  it("refuses an update of someone else's account that sends no field a rule names, by the rules table", () => {
    const decision = userUpdatePolicy(actor(1), 2, []);
    expect(decision.refused).toEqual([]);
    expect(decision.allowed).toBe(false);
    expect(decision.message).toBe('You cannot change this profile');
    expect(userUpdatePolicy(actor(1, 'MANAGE_USERS'), 2, []).allowed).toBe(true);
  });

  it('refuses nothing-but-self fields to a manager', () => {
    expect(userUpdatePolicy(actor(1, 'MANAGE_USERS'), 2, ['has_seen_registration_at']).refused).toEqual([
      'has_seen_registration_at',
    ]);
  });
});
