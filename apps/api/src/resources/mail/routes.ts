// /v1/mail/unsubscribe: the one-click unsubscribe of every notification email (RFC 8058: the mail
// client POSTs `List-Unsubscribe=One-Click`; a person who opens the link gets a page with a button, so a
// link scanner never unsubscribes anyone). /v1/mail/events: the mail provider reports a bounce or a
// complaint, and nothing more is sent to that address.
import {
  mailEventBody,
  NOTIFICATION_CATEGORIES,
  okResponse,
  unsubscribeQuery,
  type NotificationCategory,
} from '@reef/core';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { renderAccountPage } from '../login/index.js';
import { NotFoundError, UnauthorizedError } from '../../platform/errors.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { readUnsubscribeToken } from './notification-mail-service.js';
import { markUndeliverable } from './service.js';
import { unsubscribe } from './notification-preferences-service.js';
import { gated } from '../../platform/auth/gate.js';
import { msg, requestLocale, translator, type Locale } from '../../platform/i18n.js';
import { categoryNameIn } from './notification-text.js';
import type { App } from '../../platform/types.js';

export default async function mailRoutes(app: App): Promise<void> {
  const { db, env } = app.ctx;
  const preferencesUrl = `${env.PUBLIC_WEB_URL}/community/settings/notifications`;
  // RFC 8058 allows the one-click POST as multipart/form-data too; its only field is fixed, so it is not read.
  app.addContentTypeParser('multipart/form-data', (_req, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, undefined));
  });

  function page(reply: FastifyReply, status: number, model: Parameters<typeof renderAccountPage>[0]) {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      )
      .type('text/html; charset=utf-8')
      .send(renderAccountPage(model));
  }

  /** The page of a link whose token does not verify; the page a person opens also links to the preferences. */
  const unknownLink = (reply: FastifyReply, locale: Locale, withPreferences: boolean) => {
    const t = translator(locale);
    return page(reply, 404, {
      locale,
      brand: env.BRAND_NAME,
      title: t('mail', 'unsubscribe_page.unknown_title'),
      error: t('mail', 'unsubscribe_page.unknown_error'),
      ...(withPreferences
        ? { links: [{ href: preferencesUrl, label: t('mail', 'layout.preferences') }] }
        : {}),
    });
  };

  /** The values that name what the link turns off: every notification email, or one category. */
  const what = (locale: Locale, category: NotificationCategory | 'all') =>
    category === 'all'
      ? { kind: 'all', category: '' }
      : { kind: 'category', category: categoryNameIn(locale, category) };

  app.get(
    '/mail/unsubscribe',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'The unsubscribe page of an email’s link (HTML, asks for a click)',
          querystring: unsubscribeQuery,
        },
      },
      async (req, _gate, reply) => {
        // The page a person opens is in their browser's language.
        const locale = requestLocale(req);
        const t = translator(locale);
        const parsed = readUnsubscribeToken(env.JWT_SECRET, req.query.token);
        if (!parsed) return unknownLink(reply, locale, true);
        return page(reply, 200, {
          locale,
          brand: env.BRAND_NAME,
          title: t('mail', 'unsubscribe_page.title'),
          paragraphs: [t('mail', 'unsubscribe_page.confirm', what(locale, parsed.category))],
          form: {
            action: `/v1/mail/unsubscribe?token=${encodeURIComponent(req.query.token)}`,
            submit: t('mail', 'unsubscribe_page.submit'),
            fields: [],
          },
          links: [{ href: preferencesUrl, label: t('mail', 'layout.preferences') }],
        });
      },
    ),
  );

  app.post(
    '/mail/unsubscribe',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'One-click unsubscribe (RFC 8058): turns the link’s category off',
          querystring: unsubscribeQuery,
          consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        },
      },
      async (req, _gate, reply) => {
        const locale = requestLocale(req);
        const t = translator(locale);
        const parsed = readUnsubscribeToken(env.JWT_SECRET, req.query.token);
        if (!parsed) return unknownLink(reply, locale, false);
        const categories = parsed.category === 'all' ? NOTIFICATION_CATEGORIES : [parsed.category];
        await unsubscribe(db, parsed.userId, categories);
        return page(reply, 200, {
          locale,
          brand: env.BRAND_NAME,
          title: t('mail', 'unsubscribe_page.done_title'),
          notice: t('mail', 'unsubscribe_page.done_notice', what(locale, parsed.category)),
          links: [{ href: preferencesUrl, label: t('mail', 'layout.preferences') }],
        });
      },
    ),
  );

  app.post(
    '/mail/events',
    gated(
      {
        access: 'public',
        schema: {
          summary:
            'A bounce or complaint from the mail provider (header x-mail-events-secret: MAIL_EVENTS_SECRET); the address gets no more mail',
          body: mailEventBody,
          response: { 200: okResponse, ...errorResponses(401, 404) },
        },
      },
      async (req) => {
        if (!env.MAIL_EVENTS_SECRET) throw new NotFoundError(msg('errors', 'mail.events_not_configured'));
        const given = Buffer.from(String(req.headers['x-mail-events-secret'] ?? ''));
        const expected = Buffer.from(env.MAIL_EVENTS_SECRET);
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
          throw new UnauthorizedError(msg('errors', 'mail.events_secret'));
        await markUndeliverable(db, req.body);
        return { ok: true as const };
      },
    ),
  );
}
