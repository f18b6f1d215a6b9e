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
import { msg, requestLocale, say as sayIn, sayIssue, translator, type Locale } from '../../platform/i18n.js';
import type { App } from '../../platform/types.js';

const CSRF_COOKIE = 'reef_account_csrf';
const redirectQuery = z.object({
  success_redirect: z.string().max(2000).optional(),
  lang: z.string().max(20).optional(),
});
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
        msg('errors', 'auth.redirect_not_allowed', { origins: env.LOGIN_REDIRECT_ORIGINS.join(', ') }),
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

  function forgotPage(
    locale: Locale,
    successRedirect: string,
    email = '',
    error?: string,
  ): Omit<AccountPageModel, 'brand'> {
    const t = translator(locale);
    return {
      locale,
      title: t('login', 'forgot.title'),
      paragraphs: [t('login', 'forgot.intro')],
      form: {
        action: '/v1/login/forgot',
        submit: t('login', 'forgot.submit'),
        fields: [
          { name: 'success_redirect', label: '', type: 'hidden', value: successRedirect },
          {
            name: 'email',
            label: t('login', 'page.email'),
            type: 'email',
            autocomplete: 'email',
            value: email,
          },
        ],
      },
      links: [{ href: loginHref(successRedirect), label: t('login', 'forgot.back_to_login') }],
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
      async (req, _gate, reply) =>
        send(reply, 200, forgotPage(requestLocale(req), success(req.query.success_redirect))),
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
        const locale = requestLocale(req);
        const t = translator(locale);
        if (!(await csrfOk(req.body, req.cookies)))
          return send(
            reply,
            403,
            forgotPage(locale, target, req.body.email, t('login', 'form.session_expired')),
          );
        const parsed = emailSchema.safeParse(req.body.email ?? '');
        if (!parsed.success)
          return send(
            reply,
            422,
            forgotPage(locale, target, req.body.email, t('login', 'forgot.invalid_email')),
          );
        await requestPasswordReset(db, env, parsed.data, {
          successRedirect: target === defaultSuccess ? undefined : target,
        });
        app.ctx.mail.wake();
        // The same answer whether or not an account uses the address (no account enumeration).
        return send(reply, 200, {
          locale,
          title: t('login', 'forgot.sent_title'),
          notice: t('login', 'forgot.sent_notice', {
            email: parsed.data,
            minutes: PASSWORD_RESET_TTL_MINUTES,
          }),
          paragraphs: [t('login', 'forgot.sent_hint')],
          links: [{ href: loginHref(target), label: t('login', 'forgot.back_to_login') }],
        });
      },
    ),
  );

  function resetPage(
    locale: Locale,
    token: string,
    successRedirect: string,
    error?: string,
  ): Omit<AccountPageModel, 'brand'> {
    const t = translator(locale);
    return {
      locale,
      title: t('login', 'reset.title'),
      error,
      paragraphs: [t('login', 'reset.signs_out')],
      form: {
        action: '/v1/login/reset',
        submit: t('login', 'reset.submit'),
        fields: [
          { name: 'token', label: '', type: 'hidden', value: token },
          { name: 'success_redirect', label: '', type: 'hidden', value: successRedirect },
          {
            name: 'password',
            label: t('login', 'reset.new_password'),
            type: 'password',
            autocomplete: 'new-password',
            minlength: PASSWORD_MIN_LENGTH,
            hint: t('login', 'page.password_hint', { count: PASSWORD_MIN_LENGTH }),
          },
          {
            name: 'password_confirmation',
            label: t('login', 'reset.repeat_password'),
            type: 'password',
            autocomplete: 'new-password',
            minlength: PASSWORD_MIN_LENGTH,
          },
        ],
      },
    };
  }

  function expiredResetPage(locale: Locale, successRedirect: string): Omit<AccountPageModel, 'brand'> {
    const t = translator(locale);
    return {
      locale,
      title: t('login', 'reset.expired_title'),
      error: t('login', 'reset.expired_error'),
      paragraphs: [t('login', 'reset.expired_hint')],
      links: [
        {
          href: `/v1/login/forgot?${new URLSearchParams({ success_redirect: successRedirect }).toString()}`,
          label: t('login', 'reset.new_link'),
        },
        { href: loginHref(successRedirect), label: t('login', 'forgot.back_to_login') },
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
        const locale = requestLocale(req);
        const token = req.query.token ?? '';
        if (!token || !(await isResetTokenUsable(db, token)))
          return send(reply, 410, expiredResetPage(locale, target));
        return send(reply, 200, resetPage(locale, token, target));
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
        const locale = requestLocale(req);
        const t = translator(locale);
        if (!(await csrfOk(form, req.cookies)))
          return send(reply, 403, resetPage(locale, token, target, t('login', 'form.session_expired')));
        const parsed = passwordSchema.safeParse(form.password ?? '');
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const message = issue ? sayIssue(locale, issue) : t('login', 'reset.too_short');
          return send(reply, 422, resetPage(locale, token, target, message));
        }
        if (form.password !== form.password_confirmation)
          return send(reply, 422, resetPage(locale, token, target, t('login', 'reset.mismatch')));
        let userId: number;
        try {
          userId = (await completePasswordReset(db, env, token, parsed.data, cost)).id;
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 422)
            return send(reply, 410, expiredResetPage(locale, target));
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
        if (!user) return send(reply, 410, expiredResetPage(locale, target));
        const session = await issueToken(tokens, user);
        return reply.redirect(
          withParams(target, { jwt: session.jwt, expiration: String(session.expiration) }),
          303,
        );
      },
    ),
  );

  function expiredConfirmation(locale: Locale): Omit<AccountPageModel, 'brand'> {
    const t = translator(locale);
    return {
      locale,
      title: t('login', 'reset.expired_title'),
      error: t('login', 'confirm.expired_error'),
      paragraphs: [t('login', 'confirm.expired_hint')],
      links: [
        {
          href: `${env.PUBLIC_WEB_URL}/community/settings/account`,
          label: t('login', 'confirm.account_settings'),
        },
      ],
    };
  }

  function confirmPage(locale: Locale, token: string, extra: Partial<AccountPageModel>) {
    const t = translator(locale);
    return {
      locale,
      title: t('login', 'confirm.title'),
      ...extra,
      form: {
        action: '/v1/login/confirm',
        submit: t('login', 'confirm.submit'),
        fields: [{ name: 'token', label: '', type: 'hidden' as const, value: token }],
      },
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
        const locale = requestLocale(req);
        const t = translator(locale);
        // Confirming takes a click (POST): mail scanners that open links must not use the token up.
        const pending = token ? await findConfirmation(db, token) : null;
        if (!pending) return send(reply, 410, expiredConfirmation(locale));
        return send(
          reply,
          200,
          confirmPage(locale, token, {
            paragraphs: [t('login', 'confirm.intro', { email: pending.email, brand: env.BRAND_NAME })],
          }),
        );
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
        const locale = requestLocale(req);
        const t = translator(locale);
        if (!(await csrfOk(req.body, req.cookies))) {
          return send(reply, 403, confirmPage(locale, token, { error: t('login', 'form.session_expired') }));
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
            locale,
            title: t('login', 'confirm.done_title'),
            notice: t('login', 'confirm.done_notice', { email: user.email }),
            links: [
              {
                href: `${env.PUBLIC_WEB_URL}/community`,
                label: t('login', 'confirm.go_to', { brand: env.BRAND_NAME }),
              },
            ],
          });
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 409) {
            return send(reply, 409, {
              locale,
              title: t('login', 'confirm.in_use_title'),
              error: t('login', 'confirm.in_use_error'),
              links: [
                {
                  href: `${env.PUBLIC_WEB_URL}/community/settings/account`,
                  label: t('login', 'confirm.account_settings'),
                },
              ],
            });
          }
          if (error instanceof HttpError && error.statusCode === 403)
            return send(reply, 403, {
              locale,
              title: t('login', 'confirm.not_changed_title'),
              error: error.localMessage ? sayIn(locale, error.localMessage) : error.message,
            });
          if (error instanceof HttpError && error.statusCode === 422)
            return send(reply, 410, expiredConfirmation(locale));
          throw error;
        }
      },
    ),
  );
}
