// Resolves the bearer token of every dynamic-API request to `req.actor`; bad tokens are refused with 401.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { msg } from '../i18n.js';
import { recordVisit, resolveToken, toActor, type SessionUser } from '../services/sessions.js';
import { authenticateCustomToken, isCustomTokenSecret } from './custom-tokens.js';

/** Installs the token hook on the root instance (so it applies to every route). */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('currentUser', null);
  app.decorateRequest('token', null);
  app.decorateRequest('viaCustomToken', false);

  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config?.isPublic) return;
    await resolveIdentity(app, req);
    enforceRouteRule(req);
  });
}

async function resolveIdentity(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  const header = req.headers.authorization;
  if (!header) return;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError(msg('errors', 'auth.bearer_format'));
  if (isCustomTokenSecret(match[1])) {
    await authenticateCustomToken(app, req, match[1]);
    return;
  }
  const token = await app.ctx.tokens.verify(match[1]);
  if (!token) throw new UnauthorizedError(msg('errors', 'auth.token_invalid'));
  const user = await resolveToken(app.ctx.db, token);
  if (!user) throw new UnauthorizedError(msg('errors', 'auth.token_revoked'));
  req.token = token;
  req.currentUser = user;
  req.actor = toActor(user);
  await recordVisit(app.ctx.db, user);
}

/** Applies the route's declared rule: anonymous → 401, a missing flag → 403. */
function enforceRouteRule(req: FastifyRequest): void {
  const rule = req.routeOptions.config?.rule;
  if (!rule || rule.auth === 'public') return;
  if (!req.currentUser) throw new UnauthorizedError();
  if (rule.auth === 'permission' && !req.currentUser.permissions.hasAny(rule.anyOf)) {
    throw new ForbiddenError(msg('errors', 'auth.needs_permission', { permissions: rule.anyOf.join(', ') }));
  }
}

/** The signed-in member, or a 401 when the request is anonymous. */
export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.currentUser) throw new UnauthorizedError();
  return req.currentUser;
}
