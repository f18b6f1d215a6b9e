// GET/POST /v1/login: the sign-in and registration page. Success redirects to success_redirect with
// jwt and expiration; failure to error_redirect with a reason — only to allow-listed origins.
import { isRefcode, loginBody, registerBody } from '@reef/core';
import { z } from 'zod';
import { LOGIN_CSRF_COOKIE, sendLoginPage, signInGuardOf, type LoginFormInput } from './login-form.js';
import { checkCsrf, loginCsrfCookie } from './login-page.js';
import { allowedRedirect as allowedRedirectFor, withParams } from './redirects.js';
import { HttpError } from '../../platform/errors.js';
import { authRateLimit } from '../../platform/lib/route-schema.js';
import { consumeOnce, issueToken, loadSessionUser } from '../../platform/services/sessions.js';
import { authenticate, registerUser } from '../users/index.js';
import { sendEmailConfirmation } from '../account/index.js';
import { gated } from '../../platform/auth/gate.js';
import { isLocale, msg, requestLocale, say as sayIn, sayIssue, translator } from '../../platform/i18n.js';
import type { App } from '../../platform/types.js';

const CSRF_COOKIE = LOGIN_CSRF_COOKIE;

const pageQuery = z.object({
  success_redirect: z.string().max(2000).optional(),
  error_redirect: z.string().max(2000).optional(),
  type: z.enum(['register', 'login']).default('register'),
  refcode: z.string().max(200).optional(),
  /** The page's language, when the visitor picked one (else the member's or the browser's). */
  lang: z.string().max(20).optional(),
});

const formBody = z.object({
  csrf: z.string().max(200).optional(),
  type: z.enum(['register', 'login']).default('login'),
  success_redirect: z.string().max(2000).optional(),
  error_redirect: z.string().max(2000).optional(),
  email: z.string().max(500).optional(),
  username: z.string().max(200).optional(),
  password: z.string().max(500).optional(),
  refcode: z.string().max(200).optional(),
  lang: z.string().max(20).optional(),
});

/** Refusals shown on the form itself rather than sent to error_redirect. */
const FORM_FIXABLE = new Set([
  'invalid_csrf',
  'invalid_input',
  'invalid_credentials',
  'check_email',
  'account_exists',
  'too_many_requests',
  'account_locked',
]);

/** The first message of each form field among validation issues or error details (others are left out). */
function fieldErrorsOf(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
): LoginFormInput['fieldErrors'] {
  const out: NonNullable<LoginFormInput['fieldErrors']> = {};
  for (const issue of issues) {
    const name = String(Array.isArray(issue.path) ? issue.path[0] : issue.path);
    if ((name === 'email' || name === 'username' || name === 'password') && !out[name])
      out[name] = issue.message;
  }
  return Object.keys(out).length ? out : undefined;
}

export default async function loginRoutes(app: App): Promise<void> {
  const { db, env, tokens } = app.ctx;
  const signInGuard = signInGuardOf(app);
  const cost = { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST };

  /** The redirect target if its origin is allowed; otherwise null (no open redirects). */
  const allowedRedirect = (value: string | undefined, fallback: string | null) =>
    allowedRedirectFor(env, value, fallback);

  function badRedirect(): never {
    throw new HttpError(
      400,
      'redirect_not_allowed',
      msg('errors', 'auth.redirect_not_allowed', { origins: env.LOGIN_REDIRECT_ORIGINS.join(', ') }),
    );
  }

  const defaultSuccess = `${env.PUBLIC_WEB_URL}/community`;

  const csrfCookie = loginCsrfCookie(env);

  app.get(
    '/login',
    gated(
      {
        access: 'public',
        schema: {
          tags: ['session'],
          summary: 'Sign-in and registration page (HTML)',
          querystring: pageQuery,
        },
      },
      async (req, _gate, reply) => {
        const success = allowedRedirect(req.query.success_redirect, defaultSuccess) ?? badRedirect();
        const failure = allowedRedirect(req.query.error_redirect, '') ?? badRedirect();
        // A malformed refcode is ignored rather than refused: it must never stop a sign-in.
        const refcode = isRefcode(req.query.refcode) ? req.query.refcode : undefined;
        return sendLoginPage(reply, env, {
          locale: requestLocale(req),
          lang: isLocale(req.query.lang) ? req.query.lang : undefined,
          type: req.query.type,
          success,
          failure,
          refcode,
        });
      },
    ),
  );

  app.post(
    '/login',
    gated(
      {
        access: 'public',
        config: { rateLimit: authRateLimit(env) },
        schema: {
          summary: 'Submit the sign-in or registration form',
          consumes: ['application/x-www-form-urlencoded'],
          body: formBody,
        },
      },
      async (req, _gate, reply) => {
        const form = req.body;
        // The form carries the language it was shown in, so its answer is in the same one.
        const locale = isLocale(form.lang) ? form.lang : requestLocale(req);
        const t = translator(locale);
        const say = (error: HttpError) =>
          error.localMessage ? sayIn(locale, error.localMessage) : error.message;
        const success = allowedRedirect(form.success_redirect, defaultSuccess) ?? badRedirect();
        const failure = allowedRedirect(form.error_redirect, '') ?? badRedirect();

        // A refusal the member can fix on the form (a field, the password, an expired form) comes back on the form,
        // with what was typed (never the password) and the reason at the field; one it cannot fix there (a
        // disabled account) goes to error_redirect with its reason, as the spec says (docs/decisions.md).
        const fail = (code: string, message: string, fieldErrors?: LoginFormInput['fieldErrors']) => {
          if (failure && !FORM_FIXABLE.has(code))
            return reply.redirect(withParams(failure, { error: code, message, type: form.type }), 303);
          return sendLoginPage(reply, env, {
            locale,
            type: form.type,
            success,
            failure,
            refcode: isRefcode(form.refcode) ? form.refcode : undefined,
            error: fieldErrors ? undefined : message,
            fieldErrors,
            values: { email: form.email, username: form.username },
            status:
              code === 'invalid_csrf'
                ? 403
                : code === 'account_locked' || code === 'too_many_requests'
                  ? 429
                  : 422,
          });
        };

        // A form is good for LOGIN_CSRF_TTL_SECONDS and for one post: a replayed pair is refused.
        const csrf = checkCsrf(env.JWT_SECRET, form.csrf, req.cookies[CSRF_COOKIE]);
        if (!csrf || !(await consumeOnce(db, `login-csrf:${csrf.nonce}`, csrf.expiresAt))) {
          return fail('invalid_csrf', t('login', 'form.session_expired'));
        }
        try {
          let userId: number;
          if (form.type === 'register') {
            const parsed = registerBody.safeParse({
              email: form.email ?? '',
              username: form.username ?? '',
              password: form.password ?? '',
            });
            if (!parsed.success) {
              const issues = parsed.error.issues.map((i) => ({ ...i, message: sayIssue(locale, i) }));
              return fail(
                'invalid_input',
                issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
                fieldErrorsOf(issues),
              );
            }
            const refcode = isRefcode(form.refcode) ? form.refcode : undefined;
            userId = (
              await registerUser(
                db,
                { ...parsed.data, ip: req.ip, refcode, language: locale },
                cost,
                (tx, row) => sendEmailConfirmation(tx, env, row),
              )
            ).id;
            app.ctx.mail.wake();
          } else {
            const parsed = loginBody.safeParse({ email: form.email ?? '', password: form.password ?? '' });
            if (!parsed.success) return fail('invalid_input', t('login', 'form.enter_email_password'));
            userId = (
              await signInGuard.run(parsed.data.email, () =>
                authenticate(db, parsed.data.email, parsed.data.password, cost),
              )
            ).id;
          }
          const user = (await loadSessionUser(db, userId))!;
          const token = await issueToken(tokens, user);
          reply.clearCookie(CSRF_COOKIE, {
            path: '/v1/login',
            secure: csrfCookie.secure,
            httpOnly: true,
            sameSite: 'lax',
          });
          return reply.redirect(
            withParams(success, { jwt: token.jwt, expiration: String(token.expiration) }),
            303,
          );
        } catch (error) {
          if (error instanceof HttpError) {
            // A taken email is "check_email", never "this address has an account" (docs/decisions.md).
            const emailTaken =
              error.statusCode === 409 && (error.details ?? []).some((d) => d.path === 'email');
            const code = emailTaken
              ? 'check_email'
              : error.statusCode === 409
                ? 'account_exists'
                : error.statusCode === 401
                  ? 'invalid_credentials'
                  : error.statusCode === 403
                    ? 'account_disabled'
                    : error.code;
            const details = (error.details ?? []).map((d) => ({
              path: d.path,
              message: d.localMessage ? sayIn(locale, d.localMessage) : d.message,
            }));
            const detail = details.map((d) => d.message).join('; ');
            // A taken username is said at its field; a taken email never is (it would tell that the address has an
            // account): its message is the neutral one the API gives.
            const atFields = code === 'account_exists' ? fieldErrorsOf(details) : undefined;
            return fail(code, detail || say(error), atFields);
          }
          throw error;
        }
      },
    ),
  );
}
