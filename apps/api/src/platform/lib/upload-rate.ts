// The per-account rate of image uploads (security round 2, #7).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-ip.js';

/**
 * Per-account limit of image uploads (avatars, partner logos, any other): ONE counter for all of them, in the rate
 * limiter's store (Redis when REDIS_URL is set, so every instance counts together; this process's memory
 * otherwise). An upload route sets `config: { rateLimit: false }` (it is counted here instead of by the write limit)
 * and calls this first; over UPLOAD_RATE_LIMIT_MAX per window it throws the limiter's 429, with Retry-After.
 */
export async function takeUpload(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { env } = app.ctx;
  if (!env.RATE_LIMIT_ENABLED) return;
  let limiter = uploadLimiters.get(app.ctx);
  if (!limiter) {
    // Made once per app: every upload route of the app shares its counter.
    limiter = app.rateLimit({
      max: env.UPLOAD_RATE_LIMIT_MAX,
      timeWindow: env.RATE_LIMIT_WINDOW_MS,
      groupId: 'uploads',
      keyGenerator: (r) => (r.actor ? `uploads:user:${r.actor.id}` : `uploads:ip:${clientAddressKey(r.ip)}`),
    });
    uploadLimiters.set(app.ctx, limiter);
  }
  await limiter.call(app, req, reply);
}

const uploadLimiters = new WeakMap<object, ReturnType<FastifyInstance['rateLimit']>>();
