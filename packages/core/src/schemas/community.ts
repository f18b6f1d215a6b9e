// Upvotes, subscriptions, notifications and recently viewed items.
import { z } from './zod.js';
import { SUBSCRIPTION_TARGETS, UPVOTABLE_TYPES, VIEWED_TYPES } from '../content/index.js';
import { API_PAGE_SIZES, commaList, pageLimit, pageNumber, paginated, timestamp, dbId } from './common.js';

export const upvoteParams = z.object({ type: z.enum(UPVOTABLE_TYPES), id: z.string().min(1).max(300) });
export const upvoteResponse = z.object({
  upvotable_type: z.enum(UPVOTABLE_TYPES),
  upvotable_id: z.number().int(),
  upvotes_count: z.number().int(),
  /** Whether the signed-in member upvoted it (absent on the public API). */
  upvoted: z.boolean().optional(),
});
export type UpvoteResponse = z.infer<typeof upvoteResponse>;

export const subscriptionResponse = z.object({
  id: z.number().int(),
  subscribable_type: z.enum(SUBSCRIPTION_TARGETS),
  subscribable_id: z.number().int(),
  subscribable: z.object({ name: z.string().nullable(), slug: z.string().nullable() }),
  created_at: timestamp,
});
export const subscriptionList = paginated(subscriptionResponse);
export const subscriptionCreateBody = z.object({
  subscription: z.object({ type: z.enum(SUBSCRIPTION_TARGETS), id: dbId }),
});
export const subscriptionTypeParams = z.object({
  slug: z.string().min(1).max(100),
  type: z.enum(SUBSCRIPTION_TARGETS),
});
export const subscriptionParams = subscriptionTypeParams.extend({ id: z.string().min(1).max(300) });
export const subscriptionStatus = z.object({
  subscribed: z.boolean(),
  subscription: subscriptionResponse.nullable(),
});

/** A notification as the header lists it (spec: community-app §3). */
export const notificationResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  notifiable_type: z.string(),
  notifiable_id: z.number().int(),
  notifiable: z.object({ name: z.string().nullable(), slug: z.string().nullable() }),
  notification_context: z.object({ name: z.string().nullable(), slug: z.string().nullable() }).nullable(),
  notification_context_type: z.string().nullable(),
  notification_context_id: z.number().int().nullable(),
  actor: z.object({ slug: z.string(), username: z.string() }).nullable(),
  viewed_at: timestamp.nullable(),
  created_at: timestamp,
});
export type NotificationResponse = z.infer<typeof notificationResponse>;
export const notificationList = z.object({
  data: z.array(notificationResponse),
  meta: paginated(notificationResponse).shape.meta.extend({ unread_count: z.number().int() }),
});

/** `GET /v1/users/{slug}/notifications` query: limit, page and a type list. */
export const notificationListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(API_PAGE_SIZES.notifications),
  type: commaList.optional(),
  unread: z.enum(['true', 'false']).optional(),
});
export const notificationReadResponse = z.object({ updated: z.number().int() });

/** `POST /v1/user_viewed/{id}` body. */
export const userViewedBody = z.object({ type: z.enum(VIEWED_TYPES), id: dbId });
export const userViewedQuery = z.object({ limit: pageLimit(API_PAGE_SIZES.viewed) });
export const userViewedResponse = z.object({
  data: z.array(
    z.object({
      type: z.enum(VIEWED_TYPES),
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      viewed_at: timestamp,
    }),
  ),
});
