// Accounts at sign-in providers (user_identities): who a provider's subject is here, the first sign-in
// that creates or links a member, connecting and disconnecting from the account settings. The rules are
// in docs/decisions.md ("Single sign-on"): a provider's account is linked to an existing member only by
// an address the provider verified and the member confirmed here by link, and the member is told by email;
// an address nobody confirmed here signs nobody in (it may belong to a planted account).
import {
  DEFAULT_MEMBER_PERMISSIONS,
  Permissions,
  slugify,
  USERNAME_PATTERN,
  type Actor,
  type SsoProviderId,
} from '@reef/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { users, userIdentities } from '../../db/schema/index.js';
import { HttpError, NotFoundError, UnprocessableError, localDetail } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { emit, transaction } from '../../platform/events/bus.js';
import { isUniqueViolation } from '../../platform/lib/db-errors.js';
import { identityLinkedMail } from '../../platform/mail/templates.js';
import type { UserRow } from '../../db/rows.js';
import { enqueueAccountMail, type AccountEnv } from './accounts-service.js';
import { recordReferral } from '../users/index.js';

export type IdentityRow = typeof userIdentities.$inferSelect;

/** A sign-in the provider accepted but this site refuses; its message is shown on the sign-in page. */
export class SsoError extends HttpError {}

type Provider = { id: SsoProviderId; label: string };

/** What a provider says about the person who signed in. */
export type ExternalProfile = {
  subject: string;
  email: string | null;
  /** True only when the provider itself says it verified the address. */
  emailVerified: boolean;
  /** A handle to start the username from (preferred_username, GitHub login). */
  username: string | null;
  name: string | null;
  /** Kept on the identity for the member's settings page (no tokens). */
  profile: Record<string, unknown>;
};

export type SsoSignIn = { user: UserRow; created: boolean; linked: boolean };

const accountSettingsUrl = (env: AccountEnv) => `${env.PUBLIC_WEB_URL}/community/settings/account`;

/** The member as the audit log's actor (their own flags; groups do not matter to the log). */
const memberActor = (user: Pick<UserRow, 'id' | 'slug' | 'permissions'>): Actor => ({
  id: user.id,
  slug: user.slug,
  permissions: Permissions.from(user.permissions),
});

async function findIdentity(db: Executor, provider: SsoProviderId, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

function refuseInactive(user: UserRow): void {
  if (user.state !== 'active')
    throw new SsoError(403, 'account_disabled', msg('errors', 'account.not_active', { state: user.state }));
}

/** A free username from the provider's handle, name or address (`ada`, then `ada-2`, `ada-3`…). */
async function freeUsername(db: Executor, profile: ExternalProfile): Promise<string> {
  const seeds = [profile.username, profile.name, profile.email?.split('@')[0]];
  let base = 'member';
  for (const seed of seeds) {
    const cleaned = (seed ?? '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[^A-Za-z0-9]+/, '')
      .replace(/[-.]+$/, '')
      .slice(0, 32);
    if (USERNAME_PATTERN.test(cleaned)) {
      base = cleaned;
      break;
    }
  }
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`lower(${users.username}) = ${candidate.toLowerCase()} or ${users.slug} = ${slugify(candidate)}`,
      )
      .limit(1);
    if (!taken) return candidate;
  }
  throw new SsoError(409, 'try_again', msg('errors', 'sso.no_username'));
}

async function insertIdentity(tx: Executor, userId: number, provider: Provider, profile: ExternalProfile) {
  await tx.insert(userIdentities).values({
    userId,
    provider: provider.id,
    subject: profile.subject,
    email: profile.email,
    profile: profile.profile,
  });
}

/** Queues the "sign-in connected" email and records the audit entry of a new link. */
async function announceLink(
  tx: Executor,
  env: AccountEnv,
  user: UserRow,
  provider: Provider,
  context: { ip?: string | null },
): Promise<void> {
  await enqueueAccountMail(
    tx,
    env,
    user,
    { key: `identity_linked:${provider.id}:${user.id}:${Date.now()}`, kind: 'identity_linked' },
    (brand, footer, locale) =>
      identityLinkedMail(brand, {
        locale,
        footer,
        username: user.username,
        provider: provider.label,
        settingsUrl: accountSettingsUrl(env),
      }),
  );
  await emit(tx, {
    type: 'identity.changed',
    actor: memberActor(user),
    ip: context.ip,
    change: 'link',
    userId: user.id,
    provider: provider.id,
    summary: `${provider.label} sign-in connected`,
  });
}

const unverifiedMessage = (label: string) => msg('errors', 'sso.email_unverified', { provider: label });

const unconfirmedMessage = (label: string) => msg('errors', 'sso.email_unconfirmed', { provider: label });

/**
 * The member a provider's sign-in stands for: the one already linked to this subject; else, when the
 * provider verified the address, the member with that address if they confirmed it here (linked now, and
 * told by email; refused when unconfirmed), or a new member. A refused sign-in throws an SsoError whose message is for the person signing in.
 */
export async function signInWithIdentity(
  db: Database,
  env: AccountEnv,
  provider: Provider,
  profile: ExternalProfile,
  context: { ip?: string | null; refcode?: string },
): Promise<SsoSignIn> {
  const known = await findIdentity(db, provider.id, profile.subject);
  if (known) {
    const [user] = await db.select().from(users).where(eq(users.id, known.userId));
    refuseInactive(user!);
    await db
      .update(userIdentities)
      .set({ email: profile.email, profile: profile.profile })
      .where(eq(userIdentities.id, known.id));
    await db.update(users).set({ lastSignedInAt: new Date() }).where(eq(users.id, user!.id));
    return { user: user!, created: false, linked: false };
  }
  if (!profile.email)
    throw new SsoError(
      422,
      'email_missing',
      msg('errors', 'sso.email_missing', { provider: provider.label }),
    );
  if (!profile.emailVerified) throw new SsoError(422, 'email_unverified', unverifiedMessage(provider.label));
  const email = profile.email.toLowerCase();
  try {
    return await transaction(db, async (tx) => {
      const [existing] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (existing) {
        refuseInactive(existing);
        // Only an address its owner confirmed here (by a link sent to it) stands for the account: anyone can
        // type an address at registration, so an unconfirmed one may be a planted account, whose planter
        // could keep a way in (a password, a connected sign-in). Its owner takes it back with a reset link.
        if (existing.emailConfirmedAt === null)
          throw new SsoError(409, 'email_unconfirmed', unconfirmedMessage(provider.label));
        const [user] = await tx
          .update(users)
          .set({ lastSignedInAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning();
        await insertIdentity(tx, existing.id, provider, profile);
        await announceLink(tx, env, user!, provider, context);
        return { user: user!, created: false, linked: true };
      }
      const username = await freeUsername(tx, profile);
      const [user] = await tx
        .insert(users)
        .values({
          email,
          username,
          slug: slugify(username),
          passwordHash: null,
          firstName: profile.name?.slice(0, 100) ?? null,
          permissions: BigInt(DEFAULT_MEMBER_PERMISSIONS.bits),
          signUpIp: context.ip ?? null,
          emailConfirmedAt: new Date(),
          lastSignedInAt: new Date(),
        })
        .returning();
      if (context.refcode) await recordReferral(tx, user!.id, context.refcode);
      await insertIdentity(tx, user!.id, provider, profile);
      await emit(tx, {
        type: 'identity.changed',
        actor: memberActor(user!),
        ip: context.ip,
        change: 'register',
        userId: user!.id,
        provider: provider.id,
        summary: `Signed up with ${provider.label}`,
      });
      return { user: user!, created: true, linked: false };
    });
  } catch (error) {
    // Two first sign-ins at once: the other one created the rows.
    if (isUniqueViolation(error)) throw new SsoError(409, 'try_again', msg('errors', 'sso.overlapped'));
    throw error;
  }
}

/**
 * The username of the member a connect link names, for the page that asks them to confirm; null when
 * the member is gone.
 */
export async function connectingMemberName(db: Executor, userId: number): Promise<string | null> {
  const [member] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return member?.username ?? null;
}

/** Connects a provider's account to a signed-in member (from the account settings). */
export async function connectIdentity(
  db: Database,
  env: AccountEnv,
  provider: Provider,
  profile: ExternalProfile,
  member: { userId: number; sessionVersion: number; ip?: string | null },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, member.userId));
  // The session that asked was signed out meanwhile (password reset, sign out everywhere).
  if (!user || user.sessionVersion !== member.sessionVersion)
    throw new SsoError(401, 'session_ended', msg('errors', 'sso.session_ended'));
  refuseInactive(user);
  const known = await findIdentity(db, provider.id, profile.subject);
  if (known) {
    if (known.userId === user.id) return;
    throw new SsoError(
      409,
      'identity_taken',
      msg('errors', 'sso.identity_taken_other', { provider: provider.label }),
    );
  }
  const [same] = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, user.id), eq(userIdentities.provider, provider.id)));
  if (same)
    throw new SsoError(
      409,
      'provider_connected',
      msg('errors', 'sso.provider_connected', { provider: provider.label }),
    );
  try {
    await transaction(db, async (tx) => {
      await insertIdentity(tx, user.id, provider, profile);
      await announceLink(tx, env, user, provider, { ip: member.ip });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new SsoError(
        409,
        'identity_taken',
        msg('errors', 'sso.identity_taken', { provider: provider.label }),
      );
    throw error;
  }
}

/** The member's connected sign-in providers, oldest first. */
export function listIdentities(db: Executor, userId: number): Promise<IdentityRow[]> {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.id));
}

/** Disconnects one provider, unless it is the member's last way to sign in. */
export async function disconnectIdentity(
  db: Database,
  user: UserRow,
  identityId: number,
  origin: { actor: Actor; ip?: string | null },
): Promise<void> {
  const identities = await listIdentities(db, user.id);
  const identity = identities.find((i) => i.id === identityId);
  if (!identity) throw new NotFoundError(msg('errors', 'sso.no_such_method'));
  if (user.passwordHash === null && identities.length === 1)
    throw new UnprocessableError(msg('errors', 'sso.only_method'), [
      localDetail('id', msg('errors', 'account.details.only_method')),
    ]);
  await transaction(db, async (tx) => {
    await tx.delete(userIdentities).where(eq(userIdentities.id, identity.id));
    await emit(tx, {
      type: 'identity.changed',
      ...origin,
      change: 'unlink',
      userId: user.id,
      provider: identity.provider,
      summary: `${identity.provider} sign-in disconnected`,
    });
  });
}
