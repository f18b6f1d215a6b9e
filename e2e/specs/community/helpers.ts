// Seeded content looked up through the public API, so the specs do not hard-code slugs.
import type { APIRequestContext } from '@playwright/test';
import { api, expect } from '../../fixtures/index.js';

type Item = { id: number; slug: string; title: string; state?: string };

/** The first published English tutorial (with at least one code block when `withCode`): the specs read English. */
export async function findTutorial(
  request: APIRequestContext,
  options: { withCode?: boolean } = {},
): Promise<Item & { body_html: string }> {
  const list = await request.get(`${api.apiUrl}/content/v1/tutorials?limit=50&language=en`);
  expect(list.ok(), await list.text()).toBe(true);
  const items = ((await list.json()) as { data: Item[] }).data.filter((item) => item.state === 'published');
  for (const item of items) {
    const res = await request.get(`${api.apiUrl}/content/v1/tutorials/${item.slug}`);
    const tutorial = (await res.json()) as Item & { body_html: string };
    if (!options.withCode || tutorial.body_html.includes('<pre')) return tutorial;
  }
  throw new Error('The seed has no published tutorial with a code block');
}

/** The first published series with at least two parts. */
export async function findSeries(
  request: APIRequestContext,
): Promise<{ id: number; slug: string; title: string; tutorials: Item[] }> {
  const list = await request.get(`${api.apiUrl}/content/v1/tutorial-series?limit=20`);
  expect(list.ok(), await list.text()).toBe(true);
  for (const item of ((await list.json()) as { data: Item[] }).data) {
    const res = await request.get(`${api.apiUrl}/content/v1/tutorial-series/${item.slug}`);
    const series = (await res.json()) as { id: number; slug: string; title: string; tutorials: Item[] };
    if (series.tutorials.length >= 2) return series;
  }
  throw new Error('The seed has no tutorial series with two parts');
}

/** The first public question. */
export async function findQuestion(request: APIRequestContext): Promise<Item> {
  const list = await request.get(`${api.apiUrl}/content/v1/questions?limit=5`);
  expect(list.ok(), await list.text()).toBe(true);
  const first = ((await list.json()) as { data: Item[] }).data[0];
  if (!first) throw new Error('The seed has no questions');
  return first;
}

/** Records that a new member has seen the welcome dialog, so it does not cover the page under test. */
export async function markWelcomed(
  request: APIRequestContext,
  member: { slug: string; jwt: string },
): Promise<void> {
  const res = await request.patch(`${api.apiUrl}/v1/users/${member.slug}`, {
    headers: { authorization: `Bearer ${member.jwt}` },
    data: { user: { has_seen_registration_at: true } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Asks a question as `asker` through the API (`apiUrl`: another instance's, in the cluster spec); its id and slug. */
export async function askQuestion(
  request: APIRequestContext,
  asker: { jwt: string },
  question: { title: string; body: string; tags?: string[] },
  apiUrl = api.apiUrl,
): Promise<{ id: number; slug: string }> {
  const res = await request.post(`${apiUrl}/v1/questions`, {
    headers: { authorization: `Bearer ${asker.jwt}` },
    data: { question: { tags: [], ...question } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as { id: number; slug: string; question?: { id: number; slug: string } };
  return created.question ?? created;
}
