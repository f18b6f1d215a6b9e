// Security round 2, the property behind #2: no sequence of admin actions lets an account end with a flag that
// no one holding it granted, and no actor takes charge of an account holding a flag they lack. fast-check draws
// sequences of actions among a few accounts with different flags and plays them over the real HTTP API
// (inject), with the emails read from the outbox: grant and revoke flags, create groups and change their
// members, change another account's address, confirm it from the actor's mailbox, reset the password from that
// mailbox and sign in, sign out everywhere, disable and enable, create custom tokens. A model records who was
// given which flag by whom. Runs: FLAG_REACH_RUNS (a few here; `npm run bench -- accounts` runs many more).
import { DEFAULT_MEMBER_PERMISSIONS, flagsBeyond, Permissions, type PermissionFlag } from '@reef/core';
import { and, desc, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index.js';
import { requestPasswordReset } from '../account/index.js';
import { loadSessionUser } from '../../platform/services/sessions.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD, signIn } from '../../test/factories.js';

const t = useTestApp({ PUBLIC_API_URL: 'http://api.test' });
const RUNS = Number(process.env.FLAG_REACH_RUNS ?? 4);

const FLAGS = [
  'MANAGE_USERS',
  'MANAGE_USER_GROUPS',
  'MANAGE_TAGS',
  'MANAGE_QUESTIONS',
  'MANAGE_CUSTOM_TOKENS',
] as const satisfies readonly PermissionFlag[];

/** The cast: an administrator, two user managers with different flags, a moderator and a member. */
const ROLES: PermissionFlag[][] = [
  ['ADMINISTRATOR'],
  ['MANAGE_USERS', 'MANAGE_USER_GROUPS', 'MANAGE_TAGS', 'MANAGE_CUSTOM_TOKENS'],
  ['MANAGE_USERS'],
  ['MANAGE_QUESTIONS', 'MANAGE_USER_GROUPS'],
  [],
];
const who = fc.integer({ min: 0, max: ROLES.length - 1 });
const flag = fc.constantFrom(...FLAGS);
const someone = fc.uniqueArray(who, { maxLength: 3 });

type Action =
  | { kind: 'grant' | 'revoke'; actor: number; target: number; flag: PermissionFlag }
  | { kind: 'group'; actor: number; flags: PermissionFlag[]; members: number[] }
  | { kind: 'regroup'; actor: number; group: number; members: number[] }
  | { kind: 'email'; actor: number; target: number }
  | { kind: 'confirm'; actor: number }
  | { kind: 'reset' | 'sign-out' | 'disable' | 'enable'; actor: number; target: number }
  | { kind: 'token'; actor: number; flags: PermissionFlag[] };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constantFrom('grant', 'revoke'), actor: who, target: who, flag }),
  fc.record({
    kind: fc.constant('group'),
    actor: who,
    flags: fc.uniqueArray(flag, { minLength: 1, maxLength: 2 }),
    members: someone,
  }),
  fc.record({ kind: fc.constant('regroup'), actor: who, group: fc.nat(3), members: someone }),
  fc.record({ kind: fc.constant('email'), actor: who, target: who }),
  fc.record({ kind: fc.constant('confirm'), actor: who }),
  fc.record({ kind: fc.constantFrom('reset', 'sign-out', 'disable', 'enable'), actor: who, target: who }),
  fc.record({ kind: fc.constant('token'), actor: who, flags: fc.uniqueArray(flag, { maxLength: 2 }) }),
);

const json = { 'content-type': 'application/json' };
let run = 0;

/** Plays one sequence; every failed expectation names the step. Returns the accounts' ids and the actors' mailboxes. */
async function play(actions: Action[]): Promise<{ ids: number[]; box: (actor: number) => string }> {
  run += 1;
  const tag = `r${process.pid}-${run}`;
  const accounts: Awaited<ReturnType<typeof buildUser>>[] = [];
  for (const flags of ROLES)
    accounts.push(await buildUser(t, { permissions: DEFAULT_MEMBER_PERMISSIONS.add(...flags) }));
  const ids = accounts.map((a) => a.id);
  const box = (actor: number) => `box-${tag}-${actor}`;
  // The model: the flags each account was given by someone holding them (its initial flags by the site).
  const granted = accounts.map((a) => Permissions.from(a.permissions));
  // Who took charge of which account's address, with what they held then, and what it was given since.
  const control = new Map<number, { actor: number; held: Permissions; since: Permissions }>();
  const groups: string[] = [];
  const effective = async (i: number) => (await loadSessionUser(t.db, ids[i]!))!.permissions;
  const as = (i: number) => signIn(t, { id: ids[i]! });
  const give = (i: number, flags: Permissions) => {
    granted[i] = granted[i]!.add(flags);
    const c = control.get(i);
    if (c) c.since = c.since.add(flags);
  };

  for (const [step, a] of actions.entries()) {
    const at = `step ${step} ${JSON.stringify(a)}`;
    const held = await effective(a.actor);
    const headers = { ...(await as(a.actor)), ...json };
    switch (a.kind) {
      case 'grant':
      case 'revoke': {
        const [row] = await t.db.select().from(users).where(eq(users.id, ids[a.target]!));
        const own = Permissions.from(row!.permissions);
        const next = a.kind === 'grant' ? own.add(a.flag) : own.remove(a.flag);
        const res = await t.app.inject({
          method: 'PATCH',
          url: `/v1/users/${row!.slug}`,
          headers,
          payload: { user: { permissions: String(next.bits) } },
        });
        if (res.statusCode === 200 && a.kind === 'grant' && !own.has(a.flag, false)) {
          expect(held.has(a.flag), `${at}: granted a flag the granter lacks`).toBe(true);
          give(a.target, Permissions.from(a.flag));
        }
        break;
      }
      case 'group':
      case 'regroup': {
        const members = a.members.map((m) => accounts[m]!.slug);
        const slug = a.kind === 'group' ? `g-${tag}-${step}` : groups[a.group % Math.max(groups.length, 1)];
        if (!slug) break;
        const res = await t.app.inject(
          a.kind === 'group'
            ? {
                method: 'POST',
                url: '/v1/user_groups',
                headers,
                payload: {
                  user_group: {
                    name: slug,
                    slug,
                    permissions: String(Permissions.from(a.flags).bits),
                    members,
                  },
                },
              }
            : {
                method: 'PATCH',
                url: `/v1/user_groups/${slug}`,
                headers,
                payload: { user_group: { members } },
              },
        );
        if (res.statusCode === 200 || res.statusCode === 201) {
          const bits = Permissions.from(BigInt((res.json() as { permissions: string }).permissions));
          expect(flagsBeyond(held, bits), `${at}: a group hands on flags its editor lacks`).toEqual([]);
          for (const m of a.members) give(m, bits);
          if (a.kind === 'group') groups.push(slug);
        }
        break;
      }
      case 'email': {
        const target = accounts[a.target]!;
        await t.app.inject({
          method: 'PATCH',
          url: `/v1/users/${target.slug}`,
          headers,
          payload: {
            user: { email: `${box(a.actor)}-${step}@example.test` },
            current_password: DEFAULT_PASSWORD,
          },
        });
        break;
      }
      case 'confirm': {
        // The actor follows the latest confirmation link that reached one of their mailboxes.
        const [mail] = await t.db
          .select()
          .from(mailOutbox)
          .where(
            and(like(mailOutbox.toAddress, `${box(a.actor)}-%`), eq(mailOutbox.kind, 'email_confirmation')),
          )
          .orderBy(desc(mailOutbox.id))
          .limit(1);
        const link = mail && /https?:\/\/\S*\/v1\/login\/confirm\S*/.exec(mail.text)?.[0];
        if (!link) break;
        const url = new URL(link);
        const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
        const fields = Object.fromEntries(
          [...page.body.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [
            m[1]!,
            m[2]!,
          ]),
        );
        if (!fields.csrf) break;
        const done = await t.app.inject({
          method: 'POST',
          url: '/v1/login/confirm',
          headers: {
            cookie: String([page.headers['set-cookie']].flat()[0]).split(';')[0]!,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams(fields).toString(),
        });
        if (done.statusCode !== 200) break;
        const [owner] = await t.db.select().from(users).where(eq(users.email, mail!.toAddress));
        const target = ids.indexOf(owner!.id);
        if (target === a.actor) break;
        // The actor reads this account's mail now: it must hold no flag they lack, even latent in a group.
        expect(
          flagsBeyond(held, await effective(target)),
          `${at}: took charge of a stronger account`,
        ).toEqual([]);
        control.set(target, { actor: a.actor, held, since: Permissions.from(0) });
        break;
      }
      case 'reset': {
        const [row] = await t.db.select().from(users).where(eq(users.id, ids[a.target]!));
        if (!row!.email.startsWith(`${box(a.actor)}-`)) break;
        await requestPasswordReset(t.db, t.env, row!.email);
        const [mail] = await t.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, row!.email), eq(mailOutbox.kind, 'password_reset')))
          .orderBy(desc(mailOutbox.id))
          .limit(1);
        const link = mail && /https?:\/\/\S*\/v1\/login\/reset\S*/.exec(mail.text)?.[0];
        if (!link) break;
        const url = new URL(link);
        const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
        const fields = Object.fromEntries(
          [...page.body.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [
            m[1]!,
            m[2]!.replace(/&amp;/g, '&'),
          ]),
        );
        if (!fields.csrf) break;
        const done = await t.app.inject({
          method: 'POST',
          url: '/v1/login/reset',
          headers: {
            cookie: String([page.headers['set-cookie']].flat()[0]).split(';')[0]!,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams({
            ...fields,
            password: 'taken over passphrase',
            password_confirmation: 'taken over passphrase',
          }).toString(),
        });
        if (done.statusCode !== 303) break;
        const jwt = new URL(String(done.headers.location)).searchParams.get('jwt');
        const session = jwt ? await t.app.ctx.tokens.verify(jwt) : null;
        expect(Number(session?.sub), at).toBe(ids[a.target]);
        // Signed in as the account: only what the actor held when they took charge, or what it was given since.
        const c = control.get(a.target);
        expect(c, `${at}: signed in as an account nobody let them take charge of`).toBeDefined();
        const allowed = c!.held.add(c!.since);
        expect(
          flagsBeyond(allowed, await effective(a.target)),
          `${at}: signed in as a stronger account`,
        ).toEqual([]);
        break;
      }
      case 'sign-out':
      case 'disable':
      case 'enable': {
        const target = accounts[a.target]!;
        const res = await t.app.inject({
          method: 'POST',
          url: `/v1/users/${target.slug}/${a.kind === 'sign-out' ? 'sign_out_everywhere' : a.kind}`,
          headers,
        });
        if (res.statusCode === 200 && a.kind === 'sign-out')
          expect(
            flagsBeyond(held, await effective(a.target)),
            `${at}: signed out a stronger account`,
          ).toEqual([]);
        break;
      }
      case 'token': {
        const flags = Permissions.from(a.flags);
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/custom_tokens',
          headers,
          payload: { custom_token: { name: `t-${tag}-${step}`, permissions: String(flags.bits) } },
        });
        if (res.statusCode === 201)
          expect(flagsBeyond(held, flags), `${at}: a token carries flags its creator lacks`).toEqual([]);
        break;
      }
    }
  }
  // Every flag an account holds now, own or through groups, was given to it by someone holding it.
  for (const [i] of accounts.entries())
    expect(
      flagsBeyond(granted[i]!, await effective(i)),
      `account ${i} holds a flag nobody holding it gave`,
    ).toEqual([]);
  return { ids, box };
}

describe('[R2-2] property: no flag is gained through someone else', () => {
  it(
    '[R2-2] no sequence of admin actions gives an account a flag no holder granted, or an actor a stronger account',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 12 }), async (actions) => {
          await play(actions);
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(120_000, RUNS * 5_000),
  );

  it('[R2-2] the takeover of the second review, step by step, ends refused', async () => {
    // A user manager re-emails a moderator to their own mailbox, confirms, and resets the password.
    const { ids, box } = await play([
      { kind: 'email', actor: 2, target: 3 },
      { kind: 'confirm', actor: 2 },
      { kind: 'reset', actor: 2, target: 3 },
      // Allowed on a plain member, and then the member is promoted by the administrator: still no sign-in as a
      // stronger account than the manager held when they took charge, unless a holder granted it since.
      { kind: 'email', actor: 2, target: 4 },
      { kind: 'grant', actor: 0, target: 4, flag: 'MANAGE_QUESTIONS' },
      { kind: 'confirm', actor: 2 },
      { kind: 'reset', actor: 2, target: 4 },
    ]);
    // This run's moderator (not any account of the property's runs, which share the database and may legitimately
    // have re-emailed a plain member to the same-shaped address) never reads mail at the manager's mailbox.
    const [moderator] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, ids[3]!));
    expect(moderator!.email.startsWith(`${box(2)}-`), moderator!.email).toBe(false);
  }, 60_000);
});
