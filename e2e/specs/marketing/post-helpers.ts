import type { APIRequestContext } from '@playwright/test';
import { api, expect } from '../../fixtures/index.js';
import { administratorJwt } from '../admin/helpers.js';

/** A published blog post made by the demo administrator through the API (`post` adds to or overrides its fields). */
export async function publishBlogPost(request: APIRequestContext, post: Record<string, unknown>) {
  const res = await request.post(`${api.apiUrl}/v1/posts`, {
    headers: { authorization: `Bearer ${await administratorJwt(request)}` },
    data: { post: { type: 'blog', state: 'published', ...post } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; slug: string; path: string };
}
