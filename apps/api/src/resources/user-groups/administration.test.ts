import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Permissions } from '@reef/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, questions, tutorials } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, nextId, signIn, type UserRow } from '../../test/factories.js';

// A stand-in for the web app's /api/revalidate, so the regeneration call has someone to answer.
const webCalls: unknown[] = [];
let web: Server;
let webUrl = '';
beforeAll(async () => {
  web = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      webCalls.push({ auth: req.headers.authorization, body: JSON.parse(body) as unknown });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ revalidated: true }));
    });
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}/api/revalidate`;
});
afterAll(() => new Promise<void>((resolve) => web.close(() => resolve())));

const t = useTestApp({ REVALIDATE_URL: 'http://127.0.0.1:9/api/revalidate' });

async function insertQuestion(author: UserRow, state = 'published') {
  const n = nextId();
  const [row] = await t.db
    .insert(questions)
    .values({
      slug: `question-${n}`,
      title: `How do I do thing ${n}?`,
      state,
      authorId: author.id,
      bodyMarkdown: 'Body of it',
    })
    .returning();
  return row!;
}

describe('/v1/tools', () => {
  it('CREATE_TOOLS drafts, MANAGE_TOOLS publishes; list with filters', async () => {
    const maker = await buildUserWith(t, 'CREATE_TOOLS');
    const makerHeaders = await signIn(t, maker);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/v1/tools',
      headers: makerHeaders,
      payload: { tool: { name: 'Tide Table CLI', type: 'apps', body: 'A *tool*.' } },
    });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ slug: 'tide-table-cli', state: 'draft', type: 'apps' });
    const publishAttempt = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tools/${draft.json().id}`,
      headers: makerHeaders,
      payload: { tool: { state: 'published' } },
    });
    expect(publishAttempt.statusCode).toBe(403);
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_TOOLS'));
    const published = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tools/${draft.json().id}`,
      headers: manager,
      payload: { tool: { state: 'published', description: 'Tides in your terminal' } },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().published_at).not.toBeNull();
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/tools?query=tide&type=apps&state=published&sort_by=name&sort_direction=asc',
    });
    expect(list.json().data.map((x: { slug: string }) => x.slug)).toEqual(['tide-table-cli']);
    expect((await t.app.inject({ method: 'GET', url: '/v1/tools/tide-table-cli' })).statusCode).toBe(200);
    const member = await signIn(t, await buildUser(t));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/tools',
          headers: member,
          payload: { tool: { name: 'x' } },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/tools',
          headers: manager,
          payload: { tool: { name: 'x', type: 'gadget' } },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('/v1/user_groups', () => {
  it('create with members, list with search, get, patch, delete; members gain the permissions', async () => {
    const owner = await buildUserWith(t, 'MANAGE_USER_GROUPS', 'MANAGE_TAGS');
    const headers = await signIn(t, owner);
    const member = await buildUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers,
      payload: {
        user_group: {
          name: 'Tag gardeners',
          permissions: Permissions.from('MANAGE_TAGS').toString(),
          members: [member.slug],
        },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'tag-gardeners',
      members_count: 1,
      members: [{ slug: member.slug }],
    });
    const memberHeaders = await signIn(t, member);
    const tag = await t.app.inject({
      method: 'POST',
      url: '/v1/tags',
      headers: memberHeaders,
      payload: { tag: { name: `Gardening ${nextId()}` } },
    });
    expect(tag.statusCode).toBe(201);

    const list = await t.app.inject({ method: 'GET', url: '/v1/user_groups?search=garden&limit=5', headers });
    expect(list.json().data.map((g: { slug: string }) => g.slug)).toEqual(['tag-gardeners']);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/v1/user_groups/tag-gardeners',
      headers,
      payload: { user_group: { description: 'Keep tags tidy', members: [] } },
    });
    expect(patched.json()).toMatchObject({ description: 'Keep tags tidy', members_count: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/user_groups/${created.json().id}`, headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/user_groups/tag-gardeners', headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/user_groups/tag-gardeners', headers })).statusCode,
    ).toBe(404);
  });

  it('a group cannot grant what its owner lacks, and owners see only their own groups', async () => {
    const owner = await signIn(t, await buildUserWith(t, 'MANAGE_USER_GROUPS'));
    const escalate = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: owner,
      payload: { user_group: { name: 'Admins', permissions: Permissions.from('ADMINISTRATOR').toString() } },
    });
    expect(escalate.statusCode).toBe(403);
    // The refusal names each flag at the field (issue #11: "field errors from the API's 4xx at the field").
    expect(escalate.json().error.details).toEqual([
      { path: 'user_group.permissions', message: 'You do not hold ADMINISTRATOR' },
    ]);
    const admin = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: admin,
      payload: { user_group: { name: 'Staff only' } },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/user_groups/${theirs.json().id}`, headers: owner }))
        .statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: owner,
      payload: { user_group: { name: 'Bits', permissions: '0x10' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe('Invalid bit value given for Permissions');
    const member = await signIn(t, await buildUser(t));
    expect((await t.app.inject({ method: 'GET', url: '/v1/user_groups', headers: member })).statusCode).toBe(
      403,
    );
  });
});

describe('/v1/user_groups list order (issue #11: "Lists: server-side pagination, sorting")', () => {
  it('sorts by name (default), slug, members_count or updated_at, either way, and pages without repeats', async () => {
    const owner = await buildUserWith(t, 'MANAGE_USER_GROUPS');
    const headers = await signIn(t, owner);
    const [a, b] = [await buildUser(t), await buildUser(t)];
    const make = (name: string, members: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user_groups',
        headers,
        payload: { user_group: { name, members } },
      });
    expect((await make('Order Beta', [a.slug, b.slug])).statusCode).toBe(201);
    expect((await make('Order Alpha', [])).statusCode).toBe(201);
    expect((await make('Order Gamma', [a.slug])).statusCode).toBe(201);
    const slugs = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/user_groups?search=order&${query}`, headers }))
        .json()
        .data.map((g: { slug: string }) => g.slug);
    expect(await slugs('')).toEqual(['order-alpha', 'order-beta', 'order-gamma']);
    expect(await slugs('sort=name&sort_direction=desc')).toEqual([
      'order-gamma',
      'order-beta',
      'order-alpha',
    ]);
    expect(await slugs('sort=members_count&sort_direction=desc')).toEqual([
      'order-beta',
      'order-gamma',
      'order-alpha',
    ]);
    expect(await slugs('sort=updated_at&sort_direction=desc')).toEqual([
      'order-gamma',
      'order-alpha',
      'order-beta',
    ]);
    const pages = [
      ...(await slugs('sort=slug&limit=2&page=1')),
      ...(await slugs('sort=slug&limit=2&page=2')),
    ];
    expect(pages).toEqual(['order-alpha', 'order-beta', 'order-gamma']);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/user_groups?sort=owner', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toMatch(/sort/);
  });
});

describe('/v1/user_reports', () => {
  it('a member reports; MANAGE_REPORTS lists, reads by object and resolves while trashing the object', async () => {
    const author = await buildUser(t);
    const question = await insertQuestion(author);
    const reporter = await buildUser(t);
    const reporterHeaders = await signIn(t, reporter);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: reporterHeaders,
      payload: {
        user_report: {
          reportable_type: 'question',
          reportable_id: question.id,
          reason: 'spam',
          details: 'Ads',
        },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      state: 'open',
      reportable: { title: question.title, url: `/community/questions/${question.slug}` },
    });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: reporterHeaders,
      payload: { user_report: { reportable_type: 'question', reportable_id: question.id, reason: 'other' } },
    });
    expect(twice.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: reporterHeaders,
      payload: { user_report: { reportable_type: 'question', reportable_id: 99999999, reason: 'spam' } },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/user_reports/${created.json().id}`,
          headers: reporterHeaders,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/user_reports', headers: reporterHeaders })).statusCode,
    ).toBe(403);

    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_REPORTS'));
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/user_reports?limit=10&page=1&reason=spam&type=question&sort=created_at&sort_direction=desc',
      headers: moderator,
    });
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(created.json().id);
    const byObject = await t.app.inject({
      method: 'GET',
      url: `/v1/user_reports/question/${question.id}/all`,
      headers: moderator,
    });
    expect(byObject.json().data).toHaveLength(1);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/user_reports/question/${question.id}/offensive`,
          headers: moderator,
        })
      ).json().data,
    ).toHaveLength(0);
    const resolved = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/${created.json().id}`,
      headers: moderator,
      payload: { user_report: { state: 'resolved', object_state: 'trashed' } },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      state: 'resolved',
      reportable: { state: 'trashed' },
      resolved_by: { slug: expect.any(String) },
    });
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/${created.json().id}`,
      headers: moderator,
      payload: { user_report: { state: 'open', object_state: 'draft' } },
    });
    expect(invalid.statusCode).toBe(422);
  });
});

describe('/v1/custom_tokens', () => {
  it('the secret is answered once, works as a bearer token with its own permissions, and is stored hashed', async () => {
    const admin = await buildUserWith(t, 'ADMINISTRATOR');
    const headers = await signIn(t, admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/custom_tokens',
      headers,
      payload: {
        custom_token: { name: 'Importer', permissions: Permissions.from(['MANAGE_POSTS']).toString() },
      },
    });
    expect(created.statusCode).toBe(201);
    const secret: string = created.json().token;
    expect(secret).toMatch(/^reef_ct_/);
    const token = { authorization: `Bearer ${secret}` };
    const listed = await t.app.inject({ method: 'GET', url: '/v1/custom_tokens', headers });
    expect(JSON.stringify(listed.json())).not.toContain(secret);

    // spec: a custom token with fewer permissions really is refused
    const post = await t.app.inject({
      method: 'POST',
      url: '/v1/posts',
      headers: token,
      payload: { post: { type: 'blog', title: 'Imported post' } },
    });
    expect(post.statusCode).toBe(201);
    const page = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages',
      headers: token,
      payload: { static_page: { type: 'hatch', slug: 'x', title: 'x' } },
    });
    expect(page.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/audit_log', headers: token })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'POST', url: '/v1/refresh', headers: token })).statusCode).toBe(403);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/v1/custom_tokens/${created.json().id}`,
      headers,
    });
    expect(revoked.json().revoked_at).not.toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/posts',
          headers: token,
          payload: { post: { type: 'blog', title: 'After revoke' } },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('never exceeds its creator: not at creation, and not after the creator loses a flag', async () => {
    const creator = await buildUserWith(t, 'MANAGE_CUSTOM_TOKENS', 'MANAGE_FEATURE_FLAGS');
    const headers = await signIn(t, creator);
    const above = await t.app.inject({
      method: 'POST',
      url: '/v1/custom_tokens',
      headers,
      payload: {
        custom_token: { name: 'Too much', permissions: Permissions.from('MANAGE_POSTS').toString() },
      },
    });
    expect(above.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/custom_tokens',
      headers,
      payload: {
        custom_token: { name: 'Flags bot', permissions: Permissions.from('MANAGE_FEATURE_FLAGS').toString() },
      },
    });
    expect(ok.statusCode).toBe(201);
    const token = { authorization: `Bearer ${ok.json().token}` };
    const name = `flag_${nextId()}`;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/feature_flags',
          headers: token,
          payload: { feature_flag: { name } },
        })
      ).statusCode,
    ).toBe(201);
    const admin = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${creator.slug}`,
      headers: admin,
      payload: { user: { permissions: Permissions.from('MANAGE_CUSTOM_TOKENS').toString() } },
    });
    expect(demote.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/feature_flags',
          headers: token,
          payload: { feature_flag: { name: `${name}_2` } },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/custom_tokens',
          headers: await signIn(t, await buildUser(t)),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/custom_tokens',
          headers: { authorization: 'Bearer reef_ct_nope' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('/v1/distributions and /v1/versioned_tutorial_groups', () => {
  it('distributions with versions on /{id}/version and /{id}/version/{v}', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS'));
    const d = await t.app.inject({
      method: 'POST',
      url: '/v1/distributions',
      headers,
      payload: { distribution: { name: 'Ubuntu' } },
    });
    expect(d.statusCode).toBe(201);
    const v1 = await t.app.inject({
      method: 'POST',
      url: '/v1/distributions/ubuntu/version',
      headers,
      payload: { version: { version: '22.04', name: 'Jammy' } },
    });
    expect(v1.statusCode).toBe(201);
    const v2 = await t.app.inject({
      method: 'POST',
      url: '/v1/distributions/ubuntu/version/24.04',
      headers,
      payload: { version: { name: 'Noble' } },
    });
    expect(v2.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/distributions/ubuntu/version/24.04',
          headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(409);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/v1/distributions/ubuntu/version/22.04',
      headers,
      payload: { version: { is_active: false } },
    });
    expect(patched.json().is_active).toBe(false);
    const byBody = await t.app.inject({
      method: 'PATCH',
      url: '/v1/distributions/ubuntu/version',
      headers,
      payload: { version: { version: '24.04', name: 'Noble Numbat' } },
    });
    expect(byBody.json().name).toBe('Noble Numbat');
    const versions = await t.app.inject({ method: 'GET', url: `/v1/distributions/${d.json().id}/version` });
    expect(versions.json().data.map((v: { version: string }) => v.version)).toEqual(['22.04', '24.04']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/distributions/ubuntu/version/24.04' })).json().name,
    ).toBe('Noble Numbat');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/v1/distributions/ubuntu',
      headers,
      payload: { distribution: { name: 'Ubuntu LTS' } },
    });
    expect(renamed.json()).toMatchObject({
      name: 'Ubuntu LTS',
      versions: [{ version: '22.04' }, { version: '24.04' }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/v1/distributions' })).json().data).toHaveLength(1);
    const member = await signIn(t, await buildUser(t));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/distributions',
          headers: member,
          payload: { distribution: { name: 'Debian' } },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('groups tutorials per distribution version; drafts stay hidden from readers', async () => {
    const admin = await buildUserWith(t, 'MANAGE_TUTORIALS');
    const headers = await signIn(t, admin);
    const n = nextId();
    const [a] = await t.db
      .insert(tutorials)
      .values({
        slug: `nginx-22-${n}`,
        title: 'Install Nginx on 22.04',
        state: 'published',
        authorId: admin.id,
      })
      .returning();
    const [b] = await t.db
      .insert(tutorials)
      .values({ slug: `nginx-24-${n}`, title: 'Install Nginx on 24.04', state: 'draft', authorId: admin.id })
      .returning();
    const d = await t.app.inject({
      method: 'POST',
      url: '/v1/distributions',
      headers,
      payload: { distribution: { name: `Rocky ${n}` } },
    });
    const v = await t.app.inject({
      method: 'POST',
      url: `/v1/distributions/${d.json().id}/version`,
      headers,
      payload: { version: { version: '9' } },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/versioned_tutorial_groups',
      headers,
      payload: {
        versionedTutorialGroup: {
          name: `Install Nginx ${n}`,
          items: [{ tutorial_id: a!.id, distribution_version_id: v.json().id }, { tutorial_id: b!.id }],
        },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().items).toHaveLength(2);
    const asVisitor = await t.app.inject({
      method: 'GET',
      url: `/v1/versioned_tutorial_groups/${created.json().slug}`,
    });
    expect(asVisitor.json().items.map((i: { tutorial: { id: number } }) => i.tutorial.id)).toEqual([a!.id]);
    expect(asVisitor.json().items[0].distribution_version).toMatchObject({ version: '9' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/versioned_tutorial_groups/${created.json().id}`,
      headers,
      payload: { versionedTutorialGroup: { items: [{ tutorial_id: b!.id }] } },
    });
    expect(patched.json().items).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/v1/versioned_tutorial_groups/${created.json().id}`,
      headers,
      payload: { versionedTutorialGroup: { items: [{ tutorial_id: 99999999 }] } },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/versioned_tutorial_groups?search=nginx` })).json().data
        .length,
    ).toBeGreaterThan(0);
    const member = await signIn(t, await buildUser(t));
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/v1/versioned_tutorial_groups/${created.json().id}`,
          headers: member,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/v1/versioned_tutorial_groups/${created.json().id}`,
          headers,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('/v1/moderation/queue', () => {
  it('lists held questions and comments to their moderators and applies approve / spam / trash', async () => {
    const author = await buildUser(t);
    const held = await insertQuestion(author, 'under_review');
    const host = await insertQuestion(author);
    const [comment] = await t.db
      .insert(comments)
      .values({
        parentType: 'question',
        parentId: host.id,
        rootType: 'question',
        rootId: host.id,
        authorId: author.id,
        state: 'spam',
        bodyMarkdown: 'Buy now',
      })
      .returning();
    const questionsMod = await signIn(t, await buildUserWith(t, 'MANAGE_QUESTIONS'));
    const onlyQuestions = await t.app.inject({
      method: 'GET',
      url: '/v1/moderation/queue',
      headers: questionsMod,
    });
    expect(onlyQuestions.json().data.every((i: { type: string }) => i.type === 'question')).toBe(true);
    expect(onlyQuestions.json().data.map((i: { id: number }) => i.id)).toContain(held.id);

    const commentsMod = await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS'));
    const spamComments = await t.app.inject({
      method: 'GET',
      url: '/v1/moderation/queue?type=comment&state=spam',
      headers: commentsMod,
    });
    expect(spamComments.json().data[0]).toMatchObject({
      id: comment!.id,
      url: `/community/questions/${host.slug}?comment=${comment!.id}`,
      author: { slug: author.slug },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/moderation/queue/question/${held.id}`,
          headers: commentsMod,
          payload: { action: 'approve' },
        })
      ).statusCode,
    ).toBe(403);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/v1/moderation/queue/comment/${comment!.id}`,
      headers: commentsMod,
      payload: { action: 'approve' },
    });
    expect(approved.json()).toEqual({ type: 'comment', id: comment!.id, state: 'published' });
    const [counted] = await t.db
      .select({ n: questions.commentsCount })
      .from(questions)
      .where(eq(questions.id, host.id));
    expect(counted!.n).toBe(1);
    const trashed = await t.app.inject({
      method: 'POST',
      url: `/v1/moderation/queue/question/${held.id}`,
      headers: questionsMod,
      payload: { action: 'trash' },
    });
    expect(trashed.json().state).toBe('trashed');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/moderation/queue',
          headers: await signIn(t, await buildUser(t)),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('/v1/regeneration', () => {
  it('reports what it regenerated and what the web app answered (unreachable here)', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_REGENERATION'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/regeneration',
      headers,
      payload: { paths: ['/community/tutorials'], tags: ['tutorials'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      regenerated: { paths: ['/community/tutorials'], tags: ['tutorials'] },
      web: { ok: false, status: null },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/regeneration',
          headers,
          payload: { paths: ['no-slash'] },
        })
      ).statusCode,
    ).toBe(400);
    // A protocol-relative address is not a site path (the web app would refuse the whole batch).
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/v1/regeneration',
      headers,
      payload: { paths: ['//elsewhere.example/page'] },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(JSON.stringify(elsewhere.json())).toContain('paths');
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/regeneration', headers, payload: {} })).statusCode,
    ).toBe(400);
    const member = await signIn(t, await buildUser(t));
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/regeneration/geo_ip', headers: member })).statusCode,
    ).toBe(403);
  });
});

describe('/v1/regeneration with a web app that answers', () => {
  const live = useTestApp({
    get REVALIDATE_URL() {
      return webUrl;
    },
  } as unknown as Record<string, string>);
  it('passes the web app answer through, for paths and for geo_ip', async () => {
    const headers = await signIn(live, await buildUserWith(live, 'ADMINISTRATOR'));
    const res = await live.app.inject({
      method: 'POST',
      url: '/v1/regeneration',
      headers,
      payload: { paths: ['/pricing'] },
    });
    expect(res.json().web).toEqual({ ok: true, status: 200, body: { revalidated: true } });
    const geo = await live.app.inject({ method: 'POST', url: '/v1/regeneration/geo_ip', headers });
    expect(geo.json().regenerated.tags).toEqual(['geo_ip']);
    expect(webCalls.at(-1)).toMatchObject({
      auth: `Bearer ${live.env.REVALIDATE_SECRET}`,
      body: { tags: ['geo_ip'] },
    });
  });
});
