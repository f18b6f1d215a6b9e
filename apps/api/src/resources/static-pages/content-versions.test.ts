// Versions, restore and scheduling of static pages and posts (issue #12: "version history with a diff and
// restore", "draft/publish/schedule").
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';
import { publishDue } from '../../platform/services/scheduled-publishing.js';

const t = useTestApp();

const content = (body: string) => ({ slice_type: 'content', primary: { body }, items: [] });

async function editor(flag: 'MANAGE_STATIC_PAGES' | 'MANAGE_POSTS') {
  return signIn(t, await buildUserWith(t, flag));
}

async function createLegalPage(headers: Record<string, string>, slug: string, body = 'First text') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/static_pages',
    headers,
    payload: {
      static_page: { type: 'legal', slug, title: 'Terms', slices: [content(body)], state: 'published' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('static page versions', () => {
  it('records a version on every save, with who saved it and the whole page', async () => {
    const headers = await editor('MANAGE_STATIC_PAGES');
    await createLegalPage(headers, 'versions-a');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/v1/static_pages/legal/versions-a',
      headers,
      payload: { static_page: { slices: [content('Second text')] } },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/static_pages/legal/versions-a/versions',
      headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const versions = list.json().data;
    expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(versions[0].author.slug).toBeTruthy();

    const first = await t.app.inject({
      method: 'GET',
      url: '/v1/static_pages/legal/versions-a/versions/1',
      headers,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.slices[0].primary.body).toBe('First text');
    expect(first.json().data.title).toBe('Terms');
  });

  it('restores a version as a new save: the public page shows it, it is audited, revalidated and versioned', async () => {
    const headers = await editor('MANAGE_STATIC_PAGES');
    await createLegalPage(headers, 'versions-b');
    const second = await t.app.inject({
      method: 'PATCH',
      url: '/v1/static_pages/legal/versions-b',
      headers,
      payload: { static_page: { slices: [content('Second text')] } },
    });
    const before = t.revalidations.length;
    const restored = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages/legal/versions-b/versions/1/restore',
      headers: { ...headers, 'if-match': second.json().updated_at },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().slices[0].primary.body).toBe('First text');
    expect(t.revalidations.slice(before).flatMap((r) => r.paths)).toContain('/legal/versions-b');

    const pub = await t.app.inject({ method: 'GET', url: '/content/v1/static_pages/legal/versions-b' });
    expect(pub.json().slices[0].primary.body).toBe('First text');

    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/static_pages/legal/versions-b/versions',
      headers,
    });
    expect(list.json().data.map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'static_page.restore'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.summary).toBe('Restored static page /legal/versions-b to version 1');
  });

  it('a restore with a stale If-Match is refused with 409 and changes nothing', async () => {
    const headers = await editor('MANAGE_STATIC_PAGES');
    const created = await createLegalPage(headers, 'versions-c');
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/static_pages/legal/versions-c',
      headers,
      payload: { static_page: { slices: [content('Second text')] } },
    });
    const stale = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages/legal/versions-c/versions/1/restore',
      headers: { ...headers, 'if-match': created.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    const pub = await t.app.inject({ method: 'GET', url: '/content/v1/static_pages/legal/versions-c' });
    expect(pub.json().slices[0].primary.body).toBe('Second text');
  });

  it('an unknown version is a 404, a malformed number a 400 naming it', async () => {
    const headers = await editor('MANAGE_STATIC_PAGES');
    await createLegalPage(headers, 'versions-d');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v1/static_pages/legal/versions-d/versions/9',
      headers,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/static_pages/legal/versions-d/versions/x',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('number');
  });

  it('only MANAGE_STATIC_PAGES reads and restores versions', async () => {
    const headers = await editor('MANAGE_STATIC_PAGES');
    await createLegalPage(headers, 'versions-e');
    const member = await signIn(t, await buildUser(t));
    const postEditor = await editor('MANAGE_POSTS');
    for (const who of [member, postEditor]) {
      const list = await t.app.inject({
        method: 'GET',
        url: '/v1/static_pages/legal/versions-e/versions',
        headers: who,
      });
      expect(list.statusCode).toBe(403);
      const restore = await t.app.inject({
        method: 'POST',
        url: '/v1/static_pages/legal/versions-e/versions/1/restore',
        headers: who,
      });
      expect(restore.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/v1/static_pages/legal/versions-e/versions',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('scheduled static pages', () => {
  it('a published page with a future published_at stays off the site until then, editors still see it', async () => {
    const headers = await editor('MANAGE_STATIC_PAGES');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages',
      headers,
      payload: {
        static_page: {
          type: 'legal',
          slug: 'scheduled-a',
          title: 'Later',
          slices: [content('Soon')],
          state: 'published',
          published_at: at,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().published_at).toBe(at);
    const pub = await t.app.inject({ method: 'GET', url: '/content/v1/static_pages/legal/scheduled-a' });
    expect(pub.statusCode).toBe(404);
    const listed = await t.app.inject({ method: 'GET', url: '/content/v1/static_pages?type=legal' });
    expect(JSON.stringify(listed.json())).not.toContain('scheduled-a');
    const admin = await t.app.inject({ method: 'GET', url: '/v1/static_pages/legal/scheduled-a', headers });
    expect(admin.statusCode).toBe(200);

    // Its time comes: the read shows it and the sweep revalidates its page.
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/static_pages/legal/scheduled-a',
      headers,
      payload: { static_page: { published_at: past } },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/content/v1/static_pages/legal/scheduled-a' })).statusCode,
    ).toBe(200);
    const before = t.revalidations.length;
    const named = await publishDue(t.db, new Date(Date.now() - 60_000), new Date());
    expect(named).toBeGreaterThanOrEqual(1);
    expect(t.revalidations.slice(before).flatMap((r) => r.paths)).toContain('/legal/scheduled-a');
  });

  it('a malformed published_at is a 400 naming the field', async () => {
    const headers = await editor('MANAGE_STATIC_PAGES');
    await createLegalPage(headers, 'scheduled-b');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/static_pages/legal/scheduled-b',
      headers,
      payload: { static_page: { published_at: 'tomorrow' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('published_at');
  });
});

describe('post versions and scheduling', () => {
  it('records versions, restores the markdown body, and keeps a scheduled post off the site', async () => {
    const headers = await editor('MANAGE_POSTS');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/posts',
      headers,
      payload: {
        post: { type: 'blog', slug: 'versioned', title: 'Post', body: 'First **body**', state: 'published' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/posts/blog/versioned',
      headers,
      payload: { post: { body: 'Second body' } },
    });
    const list = await t.app.inject({ method: 'GET', url: '/v1/posts/blog/versioned/versions', headers });
    expect(list.json().data.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const restored = await t.app.inject({
      method: 'POST',
      url: '/v1/posts/blog/versioned/versions/1/restore',
      headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().body_markdown).toBe('First **body**');
    const pub = await t.app.inject({ method: 'GET', url: '/content/v1/posts/blog/versioned' });
    expect(pub.json().body_html).toContain('<strong>body</strong>');

    await t.app.inject({
      method: 'PATCH',
      url: '/v1/posts/blog/versioned',
      headers,
      payload: { post: { published_at: new Date(Date.now() + 3_600_000).toISOString() } },
    });
    expect((await t.app.inject({ method: 'GET', url: '/content/v1/posts/blog/versioned' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/v1/posts/blog/versioned', headers })).statusCode).toBe(
      200,
    );

    const pageEditor = await editor('MANAGE_STATIC_PAGES');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/posts/blog/versioned/versions',
      headers: pageEditor,
    });
    expect(refused.statusCode).toBe(403);
  });
});
