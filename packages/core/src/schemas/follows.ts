// Follows and mutes (issue #32): what a member follows makes their feed (`GET /v1/feed`, `/community/feed` and the
// digest's "From what you follow"); what they mute leaves their lists, search results and notifications.
import { z } from './zod.js';
import { API_PAGE_SIZES, pageLimit, pageNumber, paginated, queryBoolean, timestamp } from './common.js';
import { tagSummary } from './tags.js';
import { searchQuery } from './search.js';
import { userSummary } from './users.js';

import { FOLLOW_MODES, FOLLOW_TARGET_TYPES } from '../content/follows.js';

/** The feed's orders: newest first, or the week's most upvoted. */
export const FEED_SORTS = ['newest', 'top_week'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
/** How many follows and mutes one member may keep. */
export const MAX_FOLLOWS = 1000;

/** `PUT|DELETE|GET /v1/follows/{target_type}/{id}` path: the tag, member or series by id. */
export const followParams = z.object({
  target_type: z.enum(FOLLOW_TARGET_TYPES),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type FollowParams = z.infer<typeof followParams>;

/** `PUT /v1/follows/{target_type}/{id}` body: follow (default) or mute. */
export const followBody = z.object({
  follow: z.object({ mode: z.enum(FOLLOW_MODES).default('follow') }).default({ mode: 'follow' }),
});
export type FollowBody = z.infer<typeof followBody>;

/** One follow or mute, with what it points at. */
export const followResponse = z.object({
  target_type: z.enum(FOLLOW_TARGET_TYPES),
  target_id: z.number().int(),
  mode: z.enum(FOLLOW_MODES),
  /** The target's name (tag name, username, series title) and its page path on the site. */
  target: z.object({ name: z.string(), slug: z.string(), path: z.string() }).nullable(),
  created_at: timestamp,
});
export type FollowResponse = z.infer<typeof followResponse>;

/** `GET /v1/follows/{target_type}/{id}`: whether the member follows or mutes it (mode null: neither). */
export const followStatus = z.object({ mode: z.enum(FOLLOW_MODES).nullable() });
export type FollowStatus = z.infer<typeof followStatus>;

/** `GET /v1/account/follows` query. */
export const followListQuery = z.object({
  page: pageNumber,
  limit: pageLimit(API_PAGE_SIZES.default),
  mode: z.enum(FOLLOW_MODES).optional(),
  target_type: z.enum(FOLLOW_TARGET_TYPES).optional(),
});
export type FollowListQuery = z.infer<typeof followListQuery>;
export const followList = paginated(followResponse);
export type FollowList = z.infer<typeof followList>;

/** `GET /v1/feed` query. */
export const feedQuery = z.object({
  sort: z.enum(FEED_SORTS).default('newest'),
  page: pageNumber,
  limit: pageLimit({ default: 20, max: 50 }),
});
export type FeedQuery = z.infer<typeof feedQuery>;

/** Why an item is in the feed: each followed target it matched. */
export const feedReason = z.object({
  target_type: z.enum(FOLLOW_TARGET_TYPES),
  target_id: z.number().int(),
  name: z.string(),
});

/** One question or tutorial of the feed. */
export const feedItem = z.object({
  type: z.enum(['question', 'tutorial']),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  author: userSummary.nullable(),
  tags: z.array(tagSummary),
  upvotes_count: z.number().int(),
  answers_count: z.number().int().nullable(),
  published_at: timestamp,
  reasons: z.array(feedReason),
});
export type FeedItem = z.infer<typeof feedItem>;
export const feedList = paginated(feedItem);
export type FeedList = z.infer<typeof feedList>;

/** `include_muted=true`: a member's list or search keeps what they muted. */
export const includeMutedQuery = z.object({ include_muted: queryBoolean.optional() });

/** `GET /v1/search`: the public search's query, for a member, with `include_muted`. */
export const memberSearchQuery = searchQuery.extend(includeMutedQuery.shape);
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;
