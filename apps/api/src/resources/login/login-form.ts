// Sends the sign-in and registration page with a fresh single-use CSRF pair, its security headers and
// the links around the form (switch, "Forgot password?", single sign-on): the page of GET /v1/login and
// of a single sign-on that failed (its message shown above the form).
import type { FastifyReply } from 'fastify';
import type { Env } from '../../env.js';
import { createAttemptStore } from '../../platform/lib/rate-limit.js';
import { closeRedis, connectRedis } from '../../platform/lib/redis.js';
import { createSignInGuard, type SignInGuard } from './sign-in-limits-service.js';
import type { App, AppContext } from '../../platform/types.js';
import { createCsrfToken, loginCsrfCookie, renderLoginPage, type LoginPageModel } from './login-page.js';
import { providersOf } from './sso.js';

export const LOGIN_CSRF_COOKIE = 'reef_login_csrf';

export type LoginFormInput = {
  /** The page's language (see `requestLocale`). */
  locale?: string;
  /** A language the visitor picked with `?lang=`: the page's links keep it. */
  lang?: string;
  type: 'login' | 'register';
  success: string;
  failure: string;
  refcode?: string;
  error?: string;
  /** Messages at the fields the server refused, with what was typed (never the password). */
  fieldErrors?: LoginPageModel['fieldErrors'];
  values?: LoginPageModel['values'];
  status?: number;
};

/** The start of a single sign-on with this provider, carrying the page's redirects and refcode. */
export function ssoStartHref(
  providerId: string,
  input: Pick<LoginFormInput, 'type' | 'success' | 'failure' | 'refcode'>,
): string {
  return `/v1/login/sso/${providerId}?${new URLSearchParams({
    success_redirect: input.success,
    error_redirect: input.failure,
    type: input.type,
    ...(input.refcode ? { refcode: input.refcode } : {}),
  }).toString()}`;
}

export function sendLoginPage(reply: FastifyReply, env: Env, input: LoginFormInput): FastifyReply {
  const { type, success, failure, refcode } = input;
  const csrf = createCsrfToken(env.JWT_SECRET);
  reply.setCookie(LOGIN_CSRF_COOKIE, csrf, loginCsrfCookie(env));
  const other = type === 'register' ? 'login' : 'register';
  const lang: Record<string, string> = input.lang ? { lang: input.lang } : {};
  const switchHref = `/v1/login?${new URLSearchParams({ success_redirect: success, error_redirect: failure, type: other, ...(refcode ? { refcode } : {}), ...lang }).toString()}`;
  const forgotHref = `/v1/login/forgot?${new URLSearchParams({ success_redirect: success, ...lang }).toString()}`;
  // The form posts here and is then redirected to the site: browsers apply form-action to that redirect too,
  // so the allow-listed origins must be in it (and nothing else).
  const formAction = ["'self'", ...env.LOGIN_REDIRECT_ORIGINS].join(' ');
  return reply
    .code(input.status ?? 200)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(
      renderLoginPage({
        locale: input.locale,
        brand: env.BRAND_NAME,
        type,
        action: '/v1/login',
        csrf,
        successRedirect: success,
        errorRedirect: failure,
        switchHref,
        refcode,
        forgotHref,
        error: input.error,
        fieldErrors: input.fieldErrors,
        values: input.values,
        home: { href: env.PUBLIC_WEB_URL, color: env.BRAND_LOGO_COLOR },
        providers: [...providersOf(env).values()].map((p) => ({
          label: p.label,
          href: ssoStartHref(p.id, input),
        })),
      }),
    );
}

const guards = new WeakMap<AppContext, SignInGuard>();

/**
 * The per-account limit of failed sign-ins of this app (resources/login/sign-in-limits-service.ts), shared by the sign-in form
 * and the JSON sign-in route; its counters are in Redis with REDIS_URL (its own connection, closed with the app),
 * in the database otherwise. Call it while the routes register.
 */
export function signInGuardOf(app: App): SignInGuard {
  const known = guards.get(app.ctx);
  if (known) return known;
  const { db, env } = app.ctx;
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : null;
  if (redis) {
    redis.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'redis connection error (sign-in limits)'),
    );
    app.addHook('onClose', async () => closeRedis(redis));
  }
  const guard = createSignInGuard({
    db,
    env,
    store: createAttemptStore(db, redis, env.REDIS_KEY_PREFIX),
    onMailQueued: () => app.ctx.mail.wake(),
  });
  guards.set(app.ctx, guard);
  return guard;
}
