import { describe, expect, it } from 'vitest';
import { Permissions } from '../permissions/permissions.js';
import { decodeBase64Url, decodeTokenClaims, decodeTokenPayload, isTokenExpired } from './token-claims.js';
import { assertUserShape, isUserShape } from './user-shape.js';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
function token(payload: unknown): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}

describe('decodeTokenClaims', () => {
  it('reads slug, permissions, groups and exp', () => {
    const claims = decodeTokenClaims(
      token({ slug: 'sammy', permissions: '520', groups: ['staff', 3], exp: 1_700_000_000 }),
    );
    expect(claims.slug).toBe('sammy');
    expect(claims.permissions).toBeInstanceOf(Permissions);
    expect(claims.permissions.toString()).toBe('520');
    expect(claims.groups).toEqual(['staff']);
    expect(claims.exp).toBe(1_700_000_000);
  });

  it('defaults missing permissions and groups', () => {
    const claims = decodeTokenClaims(token({ slug: 'émile-ünïcode' }));
    expect(claims).toEqual({ slug: 'émile-ünïcode', permissions: Permissions.from(0), groups: [] });
  });

  it.each([
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['an empty middle part', 'a..c'],
    ['a middle part that is not base64url', 'a.@@@.c'],
    ['a middle part that is not JSON', `a.${base64Url('not json')}.c`],
    ['a JSON array', token([1, 2])],
    ['a JSON string', token('slug')],
    ['JSON null', token(null)],
    ['no slug', token({ permissions: 1 })],
    ['not a string', 42 as unknown as string],
  ])('"Malformed JSON Web Token" for %s', (_label, jwt) => {
    expect(() => decodeTokenClaims(jwt)).toThrow(new Error('Malformed JSON Web Token'));
  });

  it('"Invalid bit value given for Permissions" for a permissions claim that is no bitfield', () => {
    expect(() => decodeTokenClaims(token({ slug: 's', permissions: 'lots' }))).toThrow(
      'Invalid bit value given for Permissions',
    );
  });

  it('decodes base64url with and without padding', () => {
    expect(decodeBase64Url('aGk')).toBe('hi');
    expect(decodeBase64Url('aGk=')).toBe('hi');
    expect(decodeBase64Url(base64Url('ü?>'))).toBe('ü?>');
    expect(decodeTokenPayload(token({ a: 1, slug: 'x' }))).toEqual({ a: 1, slug: 'x' });
  });

  it('tells an expired token', () => {
    expect(isTokenExpired({ exp: 100 }, 100_000)).toBe(true);
    expect(isTokenExpired({ exp: 101 }, new Date(100_000))).toBe(false);
    expect(isTokenExpired({})).toBe(false);
  });
});

describe('user shape', () => {
  it('"User data returned by the API must pass a user-shape check"', () => {
    expect(isUserShape({ slug: 'sammy', id: 1, has_seen_registration_at: null, extra: true })).toBe(true);
    expect(isUserShape({ slug: 'sammy', has_seen_registration_at: '2024-01-01T00:00:00Z' })).toBe(true);
    for (const bad of [
      null,
      undefined,
      'sammy',
      [],
      {},
      { slug: '' },
      { slug: 1 },
      { slug: 's', id: '1' },
      { slug: 's', has_seen_registration_at: 5 },
    ])
      expect(isUserShape(bad)).toBe(false);
  });

  it('"Invalid user data from API"', () => {
    expect(() => assertUserShape({ nope: true })).toThrow(new Error('Invalid user data from API'));
    expect(() => assertUserShape({ slug: 'ok' })).not.toThrow();
  });
});
