// Generated avatars are Reef's own (issue #30, item 13: "Avatars are fetched from a third party (gravatar.com) for
// every reader … Generated avatars locally by default; a third-party service only when the operator turns it on").
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';

describe('generated avatars', () => {
  const t = useTestApp();

  it("a user summary's avatar (the spec's `gravatar` field) is served by the API itself, from a hash of the id only", async () => {
    const user = await buildUser(t, { username: 'avatarowner' });
    const profile = await t.app.inject({ method: 'GET', url: `/content/v1/users/${user.slug}` });
    expect(profile.statusCode).toBe(200);
    const url = new URL(profile.json().gravatar as string);
    expect(url.origin).toBe(new URL(t.env.PUBLIC_API_URL).origin);
    expect(url.pathname).toMatch(/^\/content\/v1\/avatars\/[0-9a-f]{32}\.svg$/);
    // Nothing of the address is in it: the email's hash would reverse to it by dictionary.
    expect(url.pathname).not.toContain(user.email);

    const image = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(image.body).not.toMatch(/<script|href=|on\w+=/i);
    // The same member always gets the same picture; another member another one.
    const again = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(again.body).toBe(image.body);
    const other = await buildUser(t, { username: 'avatarother' });
    const otherProfile = await t.app.inject({ method: 'GET', url: `/content/v1/users/${other.slug}` });
    expect(otherProfile.json().gravatar).not.toBe(profile.json().gravatar);
  });

  it('an address that is not a hash gets a 400 naming the field', async () => {
    for (const file of [
      'nothex.svg',
      `${'a'.repeat(32)}.png`,
      `${'A'.repeat(32)}.svg`,
      '..%2F..%2Fetc.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/content/v1/avatars/${file}` });
      expect(res.statusCode, file).toBe(400);
      expect(JSON.stringify(res.json()), file).toContain('file');
    }
  });
});

describe('AVATAR_SERVICE=gravatar', () => {
  const t = useTestApp({ AVATAR_SERVICE: 'gravatar' });

  it("the operator's choice: Gravatar's identicon for the same id-derived value, never the email's hash", async () => {
    const user = await buildUser(t, { username: 'gravataruser' });
    const profile = await t.app.inject({ method: 'GET', url: `/content/v1/users/${user.slug}` });
    expect(profile.json().gravatar).toMatch(
      /^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{32}\?d=identicon&f=y$/,
    );
  });
});
