// First-party analytics (content-and-presentation §5 "Analytics events"): validated events are stored as counts,
// deduplicated per visitor, day and item; administrators read the summary.
import { randomUUID } from 'node:crypto';
import { DEFAULT_MEMBER_PERMISSIONS } from '@reef/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, analyticsSalts, tutorials } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildComment, buildQuestion, buildTutorial, buildUser, signIn } from '../../test/factories.js';

const t = useTestApp();

const track = (event: string, properties: Record<string, unknown>) => ({
  type: 'track',
  messageId: randomUUID(),
  event,
  properties,
});

async function send(events: unknown[], headers: Record<string, string> = {}, asBeacon = true) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/analytics/events',
    headers: {
      'content-type': asBeacon ? 'text/plain;charset=UTF-8' : 'application/json',
      'user-agent': 'test-agent',
      ...headers,
    },
    payload: JSON.stringify({ events }),
  });
}

describe('POST /v1/analytics/events', () => {
  it('stores page views and item views once per visitor and day, so refreshes do not inflate counts', async () => {
    const tutorial = await buildTutorial(t);
    const viewsOf = async (id: number) =>
      (await t.db.select({ n: tutorials.viewsCount }).from(tutorials).where(eq(tutorials.id, id)))[0]!.n;
    const before = await viewsOf(tutorial.id);
    const view = () => [
      track('page_viewed', { path: `/community/tutorials/${tutorial.slug}?utm_source=x` }),
      track('user_viewed', {
        path: `/community/tutorials/${tutorial.slug}`,
        type: 'tutorial',
        id: tutorial.id,
      }),
    ];
    const first = await send(view());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ accepted: 2, stored: 2 });
    // a refresh: the same visitor, the same day
    expect((await send(view())).json()).toEqual({ accepted: 2, stored: 0 });
    // another visitor (another user agent) counts
    expect((await send(view(), { 'user-agent': 'another-agent' })).json()).toEqual({
      accepted: 2,
      stored: 2,
    });
    // a member's view is counted by POST /v1/user_viewed, not twice
    const memberView = [
      track('user_viewed', { path: '/m', type: 'tutorial', id: tutorial.id, signed_in: true }),
    ];
    expect((await send(memberView, { 'user-agent': 'member-agent' })).json()).toEqual({
      accepted: 1,
      stored: 1,
    });
    const after = await viewsOf(tutorial.id);
    expect(after - before).toBe(2);

    // No IP address or user agent is stored, only the day's hash; the query string is dropped from the path.
    const rows = await t.db.select().from(analyticsEvents);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('test-agent');
    expect(text).not.toContain('utm_source');
    expect(rows.every((row) => /^[\w-]{43}$/.test(row.visitorHash))).toBe(true);
    // yesterday's salt is gone once today's is drawn
    expect((await t.db.select().from(analyticsSalts)).length).toBe(1);
  });

  it('"An event must be a non-null object with a string type and a string messageId": the batch is refused naming the event', async () => {
    const res = await send([
      track('page_viewed', { path: '/' }),
      { type: 'track', event: 'x', properties: {} },
      null,
      { type: 'track', messageId: 'm', event: 'y' },
    ]);
    expect(res.statusCode).toBe(400);
    const details = res.json().error?.details ?? res.json().details;
    expect(JSON.stringify(details)).toContain('events.1');
    expect(JSON.stringify(details)).toContain('.messageId is not a string');
    expect(JSON.stringify(details)).toContain('Event is nil');
    expect(JSON.stringify(details)).toContain('.properties is not an object');
    // nothing of a refused batch is kept
    expect(
      (
        await t.db
          .select()
          .from(analyticsEvents)
          .where(sql`path = '/'`)
      ).length,
    ).toBe(0);
  });

  it('refuses bodies that are not JSON, empty batches and paths that are not site paths, with a 400', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/events',
      headers: { 'content-type': 'text/plain' },
      payload: 'nope',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await send([])).statusCode).toBe(400);
    const badPath = await send([track('page_viewed', { path: 'https://evil.example/' })]);
    expect(badPath.statusCode).toBe(400);
    expect(badPath.body).toContain('events.0.properties.path');
  });

  it('honours Do-Not-Track and Global Privacy Control: nothing is stored', async () => {
    const tutorial = await buildTutorial(t);
    const events = [track('user_viewed', { path: '/x', type: 'tutorial', id: tutorial.id })];
    expect((await send(events, { dnt: '1', 'user-agent': 'dnt-agent' })).json()).toEqual({
      accepted: 1,
      stored: 0,
    });
    expect((await send(events, { 'sec-gpc': '1', 'user-agent': 'gpc-agent' })).json()).toEqual({
      accepted: 1,
      stored: 0,
    });
  });

  it('does not count views of items a visitor cannot see', async () => {
    const draft = await buildTutorial(t, { state: 'draft' });
    expect(
      (
        await send([track('user_viewed', { path: '/x', type: 'tutorial', id: draft.id })], {
          'user-agent': 'draft-agent',
        })
      ).json(),
    ).toEqual({ accepted: 1, stored: 0 });
  });
});

describe('GET /v1/analytics/summary', () => {
  it('is for ADMINISTRATOR only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/analytics/summary' })).statusCode).toBe(401);
    const manager = await buildUser(t, { permissions: DEFAULT_MEMBER_PERMISSIONS.add('MANAGE_USERS') });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/analytics/summary', headers: await signIn(t, manager) }))
        .statusCode,
    ).toBe(403);
  });

  it('gives daily views, sign-ups, questions and answers and the top content, not cached', async () => {
    const admin = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
    const question = await buildQuestion(t);
    await buildComment(t, { type: 'question', id: question.id }, { type: 'answer' });
    await send(
      [
        track('page_viewed', { path: '/community' }),
        track('user_viewed', { path: '/q', type: 'question', id: question.id }),
      ],
      { 'user-agent': 'summary-agent' },
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/analytics/summary?days=7',
      headers: await signIn(t, admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.days).toHaveLength(7);
    const today = body.days.at(-1);
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.views).toBeGreaterThanOrEqual(1);
    expect(today.signups).toBeGreaterThanOrEqual(1);
    expect(today.questions).toBeGreaterThanOrEqual(1);
    expect(today.answers).toBeGreaterThanOrEqual(1);
    expect(
      body.top_content.find(
        (item: { type: string; id: number }) => item.type === 'question' && item.id === question.id,
      ),
    ).toMatchObject({ views: 1, slug: question.slug });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/analytics/summary?days=0',
          headers: await signIn(t, admin),
        })
      ).statusCode,
    ).toBe(400);
  });
});
