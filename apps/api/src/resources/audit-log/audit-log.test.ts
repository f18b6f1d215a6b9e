// The audit log (issue #11): "who did what, when, to which object, with a diff of the changed fields" — the whole
// log for ADMINISTRATOR with its filters, and each object's trail for the managers of its type.
import { Permissions } from '@reef/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildTag, buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

type Entry = {
  action: string;
  actor: { id: number | null; slug: string | null };
  subject_type: string;
  subject_id: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
};

describe("an object's trail: its history on its admin page, for the managers of its type", () => {
  it('a MANAGE_USERS moderator disables a member: the trail shows the disable, by whom, and the state before and after', async () => {
    const moderator = await buildUserWith(t, 'MANAGE_USERS');
    const member = await buildUser(t);
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${member.slug}/disable`,
      headers: await signIn(t, moderator),
    });
    expect(disabled.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/audit_log/user/${member.id}`,
      headers: await signIn(t, await buildUserWith(t, 'MANAGE_USERS')),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json().data as Entry[];
    expect(entry).toMatchObject({
      action: 'user.disable',
      actor: { id: moderator.id, slug: moderator.slug },
      subject_type: 'user',
      subject_id: String(member.id),
      changes: [{ field: 'state', before: 'active', after: 'disabled' }],
    });
  });

  it("a profile edit's diff names only the changed fields (not the bookkeeping ones)", async () => {
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const member = await buildUser(t);
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${member.slug}`,
      headers: moderator,
      payload: { user: { first_name: 'Grace', bio: 'Admiral' } },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/audit_log/user/${member.id}`,
      headers: moderator,
    });
    const entry = (res.json().data as Entry[]).find((e) => e.action === 'user.update')!;
    expect(entry.changes.map((c) => c.field).sort()).toEqual(['bio', 'firstName']);
    expect(entry.changes.find((c) => c.field === 'firstName')).toEqual({
      field: 'firstName',
      before: member.firstName,
      after: 'Grace',
    });
  });

  it('a trail is for the managers of its type: MANAGE_TAGS reads a tag’s history, not a member’s', async () => {
    const tagger = await signIn(t, await buildUserWith(t, 'MANAGE_TAGS'));
    const tag = await buildTag(t);
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/tags/${tag.id}`,
      headers: tagger,
      payload: { tag: { name: `${tag.name} renamed` } },
    });
    const trail = await t.app.inject({ method: 'GET', url: `/v1/audit_log/tag/${tag.id}`, headers: tagger });
    expect(trail.statusCode).toBe(200);
    expect((trail.json().data as Entry[]).map((e) => e.action)).toContain('tag.update');
    const member = await buildUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/audit_log/user/${member.id}`, headers: tagger }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/v1/audit_log/tag/${tag.id}` })).statusCode).toBe(401);
  });

  it("a group manager reads the trail of the groups they own, and no one else's (404)", async () => {
    const owner = await buildUserWith(t, 'MANAGE_USER_GROUPS', 'MANAGE_TAGS');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: await signIn(t, owner),
      payload: {
        user_group: { name: `Trail ${owner.id}`, permissions: Permissions.from(['MANAGE_TAGS']).toString() },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const own = await t.app.inject({
      method: 'GET',
      url: `/v1/audit_log/user_group/${id}`,
      headers: await signIn(t, owner),
    });
    expect((own.json().data as Entry[]).map((e) => e.action)).toEqual(['user_group.create']);
    const other = await signIn(t, await buildUserWith(t, 'MANAGE_USER_GROUPS'));
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/audit_log/user_group/${id}`, headers: other }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /v1/audit_log: the whole log, for ADMINISTRATOR, filtered by actor, object, action and date', () => {
  it('filters by actor, object type and id, action and date; others get 403', async () => {
    const admin = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
    const moderator = await buildUserWith(t, 'MANAGE_USERS');
    const first = await buildUser(t);
    const second = await buildUser(t);
    const headers = await signIn(t, moderator);
    for (const member of [first, second])
      await t.app.inject({ method: 'POST', url: `/v1/users/${member.slug}/disable`, headers });
    await t.app.inject({ method: 'POST', url: `/v1/users/${first.slug}/enable`, headers });
    // One entry of last year, to filter by date.
    const [old] = await t.db
      .insert(auditLog)
      .values({
        actorId: moderator.id,
        actorSlug: moderator.slug,
        action: 'user.archive',
        subjectType: 'user',
        subjectId: String(second.id),
        createdAt: new Date('2025-06-01T10:00:00Z'),
      })
      .returning();

    const asAdmin = await signIn(t, admin);
    const list = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/audit_log?${query}`, headers: asAdmin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as (Entry & { id: number })[];
    };
    expect((await list(`actor=${moderator.slug}`)).map((e) => e.action)).toEqual([
      'user.enable',
      'user.disable',
      'user.disable',
      'user.archive',
    ]);
    expect(
      (await list(`actor=${moderator.slug}&subject_type=user&subject_id=${first.id}`)).map((e) => e.action),
    ).toEqual(['user.enable', 'user.disable']);
    expect(await list(`actor=${moderator.slug}&action=user.disable`)).toHaveLength(2);
    expect((await list(`actor=${moderator.slug}&until=2025-06-01`)).map((e) => e.id)).toEqual([old!.id]);
    expect((await list(`actor=${moderator.slug}&since=2025-06-02`)).map((e) => e.id)).not.toContain(old!.id);
    expect(
      (await list(`actor=${moderator.slug}&since=2025-06-01&until=2025-06-01`)).map((e) => e.id),
    ).toEqual([old!.id]);

    const bad = await t.app.inject({ method: 'GET', url: '/v1/audit_log?since=last-week', headers: asAdmin });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('since');
    expect((await t.app.inject({ method: 'GET', url: '/v1/audit_log', headers })).statusCode).toBe(403);
    await t.db.delete(auditLog).where(eq(auditLog.id, old!.id));
  });

  it('spam_all is recorded with the state before and after and what it moved', async () => {
    const admin = await signIn(t, await buildUser(t, { permissions: ['ADMINISTRATOR'] }));
    const member = await buildUser(t);
    await t.app.inject({ method: 'POST', url: `/v1/users/${member.slug}/spam_all`, headers: admin });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/audit_log?subject_type=user&subject_id=${member.id}&action=user.spam_all`,
      headers: admin,
    });
    expect((res.json().data as Entry[])[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'state', before: 'active', after: 'spam' },
        { field: 'comments', before: null, after: 0 },
      ]),
    );
  });
});
