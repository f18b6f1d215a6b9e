// Shared pieces of route schemas: documented error responses and rate-limit configs.
import { errorResponse } from '@reef/core';
import type { Env } from '../../env.js';
import { clientAddressKey } from './client-ip.js';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** Error responses a route documents (the body is always the one error shape). */
export function errorResponses(
  ...statuses: ErrorStatus[]
): Partial<Record<ErrorStatus, typeof errorResponse>> {
  return Object.fromEntries([400, ...statuses].map((s) => [s, errorResponse]));
}

/**
 * Per-client limit of sign-in and registration attempts: the client's address key (an IPv6 /64 is one client,
 * platform/lib/client-ip.ts). Failed sign-ins are also limited per account (resources/login/sign-in-limits-service.ts).
 */
export function authRateLimit(env: Env) {
  if (!env.RATE_LIMIT_ENABLED) return false as const;
  return {
    max: env.RATE_LIMIT_AUTH_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    groupId: 'auth',
    keyGenerator: (req: { ip: string }) => `auth:${clientAddressKey(req.ip)}`,
  };
}

/** Per-IP limit of image requests (GETs are otherwise not limited): every request counts, cached or not. */
export function imageRateLimit(env: Env) {
  if (!env.RATE_LIMIT_ENABLED) return false as const;
  return {
    max: env.IMAGE_RATE_LIMIT_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    groupId: 'images',
    allowList: () => false,
    keyGenerator: (req: { ip: string }) => `images:${clientAddressKey(req.ip)}`,
  };
}
