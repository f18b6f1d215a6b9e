// Single sign-on: GET /v1/login/sso/{provider} sends the browser to the provider with a fresh state,
// nonce and PKCE challenge (kept in an encrypted cookie); the provider sends it back to .../callback,
// where the code is exchanged and checked, and the member is signed in like a password sign-in
// (redirect to success_redirect with jwt and expiration). A refused sign-in shows the sign-in page
// with its reason. Connecting a provider from the account settings goes through the same two routes
// with a `link` ticket (POST /v1/account/identities).
import { randomBytes } from 'node:crypto';
import { isRefcode } from '@reef/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { renderAccountPage } from './account-pages.js';
import { sendLoginPage } from './login-form.js';
import { loginCsrfCookie } from './login-page.js';
import { allowedRedirect, withParams } from './redirects.js';
import {
  LINK_TICKET_PURPOSE,
  newFlowChecks,
  providersOf,
  seal,
  SSO_FLOW_TTL_SECONDS,
  SSO_PROVIDER_IDS,
  unseal,
  type LinkTicket,
  type SsoFlow,
} from './sso.js';
import { BadRequestError, HttpError, NotFoundError } from '../../platform/errors.js';
import { authRateLimit } from '../../platform/lib/route-schema.js';
import { connectIdentity, connectingMemberName, signInWithIdentity } from '../account/index.js';
import { consumeOnce, issueToken, loadSessionUser } from '../../platform/services/sessions.js';
import { gated } from '../../platform/auth/gate.js';
import { msg, requestLocale, say, translator, type Locale } from '../../platform/i18n.js';
import type { App } from '../../platform/types.js';

const FLOW_COOKIE = 'reef_sso_flow';
const CONFIRM_COOKIE = 'reef_sso_connect';

const providerParams = z.object({ provider: z.enum(SSO_PROVIDER_IDS) });

const startQuery = z.object({
  success_redirect: z.string().max(2000).optional(),
  error_redirect: z.string().max(2000).optional(),
  type: z.enum(['register', 'login']).default('login'),
  refcode: z.string().max(200).optional(),
  /** A ticket from POST /v1/account/identities: connect to the signed-in member. */
  link: z.string().max(4000).optional(),
  /** The connect page's value (equal to its cookie): the member clicked "Connect" on it. */
  confirm: z.string().max(100).optional(),
});

// The provider's answer: a code and the state, or an error (RFC 6749 §4.1.2); other parameters (iss,
// session_state…) are kept for openid-client to check.
const callbackQuery = z.looseObject({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

export default async function loginSsoRoutes(app: App): Promise<void> {
  const { db, env, tokens } = app.ctx;
  const providers = providersOf(env);
  const settingsUrl = `${env.PUBLIC_WEB_URL}/community/settings/account`;
  const cookie = { ...loginCsrfCookie(env), path: '/v1/login/sso', maxAge: SSO_FLOW_TTL_SECONDS };
  const callbackUrl = (id: string) => `${env.PUBLIC_API_URL}/v1/login/sso/${id}/callback`;

  function providerOf(id: (typeof SSO_PROVIDER_IDS)[number]) {
    const provider = providers.get(id);
    if (!provider) throw new NotFoundError(msg('errors', 'auth.sso_not_configured', { provider: id }));
    return provider;
  }

  /** The sign-in page again, with why this sign-in did not work. */
  function refuse(
    reply: FastifyReply,
    locale: Locale,
    flow: Partial<SsoFlow> | null,
    message: string,
    status = 400,
  ) {
    if (flow?.linkUserId) return reply.redirect(withParams(settingsUrl, { sso_error: message }), 303);
    return sendLoginPage(reply, env, {
      locale,
      type: flow?.type ?? 'login',
      success: flow?.successRedirect ?? `${env.PUBLIC_WEB_URL}/community`,
      failure: flow?.errorRedirect ?? '',
      refcode: flow?.refcode,
      error: message,
      status,
    });
  }

  app.get(
    '/login/sso/:provider',
    gated(
      {
        access: 'public',
        config: { rateLimit: authRateLimit(env) },
        schema: {
          summary: 'Start signing in with a single sign-on provider (redirects to it)',
          params: providerParams,
          querystring: startQuery,
        },
      },
      async (req, _gate, reply) => {
        const provider = providerOf(req.params.provider);
        const locale = requestLocale(req);
        const t = translator(locale);
        const q = req.query;
        const success = allowedRedirect(env, q.success_redirect, `${env.PUBLIC_WEB_URL}/community`);
        const failure = allowedRedirect(env, q.error_redirect, '');
        if (success === null || failure === null)
          throw new BadRequestError(
            msg('errors', 'auth.redirect_not_allowed', { origins: env.LOGIN_REDIRECT_ORIGINS.join(', ') }),
          );
        let link: LinkTicket | null = null;
        if (q.link) {
          link = await unseal<LinkTicket>(env.JWT_SECRET, LINK_TICKET_PURPOSE, q.link);
          if (!link)
            return reply.redirect(
              withParams(settingsUrl, { sso_error: t('login', 'sso.link_expired') }),
              303,
            );
          // Connecting goes through a page that names the account, and only a click there (carrying a
          // value this browser holds in a cookie) goes on: someone who sends a member their own connect
          // link cannot have the member's provider account connected to theirs unseen.
          const confirmed =
            typeof q.confirm === 'string' &&
            q.confirm.length > 0 &&
            q.confirm === req.cookies[CONFIRM_COOKIE];
          if (!confirmed) {
            const username = await connectingMemberName(db, link.uid);
            if (username === null)
              return reply.redirect(
                withParams(settingsUrl, { sso_error: t('login', 'sso.session_ended') }),
                303,
              );
            const confirm = randomBytes(18).toString('base64url');
            reply.setCookie(CONFIRM_COOKIE, confirm, cookie);
            const next = `/v1/login/sso/${provider.id}?${new URLSearchParams({ link: q.link, confirm }).toString()}`;
            return reply
              .header('cache-control', 'no-store')
              .header('x-frame-options', 'DENY')
              .header('referrer-policy', 'no-referrer')
              .header(
                'content-security-policy',
                "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
              )
              .type('text/html; charset=utf-8')
              .send(
                renderAccountPage({
                  locale,
                  brand: env.BRAND_NAME,
                  title: t('login', 'sso.connect_title', { provider: provider.label }),
                  paragraphs: [
                    t('login', 'sso.connect_intro', {
                      provider: provider.label,
                      brand: env.BRAND_NAME,
                      username,
                    }),
                    t('login', 'sso.not_yours'),
                  ],
                  links: [
                    {
                      href: next,
                      label: t('login', 'sso.connect_link', { provider: provider.label, username }),
                    },
                    { href: settingsUrl, label: t('login', 'sso.cancel') },
                  ],
                }),
              );
          }
          reply.clearCookie(CONFIRM_COOKIE, { ...cookie, maxAge: undefined });
        }
        const checks = newFlowChecks();
        const flow: SsoFlow = {
          ...checks,
          provider: provider.id,
          successRedirect: link ? settingsUrl : success,
          errorRedirect: failure,
          type: q.type,
          ...(isRefcode(q.refcode) ? { refcode: q.refcode } : {}),
          ...(link ? { linkUserId: link.uid, linkSessionVersion: link.sv } : {}),
        };
        let target: URL;
        try {
          target = await provider.authorizationUrl(checks, callbackUrl(provider.id));
        } catch (error) {
          req.log.warn({ err: error, provider: provider.id }, 'single sign-on provider unreachable');
          return refuse(
            reply,
            locale,
            flow,
            t('login', 'sso.unavailable', { provider: provider.label }),
            503,
          );
        }
        reply.setCookie(
          FLOW_COOKIE,
          await seal(env.JWT_SECRET, 'sso-flow', flow, SSO_FLOW_TTL_SECONDS),
          cookie,
        );
        return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
      },
    ),
  );

  app.get(
    '/login/sso/:provider/callback',
    gated(
      {
        access: 'public',
        config: { rateLimit: authRateLimit(env) },
        schema: {
          summary: 'Where the single sign-on provider sends the browser back',
          params: providerParams,
          querystring: callbackQuery,
        },
      },
      async (req, _gate, reply) => {
        const provider = providerOf(req.params.provider);
        const locale = requestLocale(req);
        const t = translator(locale);
        reply.header('cache-control', 'no-store');
        const flow = await unseal<SsoFlow>(env.JWT_SECRET, 'sso-flow', req.cookies[FLOW_COOKIE]);
        reply.clearCookie(FLOW_COOKIE, { ...cookie, maxAge: undefined });
        // No flow, another provider's, or a different state: not the sign-in this browser started.
        if (!flow || flow.provider !== provider.id || flow.state !== req.query.state)
          return refuse(reply, locale, null, t('login', 'sso.too_slow'));
        // Each state is good for one callback: a replayed answer is refused.
        if (
          !(await consumeOnce(
            db,
            `sso-state:${flow.state}`,
            new Date(Date.now() + SSO_FLOW_TTL_SECONDS * 1000),
          ))
        )
          return refuse(reply, locale, flow, t('login', 'sso.used'));
        if (req.query.error) {
          const message =
            req.query.error === 'access_denied'
              ? t('login', 'sso.cancelled', { provider: provider.label })
              : req.query.error_description
                ? t('login', 'sso.provider_failed_reason', {
                    provider: provider.label,
                    reason: req.query.error_description,
                  })
                : t('login', 'sso.provider_failed', { provider: provider.label });
          return refuse(reply, locale, flow, message);
        }
        let profile;
        try {
          profile = await provider.complete(new URL(`${env.PUBLIC_API_URL}${req.url}`), flow);
        } catch (error) {
          req.log.warn({ err: error, provider: provider.id }, 'single sign-on answer refused');
          return refuse(reply, locale, flow, t('login', 'sso.unverified', { provider: provider.label }), 502);
        }
        try {
          if (flow.linkUserId !== undefined) {
            await connectIdentity(db, env, provider, profile, {
              userId: flow.linkUserId,
              sessionVersion: flow.linkSessionVersion ?? -1,
              ip: req.ip,
            });
            app.ctx.mail.wake();
            return reply.redirect(withParams(settingsUrl, { sso_linked: provider.id }), 303);
          }
          const result = await signInWithIdentity(db, env, provider, profile, {
            ip: req.ip,
            refcode: flow.refcode,
          });
          if (result.linked) app.ctx.mail.wake();
          req.log.info(
            { userId: result.user.id, provider: provider.id, created: result.created, linked: result.linked },
            'single sign-on',
          );
          const user = await loadSessionUser(db, result.user.id);
          const token = await issueToken(tokens, user!);
          return reply.redirect(
            withParams(flow.successRedirect, { jwt: token.jwt, expiration: String(token.expiration) }),
            303,
          );
        } catch (error) {
          if (error instanceof HttpError)
            return refuse(
              reply,
              locale,
              flow,
              error.localMessage ? say(locale, error.localMessage) : error.message,
              error.statusCode,
            );
          throw error;
        }
      },
    ),
  );
}
