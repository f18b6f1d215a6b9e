// PATCH /v1/users/{slug} from the profile settings: every field is checked against the actor, and handles follow the
// spec's rules with its exact messages (content-and-presentation §5).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildTutorial, buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

describe('PATCH /v1/users/{slug}: the profile fields', () => {
  it('a member saves their own name, bio, location, website and handles', async () => {
    const member = await buildUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: await signIn(t, member),
      payload: {
        user: {
          first_name: 'Sam',
          last_name: 'Shark',
          bio: 'I run things on small servers.',
          location: 'Lisbon',
          website_url: 'https://sam.example',
          github_handle: 'sam-shark',
          twitter_handle: 'sam_shark',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/content/v1/users/${member.slug}` });
    expect(read.json()).toMatchObject({
      first_name: 'Sam',
      bio: 'I run things on small servers.',
      location: 'Lisbon',
      website_url: 'https://sam.example',
      github_handle: 'sam-shark',
      twitter_handle: 'sam_shark',
    });
  });

  it("a member cannot edit another member's profile: 403 naming the field", async () => {
    const member = await buildUser(t);
    const other = await buildUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${other.slug}`,
      headers: await signIn(t, member),
      payload: { user: { bio: 'hacked' } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details).toEqual([
      { path: 'user.bio', message: expect.stringContaining('member themself') },
    ]);
    const read = await t.app.inject({ method: 'GET', url: `/content/v1/users/${other.slug}` });
    expect(read.json().bio).toBeNull();
  });

  it("a user manager may edit a profile but not mark someone else's welcome dialog as seen", async () => {
    const manager = await buildUserWith(t, 'MANAGE_USERS');
    const other = await buildUser(t);
    const headers = await signIn(t, manager);
    const bio = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${other.slug}`,
      headers,
      payload: { user: { bio: 'Spam link removed' } },
    });
    expect(bio.statusCode).toBe(200);
    const seen = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${other.slug}`,
      headers,
      payload: { user: { has_seen_registration_at: true } },
    });
    expect(seen.statusCode).toBe(403);
    expect(seen.json().error.details[0].path).toBe('user.has_seen_registration_at');
  });

  it('a member cannot change their own state or permissions', async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers,
      payload: { user: { bio: 'fine', permissions: '1' } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(['user.permissions']);
    // Nothing of the refused request was saved.
    const read = await t.app.inject({ method: 'GET', url: `/content/v1/users/${member.slug}` });
    expect(read.json().bio).toBeNull();
  });

  it.each([
    [
      'github_handle',
      'not a handle!',
      'Invalid GitHub username. Must be 1 - 39 characters and only letters, numbers, or dashes.',
    ],
    [
      'github_handle',
      'a'.repeat(40),
      'Invalid GitHub username. Must be 1 - 39 characters and only letters, numbers, or dashes.',
    ],
    [
      'twitter_handle',
      'sixteen_chars_xx',
      'Invalid Twitter username. Must be 1 - 15 characters and only letters, numbers, or underscores.',
    ],
    [
      'twitter_handle',
      'with-dash',
      'Invalid Twitter username. Must be 1 - 15 characters and only letters, numbers, or underscores.',
    ],
  ])("%s %j is refused with the spec's message", async (field, value, message) => {
    const member = await buildUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: await signIn(t, member),
      payload: { user: { [field]: value } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(
      expect.objectContaining({ path: `body.user.${field}`, message }),
    );
  });

  it('a website that is not an http(s) address is refused, naming the field', async () => {
    const member = await buildUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: await signIn(t, member),
      payload: { user: { website_url: 'javascript:alert(1)' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toMatch(/user\.website_url$/);
  });
});

describe('PUT /v1/users/{slug}/avatar', () => {
  async function pngBase64(width: number, height: number): Promise<string> {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 97, b: 235 } } })
      .png()
      .toBuffer();
    return png.toString('base64');
  }

  it('stores the upload re-encoded as a 256px square WebP, served by the content API and named on the profile', async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${member.slug}/avatar`,
      headers,
      payload: { avatar: { data: await pngBase64(600, 400) } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const avatarUrl = res.json().avatar_url as string;
    expect(avatarUrl).toMatch(new RegExp(`^/content/v1/users/${member.slug}/avatar\\?v=\\d+$`));
    const image = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);
    // Next to content too: the public profile carries it.
    const profile = await t.app.inject({ method: 'GET', url: `/content/v1/users/${member.slug}` });
    expect(profile.json().avatar_url).toBe(avatarUrl);
    // And beside what they wrote: their tutorial's page and the tutorials list show the same avatar.
    const tutorial = await buildTutorial(t, { author: member, state: 'published' });
    const page = await t.app.inject({ method: 'GET', url: `/content/v1/tutorials/${tutorial.slug}` });
    expect(page.json().author?.avatar_url, page.body).toBe(avatarUrl);
    const list = await t.app.inject({ method: 'GET', url: `/content/v1/tutorials?limit=50` });
    const listed = (list.json().data as { id: number; author: { avatar_url: string | null } }[]).find(
      (row) => row.id === tutorial.id,
    );
    expect(listed?.author.avatar_url).toBe(avatarUrl);

    const removed = await t.app.inject({ method: 'DELETE', url: `/v1/users/${member.slug}/avatar`, headers });
    expect(removed.json().avatar_url).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: `/content/v1/users/${member.slug}/avatar` })).statusCode,
    ).toBe(404);
  });

  it("refuses what is not an image with a 400 naming the field, and another member's avatar with a 403", async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    const text = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${member.slug}/avatar`,
      headers,
      payload: { avatar: { data: Buffer.from('<svg onload="alert(1)"/>').toString('base64') } },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.details[0].path).toBe('avatar.data');
    const other = await buildUser(t);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${other.slug}/avatar`,
      headers,
      payload: { avatar: { data: await pngBase64(32, 32) } },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.details[0].path).toBe('avatar');
  });
});
