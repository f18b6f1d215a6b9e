// Bearer custom tokens: the auth hook hands `reef_ct_…` values here instead of verifying a JWT.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { msg } from '../i18n.js';
import { resolveCustomToken } from '../services/custom-tokens.js';
import { toActor } from '../services/sessions.js';

export { isCustomTokenSecret } from '../services/custom-tokens.js';

// A custom token is not a session: it may not be exchanged for a session JWT (which would carry the
// owner's full permissions) nor "sign out".
const SESSION_ROUTES = new Set(['/v1/refresh', '/v1/logout']);

/** Signs the request in as the token's owner, with the token's (cut-down) permissions. */
export async function authenticateCustomToken(
  app: FastifyInstance,
  req: FastifyRequest,
  secret: string,
): Promise<void> {
  const user = await resolveCustomToken(app.ctx.db, secret);
  if (!user) throw new UnauthorizedError(msg('errors', 'account.custom_token_invalid'));
  if (SESSION_ROUTES.has(req.routeOptions.url ?? ''))
    throw new ForbiddenError(msg('errors', 'account.custom_token_session'));
  req.currentUser = user;
  req.actor = toActor(user);
  req.token = null;
  req.viaCustomToken = true;
}

/**
 * Owner-only account access: changing the member's own credentials or profile, and reading their
 * private data (notifications, subscriptions, views, private profile fields). A custom token carries
 * permission flags but no account scope (docs/decisions.md, "Custom tokens"), so it acts on what its
 * flags allow and never as its owner's account. Call it wherever ownership of the account, not a
 * flag, is what grants the request.
 */
export function assertAccountAccess(req: FastifyRequest): void {
  if (req.viaCustomToken) throw new ForbiddenError(msg('errors', 'tokens.own_account'));
}

/** Whether the request acts as the member's own account (a session of `userId`, not a custom token). */
export function isOwnAccount(req: FastifyRequest, userId: number): boolean {
  return !req.viaCustomToken && req.actor?.id === userId;
}
