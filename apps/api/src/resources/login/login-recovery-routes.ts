// The account pages beside /v1/login: "Forgot password?" (/v1/login/forgot), choosing a new password
// from the emailed link (/v1/login/reset) and confirming an email address (/v1/login/confirm). Same
// style, CSRF protection and redirect allow-list as the sign-in page; every answer is no-store.
import {
  email as emailSchema,
  password as passwordSchema,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_MINUTES,
} from '@reef/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { renderAccountPage, type AccountPageModel } from './account-pages.js';
import { checkCsrf, createCsrfToken, loginCsrfCookie } from './login-page.js';
import { allowedRedirect, withParams } from './redirects.js';
import { HttpError } from '../../platform/errors.js';
import { authRateLimit } from '../../platform/lib/route-schema.js';
import {
  completePasswordReset,
  confirmEmail,
  findConfirmation,
  isResetTokenUsable,
  requestPasswordReset,
} from '../account/index.js';
import { consumeOnce, issueToken, loadSessionUser } from '../../platform/services/sessions.js';
import { gated } from '../../platform/auth/gate.js';
import type { App } from '../../platform/types.js';

const CSRF_COOKIE = 'reef_account_csrf';
const redirectQuery = z.object({ success_redirect: z.string().max(2000).optional() });
const tokenQuery = redirectQuery.extend({ token: z.string().max(200).optional() });
const forgotForm = z.object({
  csrf: z.string().max(200).optional(),
  email: z.string().max(500).optional(),
  success_redirect: z.string().max(2000).optional(),
});
const resetForm = forgotForm.omit({ email: true }).extend({
  token: z.string().max(200).optional(),
  password: z.string().max(500).optional(),
  password_confirmation: z.string().max(500).optional(),
});
const confirmForm = z.object({ csrf: z.string().max(200).optional(), token: z.string().max(200).optional() });

export default async function loginRecoveryRoutes(app: App): Promise<void> {
  const { db, env, tokens } = app.ctx;
  const cost = { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST };
  const defaultSuccess = `${env.PUBLIC_WEB_URL}/community`;
  const csrfCookie = loginCsrfCookie(env);

  function success(value: string | undefined): string {
    const target = allowedRedirect(env, value, defaultSuccess);
    if (!target)
      throw new HttpError(
        400,
        'redirect_not_allowed',
        `Redirects are only allowed to: ${env.LOGIN_REDIRECT_ORIGINS.join(', ')}`,
      );
    return target;
  }

  function loginHref(successRedirect: string): string {
    return `/v1/login?${new URLSearchParams({ type: 'login', success_redirect: successRedirect }).toString()}`;
  }

  /** Sends a page with a fresh CSRF token (when it has a form) and the sign-in page's headers. */
  function send(reply: FastifyReply, status: number, model: Omit<AccountPageModel, 'brand'>) {
    if (model.form) {
      const csrf = createCsrfToken(env.JWT_SECRET);
      reply.setCookie(CSRF_COOKIE, csrf, csrfCookie);
      model = { ...model, form: { ...model.form, csrf } };
    }
    const formAction = ["'self'", ...env.LOGIN_REDIRECT_ORIGINS].join(' ');
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(renderAccountPage({ brand: env.BRAND_NAME, ...model }));
  }

  /** The sign-in page's CSRF rule: a signed pair of form and cookie, unexpired, good for one post. */
  async function csrfOk(
    form: { csrf?: string },
    cookies: Record<string, string | undefined>,
  ): Promise<boolean> {
    const csrf = checkCsrf(env.JWT_SECRET, form.csrf, cookies[CSRF_COOKIE]);
    return csrf !== null && (await consumeOnce(db, `account-csrf:${csrf.nonce}`, csrf.expiresAt));
  }

  function forgotPage(successRedirect: string, email = '', error?: string): Omit<AccountPageModel, 'brand'> {
    return {
      title: 'Reset your password',
      paragraphs: [
        'Enter the email address of your account and we will send you a link to choose a new password.',
      ],
      form: {
        action: '/v1/login/forgot',
        submit: 'Send reset link',
        fields: [
          { name: 'success_redirect', label: '', type: 'hidden', value: successRedirect },
          { name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email },
        ],
      },
      links: [{ href: loginHref(successRedirect), label: 'Back to log in' }],
      error,
    };
  }

  app.get(
    '/login/forgot',
    gated(
      {
        access: 'public',
        schema: { tags: ['session'], summary: '"Forgot password?" page (HTML)', querystring: redirectQuery },
      },
      async (req, _gate, reply) => send(reply, 200, forgotPage(success(req.query.success_redirect))),
    ),
  );

  app.post(
    '/login/forgot',
    gated(
      {
        access: 'public',
        config: { rateLimit: authRateLimit(env) },
        schema: {
          summary: 'Ask for a password reset link by email (HTML form)',
          consumes: ['application/x-www-form-urlencoded'],
          body: forgotForm,
        },
      },
      async (req, _gate, reply) => {
        const target = success(req.body.success_redirect);
        if (!(await csrfOk(req.body, req.cookies)))
          return send(
            reply,
            403,
            forgotPage(target, req.body.email, 'Your session expired. Please try again.'),
          );
        const parsed = emailSchema.safeParse(req.body.email ?? '');
        if (!parsed.success)
          return send(reply, 422, forgotPage(target, req.body.email, 'Enter a valid email address.'));
        await requestPasswordReset(db, env, parsed.data, {
          successRedirect: target === defaultSuccess ? undefined : target,
        });
        app.ctx.mail.wake();
        // The same answer whether or not an account uses the address (no account enumeration).
        return send(reply, 200, {
          title: 'Check your email',
          notice: `If an account uses ${parsed.data}, we sent it a link to choose a new password. The link expires in ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
          paragraphs: ['No email? Check your spam folder, or ask again in a few minutes.'],
          links: [{ href: loginHref(target), label: 'Back to log in' }],
        });
      },
    ),
  );

  function resetPage(
    token: string,
    successRedirect: string,
    error?: string,
  ): Omit<AccountPageModel, 'brand'> {
    return {
      title: 'Choose a new password',
      error,
      paragraphs: ['Every other session of your account will be signed out.'],
      form: {
        action: '/v1/login/reset',
        submit: 'Set new password',
        fields: [
          { name: 'token', label: '', type: 'hidden', value: token },
          { name: 'success_redirect', label: '', type: 'hidden', value: successRedirect },
          {
            name: 'password',
            label: 'New password',
            type: 'password',
            autocomplete: 'new-password',
            minlength: PASSWORD_MIN_LENGTH,
            hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
          },
          {
            name: 'password_confirmation',
            label: 'Repeat the new password',
            type: 'password',
            autocomplete: 'new-password',
            minlength: PASSWORD_MIN_LENGTH,
          },
        ],
      },
    };
  }

  function expiredResetPage(successRedirect: string): Omit<AccountPageModel, 'brand'> {
    return {
      title: 'This link has expired',
      error: 'This password reset link is invalid, was already used or has expired.',
      paragraphs: ['Ask for a new link: it is valid for one hour and works once.'],
      links: [
        {
          href: `/v1/login/forgot?${new URLSearchParams({ success_redirect: successRedirect }).toString()}`,
          label: 'Send a new reset link',
        },
        { href: loginHref(successRedirect), label: 'Back to log in' },
      ],
    };
  }

  app.get(
    '/login/reset',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Choose a new password from the emailed link (HTML)',
          querystring: tokenQuery,
        },
      },
      async (req, _gate, reply) => {
        const target = success(req.query.success_redirect);
        const token = req.query.token ?? '';
        if (!token || !(await isResetTokenUsable(db, token)))
          return send(reply, 410, expiredResetPage(target));
        return send(reply, 200, resetPage(token, target));
      },
    ),
  );

  app.post(
    '/login/reset',
    gated(
      {
        access: 'public',
        config: { rateLimit: authRateLimit(env) },
        schema: {
          summary: 'Set the new password (HTML form); signs in and redirects',
          consumes: ['application/x-www-form-urlencoded'],
          body: resetForm,
        },
      },
      async (req, _gate, reply) => {
        const form = req.body;
        const target = success(form.success_redirect);
        const token = form.token ?? '';
        if (!(await csrfOk(form, req.cookies)))
          return send(reply, 403, resetPage(token, target, 'Your session expired. Please try again.'));
        const parsed = passwordSchema.safeParse(form.password ?? '');
        if (!parsed.success)
          return send(
            reply,
            422,
            resetPage(token, target, parsed.error.issues[0]?.message ?? 'Choose a longer password.'),
          );
        if (form.password !== form.password_confirmation)
          return send(reply, 422, resetPage(token, target, 'The two passwords do not match.'));
        let userId: number;
        try {
          userId = (await completePasswordReset(db, env, token, parsed.data, cost)).id;
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 422)
            return send(reply, 410, expiredResetPage(target));
          throw error;
        }
        app.ctx.mail.wake();
        reply.clearCookie(CSRF_COOKIE, {
          path: '/v1/login',
          secure: csrfCookie.secure,
          httpOnly: true,
          sameSite: 'lax',
        });
        const user = await loadSessionUser(db, userId);
        if (!user) return send(reply, 410, expiredResetPage(target));
        const session = await issueToken(tokens, user);
        return reply.redirect(
          withParams(target, { jwt: session.jwt, expiration: String(session.expiration) }),
          303,
        );
      },
    ),
  );

  function expiredConfirmation(): Omit<AccountPageModel, 'brand'> {
    return {
      title: 'This link has expired',
      error: 'This confirmation link is invalid, was already used or has expired.',
      paragraphs: ['Sign in and ask for a new confirmation email from your account settings.'],
      links: [{ href: `${env.PUBLIC_WEB_URL}/community/settings/account`, label: 'Account settings' }],
    };
  }

  app.get(
    '/login/confirm',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'Confirm an email address from the emailed link (HTML)',
          querystring: tokenQuery,
        },
      },
      async (req, _gate, reply) => {
        const token = req.query.token ?? '';
        // Confirming takes a click (POST): mail scanners that open links must not use the token up.
        const pending = token ? await findConfirmation(db, token) : null;
        if (!pending) return send(reply, 410, expiredConfirmation());
        return send(reply, 200, {
          title: 'Confirm your email address',
          paragraphs: [
            `Confirm that ${pending.email} is the email address of your ${env.BRAND_NAME} account.`,
          ],
          form: {
            action: '/v1/login/confirm',
            submit: 'Confirm my email address',
            fields: [{ name: 'token', label: '', type: 'hidden', value: token }],
          },
        });
      },
    ),
  );

  app.post(
    '/login/confirm',
    gated(
      {
        access: 'public',
        config: { rateLimit: authRateLimit(env) },
        schema: {
          summary: 'Confirm the email address (HTML form)',
          consumes: ['application/x-www-form-urlencoded'],
          body: confirmForm,
        },
      },
      async (req, _gate, reply) => {
        const token = req.body.token ?? '';
        if (!(await csrfOk(req.body, req.cookies))) {
          return send(reply, 403, {
            title: 'Confirm your email address',
            error: 'Your session expired. Please try again.',
            form: {
              action: '/v1/login/confirm',
              submit: 'Confirm my email address',
              fields: [{ name: 'token', label: '', type: 'hidden', value: token }],
            },
          });
        }
        try {
          const user = await confirmEmail(db, token);
          reply.clearCookie(CSRF_COOKIE, {
            path: '/v1/login',
            secure: csrfCookie.secure,
            httpOnly: true,
            sameSite: 'lax',
          });
          return send(reply, 200, {
            title: 'Email address confirmed',
            notice: `Thank you: ${user.email} is confirmed.`,
            links: [{ href: `${env.PUBLIC_WEB_URL}/community`, label: `Go to ${env.BRAND_NAME}` }],
          });
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 409) {
            return send(reply, 409, {
              title: 'Address already in use',
              error: 'Another account uses this email address now, so it cannot be confirmed for yours.',
              links: [
                { href: `${env.PUBLIC_WEB_URL}/community/settings/account`, label: 'Account settings' },
              ],
            });
          }
          if (error instanceof HttpError && error.statusCode === 403)
            return send(reply, 403, { title: 'Address not changed', error: error.message });
          if (error instanceof HttpError && error.statusCode === 422)
            return send(reply, 410, expiredConfirmation());
          throw error;
        }
      },
    ),
  );
}
