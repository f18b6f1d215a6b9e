// Bearer custom tokens: the auth hook hands `reef_ct_…` values here instead of verifying a JWT.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { resolveCustomToken } from '../services/custom-tokens.js';
import { toActor } from '../services/sessions.js';

export { isCustomTokenSecret } from '../services/custom-tokens.js';

// A custom token is not a session: it may not be exchanged for a session JWT (which would carry the
// owner's full permissions) nor "sign out".
const SESSION_ROUTES = new Set(['/v1/refresh', '/v1/logout']);

/** Signs the request in as the token's owner, with the token's (cut-down) permissions. */
export async function authenticateCustomToken(app: FastifyInstance, req: FastifyRequest, secret: string): Promise<void> {
  const user = await resolveCustomToken(app.ctx.db, secret);
  if (!user) throw new UnauthorizedError('The token is invalid, expired or revoked');
  if (SESSION_ROUTES.has(req.routeOptions.url ?? '')) throw new ForbiddenError('Custom tokens cannot refresh or end a session');
  req.currentUser = user;
  req.actor = toActor(user);
  req.token = null;
}
