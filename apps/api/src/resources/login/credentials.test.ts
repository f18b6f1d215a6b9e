// Security round 2, accounts: nobody gains a flag through someone else's account (#2), an address is confirmed
// only by a link sent to it and changing it needs the current password (#3), and every outstanding emailed link
// dies when the address or the password changes (#5). Real HTTP (inject), real rows, the emails read from the
// outbox the mail worker sends from.
import { Permissions } from '@reef/core';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, userIdentities, users } from '../../db/schema/index.js';
import { requestPasswordReset } from '../account/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, DEFAULT_PASSWORD, signIn } from '../../test/factories.js';

const t = useTestApp({ PUBLIC_API_URL: 'http://api.test' });
const json = { 'content-type': 'application/json' };

/** The latest email of `kind` queued to `to`, or undefined. */
async function lastMail(to: string, kind: string) {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The path and query of the link to `path` in the latest email of `kind` to `to`. */
async function linkIn(to: string, kind: string, path: string): Promise<string> {
  const mail = await lastMail(to, kind);
  expect(mail, `${kind} mail to ${to}`).toBeDefined();
  const found = [...mail!.text.matchAll(/https?:\/\/[^\s<>"]+/g)]
    .map((m) => m[0])
    .find((l) => l.includes(path));
  expect(found, `${path} in ${kind} mail`).toBeDefined();
  const url = new URL(found!);
  return url.pathname + url.search;
}

type Form = { cookie: string; fields: Record<string, string>; status: number; body: string };

/** GETs an account page like a browser: its CSRF cookie and the fields of its form. */
async function openForm(url: string): Promise<Form> {
  const res = await t.app.inject({ method: 'GET', url });
  const setCookie = String([res.headers['set-cookie'] ?? []].flat()[0] ?? '');
  const fields: Record<string, string> = {};
  for (const m of res.body.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields[m[1]!] = m[2]!.replace(/&amp;/g, '&');
  return { cookie: setCookie.split(';')[0]!, fields, status: res.statusCode, body: res.body };
}

function submit(url: string, form: Form, values: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: form.cookie },
    payload: new URLSearchParams({ ...form.fields, ...values }).toString(),
  });
}

/** Follows a confirmation link and clicks "Confirm". */
async function confirmBy(link: string) {
  return submit('/v1/login/confirm', await openForm(link));
}

/** Follows a reset link and sets a new password; the answer (303 with a session, or an error page). */
async function resetBy(link: string, password = 'a brand new passphrase') {
  const form = await openForm(link);
  return { form, res: await submit('/v1/login/reset', form, { password, password_confirmation: password }) };
}

async function rowOf(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

function patchUser(slug: string, headers: Record<string, string>, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/v1/users/${slug}`,
    headers: { ...headers, ...json },
    payload,
  });
}

describe('[R2-2] no one gains a flag through someone else’s account', () => {
  it('[R2-2] a user manager cannot re-email, sign out or otherwise take over a moderator holding a flag they lack', async () => {
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const moderator = await buildUserWith(t, 'MANAGE_QUESTIONS');
    const res = await patchUser(moderator.slug, manager, { user: { email: 'mallory@example.test' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details).toEqual([
      expect.objectContaining({ path: 'user.email', message: expect.stringContaining('MANAGE_QUESTIONS') }),
    ]);
    const out = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${moderator.slug}/sign_out_everywhere`,
      headers: manager,
    });
    expect(out.statusCode).toBe(403);
    const after = await rowOf(moderator.id);
    expect(after.email).toBe(moderator.email);
    expect(after.sessionVersion).toBe(moderator.sessionVersion);
    expect(await lastMail('mallory@example.test', 'email_confirmation')).toBeUndefined();
    // The rest of the profile stays editable by the manager (only credentials are refused).
    const name = await patchUser(moderator.slug, manager, { user: { first_name: 'Renamed' } });
    expect(name.statusCode).toBe(200);
  });

  it('[R2-2] a flag held through a group counts: the manager cannot re-email a member a group makes a moderator', async () => {
    const owner = await buildUserWith(t, 'MANAGE_USER_GROUPS', 'MANAGE_TAGS');
    const member = await buildUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/user_groups',
      headers: { ...(await signIn(t, owner)), ...json },
      payload: {
        user_group: {
          name: 'Taggers',
          permissions: String(Permissions.from(['MANAGE_TAGS']).bits),
          members: [member.slug],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const res = await patchUser(member.slug, manager, { user: { email: 'grouped@example.test' } });
    expect(res.statusCode).toBe(403);
    // With the group's owner disabled the group grants nothing today, but would again on re-enabling: still refused.
    await t.db.update(users).set({ state: 'disabled' }).where(eq(users.id, owner.id));
    const latent = await patchUser(member.slug, manager, { user: { email: 'grouped@example.test' } });
    expect(latent.statusCode).toBe(403);
  });

  it('[R2-2] a manager’s change of a member’s address waits for the new address to confirm it, and tells the old one', async () => {
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_USERS'));
    const member = await buildUser(t);
    const res = await patchUser(member.slug, manager, { user: { email: 'Moved@Example.test' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(member.email);
    const before = await rowOf(member.id);
    expect(before.email).toBe(member.email);
    expect(before.emailConfirmedAt).not.toBeNull();
    const notice = await lastMail(member.email, 'email_change_notice');
    expect(notice?.text).toContain('@example.test');
    const link = await linkIn('moved@example.test', 'email_confirmation', '/v1/login/confirm');
    expect((await confirmBy(link)).statusCode).toBe(200);
    expect((await rowOf(member.id)).email).toBe('moved@example.test');
  });
});

describe('[R2-2] the check holds when the new address confirms, not only when it is asked for', () => {
  it('[R2-2] a manager’s change cannot be confirmed once the account was given a flag the manager lacks', async () => {
    const managerRow = await buildUserWith(t, 'MANAGE_USERS');
    const manager = await signIn(t, managerRow);
    const admin = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
    const member = await buildUser(t);
    const res = await patchUser(member.slug, manager, { user: { email: 'parked@example.test' } });
    expect(res.statusCode).toBe(200);
    const link = await linkIn('parked@example.test', 'email_confirmation', '/v1/login/confirm');
    const promoted = await patchUser(member.slug, admin, {
      user: { permissions: String(Permissions.from(member.permissions).add('MANAGE_QUESTIONS').bits) },
    });
    expect(promoted.statusCode).toBe(200);
    const done = await confirmBy(link);
    expect(done.statusCode).toBe(403);
    expect(done.body).toContain('can no longer be confirmed');
    expect((await rowOf(member.id)).email).toBe(member.email);
    // An altered link (the requester stripped) is no link at all.
    expect((await openForm(link.replace(/\.by\d+/, ''))).status).toBe(410);
  });
});

describe('[R2-3] an address is confirmed only by a link sent to it', () => {
  it('[R2-3] a member cannot change their address through the profile without the current password', async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    const res = await patchUser(member.slug, headers, { user: { email: 'prey@example.test' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toEqual([expect.objectContaining({ path: 'current_password' })]);
    const wrong = await patchUser(member.slug, headers, {
      user: { email: 'prey@example.test' },
      current_password: 'not my password',
    });
    expect(wrong.statusCode).toBe(403);
    const after = await rowOf(member.id);
    expect(after.email).toBe(member.email);
  });

  it('[R2-3] with the password the profile change is pending: the account keeps its confirmed address until the link', async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    const res = await patchUser(member.slug, headers, {
      user: { email: 'later@example.test', bio: 'Hello' },
      current_password: DEFAULT_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: member.email, bio: 'Hello' });
    const pending = await rowOf(member.id);
    expect(pending.email).toBe(member.email);
    expect(pending.emailConfirmedAt).not.toBeNull();
    const account = await t.app.inject({ method: 'GET', url: '/v1/account', headers });
    expect(account.json()).toMatchObject({ pending_email: 'later@example.test', email_confirmed: true });
    await confirmBy(await linkIn('later@example.test', 'email_confirmation', '/v1/login/confirm'));
    expect((await rowOf(member.id)).email).toBe('later@example.test');
  });

  it('[R2-3] an account without a password changes its address only within minutes of signing in', async () => {
    const member = await buildUser(t);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.id));
    const fresh = await signIn(t, member);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/email',
      headers: { ...fresh, ...json },
      payload: { email: 'sso-moved@example.test' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // A session started long ago (refreshed since) must sign in again first.
    const session = (await t.app.ctx.tokens.verify(fresh.authorization.slice(7)))!;
    const old = await t.app.ctx.tokens.sign(
      member.id,
      { slug: member.slug, permissions: '0', groups: [], sv: member.sessionVersion },
      session.authTime - 3600,
    );
    const stale = await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/email',
      headers: { authorization: `Bearer ${old.jwt}`, ...json },
      payload: { email: 'sso-moved-2@example.test' },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.message).toMatch(/sign in again/i);
  });
});

describe('[R2-3] a planted account gives its planter no way back in', () => {
  it('[R2-3] the reset link that first confirms an address removes the sign-ins connected before it', async () => {
    const planted = await buildUser(t, { emailConfirmed: false });
    await t.db.insert(userIdentities).values({
      userId: planted.id,
      provider: 'oidc',
      subject: `planter-${planted.id}`,
      email: null,
      profile: {},
    });
    await requestPasswordReset(t.db, t.env, planted.email);
    const { res } = await resetBy(await linkIn(planted.email, 'password_reset', '/v1/login/reset'));
    expect(res.statusCode).toBe(303);
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, planted.id))).toEqual([]);
    expect((await rowOf(planted.id)).emailConfirmedAt).not.toBeNull();
  });

  it('[R2-3] on a confirmed account a reset keeps its connected sign-ins', async () => {
    const member = await buildUser(t);
    await t.db
      .insert(userIdentities)
      .values({ userId: member.id, provider: 'oidc', subject: `own-${member.id}`, email: null, profile: {} });
    await requestPasswordReset(t.db, t.env, member.email);
    await resetBy(await linkIn(member.email, 'password_reset', '/v1/login/reset'));
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, member.id))).toHaveLength(
      1,
    );
  });
});

describe('[R2-5] every emailed link dies when the address or the password changes', () => {
  it('[R2-5] a reset link sent before an address change no longer signs in after it', async () => {
    const member = await buildUser(t);
    await requestPasswordReset(t.db, t.env, member.email);
    const reset = await linkIn(member.email, 'password_reset', '/v1/login/reset');
    const headers = await signIn(t, member);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/email',
      headers: { ...headers, ...json },
      payload: { email: 'after-change@example.test', current_password: DEFAULT_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    await confirmBy(await linkIn('after-change@example.test', 'email_confirmation', '/v1/login/confirm'));
    expect((await rowOf(member.id)).email).toBe('after-change@example.test');
    const { form, res } = await resetBy(reset);
    expect(form.status).toBe(410);
    expect(res.statusCode).not.toBe(303);
    expect((await rowOf(member.id)).passwordHash).toBe(member.passwordHash);
  });

  it('[R2-5] a pending address change dies when the password changes (settings or reset link)', async () => {
    for (const how of ['settings', 'reset'] as const) {
      const member = await buildUser(t);
      const headers = await signIn(t, member);
      const pendingAddress = `pending-${how}-${member.id}@example.test`;
      await t.app.inject({
        method: 'PATCH',
        url: '/v1/account/email',
        headers: { ...headers, ...json },
        payload: { email: pendingAddress, current_password: DEFAULT_PASSWORD },
      });
      const confirm = await linkIn(pendingAddress, 'email_confirmation', '/v1/login/confirm');
      if (how === 'settings') {
        const res = await t.app.inject({
          method: 'PATCH',
          url: '/v1/account/password',
          headers: { ...headers, ...json },
          payload: { current_password: DEFAULT_PASSWORD, password: 'another long passphrase' },
        });
        expect(res.statusCode).toBe(200);
      } else {
        await requestPasswordReset(t.db, t.env, member.email);
        const { res } = await resetBy(await linkIn(member.email, 'password_reset', '/v1/login/reset'));
        expect(res.statusCode).toBe(303);
      }
      expect([how, (await openForm(confirm)).status]).toEqual([how, 410]);
      expect([how, (await confirmBy(confirm)).statusCode]).not.toEqual([how, 200]);
      expect((await rowOf(member.id)).email).toBe(member.email);
    }
  });

  it('[R2-5] a reset link dies with a password change; sessions end with it, and the other reset links too', async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    await requestPasswordReset(t.db, t.env, member.email);
    const first = await linkIn(member.email, 'password_reset', '/v1/login/reset');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/password',
      headers: { ...headers, ...json },
      payload: { current_password: DEFAULT_PASSWORD, password: 'another long passphrase' },
    });
    expect(res.statusCode).toBe(200);
    expect((await openForm(first)).status).toBe(410);
    const old = await t.app.inject({ method: 'GET', url: '/v1/account', headers });
    expect(old.statusCode).toBe(401);
  });
});
