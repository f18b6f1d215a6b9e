// Marketing-site reads of the static-content API (content-and-presentation §7): posts of every post type, the
// partner directory and the published marketing forms whose fields the public forms render.
import type {
  Language,
  marketingFormResponse,
  partnerList,
  postList,
  postResponse,
  PostType,
} from '@reef/core';
import type { ApiContext } from './calls.js';
import { path, request, type QueryValue, type RequestOptions } from './request.js';

type Out<T extends { _output: unknown }> = T['_output'];

/** A whole post (rendered body and headings). */
export type Post = Out<typeof postResponse>;
/** One page of posts (no bodies). */
export type PostPage = Out<typeof postList>;
/** A post in a list. */
export type PostItem = PostPage['data'][number];
/** One page of partners. */
export type PartnerPage = Out<typeof partnerList>;
/** A partner of the directory. */
export type Partner = PartnerPage['data'][number];
/** A published marketing form as the public sees it (no destination). */
export type MarketingForm = Out<typeof marketingFormResponse>;

function send<T>(ctx: ApiContext, requestPath: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(ctx.baseUrl, requestPath, {
    token: ctx.token,
    timeoutMs: ctx.timeoutMs,
    bypassCache: ctx.bypassCache,
    fetch: ctx.fetch,
    ...options,
    init: { ...ctx.init, ...options.init },
  });
}

function query(values: Record<string, QueryValue>): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** `GET /content/v1/posts`: published posts, newest first by default; type, tag and author take lists. */
export function listPosts(
  ctx: ApiContext,
  params: {
    type?: PostType | PostType[];
    tag?: string | string[];
    author?: string | string[];
    is_featured?: boolean;
    order?: 'newest' | 'oldest' | 'title';
    exclude?: (string | number)[];
    language?: Language;
    /** Each post once, in this language where it has a translation in it, else as written. */
    prefer_language?: Language;
    page?: number;
    page_size?: number;
  } = {},
): Promise<PostPage> {
  const list = (value: string | readonly (string | number)[] | undefined) =>
    Array.isArray(value) ? value.join(',') : (value as string | undefined);
  return send(ctx, '/content/v1/posts', {
    query: query({
      ...params,
      type: list(params.type),
      tag: list(params.tag),
      author: list(params.author),
      exclude: list(params.exclude),
    }),
  });
}

/** `GET /content/v1/posts/{type}/{slug}`: a published post. */
export function getPost(ctx: ApiContext, type: PostType, slug: string): Promise<Post> {
  return send(ctx, path`/content/v1/posts/${type}/${slug}`);
}

/** `GET /content/v1/partners`: published partners in directory order. */
export function listPartners(
  ctx: ApiContext,
  params: { action?: string; tag?: string; query?: string; page?: number; limit?: number } = {},
): Promise<PartnerPage> {
  return send(ctx, '/content/v1/partners', { query: query(params) });
}

/** `GET /content/v1/marketing_forms/{id}`: a published form's fields. */
export function getMarketingForm(ctx: ApiContext, idOrSlug: string): Promise<MarketingForm> {
  return send(ctx, path`/content/v1/marketing_forms/${idOrSlug}`);
}
