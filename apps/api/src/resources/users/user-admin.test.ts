// The Users admin section's API (community-app §2 "Users": MANAGE_USERS "View, edit, disable and archive users",
// §6): the member list and its filters, a member's page, and the permissions editor's rule — nobody grants or
// removes a flag they do not hold themselves.
import { DEFAULT_MEMBER_PERMISSIONS, Permissions } from '@reef/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userReports, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildTutorial,
  buildUser,
  buildUserWith,
  DEFAULT_PASSWORD,
  signIn,
  type UserRow,
} from '../../test/factories.js';

const t = useTestApp();

async function ownFlagsOf(user: UserRow): Promise<Permissions> {
  const [row] = await t.db.select({ p: users.permissions }).from(users).where(eq(users.id, user.id));
  return Permissions.from(row!.p);
}

async function patchFlags(headers: { authorization: string }, target: UserRow, flags: Permissions) {
  return t.app.inject({
    method: 'PATCH',
    url: `/v1/users/${target.slug}`,
    headers,
    payload: { user: { permissions: flags.toString() } },
  });
}

describe('the permissions editor: never grants a flag the editor does not hold (checked against the actor, per flag)', () => {
  it('a moderator with MANAGE_USERS and MANAGE_TAGS cannot grant a third flag, MANAGE_TOOLS: 403 naming it, nothing changes', async () => {
    const moderator = await buildUserWith(t, 'MANAGE_USERS', 'MANAGE_TAGS');
    const member = await buildUser(t);
    const res = await patchFlags(
      await signIn(t, moderator),
      member,
      DEFAULT_MEMBER_PERMISSIONS.add('MANAGE_TOOLS'),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/MANAGE_TOOLS/);
    expect(res.json().error.details).toEqual([
      { path: 'user.permissions', message: 'You do not hold MANAGE_TOOLS' },
    ]);
    expect((await ownFlagsOf(member)).equals(DEFAULT_MEMBER_PERMISSIONS)).toBe(true);
  });

  it('the same moderator grants and removes MANAGE_TAGS, a flag they hold', async () => {
    const moderator = await buildUserWith(t, 'MANAGE_USERS', 'MANAGE_TAGS');
    const member = await buildUser(t);
    const headers = await signIn(t, moderator);
    const granted = await patchFlags(headers, member, DEFAULT_MEMBER_PERMISSIONS.add('MANAGE_TAGS'));
    expect(granted.statusCode, granted.body).toBe(200);
    expect(Permissions.from(granted.json().own_permissions as string).has('MANAGE_TAGS')).toBe(true);
    // The member's next request carries the new flag.
    const tag = await t.app.inject({
      method: 'POST',
      url: '/v1/tags',
      headers: await signIn(t, member),
      payload: { tag: { name: `Granted ${member.id}` } },
    });
    expect(tag.statusCode).toBe(201);
    const removed = await patchFlags(headers, member, DEFAULT_MEMBER_PERMISSIONS);
    expect(removed.statusCode).toBe(200);
    expect((await ownFlagsOf(member)).has('MANAGE_TAGS')).toBe(false);
  });

  it('a flag the editor lacks stays as it is: they edit the flags they hold on a member who holds others', async () => {
    const moderator = await buildUserWith(t, 'MANAGE_USERS', 'MANAGE_TAGS');
    const member = await buildUserWith(t, 'MANAGE_TOOLS');
    const headers = await signIn(t, moderator);
    const keep = await patchFlags(headers, member, (await ownFlagsOf(member)).add('MANAGE_TAGS'));
    expect(keep.statusCode).toBe(200);
    expect((await ownFlagsOf(member)).has(['MANAGE_TOOLS', 'MANAGE_TAGS'])).toBe(true);
    // Taking MANAGE_TOOLS away is refused just as granting it would be.
    const takeAway = await patchFlags(headers, member, (await ownFlagsOf(member)).remove('MANAGE_TOOLS'));
    expect(takeAway.statusCode).toBe(403);
    expect((await ownFlagsOf(member)).has('MANAGE_TOOLS')).toBe(true);
  });

  it('a flag held only through a group cannot be handed on', async () => {
    const admin = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
    const moderator = await buildUserWith(t, 'MANAGE_USERS');
    const group = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: await signIn(t, admin),
      payload: {
        user_group: {
          name: `Lent tags ${moderator.id}`,
          permissions: Permissions.from(['MANAGE_TAGS']).toString(),
          members: [moderator.slug],
        },
      },
    });
    expect(group.statusCode).toBe(201);
    const member = await buildUser(t);
    const res = await patchFlags(
      await signIn(t, moderator),
      member,
      DEFAULT_MEMBER_PERMISSIONS.add('MANAGE_TAGS'),
    );
    expect(res.statusCode).toBe(403);
  });

  it('only administrators grant ADMINISTRATOR; a moderator cannot change their own flags', async () => {
    const moderator = await buildUserWith(t, 'MANAGE_USERS');
    const headers = await signIn(t, moderator);
    const member = await buildUser(t);
    expect((await patchFlags(headers, member, Permissions.from(['ADMINISTRATOR']))).statusCode).toBe(403);
    const self = await patchFlags(
      headers,
      moderator,
      (await ownFlagsOf(moderator)).remove('CREATE_QUESTIONS'),
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('You cannot change your own permissions');
    const admin = await signIn(t, await buildUser(t, { permissions: ['ADMINISTRATOR'] }));
    expect((await patchFlags(admin, member, Permissions.from(['MANAGE_FEATURE_FLAGS']))).statusCode).toBe(
      200,
    );
  });

  it('a bitfield out of range is a 4xx naming user.permissions, never a 500', async () => {
    const admin = await signIn(t, await buildUser(t, { permissions: ['ADMINISTRATOR'] }));
    const member = await buildUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: admin,
      payload: { user: { permissions: String(2 ** 40) } },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(JSON.stringify(res.json().error.details)).toMatch(/user\.permissions|permissions/);
  });
});

describe('GET /v1/users: the member list of "Users" (MANAGE_USERS)', () => {
  it('searches by name, email or slug, and only for MANAGE_USERS', async () => {
    const mark = `zq${Date.now().toString(36)}`;
    const byName = await buildUser(t, { firstName: `Ada${mark}` });
    const byEmail = await buildUser(t, { email: `${mark}-mail@example.test` });
    const bySlug = await buildUser(t, { username: `${mark}slug` });
    await buildUser(t);
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/users?q=${mark}&sort=username`,
      headers: manager,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([byName.id, byEmail.id, bySlug.id].sort());
    expect(res.json().meta.pagination.total).toBe(3);
    // Private fields for the manager: email, state, last sign-in.
    expect(res.json().data[0]).toHaveProperty('email');
    expect(res.json().data[0]).toHaveProperty('last_signed_in_at');
    const member = await signIn(t, await buildUser(t));
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/users?q=${mark}`, headers: member })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/v1/users` })).statusCode).toBe(401);
  });

  it('filters by state, by a permission held (own or through a group) and by join date', async () => {
    const mark = `fl${Date.now().toString(36)}`;
    const admin = await buildUser(t, { permissions: ['ADMINISTRATOR'], username: `${mark}root` });
    const disabled = await buildUser(t, { username: `${mark}off`, state: 'disabled' });
    const direct = await buildUserWith(t, 'MANAGE_TAGS');
    await t.db
      .update(users)
      .set({ username: `${mark}direct` })
      .where(eq(users.id, direct.id));
    const grouped = await buildUser(t, { username: `${mark}grouped` });
    await buildUser(t, { username: `${mark}plain` });
    const group = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: await signIn(t, admin),
      payload: {
        user_group: {
          name: `Taggers ${mark}`,
          permissions: Permissions.from(['MANAGE_TAGS']).toString(),
          members: [grouped.slug],
        },
      },
    });
    expect(group.statusCode).toBe(201);
    const headers = await signIn(t, admin);
    const ids = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/users?q=${mark}&${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((u) => u.id).sort((a, b) => a - b);
    };
    expect(await ids('state=disabled')).toEqual([disabled.id]);
    // Administrators hold every flag, so they are among the holders of each.
    expect(await ids('permission=MANAGE_TAGS')).toEqual(
      [admin.id, direct.id, grouped.id].sort((a, b) => a - b),
    );
    expect(await ids('permission=staff')).toEqual([admin.id, direct.id, grouped.id].sort((a, b) => a - b));
    const groupedRow = (
      await t.app.inject({ method: 'GET', url: `/v1/users?q=${mark}grouped`, headers })
    ).json().data[0];
    expect(groupedRow.groups).toEqual([group.json().slug]);
    expect(Permissions.from(groupedRow.permissions as string).has('MANAGE_TAGS')).toBe(true);
    expect(Permissions.from(groupedRow.own_permissions as string).has('MANAGE_TAGS')).toBe(false);

    await t.db
      .update(users)
      .set({ createdAt: new Date('2020-03-15T12:00:00Z') })
      .where(eq(users.id, disabled.id));
    expect(await ids('joined_before=2020-03-15')).toEqual([disabled.id]);
    expect(await ids('joined_after=2020-03-16')).not.toContain(disabled.id);
    expect(await ids('joined_after=2020-03-15&joined_before=2020-03-15')).toEqual([disabled.id]);
  });

  it('sorts by username, join date and last sign-in, and pages', async () => {
    const mark = `so${Date.now().toString(36)}`;
    const made: UserRow[] = [];
    for (const name of ['c', 'a', 'b']) made.push(await buildUser(t, { username: `${mark}${name}` }));
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const names = async (query: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/v1/users?q=${mark}&${query}`, headers })).json().data as {
          username: string;
        }[]
      ).map((u) => u.username.slice(mark.length));
    expect(await names('sort=username&sort_direction=asc')).toEqual(['a', 'b', 'c']);
    expect(await names('sort=username&sort_direction=desc')).toEqual(['c', 'b', 'a']);
    expect(await names('sort=created_at&sort_direction=asc')).toEqual(['c', 'a', 'b']);
    await t.db.update(users).set({ lastSignedInAt: new Date() }).where(eq(users.id, made[2]!.id));
    expect((await names('sort=last_signed_in_at&sort_direction=desc'))[0]).toBe('b');
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/v1/users?q=${mark}&sort=username&sort_direction=asc&limit=2&page=2`,
      headers,
    });
    expect(page2.json().data.map((u: { username: string }) => u.username.slice(mark.length))).toEqual(['c']);
    expect(page2.json().meta.pagination).toMatchObject({ total: 3, per_page: 2 });
  });

  it('a bad filter is a 400 naming the field', async () => {
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    for (const [query, field] of [
      ['permission=MAKE_COFFEE', 'permission'],
      ['joined_after=yesterday', 'joined_after'],
      ['state=gone', 'state'],
      ['sort=password', 'sort'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/users?${query}`, headers });
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
  });
});

describe("a member's page: content, reports, sessions and state (MANAGE_USERS)", () => {
  it('counts what spam_all would touch, lists their content in every state and the reports about and by them', async () => {
    const author = await buildUser(t, { permissions: DEFAULT_MEMBER_PERMISSIONS.add('CREATE_TUTORIALS') });
    const tutorial = await buildTutorial(t, { author, state: 'draft' });
    const question = await buildQuestion(t, { author });
    await buildComment(t, { type: 'question', id: question.id }, { author });
    await buildComment(t, { type: 'question', id: question.id }, { author });
    const reporter = await buildUser(t);
    await t.db.insert(userReports).values([
      { reporterId: reporter.id, reportableType: 'question', reportableId: question.id, reason: 'spam' },
      { reporterId: author.id, reportableType: 'tutorial', reportableId: tutorial.id, reason: 'other' },
    ]);
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));

    const overview = await t.app.inject({ method: 'GET', url: `/v1/users/${author.slug}/overview`, headers });
    expect(overview.statusCode, overview.body).toBe(200);
    const body = overview.json();
    expect(body.content.tutorials).toEqual({ total: 1, by_state: { draft: 1 } });
    expect(body.content.questions.total).toBe(1);
    expect(body.content.comments.total).toBe(2);
    expect(body.reports).toEqual({ about_open: 2, about_total: 2, by_total: 1 });
    expect(body.sessions).toMatchObject({ can_sign_in: true, active_custom_tokens: 0 });
    expect(body.is_administrator).toBe(false);
    // By id as well as by slug (the audit log links by id).
    const byId = await t.app.inject({ method: 'GET', url: `/v1/users/${author.id}/overview`, headers });
    expect(byId.json().user.slug).toBe(author.slug);

    const drafts = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${author.slug}/content?type=tutorial&state=draft`,
      headers,
    });
    expect(drafts.json().data).toEqual([
      expect.objectContaining({ type: 'tutorial', id: tutorial.id, state: 'draft', title: tutorial.title }),
    ]);
    const commentsList = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${author.slug}/content?type=comment`,
      headers,
    });
    expect(commentsList.json().meta.pagination.total).toBe(2);
    expect(commentsList.json().data[0].url).toMatch(/\/community\/questions\/.+\?comment=\d+/);

    const about = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${author.slug}/reports?role=about`,
      headers,
    });
    expect(
      about
        .json()
        .data.map((r: { reporter: { id: number } }) => r.reporter.id)
        .sort(),
    ).toEqual([reporter.id, author.id].sort());
    const by = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${author.slug}/reports?role=by`,
      headers,
    });
    expect(by.json().data).toEqual([expect.objectContaining({ reportable_type: 'tutorial' })]);

    // spam_all then does what the page announced.
    const spam = await t.app.inject({ method: 'POST', url: `/v1/users/${author.slug}/spam_all`, headers });
    expect(spam.json()).toMatchObject({
      questions: body.content.questions.total,
      comments: body.content.comments.total,
      tutorials: body.content.tutorials.total,
    });
  });

  it("shows a group's grant apart from the member's own flags", async () => {
    const owner = await buildUserWith(t, 'MANAGE_USER_GROUPS', 'MANAGE_TAGS');
    const member = await buildUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: await signIn(t, owner),
      payload: {
        user_group: {
          name: `Editors ${owner.id}`,
          permissions: Permissions.from(['MANAGE_TAGS']).toString(),
          members: [member.slug],
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${member.slug}/overview`,
      headers: await signIn(t, await buildUserWith(t, 'MANAGE_USERS')),
    });
    const body = res.json();
    expect(Permissions.from(body.own_permissions as string).has('MANAGE_TAGS')).toBe(false);
    expect(Permissions.from(body.user.permissions as string).has('MANAGE_TAGS')).toBe(true);
    expect(body.groups).toEqual([
      expect.objectContaining({
        slug: created.json().slug,
        granted: Permissions.from(['MANAGE_TAGS']).toString(),
      }),
    ]);
  });

  it('members without MANAGE_USERS get 403; an unknown member 404', async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, await buildUserWith(t, 'MANAGE_TAGS'));
    for (const path of ['overview', 'content', 'reports']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/v1/users/${member.slug}/${path}`, headers })).statusCode,
      ).toBe(403);
    }
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/nobody-at-all/overview', headers: manager }))
        .statusCode,
    ).toBe(404);
  });

  it('a disabled member can no longer sign in, and their session stops working at once', async () => {
    const member = await buildUser(t);
    const session = await signIn(t, member);
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/users/${member.slug}/disable`, headers: manager }))
        .statusCode,
    ).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: member.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    const header = await t.app.inject({ method: 'POST', url: '/v1/header', headers: session });
    expect(header.statusCode).toBe(401);
    expect(header.json().error.message).toBe('The token was revoked or the account cannot sign in');
    const overview = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${member.slug}/overview`,
      headers: manager,
    });
    expect(overview.json()).toMatchObject({ user: { state: 'disabled' }, sessions: { can_sign_in: false } });
  });
});

describe('the permissions editor saves with If-Match (issue #11: "optimistic concurrency; the second save sees a conflict")', () => {
  it("the member's page gives the account's version; a save with it passes, a second save with the same version is a 409", async () => {
    const member = await buildUser(t);
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_USERS', 'MANAGE_TAGS', 'MANAGE_TOOLS'));
    const overview = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${member.id}/overview`,
      headers: manager,
    });
    const version = overview.json().user.updated_at as string;
    expect(new Date(version).getTime()).toBe(member.updatedAt.getTime());
    const save = (flags: Permissions) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/users/${member.slug}`,
        headers: { ...manager, 'if-match': `"${version}"` },
        payload: { user: { permissions: flags.toString() } },
      });
    const first = await save(DEFAULT_MEMBER_PERMISSIONS.add('MANAGE_TAGS'));
    expect(first.statusCode, first.body).toBe(200);
    const second = await save(DEFAULT_MEMBER_PERMISSIONS.add('MANAGE_TOOLS'));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('edit_conflict');
    // The first save stands.
    expect((await ownFlagsOf(member)).has('MANAGE_TAGS')).toBe(true);
    expect((await ownFlagsOf(member)).has('MANAGE_TOOLS', false)).toBe(false);
    // Without If-Match a save behaves as before.
    const plain = await patchFlags(manager, member, DEFAULT_MEMBER_PERMISSIONS);
    expect(plain.statusCode).toBe(200);
  });

  it('a malformed If-Match is a 400 naming the header, never a 500', async () => {
    const member = await buildUser(t);
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: { ...manager, 'if-match': '"yesterday"' },
      payload: { user: { state: 'disabled' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('headers.if-match');
  });
});

describe("ending a member's sessions from their page (MANAGE_USERS)", () => {
  it('every token of the member stops working at once, the account stays active, and the history says who did it', async () => {
    const member = await buildUser(t);
    const session = await signIn(t, member);
    const moderator = await buildUserWith(t, 'MANAGE_USERS');
    const manager = await signIn(t, moderator);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${member.slug}/sign_out_everywhere`,
      headers: manager,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const header = await t.app.inject({ method: 'POST', url: '/v1/header', headers: session });
    expect(header.statusCode).toBe(401);
    // They can sign in again straight away.
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: member.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const trail = await t.app.inject({
      method: 'GET',
      url: `/v1/audit_log/user/${member.id}`,
      headers: manager,
    });
    expect(trail.json().data[0]).toMatchObject({
      action: 'user.sign_out_everywhere',
      actor: { slug: moderator.slug },
    });
  });

  it('a member without MANAGE_USERS gets 403, a moderator on their own account or an administrator 403, an unknown member 404', async () => {
    const member = await buildUser(t);
    const plain = await signIn(t, await buildUser(t));
    const post = (slug: string, headers: { authorization: string }) =>
      t.app.inject({ method: 'POST', url: `/v1/users/${slug}/sign_out_everywhere`, headers });
    expect((await post(member.slug, plain)).statusCode).toBe(403);
    const moderator = await buildUserWith(t, 'MANAGE_USERS');
    const manager = await signIn(t, moderator);
    expect((await post(moderator.slug, manager)).statusCode).toBe(403);
    const admin = await buildUserWith(t, 'ADMINISTRATOR');
    expect((await post(admin.slug, manager)).statusCode).toBe(403);
    expect((await post('nobody-here', manager)).statusCode).toBe(404);
    // An administrator may.
    expect((await post(moderator.slug, await signIn(t, admin))).statusCode).toBe(200);
  });
});
