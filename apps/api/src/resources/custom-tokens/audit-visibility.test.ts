// Security round 2, finding 12: the audit log shows an entry only to someone who may see its subject (the rule of
// the subject's own route, platform/policies/audit-scope.ts), and the acting member's IP address only to someone who may see
// that member's addresses.
import {
  AUDIT_TRAILS,
  AUDIT_TRAIL_SUBJECTS,
  auditTrailReaders,
  Permissions,
  type AuditTrailSubject,
} from '@reef/core';
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { auditLog, customTokens, userGroups, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildUser,
  buildUserWith,
  nextId,
  signIn,
  type UserRow,
} from '../../test/factories.js';

const t = useTestApp();

type Entry = { action: string; subject_id: string | null; ip: string | null; summary: string };

async function trail(subject: string, id: string | number, headers: { authorization: string }) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/audit_log/${subject}/${id}`, headers });
  return { status: res.statusCode, body: res.body, data: (res.json().data ?? []) as Entry[] };
}

describe('[R2-12] custom tokens: the trail of a token follows who may see the token', () => {
  it("[R2-12] a MANAGE_CUSTOM_TOKENS holder does not read the history of the administrator's token, nor the administrator's IP", async () => {
    const admin = await buildUserWith(t, 'ADMINISTRATOR');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/custom_tokens',
      remoteAddress: '203.0.113.77',
      headers: await signIn(t, admin),
      payload: {
        custom_token: { name: 'Nightly importer', permissions: Permissions.from('MANAGE_POSTS').toString() },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;

    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_CUSTOM_TOKENS'));
    // The token itself is not theirs to see...
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/custom_tokens/${id}`, headers: manager })).statusCode,
    ).toBe(404);
    // ...and neither is its history or the address the administrator worked from.
    const seen = await trail('custom_token', id, manager);
    expect(seen.status).toBe(200);
    expect(seen.data).toEqual([]);
    expect(seen.body).not.toContain('203.0.113.77');

    const asAdmin = await trail('custom_token', id, await signIn(t, await buildUserWith(t, 'ADMINISTRATOR')));
    expect(asAdmin.data.map((e) => e.action)).toContain('custom_token.create');
    expect(asAdmin.data[0]!.ip).toBe('203.0.113.77');
  });

  it('[R2-12] the owner of a token reads its history, with their own address', async () => {
    const owner = await buildUserWith(t, 'MANAGE_CUSTOM_TOKENS', 'MANAGE_POSTS');
    const headers = await signIn(t, owner);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/custom_tokens',
      remoteAddress: '198.51.100.23',
      headers,
      payload: { custom_token: { name: 'Mine', permissions: Permissions.from('MANAGE_POSTS').toString() } },
    });
    const seen = await trail('custom_token', created.json().id, headers);
    expect(seen.data.map((e) => e.action)).toEqual(['custom_token.create']);
    expect(seen.data[0]!.ip).toBe('198.51.100.23');
  });
});

describe("[R2-12] the acting member's IP address", () => {
  it("[R2-12] a MANAGE_USERS holder sees a fellow moderator's action on a member but not the address of a moderator holding flags they lack", async () => {
    const strong = await buildUserWith(t, 'MANAGE_USERS', 'MANAGE_FEATURE_FLAGS');
    const member = await buildUser(t);
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${member.slug}/disable`,
      remoteAddress: '192.0.2.44',
      headers: await signIn(t, strong),
    });
    expect(disabled.statusCode).toBe(200);
    const weaker = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const seen = await trail('user', member.id, weaker);
    const entry = seen.data.find((e) => e.action === 'user.disable')!;
    expect(entry).toBeDefined();
    expect(entry.ip).toBeNull();
    expect(seen.body).not.toContain('192.0.2.44');
    // A manager holding every flag of that moderator sees it, as does the moderator themself.
    const peer = await signIn(t, await buildUserWith(t, 'MANAGE_USERS', 'MANAGE_FEATURE_FLAGS'));
    expect((await trail('user', member.id, peer)).data.find((e) => e.action === 'user.disable')!.ip).toBe(
      '192.0.2.44',
    );
    expect(
      (await trail('user', member.id, await signIn(t, strong))).data.find((e) => e.action === 'user.disable')!
        .ip,
    ).toBe('192.0.2.44');
  });
});

/**
 * One subject of each trail, and a reader of the trail's type who may see it (`visible`) and one who may not
 * (`hidden`, only for the types whose rows are not all visible to their managers).
 */
async function subjectOf(
  subject: AuditTrailSubject,
  reader: UserRow,
  other: UserRow,
): Promise<{ visible: string; hidden?: string }> {
  if (subject === 'custom_token') {
    const token = async (userId: number) =>
      String(
        (
          await t.db
            .insert(customTokens)
            .values({
              name: `t${nextId()}`,
              tokenHash: `hash${nextId()}`,
              userId,
              createdById: userId,
              permissions: 0n,
            })
            .returning()
        )[0]!.id,
      );
    return { visible: await token(reader.id), hidden: await token(other.id) };
  }
  if (subject === 'user_group') {
    const group = async (ownerId: number) =>
      String(
        (
          await t.db
            .insert(userGroups)
            .values({ name: `Group ${nextId()}`, slug: `group-${nextId()}`, ownerId, permissions: 0n })
            .returning()
        )[0]!.id,
      );
    return { visible: await group(reader.id), hidden: await group(other.id) };
  }
  if (subject === 'comment') {
    const question = await buildQuestion(t);
    return { visible: String((await buildComment(t, { type: 'question', id: question.id })).id) };
  }
  return { visible: String(900_000 + nextId()) };
}

describe('[R2-12] every audit trail subject has a visibility rule', () => {
  it.each(AUDIT_TRAIL_SUBJECTS)(
    "[R2-12] %s: its managers read the entries of subjects they may see, without other members' addresses; others read none",
    async (subject) => {
      const flag = auditTrailReaders(subject)[0]!;
      const reader = await buildUserWith(t, flag);
      const other = await buildUserWith(t, flag, 'MANAGE_POSTS', 'MANAGE_FEATURE_FLAGS');
      const ids = await subjectOf(subject, reader, other);
      const type = AUDIT_TRAILS[subject].subjects[0]!;
      const write = (subjectId: string) =>
        t.db.insert(auditLog).values({
          actorId: other.id,
          actorSlug: other.slug,
          action: `${type}.update`,
          subjectType: type,
          subjectId,
          summary: `entry ${subjectId}`,
          ip: '192.0.2.200',
        });
      await write(ids.visible);
      if (ids.hidden) await write(ids.hidden);
      const headers = await signIn(t, reader);

      const visible = await trail(subject, ids.visible, headers);
      expect(visible.status, visible.body).toBe(200);
      expect(visible.data.map((e) => e.summary)).toEqual([`entry ${ids.visible}`]);
      expect(visible.data[0]!.ip).toBeNull();

      if (ids.hidden) {
        const hidden = await t.app.inject({
          method: 'GET',
          url: `/v1/audit_log/${subject}/${ids.hidden}`,
          headers,
        });
        expect([200, 404]).toContain(hidden.statusCode);
        expect(hidden.body).not.toContain(`entry ${ids.hidden}`);
      }
      const outsider = await signIn(t, await buildUser(t));
      expect((await trail(subject, ids.visible, outsider)).status).toBe(403);
      const admin = await trail(
        subject,
        ids.visible,
        await signIn(t, await buildUserWith(t, 'ADMINISTRATOR')),
      );
      expect(admin.data[0]!.ip).toBe('192.0.2.200');
    },
  );
});

describe("[R2-12] a member's sign-up address follows the same rule", () => {
  it("[R2-12] a MANAGE_USERS holder sees a plain member's sign-up IP, not an administrator's", async () => {
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const member = await buildUser(t);
    const admin = await buildUserWith(t, 'ADMINISTRATOR');
    await t.db
      .update(users)
      .set({ signUpIp: '198.51.100.201' })
      .where(inArray(users.id, [member.id, admin.id]));
    const overview = async (slug: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/users/${slug}/overview`, headers: manager })).json()
        .sessions.sign_up_ip;
    expect(await overview(member.slug)).toBe('198.51.100.201');
    expect(await overview(admin.slug)).toBeNull();
  });
});
