// Account recovery and confirmation: password reset by email, email confirmation (at registration and
// on change), password change and "sign out everywhere". Every email is enqueued in the transaction of
// the write it reports, so a write that rolls back sends nothing.
import {
  EMAIL_CONFIRMATION_TTL_HOURS,
  listTag,
  mayChangeCredentialsOf,
  objectTag,
  PASSWORD_RESET_TTL_MINUTES,
  type Actor,
} from '@reef/core';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword, type PasswordCost } from '../../platform/lib/passwords.js';
import type { Database, Executor } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { accountTokens, userIdentities, users } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import {
  ConflictError,
  ForbiddenError,
  HttpError,
  UnprocessableError,
  localDetail,
} from '../../platform/errors.js';
import { emit, transaction } from '../../platform/events/bus.js';
import {
  confirmEmailMail,
  emailChangeNoticeMail,
  passwordChangedMail,
  passwordResetMail,
  type MailBrand,
  type RenderedMail,
} from '../../platform/mail/templates.js';
import {
  consumeToken,
  countRecentTokens,
  createAccountToken,
  findUsableToken,
  requesterOf,
  retireAllTokens,
  retireTokens,
} from './account-tokens-service.js';
import { loadSessionUser, reachablePermissions } from '../../platform/services/sessions.js';
import { enqueueMail, mailBrand, unsubscribeParts } from '../mail/index.js';
import { msg, translator } from '../../platform/i18n.js';

export type AccountEnv = Pick<
  Env,
  'BRAND_NAME' | 'BRAND_LOGO_COLOR' | 'PUBLIC_WEB_URL' | 'PUBLIC_API_URL' | 'JWT_SECRET'
>;

/**
 * The footer and headers of an account email (reset, confirmation, security notices): like every email it has
 * a one-click unsubscribe (RFC 8058) and the preferences link; here they turn off all notification emails,
 * while account emails, which the member needs to get back in, keep coming, as the footer says.
 */
export function accountMailParts(env: AccountEnv, userId: number, locale = 'en') {
  const { footer, headers } = unsubscribeParts(env, userId, 'all', locale);
  const t = translator(locale);
  return {
    footer: {
      ...footer,
      note: t('mail', 'layout.account_note'),
    },
    headers,
  };
}

/**
 * Queues an account email to the member (at `to` when it goes to another address): its headers and footer are
 * the account ones, its body is rendered from the brand and that footer.
 */
export function enqueueAccountMail(
  tx: Executor,
  env: AccountEnv,
  user: Pick<UserRow, 'id' | 'email' | 'language'>,
  email: { key: string; kind: string; to?: string },
  render: (
    brand: MailBrand,
    footer: ReturnType<typeof accountMailParts>['footer'],
    locale: string,
  ) => RenderedMail,
): Promise<boolean> {
  // In the member's language (users.language), whichever address it goes to.
  const { footer, headers } = accountMailParts(env, user.id, user.language);
  return enqueueMail(tx, {
    key: email.key,
    kind: email.kind,
    userId: user.id,
    to: email.to ?? user.email,
    headers,
    mail: render(mailBrand(env), footer, user.language),
  });
}

/** Queues the "your password was changed" notice (after a reset or a change in the settings). */
async function enqueuePasswordChanged(
  tx: Executor,
  env: AccountEnv,
  user: UserRow,
  key: string,
): Promise<void> {
  await enqueueAccountMail(tx, env, user, { key, kind: 'password_changed' }, (brand, footer, locale) =>
    passwordChangedMail(brand, { locale, footer, username: user.username, resetUrl: forgotPasswordUrl(env) }),
  );
}

/** At most this many reset (or confirmation) emails per member per hour, whatever the rate limits allow. */
export const MAX_ACCOUNT_EMAILS_PER_HOUR = 5;

function link(env: AccountEnv, path: string, params: Record<string, string | undefined>): string {
  const url = new URL(`${env.PUBLIC_API_URL}${path}`);
  for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
  return url.toString();
}

/** The address of the "Forgot password?" page, for emails that say "if this was not you". */
export function forgotPasswordUrl(env: AccountEnv): string {
  return link(env, '/v1/login/forgot', {});
}

async function findActiveByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row && row.state === 'active' ? row : null;
}

/**
 * Sends a reset link when the address belongs to an active member. The caller answers the same
 * whether or not it did (no account enumeration).
 */
export async function requestPasswordReset(
  db: Database,
  env: AccountEnv,
  email: string,
  options: { successRedirect?: string } = {},
): Promise<void> {
  const user = await findActiveByEmail(db, email);
  if (!user) return;
  if ((await countRecentTokens(db, user.id, 'password_reset')) >= MAX_ACCOUNT_EMAILS_PER_HOUR) return;
  await db.transaction(async (tx) => {
    const { secret, row } = await createAccountToken(tx, {
      userId: user.id,
      purpose: 'password_reset',
      ttlMs: PASSWORD_RESET_TTL_MINUTES * 60_000,
    });
    const url = link(env, '/v1/login/reset', { token: secret, success_redirect: options.successRedirect });
    await enqueueAccountMail(
      tx,
      env,
      user,
      { key: `password_reset:${row.id}`, kind: 'password_reset' },
      (brand, footer, locale) =>
        passwordResetMail(brand, {
          locale,
          footer,
          username: user.username,
          url,
          minutes: PASSWORD_RESET_TTL_MINUTES,
        }),
    );
  });
}

/** Whether a reset link can still be used (the page shows the form only then). */
export async function isResetTokenUsable(db: Executor, secret: string): Promise<boolean> {
  return (await findUsableToken(db, 'password_reset', secret)) !== null;
}

/**
 * What every change of credentials runs, by any path (the owner's settings, a reset link, a confirmed change of
 * address started by the owner or a user manager), in the transaction of the change: every emailed link still
 * open dies (password resets, address confirmations and pending changes of address), since it was sent to, or
 * asked for, an address or a password that no longer holds. A new password also ends every session (the
 * caller may issue a fresh one to the member who changed it); a new address keeps them, since the member
 * proved both the session (password or recent sign-in) and the new address (docs/decisions.md).
 */
export async function onCredentialChange(
  tx: Executor,
  userId: number,
  change: 'email' | 'password',
): Promise<void> {
  await retireAllTokens(tx, userId);
  if (change === 'password')
    await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));
}

/** The error of a reset or confirmation link that is unknown, used or expired. */
export class ExpiredLinkError extends UnprocessableError {
  constructor(what: 'password reset' | 'confirmation') {
    super(
      msg('errors', 'account.link_expired', { kind: what === 'confirmation' ? 'confirmation' : 'reset' }),
      [localDetail('token', msg('errors', 'account.details.link_invalid'))],
    );
  }
}

/**
 * Sets a new password with a reset token: the token is used up, every session of the member is signed
 * out, every other emailed link stops working (`onCredentialChange`), and a "your password was changed" email
 * is queued. Following the emailed link also proves the member reads that mailbox, so it confirms the address;
 * on an address nobody had confirmed, the sign-ins connected before go too.
 */
export async function completePasswordReset(
  db: Database,
  env: AccountEnv,
  secret: string,
  password: string,
  cost: PasswordCost,
): Promise<UserRow> {
  const token = await findUsableToken(db, 'password_reset', secret);
  if (!token) throw new ExpiredLinkError('password reset');
  const passwordHash = await hashPassword(password, cost);
  return db.transaction(async (tx) => {
    if (!(await consumeToken(tx, token.id))) throw new ExpiredLinkError('password reset');
    const [before] = await tx
      .select({ emailConfirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, token.userId));
    // The first proof that the reader of this mailbox holds the account: sign-ins connected before it may be a
    // planter's (someone registered the address, connected their own provider account, and waited).
    if (before && before.emailConfirmedAt === null)
      await tx.delete(userIdentities).where(eq(userIdentities.userId, token.userId));
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, token.userId))
      .returning();
    if (!user || user.state !== 'active') throw new ExpiredLinkError('password reset');
    await onCredentialChange(tx, user.id, 'password');
    await enqueuePasswordChanged(tx, env, user, `password_changed:reset:${token.id}`);
    return user;
  });
}

/** Queues a confirmation link for `email` (the account's address, or the new one it is changing to). */
export async function sendEmailConfirmation(
  tx: Executor,
  env: AccountEnv,
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'language'>,
  email = user.email,
  requestedBy?: number,
): Promise<void> {
  const isChange = email.toLowerCase() !== user.email.toLowerCase();
  const { secret, row } = await createAccountToken(tx, {
    userId: user.id,
    purpose: 'email_confirmation',
    ttlMs: EMAIL_CONFIRMATION_TTL_HOURS * 3_600_000,
    email,
    requestedBy,
  });
  await enqueueAccountMail(
    tx,
    env,
    user,
    { key: `email_confirmation:${row.id}`, kind: 'email_confirmation', to: email },
    (brand, footer, locale) =>
      confirmEmailMail(brand, {
        locale,
        footer,
        username: user.username,
        url: link(env, '/v1/login/confirm', { token: secret }),
        isChange,
        hours: EMAIL_CONFIRMATION_TTL_HOURS,
      }),
  );
}

/** Sends a fresh confirmation link for the account's current address (the "resend" button). */
export async function resendEmailConfirmation(db: Database, env: AccountEnv, userId: number): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  if (user.emailConfirmedAt)
    throw new UnprocessableError(msg('errors', 'account.already_confirmed'), [
      localDetail('email', msg('errors', 'account.details.already_confirmed')),
    ]);
  if ((await countRecentTokens(db, user.id, 'email_confirmation')) >= MAX_ACCOUNT_EMAILS_PER_HOUR) {
    throw new UnprocessableError(msg('errors', 'account.too_many_confirmations'), [
      localDetail('email', msg('errors', 'account.details.too_many_requests')),
    ]);
  }
  await db.transaction((tx) => sendEmailConfirmation(tx, env, user));
}

/** Whether a confirmation link can still be used, and for which address. */
export async function findConfirmation(db: Executor, secret: string): Promise<{ email: string } | null> {
  const token = await findUsableToken(db, 'email_confirmation', secret);
  return token?.email ? { email: token.email } : null;
}

/**
 * Confirms an address with its emailed token. For a change of address this is when the change takes
 * effect (and fails with 409 if another account took the address meanwhile).
 */
export async function confirmEmail(db: Database, secret: string): Promise<UserRow> {
  const token = await findUsableToken(db, 'email_confirmation', secret);
  if (!token?.email) throw new ExpiredLinkError('confirmation');
  const email = token.email;
  // A change someone else asked for is checked again now: the account may hold more flags than when it was
  // asked for, and whoever reads the new address would sign in as it.
  const requester = requesterOf(secret);
  if (
    requester !== null &&
    requester !== token.userId &&
    !(await requesterStillMay(db, requester, token.userId))
  ) {
    await retireTokens(db, token.userId, 'email_confirmation');
    throw new ChangeNoLongerAllowedError();
  }
  return db.transaction(async (tx) => {
    if (!(await consumeToken(tx, token.id))) throw new ExpiredLinkError('confirmation');
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, token.userId));
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, token.userId)));
    if (taken)
      throw new ConflictError(msg('errors', 'account.email_in_use'), [
        localDetail('email', msg('errors', 'account.details.email_registered')),
      ]);
    const [user] = await tx
      .update(users)
      .set({
        email,
        emailConfirmedAt: new Date(),
        emailUndeliverableAt: null,
        emailUndeliverableReason: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, token.userId))
      .returning();
    // A new address: links sent to the old one (a reset) or asked for before (other changes) die with it.
    if (before && before.email.toLowerCase() !== email.toLowerCase())
      await onCredentialChange(tx, token.userId, 'email');
    else await retireTokens(tx, token.userId, 'email_confirmation');
    return user!;
  });
}

/** A change of address asked for by someone who may no longer change this account's credentials. */
export class ChangeNoLongerAllowedError extends HttpError {
  constructor() {
    super(403, 'forbidden', msg('errors', 'account.change_no_longer_allowed'), [
      localDetail('token', msg('errors', 'account.details.change_not_allowed')),
    ]);
  }
}

/**
 * Whether the member `requesterId` may still change the credentials of `userId`: active, a user manager (or
 * administrator), and holding every flag the account holds or may hold (`reachablePermissions`, checked with
 * `mayChangeCredentialsOf` of @reef/core).
 */
async function requesterStillMay(db: Executor, requesterId: number, userId: number): Promise<boolean> {
  const requester = await loadSessionUser(db, requesterId);
  if (!requester || requester.state !== 'active') return false;
  return mayChangeCredentialsOf(requester, {
    id: userId,
    permissions: await reachablePermissions(db, userId),
  });
}

/** The address a member asked to change to and has not confirmed yet. */
export async function pendingEmail(
  db: Executor,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<string | null> {
  const [row] = await db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, 'email_confirmation'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${accountTokens.id} desc`)
    .limit(1);
  return row?.email && row.email.toLowerCase() !== user.email.toLowerCase() ? row.email : null;
}

async function checkPassword(user: UserRow, currentPassword: string, cost: PasswordCost): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, currentPassword, cost))) {
    throw new ForbiddenError(msg('errors', 'account.current_password_incorrect'));
  }
}

/**
 * How recent a sign-in proves the member for a change of address when the account has no password (it signs in
 * through a provider only): the session's chain must have started this many seconds ago at most.
 */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;

/**
 * Who asks for a change of address, and their proof: the owner with their current password (or, for an account
 * without one, a sign-in of the last RECENT_SIGN_IN_SECONDS: `authTime` of their session), or someone else
 * (a user manager or administrator) whom the route allowed to change this account's credentials.
 */
export type EmailChangeProof =
  | { by: 'owner'; currentPassword?: string; authTime?: number }
  | { by: 'staff'; actor: NonNullable<Actor>; ip?: string };

async function checkOwnerProof(
  user: UserRow,
  proof: Extract<EmailChangeProof, { by: 'owner' }>,
  cost: PasswordCost,
): Promise<void> {
  if (user.passwordHash !== null) {
    if (!proof.currentPassword)
      throw new UnprocessableError(msg('errors', 'account.current_password_required'), [
        localDetail('current_password', msg('errors', 'account.details.current_password_required')),
      ]);
    return checkPassword(user, proof.currentPassword, cost);
  }
  const age = proof.authTime === undefined ? Infinity : Date.now() / 1000 - proof.authTime;
  if (!(age <= RECENT_SIGN_IN_SECONDS))
    throw new HttpError(
      403,
      'reauthentication_required',
      msg('errors', 'account.reauthentication_required', { minutes: RECENT_SIGN_IN_SECONDS / 60 }),
      [localDetail('current_password', msg('errors', 'account.details.sign_in_again'))],
    );
}

/**
 * The one way an account's address changes (the owner's settings, the profile, a user manager): the new address
 * gets a confirmation link and the old one is told; the account keeps its current, confirmed address until the
 * link is followed (`confirmEmail`, which then runs `onCredentialChange`). The owner proves themself
 * (`EmailChangeProof`); nobody's change keeps the "confirmed" mark of the old address.
 */
export async function requestEmailChange(
  db: Database,
  env: AccountEnv,
  user: UserRow,
  email: string,
  proof: EmailChangeProof,
  cost: PasswordCost,
): Promise<void> {
  if (proof.by === 'owner') await checkOwnerProof(user, proof, cost);
  if (email.toLowerCase() === user.email.toLowerCase()) {
    throw new UnprocessableError(msg('errors', 'account.email_unchanged'), [
      localDetail('email', msg('errors', 'account.details.unchanged')),
    ]);
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (taken)
    throw new ConflictError(msg('errors', 'account.exists'), [
      localDetail('email', msg('errors', 'account.details.email_registered')),
    ]);
  if ((await countRecentTokens(db, user.id, 'email_confirmation')) >= MAX_ACCOUNT_EMAILS_PER_HOUR) {
    throw new UnprocessableError(msg('errors', 'account.too_many_confirmations'), [
      localDetail('email', msg('errors', 'account.details.too_many_requests')),
    ]);
  }
  await transaction(db, async (tx) => {
    await retireTokens(tx, user.id, 'email_confirmation');
    await sendEmailConfirmation(tx, env, user, email, proof.by === 'staff' ? proof.actor.id : undefined);
    await enqueueAccountMail(
      tx,
      env,
      user,
      {
        key: `email_change_notice:${user.id}:${email.toLowerCase()}:${Date.now()}`,
        kind: 'email_change_notice',
      },
      (brand, footer, locale) =>
        emailChangeNoticeMail(brand, {
          locale,
          footer,
          username: user.username,
          newEmail: email,
          resetUrl: forgotPasswordUrl(env),
        }),
    );
    if (proof.by === 'staff')
      await emit(tx, {
        type: 'record.changed',
        actor: proof.actor,
        ip: proof.ip,
        audit: 'staff',
        action: 'user.update',
        subjectId: user.id,
        summary: 'Asked to change the email address (waits for the new address to confirm it)',
        before: { email: user.email },
        after: { pending_email: email },
      });
  });
}

/** Changes the password from the settings: every session is signed out (the caller issues a fresh one). */
export async function changePassword(
  db: Database,
  env: AccountEnv,
  user: UserRow,
  currentPassword: string,
  password: string,
  cost: PasswordCost,
): Promise<UserRow> {
  await checkPassword(user, currentPassword, cost);
  const passwordHash = await hashPassword(password, cost);
  return db.transaction(async (tx) => {
    await onCredentialChange(tx, user.id, 'password');
    const [saved] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await enqueuePasswordChanged(
      tx,
      env,
      user,
      `password_changed:settings:${user.id}:${saved!.sessionVersion}`,
    );
    return saved!;
  });
}

/** Signs out every session of the member (their current token too; the caller may issue a fresh one). */
export async function signOutEverywhere(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Deletes the account. What the member wrote stays, attributed to a deleted member (every content
 * table's author reference is set to null); their sessions, tokens, subscriptions, votes' owner link,
 * notifications, preferences and linked sign-ins go with the row.
 */
export async function deleteAccount(
  db: Database,
  user: UserRow,
  currentPassword: string,
  confirm: string,
  cost: PasswordCost,
): Promise<void> {
  if (user.passwordHash) await checkPassword(user, currentPassword, cost);
  if (confirm.trim().toLowerCase() !== user.username.toLowerCase()) {
    throw new UnprocessableError(msg('errors', 'account.type_username'), [
      localDetail('confirm', msg('errors', 'account.details.type_username', { username: user.username })),
    ]);
  }
  await transaction(db, async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    // Not audited: the entry would name a member who no longer exists.
    await emit(tx, {
      type: 'record.changed',
      actor: null,
      audit: 'never',
      action: 'account.delete',
      subjectId: user.id,
      target: { tags: [objectTag.user(user.slug), listTag.tutorials, listTag.questions, listTag.tools] },
    });
  });
}
