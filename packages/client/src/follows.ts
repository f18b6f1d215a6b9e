// Follows, mutes and the member's feed (issue #32): `/v1/follows/{target_type}/{id}`, `/v1/account/follows`, `/v1/feed`.
import type {
  FeedList,
  FeedSort,
  FollowList,
  FollowMode,
  FollowResponse,
  FollowTargetType,
} from '@reef/core';
import type { ApiContext } from './calls.js';
import { path } from './request.js';
import { send as call } from './send.js';

/** `GET /v1/follows/{type}/{id}`: `follow`, `mute`, or null. */
export async function getFollow(
  ctx: ApiContext,
  type: FollowTargetType,
  id: number,
): Promise<FollowMode | null> {
  return (await call<{ mode: FollowMode | null }>(ctx, path`/v1/follows/${type}/${id}`)).mode;
}

/** `PUT /v1/follows/{type}/{id}`: follow (default) or mute. */
export function setFollow(
  ctx: ApiContext,
  type: FollowTargetType,
  id: number,
  mode: FollowMode = 'follow',
): Promise<FollowResponse> {
  return call(ctx, path`/v1/follows/${type}/${id}`, { method: 'PUT', body: { follow: { mode } } });
}

/** `DELETE /v1/follows/{type}/{id}`: stop following or muting. */
export async function removeFollow(ctx: ApiContext, type: FollowTargetType, id: number): Promise<void> {
  await call(ctx, path`/v1/follows/${type}/${id}`, { method: 'DELETE' });
}

/** `GET /v1/account/follows`. */
export function listFollows(
  ctx: ApiContext,
  params: { page?: number; limit?: number; mode?: FollowMode; target_type?: FollowTargetType } = {},
): Promise<FollowList> {
  return call(ctx, '/v1/account/follows', { query: { ...params } });
}

/** `GET /v1/feed`. */
export function getFeed(
  ctx: ApiContext,
  params: { sort?: FeedSort; page?: number; limit?: number } = {},
): Promise<FeedList> {
  return call(ctx, '/v1/feed', { query: { ...params } });
}
