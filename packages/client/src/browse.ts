// Calls only some pages make (collections, the tag index, tool editing, the editors' pickers, recently viewed): apart
// from community.ts, so that the pages which make none of them do not carry them.
import type { TagType, ToolCreateBody, ToolUpdateBody } from '@reef/core';
import type { ApiContext } from './calls.js';
import type {
  PickerResults,
  RecentlyViewed,
  TagPage,
  Tool,
  TutorialCollection,
  TutorialCollectionList,
} from './community.js';
import { path } from './request.js';
import { query, send, unwrap } from './send.js';

/** `GET /content/v1/tutorial-collections`: published collections, newest first. */
export function listTutorialCollections(ctx: ApiContext): Promise<TutorialCollectionList> {
  return send(ctx, '/content/v1/tutorial-collections');
}

/** `GET /content/v1/tutorial-collections/{id}`: a published collection and its public tutorials, in order. */
export function getTutorialCollection(
  ctx: ApiContext,
  idOrSlug: string | number,
): Promise<TutorialCollection> {
  return send(ctx, path`/content/v1/tutorial-collections/${idOrSlug}`);
}

/** `GET /content/v1/tutorial-collections/tutorial/{id}`: the published collections that hold a tutorial. */
export function listCollectionsOfTutorial(
  ctx: ApiContext,
  tutorialIdOrSlug: string | number,
): Promise<TutorialCollectionList> {
  return send(ctx, path`/content/v1/tutorial-collections/tutorial/${tutorialIdOrSlug}`);
}

/** `GET /content/v1/tags`: published tags by name, or most used first (`sort: 'popular'`); `search` by name. */
export function listTags(
  ctx: ApiContext,
  params: { page?: number; limit?: number; type?: TagType; sort?: 'name' | 'popular'; search?: string } = {},
): Promise<TagPage> {
  return send(ctx, '/content/v1/tags', { query: query(params) });
}

/** `GET /v1/tools/{id}`: a tool as the member sees it, with its markdown when they may edit it. */
export async function getToolForEditing(ctx: ApiContext, idOrSlug: string | number): Promise<Tool> {
  return unwrap<Tool>(await send(ctx, path`/v1/tools/${idOrSlug}`), 'tool');
}

/** `POST /v1/tools` with `{tool}`: CREATE_TOOLS submits a draft; MANAGE_TOOLS may publish at once. */
export async function createTool(ctx: ApiContext, body: ToolCreateBody): Promise<Tool> {
  return unwrap<Tool>(await send(ctx, '/v1/tools', { method: 'POST', body }), 'tool');
}

/** `PATCH /v1/tools/{id}` with `{tool}`: the author (CREATE_TOOLS) or MANAGE_TOOLS. */
export async function updateTool(ctx: ApiContext, id: number | string, body: ToolUpdateBody): Promise<Tool> {
  return unwrap<Tool>(await send(ctx, path`/v1/tools/${id}`, { method: 'PATCH', body }), 'tool');
}

/** `POST /v1/search/{kind}`: the editors' pickers, a few items whose title or slug contains `search`. */
export function searchForPicker(
  ctx: ApiContext,
  kind: 'tutorials' | 'tutorial-series' | 'questions' | 'versioned_tutorial_groups',
  search: string,
  limit = 10,
): Promise<PickerResults> {
  return send(ctx, `/v1/search/${kind}`, { method: 'POST', body: { search, limit } });
}

/** `GET /v1/user_viewed/{id}?limit=`: what the member (`{id}` is their slug or id) viewed lately; only they may read it. */
export function getRecentlyViewed(ctx: ApiContext, member: string, limit = 10): Promise<RecentlyViewed> {
  return send(ctx, path`/v1/user_viewed/${member}`, { query: { limit } });
}
