import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queueDigests } from '../../jobs/digests.js';
import {
  mailOutbox,
  notifications,
  questions,
  tutorialSeries,
  tutorialSeriesItems,
} from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildTag,
  buildTutorial,
  buildUser,
  signIn,
  type UserRow,
} from '../../test/factories.js';

const t = useTestApp();

async function put(user: UserRow, type: string, id: number | string, mode?: 'follow' | 'mute') {
  return t.app.inject({
    method: 'PUT',
    url: `/v1/follows/${type}/${id}`,
    headers: await signIn(t, user),
    payload: mode ? { follow: { mode } } : {},
  });
}

async function feed(user: UserRow, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/v1/feed${query}`, headers: await signIn(t, user) });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: { type: string; id: number; title: string; reasons: { target_type: string; name: string }[] }[];
    meta: { pagination: { total: number } };
  };
}

/** Moves a question's dates back, as if asked `days` ago. */
async function age(questionId: number, days: number, upvotes = 0) {
  const at = new Date(Date.now() - days * 86_400_000);
  await t.db
    .update(questions)
    .set({ createdAt: at, publishedAt: at, upvotesCount: upvotes })
    .where(eq(questions.id, questionId));
}

describe('follow and mute', () => {
  it('a member follows a tag, reads it back, mutes it instead and stops (one row per target)', async () => {
    const member = await buildUser(t);
    const tag = await buildTag(t, { name: 'Kubernetes' });
    const followed = await put(member, 'tag', tag.id);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({
      target_type: 'tag',
      target_id: tag.id,
      mode: 'follow',
      target: { name: 'Kubernetes', slug: tag.slug, path: `/community/tags/${tag.slug}` },
    });
    const status = await t.app.inject({
      method: 'GET',
      url: `/v1/follows/tag/${tag.id}`,
      headers: await signIn(t, member),
    });
    expect(status.json()).toEqual({ mode: 'follow' });

    expect((await put(member, 'tag', tag.id, 'mute')).json()).toMatchObject({ mode: 'mute' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/account/follows',
      headers: await signIn(t, member),
    });
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({ target_type: 'tag', mode: 'mute' });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/follows/tag/${tag.id}`,
      headers: await signIn(t, member),
    });
    expect(removed.json()).toEqual({ ok: true });
    const after = await t.app.inject({
      method: 'GET',
      url: `/v1/follows/tag/${tag.id}`,
      headers: await signIn(t, member),
    });
    expect(after.json()).toEqual({ mode: null });
  });

  it('"You cannot follow or mute yourself": 422 naming the field `id`', async () => {
    const member = await buildUser(t);
    for (const mode of ['follow', 'mute'] as const) {
      const res = await put(member, 'user', member.id, mode);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details).toEqual([expect.objectContaining({ path: 'id', code: 'self' })]);
    }
  });

  it('a series cannot be muted (422 naming `mode`); unknown targets are 404, bad types 400, visitors 401', async () => {
    const member = await buildUser(t);
    const author = await buildUser(t);
    const [series] = await t.db
      .insert(tutorialSeries)
      .values({ slug: 'k8s-series', title: 'Kubernetes from zero', state: 'published', authorId: author.id })
      .returning();
    const mute = await put(member, 'tutorial_series', series!.id, 'mute');
    expect(mute.statusCode).toBe(422);
    expect(mute.json().error.details[0]).toMatchObject({ path: 'mode' });
    expect((await put(member, 'tutorial_series', series!.id)).statusCode).toBe(200);
    expect((await put(member, 'tag', 999_999)).statusCode).toBe(404);
    expect((await put(member, 'user', 999_999)).statusCode).toBe(404);
    expect((await put(member, 'tutorial', 1)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/v1/follows/user/${author.id}`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/feed' })).statusCode).toBe(401);
    const draftTag = await buildTag(t, { state: 'trashed' });
    expect((await put(member, 'tag', draftTag.id)).statusCode).toBe(404);
  });
});

describe('the feed', () => {
  it('"shows what one follows, newest first": tags, people and series; not one’s own, not what one muted', async () => {
    const reader = await buildUser(t);
    const writer = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const stranger = await buildUser(t);
    const nginx = await buildTag(t, { name: 'Nginx feed' });
    const other = await buildTag(t, { name: 'Elsewhere' });
    await put(reader, 'tag', nginx.id);
    await put(reader, 'user', writer.id);

    const byTag = await buildQuestion(t, {
      author: stranger,
      tags: [nginx.slug],
      title: 'Nginx returns 502 after reload',
    });
    await age(byTag.id, 3);
    const byPerson = await buildQuestion(t, {
      author: writer,
      tags: [other.slug],
      title: 'Where do logs go on Debian?',
    });
    await age(byPerson.id, 2);
    const unrelated = await buildQuestion(t, {
      author: stranger,
      tags: [other.slug],
      title: 'Unrelated question here',
    });
    const own = await buildQuestion(t, {
      author: reader,
      tags: [nginx.slug],
      title: 'My own nginx question',
    });
    const tutorial = await buildTutorial(t, { author: writer, title: 'Set up Nginx server blocks' });

    const [series] = await t.db
      .insert(tutorialSeries)
      .values({ slug: 'feed-series', title: 'Feed series', state: 'published', authorId: stranger.id })
      .returning();
    const inSeries = await buildTutorial(t, {
      author: await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] }),
      title: 'Part one of the series',
    });
    await t.db
      .insert(tutorialSeriesItems)
      .values({ seriesId: series!.id, tutorialId: inSeries.id, position: 1 });
    await put(reader, 'tutorial_series', series!.id);

    const newest = await feed(reader);
    const ids = newest.data.map((d) => `${d.type}:${d.id}`);
    expect(ids).toContain(`question:${byTag.id}`);
    expect(ids).toContain(`question:${byPerson.id}`);
    expect(ids).toContain(`tutorial:${tutorial.id}`);
    expect(ids).toContain(`tutorial:${inSeries.id}`);
    expect(ids).not.toContain(`question:${unrelated.id}`);
    expect(ids).not.toContain(`question:${own.id}`);
    // Newest first: the question of two days ago before the one of three days ago.
    expect(ids.indexOf(`question:${byPerson.id}`)).toBeLessThan(ids.indexOf(`question:${byTag.id}`));
    expect(newest.meta.pagination.total).toBe(4);
    const reasons = newest.data.find((d) => d.id === byTag.id && d.type === 'question')!.reasons;
    expect(reasons).toEqual([expect.objectContaining({ target_type: 'tag', name: 'Nginx feed' })]);

    // Muting the person removes their question and tutorial; include nothing of a muted tag either.
    await put(reader, 'user', writer.id, 'mute');
    const afterMute = (await feed(reader)).data.map((d) => `${d.type}:${d.id}`);
    expect(afterMute).not.toContain(`question:${byPerson.id}`);
    expect(afterMute).not.toContain(`tutorial:${tutorial.id}`);
    expect(afterMute).toContain(`question:${byTag.id}`);
  });

  it('"top this week": the week’s items by upvotes, older ones left out', async () => {
    const reader = await buildUser(t);
    const tag = await buildTag(t, { name: 'Top week' });
    await put(reader, 'tag', tag.id);
    const low = await buildQuestion(t, { tags: [tag.slug], title: 'A question with few votes' });
    await age(low.id, 1, 1);
    const high = await buildQuestion(t, { tags: [tag.slug], title: 'A question with many votes' });
    await age(high.id, 2, 9);
    const old = await buildQuestion(t, { tags: [tag.slug], title: 'A question from last month' });
    await age(old.id, 30, 50);
    const top = (await feed(reader, '?sort=top_week')).data.map((d) => d.id);
    expect(top).toEqual([high.id, low.id]);
    const newest = (await feed(reader, '?sort=newest')).data.map((d) => d.id);
    expect(newest).toEqual([low.id, high.id, old.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/feed?sort=best', headers: await signIn(t, reader) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('muted content leaves lists, search and notifications', () => {
  it('a muted person’s and a muted tag’s questions leave the member’s question list; include_muted=true keeps them', async () => {
    const member = await buildUser(t);
    const loud = await buildUser(t);
    const noisy = await buildTag(t, { name: 'Noisy tag' });
    const byLoud = await buildQuestion(t, { author: loud, title: 'A question by a muted member' });
    const inNoisy = await buildQuestion(t, { tags: [noisy.slug], title: 'A question under a muted tag' });
    const fine = await buildQuestion(t, { title: 'A question nobody muted at all' });
    await put(member, 'user', loud.id, 'mute');
    await put(member, 'tag', noisy.id, 'mute');
    const list = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/questions?limit=100${query}`,
          headers: await signIn(t, member),
        })
      )
        .json()
        .data.map((q: { id: number }) => q.id) as number[];
    const muted = await list('');
    expect(muted).toContain(fine.id);
    expect(muted).not.toContain(byLoud.id);
    expect(muted).not.toContain(inNoisy.id);
    const all = await list('&include_muted=true');
    expect(all).toEqual(expect.arrayContaining([fine.id, byLoud.id, inNoisy.id]));
    // Someone else's list is not theirs to mute.
    const visitor = (await t.app.inject({ method: 'GET', url: '/v1/questions?limit=100' })).json();
    expect(visitor.data.map((q: { id: number }) => q.id)).toContain(byLoud.id);
  });

  it('a muted person’s tutorials leave the member’s tutorial list', async () => {
    const member = await buildUser(t);
    const writer = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const tutorial = await buildTutorial(t, { author: writer, title: 'A tutorial by a muted writer' });
    await put(member, 'user', writer.id, 'mute');
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/tutorials?limit=100',
      headers: await signIn(t, member),
    });
    expect(res.json().data.map((r: { id: number }) => r.id)).not.toContain(tutorial.id);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/v1/tutorials?limit=100&include_muted=true',
      headers: await signIn(t, member),
    });
    expect(kept.json().data.map((r: { id: number }) => r.id)).toContain(tutorial.id);
  });

  it('a muted person’s answers and mentions notify nobody who muted them; others still hear', async () => {
    const asker = await buildUser(t);
    const other = await buildUser(t);
    const loud = await buildUser(t);
    const question = await buildQuestion(t, { author: asker, title: 'Who answers a muted member?' });
    await put(asker, 'user', loud.id, 'mute');
    await buildComment(
      t,
      { type: 'question', id: question.id },
      { author: loud, type: 'answer', body: `Try this, @${other.username}.` },
    );
    const notes = (userId: number) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId)));
    expect(await notes(asker.id)).toHaveLength(0);
    expect((await notes(other.id)).map((n) => n.name)).toEqual(['mention']);
    // After unmuting, the next answer notifies again.
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/follows/user/${loud.id}`,
      headers: await signIn(t, asker),
    });
    await buildComment(t, { type: 'question', id: question.id }, { author: loud, type: 'answer' });
    expect((await notes(asker.id)).map((n) => n.name)).toEqual(['new_answer']);
  });

  it('notifications written before the mute leave the member’s list and unread count; unmuting brings them back', async () => {
    const asker = await buildUser(t);
    const loud = await buildUser(t);
    const question = await buildQuestion(t, {
      author: asker,
      title: 'Old answers from a member muted later',
    });
    await buildComment(t, { type: 'question', id: question.id }, { author: loud, type: 'answer' });
    const list = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/users/${asker.slug}/notifications`,
        headers: await signIn(t, asker),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: unknown[]; meta: { unread_count: number } };
      return { n: body.data.length, unread: body.meta.unread_count };
    };
    expect(await list()).toEqual({ n: 1, unread: 1 });
    await put(asker, 'user', loud.id, 'mute');
    expect(await list()).toEqual({ n: 0, unread: 0 });
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/follows/user/${loud.id}`,
      headers: await signIn(t, asker),
    });
    expect(await list()).toEqual({ n: 1, unread: 1 });
  });

  it('a muted tag’s new questions notify none of its followers who muted it', async () => {
    const member = await buildUser(t);
    const tag = await buildTag(t, { name: 'Subscribed but muted' });
    const sub = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${member.slug}/subscriptions`,
      headers: await signIn(t, member),
      payload: { subscription: { type: 'tag', id: tag.id } },
    });
    expect(sub.statusCode).toBe(201);
    await put(member, 'tag', tag.id, 'mute');
    await buildQuestion(t, { tags: [tag.slug], title: 'A question under the muted tag' });
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(rows).toHaveLength(0);
  });
});

describe('digests from the feed', () => {
  it('"the digest emails built from it": a daily digest lists what the member follows under "From what you follow"', async () => {
    const member = await buildUser(t, { email: 'feed-digest@example.test' });
    const headers = await signIn(t, member);
    const prefs = await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/notification_preferences',
      headers,
      payload: { preferences: { questions: 'daily' } },
    });
    expect(prefs.statusCode).toBe(200);
    const tag = await buildTag(t, { name: 'Digest tag' });
    await put(member, 'tag', tag.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await buildQuestion(t, { tags: [tag.slug], title: 'A followed question for the digest' });
    await buildQuestion(t, { title: 'A question nobody here follows' });

    expect(await queueDigests(t.db, t.env, 'daily')).toBeGreaterThanOrEqual(1);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, member.id));
    expect(mail?.text).toContain('From what you follow');
    expect(mail?.text).toContain('A followed question for the digest');
    expect(mail?.text).toContain('You follow Digest tag');
    expect(mail?.text).not.toContain('A question nobody here follows');
  });
});

describe('a visitor’s follow, completed after sign-up', () => {
  it('"leads to sign-up and completes after it": the sign-up page returns to the page with the intent and a session that applies it', async () => {
    const tag = await buildTag(t, { name: 'Intent tag' });
    const back = `http://web.test/community/tags/${tag.slug}?follow=tag:${tag.id}`;
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/login?type=register&success_redirect=${encodeURIComponent(back)}&error_redirect=${encodeURIComponent('http://web.test/community/auth-error')}`,
    });
    expect(page.statusCode).toBe(200);
    const fields: Record<string, string> = {};
    for (const m of page.body.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields[m[1]!] = m[2]!.replace(/&amp;/g, '&');
    expect(fields.success_redirect).toBe(back);
    const cookie = String([page.headers['set-cookie'] ?? []].flat()[0] ?? '').split(';')[0]!;
    const done = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({
        ...fields,
        email: 'follower@example.test',
        username: 'follower',
        password: 'a long enough passphrase',
      }).toString(),
    });
    expect(done.statusCode, done.body.slice(0, 300)).toBe(303);
    const location = new URL(String(done.headers.location));
    expect(location.origin + location.pathname).toBe(`http://web.test/community/tags/${tag.slug}`);
    expect(location.searchParams.get('follow')).toBe(`tag:${tag.id}`);
    const jwt = location.searchParams.get('jwt')!;
    expect(jwt).toBeTruthy();

    // What the page does with the intent and the new session.
    const [type, id] = location.searchParams.get('follow')!.split(':');
    const applied = await t.app.inject({
      method: 'PUT',
      url: `/v1/follows/${type}/${id}`,
      headers: { authorization: `Bearer ${jwt}` },
      payload: { follow: { mode: 'follow' } },
    });
    expect(applied.statusCode).toBe(200);
    await buildQuestion(t, { tags: [tag.slug], title: 'A question for the new follower' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/feed',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(res.json().data.map((d: { title: string }) => d.title)).toEqual([
      'A question for the new follower',
    ]);
  });
});

describe('muted content leaves search results on request', () => {
  it('GET /v1/search leaves out muted people and tags; include_muted=true keeps them; the public search is everyone’s', async () => {
    const member = await buildUser(t);
    const loud = await buildUser(t);
    const noisy = await buildTag(t, { name: 'Muted search tag' });
    const byLoud = await buildQuestion(t, {
      author: loud,
      title: 'Zebrafish tank heater keeps tripping the breaker',
    });
    const inNoisy = await buildQuestion(t, {
      tags: [noisy.slug],
      title: 'Zebrafish aquarium lights on a timer with cron',
    });
    const fine = await buildQuestion(t, { title: 'Zebrafish feeding schedule with systemd timers' });
    await put(member, 'user', loud.id, 'mute');
    await put(member, 'tag', noisy.id, 'mute');
    const ids = async (url: string, signedIn = true) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: signedIn ? await signIn(t, member) : {},
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return (res.json() as { data: { id: number }[] }).data.map((h) => h.id).sort();
    };
    expect(await ids('/v1/search?query=zebrafish')).toEqual([fine.id]);
    expect(await ids('/v1/search?query=zebrafish&include_muted=true')).toEqual(
      [byLoud.id, inNoisy.id, fine.id].sort(),
    );
    expect(await ids('/content/v1/search?query=zebrafish', false)).toEqual(
      [byLoud.id, inNoisy.id, fine.id].sort(),
    );
    const visitor = await t.app.inject({ method: 'GET', url: '/v1/search?query=zebrafish' });
    expect(visitor.statusCode).toBe(401);
  });
});
