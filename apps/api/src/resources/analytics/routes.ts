// First-party analytics: POST /v1/analytics/events stores a batch of events the site sends with sendBeacon;
// GET /v1/analytics/summary gives administrators the daily counts and the top content.
import {
  analyticsBatchBody,
  analyticsBatchResponse,
  analyticsEventProperties,
  analyticsSummaryQuery,
  analyticsSummaryResponse,
  ANALYTICS_EVENT_NAME_MAX_LENGTH,
  findAnalyticsEventError,
  USER_VIEWED_EVENT,
} from '@reef/core';
import { BadRequestError, issueDetail, localDetail, type ErrorDetail } from '../../platform/errors.js';
import { refusalDetail } from '../../platform/policies/refusal.js';
import { msg } from '../../platform/i18n.js';
import { rules } from '../../platform/lib/route-rules.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { storeEvents, summarize, type StoredEvent } from './service.js';
import { gated } from '../../platform/auth/gate.js';
import type { App } from '../../platform/types.js';

const EVENT_NAME = /^[\w .:-]+$/;

/** Whether the visitor asked not to be tracked (Do Not Track or Global Privacy Control). */
function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

export default async function analyticsRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  // sendBeacon posts text/plain (a CORS-safelisted type, so no preflight to another origin): read it as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(
        new BadRequestError(msg('errors', 'analytics.body_json'), [
          localDetail('events', msg('errors', 'analytics.body_json_detail')),
        ]),
        undefined,
      );
    }
  });

  app.post(
    '/analytics/events',
    gated(
      {
        access: 'public',
        bodyLimit: 64 * 1024,
        schema: {
          summary: 'Record a batch of analytics events (page views, item views, other tracked events)',
          consumes: ['application/json', 'text/plain'],
          body: analyticsBatchBody,
          response: { 200: analyticsBatchResponse, ...errorResponses(413, 415, 429) },
        },
      },
      async (req) => {
        const details: ErrorDetail[] = [];
        const toStore: StoredEvent[] = [];
        req.body.events.forEach((raw, index) => {
          // spec: content-and-presentation §5 "Analytics events"
          const error = findAnalyticsEventError(raw);
          if (error) {
            details.push(refusalDetail(`events.${index}`, error));
            return;
          }
          const event = raw as { type: string; event?: string; properties?: Record<string, unknown> };
          // Only track events are counted; identify and group events carry traits (personal data) and are not kept.
          if (event.type !== 'track') return;
          const name = event.event!;
          if (name.length > ANALYTICS_EVENT_NAME_MAX_LENGTH || !EVENT_NAME.test(name)) {
            details.push(
              localDetail(
                `events.${index}.event`,
                msg('errors', 'analytics.event_name', { max: ANALYTICS_EVENT_NAME_MAX_LENGTH }),
              ),
            );
            return;
          }
          const properties = analyticsEventProperties.safeParse(event.properties);
          if (!properties.success) {
            for (const issue of properties.error.issues)
              details.push(issueDetail(`events.${index}.properties.${issue.path.join('.')}`, issue));
            return;
          }
          const { path = '', type, id, signed_in: signedIn } = properties.data;
          if (name === USER_VIEWED_EVENT && (type === undefined || id === undefined)) {
            details.push(
              localDetail(`events.${index}.properties`, msg('errors', 'analytics.user_viewed_subject')),
            );
            return;
          }
          toStore.push({
            event: name,
            path: path.split(/[?#]/)[0]!,
            subject: type !== undefined && id !== undefined ? { type, id } : undefined,
            // A member's view is counted by POST /v1/user_viewed: a request the server knows to be a member's never
            // counts here, whatever it claims (the claim can only withhold a count).
            signedIn: Boolean(signedIn) || Boolean(req.actor),
          });
        });
        if (details.length > 0) throw new BadRequestError(msg('errors', 'analytics.invalid_events'), details);
        const accepted = req.body.events.length;
        if (optedOut(req.headers)) return { accepted, stored: 0 };
        const stored = await storeEvents(
          db,
          { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') },
          toStore,
        );
        return { accepted, stored };
      },
    ),
  );

  app.get(
    '/analytics/summary',
    gated(
      {
        access: { rule: rules.permission('ADMINISTRATOR') },
        schema: {
          summary: 'Daily views, sign-ups, questions, answers and top content (administrators)',
          querystring: analyticsSummaryQuery,
          response: { 200: analyticsSummaryResponse, ...errorResponses(401, 403) },
        },
      },
      async (req, _gate, reply) => {
        reply.header('cache-control', 'no-store');
        return summarize(db, req.query.days);
      },
    ),
  );
}
