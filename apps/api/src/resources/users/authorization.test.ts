// Regression tests of a live security review: every field-level change is checked against the actor
// (accounts, user groups, report resolution, custom tokens). spec: community-app §6.
import { Permissions } from '@reef/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, tutorials, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  buildQuestion,
  buildTutorial,
  buildUser,
  buildUserWith,
  signIn,
  type UserRow,
} from '../../test/factories.js';

const t = useTestApp();

async function customToken(
  owner: UserRow,
  flags: Parameters<typeof Permissions.from>[0],
): Promise<{ authorization: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/custom_tokens',
    headers: await signIn(t, owner),
    payload: { custom_token: { name: 'Automation', permissions: Permissions.from(flags).toString() } },
  });
  expect(res.statusCode).toBe(201);
  return { authorization: `Bearer ${res.json().token as string}` };
}

async function stateOf(user: UserRow) {
  const [row] = await t.db
    .select({ state: users.state, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, user.id));
  return row!;
}

describe('PATCH /v1/users/{slug}: "MANAGE_USERS: View, edit, disable and archive users" — but not administrators', () => {
  it('[R1-2] a MANAGE_USERS moderator cannot disable, re-email or edit an administrator (403, nothing changes)', async () => {
    const admin = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    for (const user of [
      { state: 'disabled' },
      { email: 'taken-over@example.test' },
      { first_name: 'Mallory' },
    ]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v1/users/${admin.slug}`,
        headers: moderator,
        payload: { user },
      });
      expect([JSON.stringify(user), res.statusCode]).toEqual([JSON.stringify(user), 403]);
    }
    expect(await stateOf(admin)).toEqual({ state: 'active', email: admin.email, firstName: admin.firstName });
    // The dedicated route refused already; both paths now agree.
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/users/${admin.slug}/disable`, headers: moderator }))
        .statusCode,
    ).toBe(403);
  });

  it('[R1-2] an administrator by group is an administrator too', async () => {
    const root = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
    const grouped = await buildUser(t);
    const group = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: await signIn(t, root),
      payload: {
        user_group: {
          name: 'Root group',
          permissions: Permissions.from(['ADMINISTRATOR']).toString(),
          members: [grouped.slug],
        },
      },
    });
    expect(group.statusCode).toBe(201);
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${grouped.slug}`,
      headers: moderator,
      payload: { user: { state: 'disabled' } },
    });
    expect(res.statusCode).toBe(403);
    for (const action of ['disable', 'archive', 'spam_all']) {
      const post = await t.app.inject({
        method: 'POST',
        url: `/v1/users/${grouped.slug}/${action}`,
        headers: moderator,
      });
      expect([action, post.statusCode]).toEqual([action, 403]);
    }
    expect((await stateOf(grouped)).state).toBe('active');
  });

  it('MANAGE_USERS still edits and disables members; "ADMINISTRATOR implies all permissions" edits administrators', async () => {
    const member = await buildUser(t);
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: moderator,
      payload: { user: { state: 'disabled', first_name: 'Renamed' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'disabled', first_name: 'Renamed' });
    const otherAdmin = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
    const admin = await signIn(t, await buildUser(t, { permissions: ['ADMINISTRATOR'] }));
    const byAdmin = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${otherAdmin.slug}`,
      headers: admin,
      payload: { user: { first_name: 'Ada' } },
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('a moderator cannot grant a permission they do not hold (user-admin.test.ts has the whole rule)', async () => {
    const member = await buildUser(t);
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: moderator,
      payload: { user: { permissions: Permissions.from(['MANAGE_TAGS']).toString() } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details).toContainEqual({
      path: 'user.permissions',
      message: 'You do not hold MANAGE_TAGS',
    });
  });
});

describe('user groups: "MANAGE_USER_GROUPS: Manage own user groups" grant no more than the owner holds now', () => {
  it('[R1-4] a demoted owner’s group stops granting the flags the owner lost, and cannot take new members', async () => {
    const owner = await buildUserWith(t, 'MANAGE_USER_GROUPS', 'MANAGE_TAGS');
    const member = await buildUser(t);
    const newcomer = await buildUser(t);
    const ownerHeaders = await signIn(t, owner);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: ownerHeaders,
      payload: {
        user_group: {
          name: `Taggers ${owner.id}`,
          permissions: Permissions.from(['MANAGE_TAGS']).toString(),
          members: [member.slug],
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const tagsAs = async (user: UserRow) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/tags',
          headers: await signIn(t, user),
          payload: { tag: { name: `Tag ${user.id}` } },
        })
      ).statusCode;
    expect(await tagsAs(member)).toBe(201);

    // The owner is demoted: MANAGE_TAGS goes, MANAGE_USER_GROUPS stays.
    await t.db
      .update(users)
      .set({ permissions: BigInt(Permissions.from(owner.permissions).remove('MANAGE_TAGS').bits) })
      .where(eq(users.id, owner.id));
    expect(await tagsAs(member)).toBe(403);
    const me = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${member.slug}`,
      headers: await signIn(t, member),
    });
    expect(Permissions.from(me.json().permissions as string).has('MANAGE_TAGS')).toBe(false);

    const added = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_groups/${created.json().id}`,
      headers: await signIn(t, owner),
      payload: { user_group: { members: [member.slug, newcomer.slug] } },
    });
    expect(added.statusCode).toBe(403);
    expect(added.json().error.message).toMatch(/MANAGE_TAGS/);
    expect(await tagsAs(newcomer)).toBe(403);
  });

  it('[R1-4] a flag held only through another group cannot be handed on', async () => {
    const admin = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
    const owner = await buildUserWith(t, 'MANAGE_USER_GROUPS');
    const grant = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: await signIn(t, admin),
      payload: {
        user_group: {
          name: `Tag team ${owner.id}`,
          permissions: Permissions.from(['MANAGE_TAGS']).toString(),
          members: [owner.slug],
        },
      },
    });
    expect(grant.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: await signIn(t, owner),
      payload: {
        user_group: {
          name: `Relay ${owner.id}`,
          permissions: Permissions.from(['MANAGE_TAGS']).toString(),
          members: [],
        },
      },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PATCH /v1/user_reports/{id}: "MANAGE_REPORTS: Create and manage reports" hides, never publishes', () => {
  async function reportOn(type: 'tutorial' | 'question', id: number) {
    const reporter = await signIn(t, await buildUser(t));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: reporter,
      payload: { user_report: { reportable_type: type, reportable_id: id, reason: 'spam', details: '' } },
    });
    return res;
  }

  it("[R1-5] a report moderator cannot publish an editor's draft tutorial through object_state", async () => {
    const draft = await buildTutorial(t, { state: 'draft' });
    const admin = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
    // Members cannot see (so cannot report) a draft; the report reaches it through its id anyway.
    const report = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: await signIn(t, admin),
      payload: {
        user_report: { reportable_type: 'tutorial', reportable_id: draft.id, reason: 'spam', details: '' },
      },
    });
    expect(report.statusCode).toBe(201);
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_REPORTS'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/${report.json().id}`,
      headers: moderator,
      payload: { user_report: { state: 'resolved', object_state: 'published' } },
    });
    expect(res.statusCode).toBe(403);
    // The refusal says what a report may do, and names the field that asked for more.
    expect(res.json().error.message).toMatch(/can only hide the tutorial/);
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'user_report.object_state' })]),
    );
    const [row] = await t.db
      .select({ state: tutorials.state })
      .from(tutorials)
      .where(eq(tutorials.id, draft.id));
    expect(row!.state).toBe('draft');
  });

  it('[R1-5] a report moderator may hide the reported object (trashed), and the page is revalidated', async () => {
    const question = await buildQuestion(t);
    const report = await reportOn('question', question.id);
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_REPORTS'));
    const before = t.revalidations.length;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/${report.json().id}`,
      headers: moderator,
      payload: { user_report: { state: 'resolved', object_state: 'trashed' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().reportable.state).toBe('trashed');
    expect(
      t.revalidations
        .slice(before)
        .flatMap((r) => r.tags)
        .some((tag) => tag.includes(question.slug)),
    ).toBe(true);
  });

  it('[R1-5] a moderator of the type publishes through the normal path: the author hears of it', async () => {
    const author = await buildUserWith(t, 'CREATE_TUTORIALS');
    const draft = await buildTutorial(t, { author, state: 'draft' });
    const editor = await buildUserWith(t, 'MANAGE_REPORTS', 'MANAGE_TUTORIALS');
    const report = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: await signIn(t, editor),
      payload: {
        user_report: { reportable_type: 'tutorial', reportable_id: draft.id, reason: 'other', details: '' },
      },
    });
    expect(report.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/${report.json().id}`,
      headers: await signIn(t, editor),
      payload: { user_report: { state: 'resolved', object_state: 'published' } },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select({ state: tutorials.state, publishedAt: tutorials.publishedAt })
      .from(tutorials)
      .where(eq(tutorials.id, draft.id));
    expect(row!.state).toBe('published');
    expect(row!.publishedAt).not.toBeNull();
    const sent = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.name, 'tutorial_published')));
    expect(sent).toHaveLength(1);
  });
});

describe('custom tokens carry flags, not their owner’s account', () => {
  it('[R1-8] a token with permissions "0" cannot change the owner’s email or profile', async () => {
    const owner = await buildUserWith(t, 'MANAGE_CUSTOM_TOKENS');
    const token = await customToken(owner, 0);
    for (const user of [{ email: 'stolen@example.test' }, { first_name: 'Hijacked' }]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v1/users/${owner.slug}`,
        headers: token,
        payload: { user },
      });
      expect([JSON.stringify(user), res.statusCode]).toEqual([JSON.stringify(user), 403]);
    }
    expect(await stateOf(owner)).toMatchObject({ email: owner.email, firstName: owner.firstName });
  });

  it('[R1-8] a token cannot read the owner’s notifications, subscriptions, views or private profile fields', async () => {
    const owner = await buildUserWith(t, 'MANAGE_CUSTOM_TOKENS');
    const token = await customToken(owner, 0);
    for (const url of [
      `/v1/users/${owner.slug}/notifications`,
      `/v1/users/${owner.slug}/subscriptions`,
      `/v1/user_viewed/${owner.slug}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: token });
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
    const read = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${owner.slug}/notifications/read`,
      headers: token,
    });
    expect(read.statusCode).toBe(403);
    const profile = await t.app.inject({ method: 'GET', url: `/v1/users/${owner.slug}`, headers: token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).not.toHaveProperty('email');
    const header = await t.app.inject({ method: 'POST', url: '/v1/header', headers: token });
    expect(header.json().user).not.toHaveProperty('email');
    // The same member signed in normally still does all of it.
    const session = await signIn(t, owner);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/users/${owner.slug}/notifications`, headers: session }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/users/${owner.slug}`, headers: session })).json().email,
    ).toBe(owner.email);
  });

  it('a token keeps doing what its flags allow', async () => {
    const owner = await buildUserWith(t, 'MANAGE_CUSTOM_TOKENS', 'MANAGE_USERS');
    const token = await customToken(owner, ['MANAGE_USERS', 'CREATE_COMMENTS']);
    const member = await buildUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: token,
      payload: { user: { first_name: 'Tidied' } },
    });
    expect(res.statusCode).toBe(200);
    const question = await buildQuestion(t);
    const comment = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: token,
      payload: { comment: { body: 'From the importer.', parent_type: 'question', parent_id: question.id } },
    });
    expect(comment.statusCode).toBe(201);
  });
});

describe('PATCH /v1/questions/{id}: tutorial_id is checked like on create', () => {
  it('[R1-12] a missing tutorial or one the asker cannot see is a 422 naming the field (not a 500, no draft linked)', async () => {
    const author = await buildUser(t);
    const question = await buildQuestion(t, { author });
    const draft = await buildTutorial(t, { state: 'draft' });
    const headers = await signIn(t, author);
    for (const id of [99_999_999, draft.id]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v1/questions/${question.id}`,
        headers,
        payload: { question: { tutorial_id: id } },
      });
      expect([id, res.statusCode]).toEqual([id, 422]);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(['question.tutorial_id']);
    }
    const published = await buildTutorial(t);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/v1/questions/${question.id}`,
      headers,
      payload: { question: { tutorial_id: published.id } },
    });
    expect(ok.statusCode).toBe(200);
  });
});
