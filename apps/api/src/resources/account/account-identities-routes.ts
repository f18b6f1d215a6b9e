// /v1/account/identities: the sign-in providers connected to the member's account (single sign-on),
// connecting another one and disconnecting one. Session tokens only, like the rest of /v1/account.
import {
  accountIdentitiesResponse,
  identityConnectBody,
  identityConnectResponse,
  numericId,
  okResponse,
  type SsoProviderId,
} from '@reef/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/hook.js';
import { LINK_TICKET_PURPOSE, providersOf, seal, type LinkTicket } from '../login/index.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { gated } from '../../platform/auth/gate.js';
import { authRateLimit, errorResponses } from '../../platform/lib/route-schema.js';
import { disconnectIdentity, listIdentities } from './identities-service.js';
import { findUserBySlug } from '../users/index.js';
import type { App } from '../../platform/types.js';

/** How long the connect link handed to the settings page may wait before it is followed. */
const LINK_TICKET_TTL_SECONDS = 5 * 60;

export default async function accountIdentityRoutes(app: App): Promise<void> {
  const { db, env } = app.ctx;
  const providers = providersOf(env);
  const sensitive = { rateLimit: authRateLimit(env) };
  const labelOf = (id: SsoProviderId) => providers.get(id)?.label ?? id;

  /** The member's row, for a session token only (a custom token cannot change how its owner signs in). */
  async function sessionMember(req: FastifyRequest) {
    const user = requireUser(req);
    if (!req.token) throw new ForbiddenError(msg('errors', 'account.session_required'));
    return findUserBySlug(db, user.slug);
  }

  app.get(
    '/account/identities',
    gated(
      {
        access: 'member',
        schema: {
          summary: 'Sign-in providers connected to the account, and those that can be connected',
          response: { 200: accountIdentitiesResponse, ...errorResponses(401, 403) },
        },
      },
      async (req, _gate, reply) => {
        const row = await sessionMember(req);
        reply.header('cache-control', 'no-store');
        return {
          identities: (await listIdentities(db, row.id)).map((i) => ({
            id: i.id,
            provider: i.provider as SsoProviderId,
            label: labelOf(i.provider as SsoProviderId),
            email: i.email,
            created_at: i.createdAt.toISOString(),
          })),
          providers: [...providers.values()].map((p) => ({ id: p.id, label: p.label })),
          has_password: row.passwordHash !== null,
        };
      },
    ),
  );

  app.post(
    '/account/identities',
    gated(
      {
        access: 'member',
        config: sensitive,
        schema: {
          summary: 'Start connecting a provider: the browser is sent to the returned address',
          body: identityConnectBody,
          response: { 200: identityConnectResponse, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (req) => {
        const row = await sessionMember(req);
        if (!providers.has(req.body.provider))
          throw new NotFoundError(msg('errors', 'auth.sso_not_configured', { provider: req.body.provider }));
        // The browser cannot carry the bearer token through the provider: a sealed, short-lived ticket
        // names the member (and their session version, so a sign-out everywhere voids it).
        const ticket: LinkTicket = { uid: row.id, sv: row.sessionVersion };
        const link = await seal(env.JWT_SECRET, LINK_TICKET_PURPOSE, ticket, LINK_TICKET_TTL_SECONDS);
        return {
          url: `${env.PUBLIC_API_URL}/v1/login/sso/${req.body.provider}?${new URLSearchParams({ link }).toString()}`,
        };
      },
    ),
  );

  app.delete(
    '/account/identities/:id',
    gated(
      {
        access: 'member',
        config: sensitive,
        schema: {
          summary: 'Disconnect a provider (refused when it is the only way to sign in)',
          params: z.object({ id: numericId }),
          response: { 200: okResponse, ...errorResponses(401, 403, 404, 422, 429) },
        },
      },
      async (req, { actor }) => {
        const row = await sessionMember(req);
        await disconnectIdentity(db, row, req.params.id, { actor, ip: req.ip });
        return { ok: true as const };
      },
    ),
  );
}
