import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS_BITS, PERMISSION_FLAG_NAMES, PermissionFlags } from './flags.js';
import { INVALID_PERMISSIONS_MESSAGE, Permissions } from './permissions.js';

describe('PermissionFlags', () => {
  it('"a bitfield of 25 flags (positions 0 to 24)"', () => {
    const positions = Object.values(PermissionFlags).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(PERMISSION_FLAG_NAMES).toHaveLength(25);
    expect(ALL_PERMISSIONS_BITS).toBe(2 ** 25 - 1);
  });

  it('keeps the documented positions (they are part of the token format)', () => {
    expect(PermissionFlags.CREATE_TUTORIALS).toBe(0);
    expect(PermissionFlags.ADMINISTRATOR).toBe(14);
    expect(PermissionFlags.MANAGE_FEATURE_FLAGS).toBe(24);
  });
});

describe('Permissions', () => {
  it('accepts a number, a bigint, a decimal string, a flag name, a list and another set', () => {
    const bits = (2 ** PermissionFlags.CREATE_QUESTIONS) | (2 ** PermissionFlags.CREATE_COMMENTS);
    const expected = new Permissions(bits);
    expect(Permissions.from(BigInt(bits)).equals(expected)).toBe(true);
    expect(Permissions.from(String(bits)).equals(expected)).toBe(true);
    expect(Permissions.from(['CREATE_QUESTIONS', 'CREATE_COMMENTS']).equals(expected)).toBe(true);
    expect(Permissions.from(expected).equals(expected)).toBe(true);
    expect(Permissions.from('MANAGE_TAGS').bits).toBe(2 ** 11);
    expect(new Permissions().bits).toBe(0);
  });

  it.each([
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['NaN', Number.NaN],
    ['a bit beyond position 24', 2 ** 25],
    ['a huge bigint', 2n ** 40n],
    ['a negative bigint', -3n],
    ['an unknown flag name', 'MANAGE_EVERYTHING'],
    ['a garbage string', 'abc'],
    ['an empty string', ''],
    ['a hex string', '0x10'],
    ['a list with garbage', ['CREATE_TOOLS', 'nope']],
    ['an object', { bits: 1 }],
    ['null', null],
  ])('"Invalid bit value given for Permissions" for %s', (_label, value) => {
    expect(() => Permissions.from(value as never)).toThrow(new Error(INVALID_PERMISSIONS_MESSAGE));
    expect(INVALID_PERMISSIONS_MESSAGE).toBe('Invalid bit value given for Permissions');
  });

  it('"supports equals, has, add and remove"', () => {
    const member = Permissions.from(['CREATE_QUESTIONS']);
    const more = member.add('CREATE_COMMENTS', 'CREATE_REPORTS');
    expect(member.has('CREATE_COMMENTS')).toBe(false);
    expect(more.has(['CREATE_QUESTIONS', 'CREATE_COMMENTS'])).toBe(true);
    expect(more.has(['CREATE_QUESTIONS', 'MANAGE_TAGS'])).toBe(false);
    expect(more.hasAny(['MANAGE_TAGS', 'CREATE_REPORTS'])).toBe(true);
    const less = more.remove('CREATE_QUESTIONS');
    expect(less.toArray()).toEqual(['CREATE_COMMENTS', 'CREATE_REPORTS']);
    expect(more.toArray()).toEqual(['CREATE_QUESTIONS', 'CREATE_COMMENTS', 'CREATE_REPORTS']);
    expect(less.remove('MANAGE_TAGS').equals(less)).toBe(true);
    expect(less.equals(member)).toBe(false);
  });

  it('"ADMINISTRATOR implies all permissions"', () => {
    const admin = Permissions.from('ADMINISTRATOR');
    for (const flag of PERMISSION_FLAG_NAMES) expect(admin.has(flag)).toBe(true);
    expect(admin.has('MANAGE_TAGS', false)).toBe(false);
    expect(admin.toArray()).toEqual(['ADMINISTRATOR']);
  });

  it('"converts to a decimal string or a per-flag boolean map"', () => {
    const perms = Permissions.from(['CREATE_TUTORIALS', 'MANAGE_FEATURE_FLAGS']);
    expect(perms.toString()).toBe(String(1 + 2 ** 24));
    const map = perms.toMap();
    expect(Object.keys(map)).toHaveLength(25);
    expect(map.CREATE_TUTORIALS).toBe(true);
    expect(map.MANAGE_FEATURE_FLAGS).toBe(true);
    expect(map.ADMINISTRATOR).toBe(false);
    expect(JSON.parse(JSON.stringify({ perms }))).toEqual({ perms: map });
    expect(Permissions.from(perms.toString()).equals(perms)).toBe(true);
  });
});
