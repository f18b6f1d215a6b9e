// Session: JSON registration and sign-in for programs, refresh, logout and the header payload.
import {
  headerResponse,
  loginBody,
  okResponse,
  refreshResponse,
  registerBody,
  sessionResponse,
  showsAdminBar,
} from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import { signInGuardOf } from '../login/index.js';
import { authRateLimit, errorResponses } from '../../platform/lib/route-schema.js';
import { presentUser } from '../../platform/services/users-presenter.js';
import { countUnread, authenticate, findUserBySlug, registerUser } from '../users/index.js';
import { UnauthorizedError } from '../../platform/errors.js';
import {
  issueToken,
  loadSessionUser,
  refreshToken,
  revokeToken,
  toActor,
} from '../../platform/services/sessions.js';
import { sendEmailConfirmation } from '../account/index.js';
import type { App } from '../../platform/types.js';
import { requestLocale } from '../../platform/i18n.js';

export default async function authRoutes(app: App): Promise<void> {
  const { db, env, tokens } = app.ctx;
  const cost = { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST };
  const signInGuard = signInGuardOf(app);

  async function session(userId: number) {
    const user = (await loadSessionUser(db, userId))!;
    const token = await issueToken(tokens, user);
    return { token, user };
  }

  app.post(
    '/auth/register',
    gated(
      {
        access: 'public',
        config: { rateLimit: authRateLimit(env) },
        schema: {
          summary: 'Create an account and sign in',
          body: registerBody,
          response: { 201: sessionResponse, ...errorResponses(409, 429) },
        },
      },
      async (req, _gate, reply) => {
        const row = await registerUser(
          db,
          { ...req.body, ip: req.ip, language: requestLocale(req) },
          cost,
          (tx, row) => sendEmailConfirmation(tx, env, row),
        );
        app.ctx.mail.wake();
        const { token, user } = await session(row.id);
        return reply.code(201).send({
          jwt: token.jwt,
          expiration: token.expiration,
          user: presentUser(row, { actor: toActor(user), session: user }),
        });
      },
    ),
  );

  app.post(
    '/auth/login',
    gated(
      {
        access: 'public',
        config: { rateLimit: authRateLimit(env) },
        schema: {
          summary: 'Sign in with email and password',
          body: loginBody,
          response: { 200: sessionResponse, ...errorResponses(401, 403, 429) },
        },
      },
      async (req) => {
        const row = await signInGuard.run(req.body.email, () =>
          authenticate(db, req.body.email, req.body.password, cost),
        );
        const { token, user } = await session(row.id);
        return {
          jwt: token.jwt,
          expiration: token.expiration,
          user: presentUser(row, { actor: toActor(user), session: user }),
        };
      },
    ),
  );

  app.post(
    '/refresh',
    gated(
      {
        access: 'member',
        schema: {
          summary: 'Exchange the token for a fresh one',
          response: { 200: refreshResponse, ...errorResponses(401) },
        },
      },
      async (req, { user }) => {
        const token = await refreshToken(db, tokens, user, req.token!);
        if (!token)
          throw new UnauthorizedError(
            'The token was already refreshed or the session is too old; sign in again',
          );
        return { jwt: token.jwt, expiration: token.expiration };
      },
    ),
  );

  app.post(
    '/logout',
    gated(
      {
        access: 'member',
        schema: {
          summary: 'Revoke the token',
          response: { 200: okResponse, ...errorResponses(401) },
        },
      },
      async (req, _gate) => {
        await revokeToken(db, req.token!);
        return { ok: true as const };
      },
    ),
  );

  app.post(
    '/header',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'What the site header shows for the current visitor',
          response: { 200: headerResponse },
        },
      },
      async (req) => {
        const current = req.currentUser;
        if (!current) return { user: null, unread_notifications_count: 0, show_admin_bar: false };
        const row = await findUserBySlug(db, current.slug);
        return {
          // A custom token has no account scope: no private profile fields, no notification count.
          user: presentUser(row, { actor: req.actor, session: current, isSelf: !req.viaCustomToken }),
          unread_notifications_count: req.viaCustomToken ? 0 : await countUnread(db, current.id),
          show_admin_bar: showsAdminBar(current.permissions),
        };
      },
    ),
  );
}
