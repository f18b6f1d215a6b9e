// /v1/account: the signed-in member's account settings — their address and its confirmation, password,
// "sign out everywhere", data export, deletion, and notification email preferences. Session tokens only:
// a custom token (automation) cannot change how its owner signs in.
import {
  accountDeleteBody,
  accountEmailBody,
  accountPasswordBody,
  accountResponse,
  mailPreferences,
  mailPreferencesBody,
  okResponse,
  refreshResponse,
} from '@reef/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { gated, type SignedInActor } from '../../platform/auth/gate.js';
import { ForbiddenError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { authRateLimit, errorResponses } from '../../platform/lib/route-schema.js';
import { exportAccount } from './account-export-service.js';
import {
  changePassword,
  deleteAccount,
  pendingEmail,
  requestEmailChange,
  resendEmailConfirmation,
  signOutEverywhere,
} from './accounts-service.js';
import { loadMailPreferences, saveFrequencies } from '../mail/index.js';
import { issueToken, loadSessionUser } from '../../platform/services/sessions.js';
import { findUserBySlug } from '../users/index.js';
import type { App } from '../../platform/types.js';

export default async function accountRoutes(app: App): Promise<void> {
  const { db, env, tokens } = app.ctx;
  const cost = { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST };
  /** The member's row, for a session token only. */
  async function sessionMember(req: Pick<FastifyRequest, 'token'>, actor: SignedInActor) {
    if (!req.token) throw new ForbiddenError(msg('errors', 'account.session_required'));
    return findUserBySlug(db, actor.slug);
  }

  // Every route here loads the member of the signed-in session; the ones that send mail or check a password are
  // rate limited as sign-in is.
  const member = {
    access: 'member',
    load: (req: Pick<FastifyRequest, 'token'>, actor: SignedInActor) => sessionMember(req, actor),
  } as const;
  const limitedMember = { ...member, config: { rateLimit: authRateLimit(env) } } as const;

  async function presentAccount(row: Awaited<ReturnType<typeof sessionMember>>) {
    return {
      email: row.email,
      email_confirmed: row.emailConfirmedAt !== null,
      pending_email: await pendingEmail(db, row),
      email_undeliverable: row.emailUndeliverableAt !== null,
      has_password: row.passwordHash !== null,
      unconfirmed_rule: env.UNCONFIRMED_MEMBERS,
    };
  }

  app.get(
    '/account',
    gated(
      {
        ...member,
        schema: {
          summary: 'The member’s address, its confirmation and the unconfirmed-member rule',
          response: { 200: accountResponse, ...errorResponses(401, 403) },
        },
      },
      async (_req, { subject: row }, reply) => {
        reply.header('cache-control', 'no-store');
        return presentAccount(row);
      },
    ),
  );

  app.post(
    '/account/confirmation',
    gated(
      {
        ...limitedMember,
        schema: {
          summary: 'Send a fresh email confirmation link',
          response: { 200: okResponse, ...errorResponses(401, 403, 422, 429) },
        },
      },
      async (req, { subject: row }) => {
        await resendEmailConfirmation(db, env, row.id);
        app.ctx.mail.wake();
        return { ok: true as const };
      },
    ),
  );

  app.patch(
    '/account/email',
    gated(
      {
        ...limitedMember,
        schema: {
          summary:
            'Change the address with the current password (an account without one: a sign-in of the last 10 minutes); the new address is confirmed by email, the old one is told',
          body: accountEmailBody,
          response: { 200: accountResponse, ...errorResponses(401, 403, 409, 422, 429) },
        },
      },
      async (req, { subject: row }) => {
        const proof = {
          by: 'owner' as const,
          currentPassword: req.body.current_password,
          authTime: req.token?.authTime,
        };
        await requestEmailChange(db, env, row, req.body.email, proof, cost);
        app.ctx.mail.wake();
        return presentAccount(row);
      },
    ),
  );

  app.patch(
    '/account/password',
    gated(
      {
        ...limitedMember,
        schema: {
          summary: 'Change the password; every session is signed out and a fresh token returned',
          body: accountPasswordBody,
          response: { 200: refreshResponse, ...errorResponses(401, 403, 429) },
        },
      },
      async (req, { subject: row }) => {
        await changePassword(db, env, row, req.body.current_password, req.body.password, cost);
        app.ctx.mail.wake();
        const session = await issueToken(tokens, (await loadSessionUser(db, row.id))!);
        return { jwt: session.jwt, expiration: session.expiration };
      },
    ),
  );

  app.post(
    '/account/sign_out_everywhere',
    gated(
      {
        ...member,
        schema: {
          summary: 'Sign out every session of the account, this one included',
          response: { 200: okResponse, ...errorResponses(401, 403) },
        },
      },
      async (req, { subject: row }) => {
        await signOutEverywhere(db, row.id);
        return { ok: true as const };
      },
    ),
  );

  app.get(
    '/account/export',
    gated(
      {
        ...member,
        schema: {
          summary: 'Everything the site holds about the member, as JSON',
          response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(401, 403) },
        },
      },
      async (req, { subject: row }, reply) => {
        reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${row.slug}-data.json"`);
        return (await exportAccount(db, row.id)) ?? {};
      },
    ),
  );

  app.delete(
    '/account',
    gated(
      {
        ...limitedMember,
        schema: {
          summary: 'Delete the account; content stays, attributed to a deleted member',
          body: accountDeleteBody,
          response: { 200: okResponse, ...errorResponses(401, 403, 422, 429) },
        },
      },
      async (req, { subject: row }) => {
        await deleteAccount(db, row, req.body.current_password, req.body.confirm, cost);
        return { ok: true as const };
      },
    ),
  );

  app.get(
    '/account/notification_preferences',
    gated(
      {
        ...member,
        schema: {
          summary: 'How often each notification category is emailed',
          response: { 200: mailPreferences, ...errorResponses(401, 403) },
        },
      },
      async (req, { subject: row }, reply) => {
        reply.header('cache-control', 'no-store');
        return loadMailPreferences(db, row.id);
      },
    ),
  );

  app.patch(
    '/account/notification_preferences',
    gated(
      {
        ...member,
        schema: {
          summary: 'Set how often some categories are emailed',
          body: mailPreferencesBody,
          response: { 200: mailPreferences, ...errorResponses(401, 403) },
        },
      },
      async (req, { subject: row }) => {
        await saveFrequencies(db, row.id, req.body.preferences);
        return loadMailPreferences(db, row.id);
      },
    ),
  );
}
