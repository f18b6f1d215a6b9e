// First-party analytics: the batch the site sends and the admin summary (spec: content-and-presentation §5
// "Analytics events"; each event is checked with `findAnalyticsEventError`).
import { z } from './zod.js';
import { dbId } from './common.js';
import { ANALYTICS_BATCH_MAX_EVENTS } from '../constants/analytics.js';
import { VIEWED_TYPES } from '../content/types.js';

/** Longest path stored with an event. */
export const ANALYTICS_PATH_MAX_LENGTH = 256;
/** Longest event name stored. */
export const ANALYTICS_EVENT_NAME_MAX_LENGTH = 64;

/** `POST /v1/analytics/events` body: a batch of events, each validated by the spec's rules in the route. */
export const analyticsBatchBody = z.object({
  events: z.array(z.unknown()).min(1).max(ANALYTICS_BATCH_MAX_EVENTS),
});
export type AnalyticsBatchBody = z.infer<typeof analyticsBatchBody>;

/** What Reef keeps of a track event's properties: the page path and, for item views, the item. */
export const analyticsEventProperties = z.object({
  path: z.string().startsWith('/').max(ANALYTICS_PATH_MAX_LENGTH).optional(),
  type: z.enum(VIEWED_TYPES).optional(),
  id: dbId.optional(),
  /** A member's view: their own `POST /v1/user_viewed/{id}` already adds it to the item's counter. */
  signed_in: z.boolean().optional(),
});

/** `POST /v1/analytics/events` response. */
export const analyticsBatchResponse = z.object({
  /** Events that passed validation. */
  accepted: z.number().int(),
  /** Events stored (a repeat view of the same page or item by the same visitor on the same day is not). */
  stored: z.number().int(),
});

/** Days the admin summary covers at most. */
export const ANALYTICS_SUMMARY_MAX_DAYS = 365;
/** `GET /v1/analytics/summary` query. */
export const analyticsSummaryQuery = z.object({
  days: z.coerce.number().int().min(1).max(ANALYTICS_SUMMARY_MAX_DAYS).default(30),
});

const dayPoint = z.object({
  day: z.string().describe('YYYY-MM-DD (UTC)'),
  views: z.number().int(),
  signups: z.number().int(),
  questions: z.number().int(),
  answers: z.number().int(),
});

/** `GET /v1/analytics/summary` response: daily counts and the most viewed items with their daily views. */
export const analyticsSummaryResponse = z.object({
  days: z.array(dayPoint),
  totals: z.object({
    views: z.number().int(),
    signups: z.number().int(),
    questions: z.number().int(),
    answers: z.number().int(),
  }),
  top_content: z.array(
    z.object({
      type: z.enum(VIEWED_TYPES),
      id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      views: z.number().int(),
      daily_views: z.array(z.number().int()),
    }),
  ),
});
export type AnalyticsSummaryResponse = z.infer<typeof analyticsSummaryResponse>;
