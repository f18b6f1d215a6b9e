// Live updates (issue #32, item 1): "a stream per signed-in member and per public page, over Server-Sent Events …
// The bell's count and list update without a reload; … a second tab stays in sync. Resumes after a network drop
// without losing a message (Last-Event-ID or equivalent); falls back to polling when streams are blocked; per-IP and
// per-account connection limits; open streams in /metrics." Real streams over a socket on one instance (in-process bus).
import { afterEach, describe, expect, it } from 'vitest';
import { emit, transaction } from '../../platform/events/bus.js';
import { loadSessionUser, toActor } from '../../platform/services/sessions.js';
import { useTestApp } from '../../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildTutorial,
  buildUser,
  signIn,
  type UserRow,
} from '../../test/factories.js';
import { openStream, portOf, quiet, type LiveEvent, type Stream } from '../../test/live.js';

const t = useTestApp({
  LIVE_BACKLOG: '3',
  LIVE_MAX_PER_MEMBER: '3',
  LIVE_MAX_PER_IP: '8',
  RATE_LIMIT_ENABLED: 'false',
});

const opened: Stream[] = [];
afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  // The server releases a stream's slot when it sees the socket close.
  await quiet(50);
});

async function stream(path: string, headers: Record<string, string> = {}): Promise<Stream> {
  const s = await openStream(await portOf(t.app), path, headers);
  opened.push(s);
  if (s.status === 200) await s.next((e) => e.event === 'ready');
  return s;
}

/** An answer by `author` on `question`: its author hears of it (a notification). */
const answer = (question: { id: number }, author: UserRow) =>
  buildComment(t, { type: 'question', id: question.id }, { author, type: 'answer' });

const isNotification = (e: LiveEvent) => e.event === 'message' && e.data.data.type === 'notifications';

describe('GET /v1/live', () => {
  it("a notification for A reaches A's open streams (both tabs) with the unread count, and not B's", async () => {
    const a = await buildUser(t);
    const b = await buildUser(t);
    const question = await buildQuestion(t, { author: a });
    const tab1 = await stream(`/v1/live?channels=/user/${a.id}`, await signIn(t, a));
    const tab2 = await stream(`/v1/live?channels=/user/${a.id}`, await signIn(t, a));
    const other = await stream(`/v1/live?channels=/user/${b.id}`, await signIn(t, b));
    const page = await stream(`/v1/live?channels=/question/${question.id}`);
    expect(tab1.headers['content-type']).toMatch(/^text\/event-stream/);

    const reply = await answer(question, b);
    const [first, second] = await Promise.all([tab1.next(isNotification), tab2.next(isNotification)]);
    expect(first.data).toMatchObject({
      channel: `/user/${a.id}`,
      data: { type: 'notifications', unread: 1 },
    });
    expect(first.data.data.ids).toHaveLength(1);
    expect(second.data).toEqual(first.data);

    // The question's page hears of the answer by id, without its body.
    const onPage = await page.next((e) => e.event === 'message');
    expect(onPage.data.data).toEqual({
      type: 'answer',
      id: reply.id,
      parent: { type: 'question', id: question.id },
    });

    await quiet(200);
    expect(other.messages()).toEqual([]);

    // Read in one tab, the other tab's count follows.
    const read = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${a.slug}/notifications/read`,
      headers: await signIn(t, a),
    });
    expect(read.statusCode, read.body).toBe(200);
    const synced = await tab2.next((e) => e.event === 'message' && e.data.data.type === 'read');
    expect(synced.data.data.unread).toBe(0);
  });

  it('a stream resumed with Last-Event-ID gets exactly the messages it missed; past the backlog, a reset', async () => {
    const a = await buildUser(t);
    const question = await buildQuestion(t, { author: a });
    const headers = await signIn(t, a);
    const first = await stream(`/v1/live?channels=/user/${a.id}`, headers);
    await answer(question, await buildUser(t));
    const heard = await first.next(isNotification);
    const lastId = first.lastId()!;
    expect(lastId).toBe(`/user/${a.id}:${heard.data.id}`);
    first.close(); // the network drops

    await answer(question, await buildUser(t));
    await answer(question, await buildUser(t));
    const resumed = await stream(`/v1/live?channels=/user/${a.id}`, { ...headers, 'last-event-id': lastId });
    await resumed.next((e) => e.event === 'message' && e.data.id === heard.data.id + 2);
    await quiet(100);
    expect(resumed.messages().map((e) => [e.data.id, e.data.data.unread])).toEqual([
      [heard.data.id + 1, 2],
      [heard.data.id + 2, 3],
    ]);

    // Four more while away: the backlog keeps three, so the reader is told to reload instead of missing one.
    const away = resumed.lastId()!;
    resumed.close();
    for (let i = 0; i < 4; i += 1) await answer(question, await buildUser(t));
    const late = await stream(`/v1/live?channels=/user/${a.id}&last_id=${encodeURIComponent(away)}`, headers);
    const reset = await late.next((e) => e.event === 'reset');
    expect(reset.data).toEqual({ channel: `/user/${a.id}` });
    expect(late.messages()).toEqual([]);
  });

  it("\"comment threads, vote counts … update live\": a question's and a tutorial's pages hear new replies and every vote's count", async () => {
    const author = await buildUser(t);
    const voter = await buildUser(t);
    const question = await buildQuestion(t, { author });
    const tutorial = await buildTutorial(t, { author, state: 'published' });
    const onQuestion = await stream(`/v1/live?channels=/question/${question.id}`);
    const onTutorial = await stream(`/v1/live?channels=/tutorial/${tutorial.id}`);
    const isVote = (e: LiveEvent) => e.event === 'message' && e.data.data.type === 'votes';
    const vote = (method: 'POST' | 'DELETE', path: string) =>
      signIn(t, voter).then((headers) => t.app.inject({ method, url: `/v1/upvotes/${path}`, headers }));

    // A reply to an answer is heard on the question's page; a comment on the tutorial on the tutorial's.
    const reply = await answer(question, await buildUser(t));
    const nested = await buildComment(t, { type: 'comment', id: reply.id }, { author: voter });
    const heardNested = await onQuestion.next((e) => e.event === 'message' && e.data.data.id === nested.id);
    expect(heardNested.data.data).toEqual({
      type: 'comment',
      id: nested.id,
      parent: { type: 'comment', id: reply.id },
    });
    const remark = await buildComment(t, { type: 'tutorial', id: tutorial.id }, { author: voter });
    const heardRemark = await onTutorial.next((e) => e.event === 'message' && e.data.data.id === remark.id);
    expect(heardRemark.data.data).toMatchObject({
      type: 'comment',
      parent: { type: 'tutorial', id: tutorial.id },
    });

    // Votes on the question, on its answer and on the tutorial: the count after each, on the page that shows it.
    expect((await vote('POST', `question/${question.id}`)).statusCode).toBe(200);
    expect((await onQuestion.next(isVote)).data.data).toEqual({
      type: 'votes',
      target: { type: 'question', id: question.id },
      count: 1,
    });
    expect((await vote('POST', `comment/${reply.id}`)).statusCode).toBe(200);
    await onQuestion.next((e) => isVote(e) && e.data.data.target.type === 'comment');
    expect((await vote('DELETE', `comment/${reply.id}`)).statusCode).toBe(200);
    const undone = await onQuestion.next((e) => isVote(e) && e.data.data.count === 0);
    expect(undone.data.data.target).toEqual({ type: 'comment', id: reply.id });
    expect((await vote('POST', `tutorial/${tutorial.id}`)).statusCode).toBe(200);
    expect((await onTutorial.next(isVote)).data.data).toMatchObject({
      target: { id: tutorial.id },
      count: 1,
    });

    // A repeated vote changes nothing and says nothing.
    const before = onTutorial.messages().length;
    expect((await vote('POST', `tutorial/${tutorial.id}`)).statusCode).toBe(200);
    await quiet(150);
    expect(onTutorial.messages()).toHaveLength(before);

    // A draft tutorial's page is not public: its channel is refused.
    const draft = await buildTutorial(t, { author, state: 'draft' });
    expect((await stream(`/v1/live?channels=/tutorial/${draft.id}`)).status).toBe(403);
  });

  it('a refused channel gets 403 naming it, before any event', async () => {
    const a = await buildUser(t);
    const b = await buildUser(t);
    const headers = await signIn(t, a);
    const theirs = await stream(`/v1/live?channels=/user/${a.id},/user/${b.id}`, headers);
    expect(theirs.status).toBe(403);
    expect(theirs.headers['content-type']).toMatch(/^application\/json/);
    expect(theirs.body.error.message).toContain(`/user/${b.id}`);
    expect(theirs.body.error.details[0]!.path).toBe('channels');

    const queues = await stream('/v1/live?channels=/admin/queues', headers);
    expect(queues.status).toBe(403);
    expect(queues.body.error.message).toContain('/admin/queues');

    const held = await buildQuestion(t, { state: 'under_review' });
    const hidden = await stream(`/v1/live?channels=/question/${held.id}`);
    expect(hidden.status).toBe(403);
    expect(hidden.body.error.message).toContain(`/question/${held.id}`);

    // A visitor is asked to sign in for a member's channel; a malformed list names the field.
    expect((await stream(`/v1/live?channels=/user/${a.id}`)).status).toBe(401);
    const bad = await stream('/v1/live?channels=/users/everyone');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]!.path).toBe('channels');
    expect(bad.body.error.message).toBe(
      '/users/everyone is not a channel (/user/<id>, /question/<id>, /tutorial/<id>, /admin/queues)',
    );

    // The refusals follow the reader's language, naming the channel and keeping the code and path.
    const badDe = await stream('/v1/live?channels=/users/everyone', { 'accept-language': 'de' });
    expect(badDe.body.error.message).toBe(
      '/users/everyone ist kein Kanal (/user/<id>, /question/<id>, /tutorial/<id>, /admin/queues)',
    );
    const hiddenDe = await stream(`/v1/live?channels=/question/${held.id}`, { 'accept-language': 'de' });
    expect(hiddenDe.body.error).toMatchObject({
      code: 'forbidden',
      message: `/question/${held.id}: Die Frage ist nicht öffentlich`,
      details: [{ path: 'channels', code: 'forbidden' }],
    });
    const hiddenRu = await stream(`/v1/live?channels=/question/${held.id}`, { 'accept-language': 'ru' });
    expect(hiddenRu.body.error.message).toBe(`/question/${held.id}: Вопрос не опубликован`);
    expect(hidden.body.error.message).toBe(`/question/${held.id}: The question is not public`);
  });

  it('a rolled-back write publishes nothing', async () => {
    const a = await buildUser(t);
    const b = await buildUser(t);
    const question = await buildQuestion(t, { author: a });
    const reply = await answer(question, b);
    const live = await stream(`/v1/live?channels=/user/${a.id}`, await signIn(t, a));
    const page = await stream(`/v1/live?channels=/question/${question.id}`);
    const actor = toActor(await loadSessionUser(t.db, b.id));
    await expect(
      transaction(t.db, async (tx) => {
        await emit(tx, {
          type: 'comment.created',
          actor,
          comment: { ...reply },
          root: { type: 'question', id: question.id, slug: question.slug, authorId: a.id },
          parent: null,
          mentions: [],
        });
        throw new Error('the write fails after its event');
      }),
    ).rejects.toThrow('the write fails');
    await quiet(300);
    expect(live.messages()).toEqual([]);
    expect(page.messages()).toEqual([]);

    // The next committed write is heard, numbered right after what was heard before.
    await answer(question, await buildUser(t));
    const heard = await live.next(isNotification);
    expect(heard.data.data.unread).toBe(2);
  });

  it('a single-use ticket opens one stream for the member (EventSource sends no header)', async () => {
    const a = await buildUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/v1/live/ticket', headers: await signIn(t, a) });
    expect(res.statusCode).toBe(201);
    const { ticket } = res.json();
    const path = `/v1/live?channels=/user/${a.id}&ticket=${ticket}`;
    expect((await stream(path)).status).toBe(200);
    const again = await stream(path);
    expect(again.status).toBe(401);
    expect(again.body.error.message).toMatch(/ticket/);
    expect((await t.app.inject({ method: 'POST', url: '/v1/live/ticket' })).statusCode).toBe(401);
  });

  it('moderators hear the queue sizes they may clear, and only those', async () => {
    const reports = await buildUser(t, { permissions: ['MANAGE_REPORTS'] });
    const admin = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
    const live = await stream('/v1/live?channels=/admin/queues', await signIn(t, reports));
    const all = await stream('/v1/live?channels=/admin/queues', await signIn(t, admin));
    const reporter = await buildUser(t);
    const question = await buildQuestion(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: await signIn(t, reporter),
      payload: { user_report: { reportable_type: 'question', reportable_id: question.id, reason: 'spam' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const heard = await live.next((e) => e.event === 'message');
    expect(Object.keys(heard.data.data.counts)).toEqual(['flags']);
    expect(heard.data.data.counts.flags).toBeGreaterThanOrEqual(1);
    const everything = await all.next((e) => e.event === 'message');
    expect(Object.keys(everything.data.data.counts).sort()).toEqual([
      'flags',
      'held_comments',
      'held_questions',
    ]);
  });

  it('limits streams per account and per address (429), and /metrics counts the open ones', async () => {
    const c = await buildUser(t);
    const headers = await signIn(t, c);
    for (let i = 0; i < 3; i += 1)
      expect((await stream(`/v1/live?channels=/user/${c.id}`, headers)).status).toBe(200);
    const fourth = await stream(`/v1/live?channels=/user/${c.id}`, headers);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(/account/);

    const question = await buildQuestion(t);
    for (let i = 0; i < 5; i += 1)
      expect((await stream(`/v1/live?channels=/question/${question.id}`)).status).toBe(200);
    const ninth = await stream(`/v1/live?channels=/question/${question.id}`);
    expect(ninth.status).toBe(429);
    expect(ninth.body.error.message).toMatch(/address/);

    const metrics = await fetch(`http://127.0.0.1:${await portOf(t.app)}/metrics`);
    expect(await metrics.text()).toMatch(/^reef_live_streams_open 8$/m);

    // A closed stream gives its slot back.
    for (const s of opened.splice(0)) s.close();
    await quiet(100);
    expect((await stream(`/v1/live?channels=/user/${c.id}`, headers)).status).toBe(200);
  });
});

describe('GET /v1/live/poll', () => {
  it('answers the messages after the positions given, for clients whose streams are blocked', async () => {
    const a = await buildUser(t);
    const headers = await signIn(t, a);
    const question = await buildQuestion(t, { author: a });
    const url = (last?: string) =>
      `/v1/live/poll?channels=/user/${a.id}${last ? `&last_id=${encodeURIComponent(last)}` : ''}`;
    const start = await t.app.inject({ url: url(), headers });
    expect(start.statusCode, start.body).toBe(200);
    const { last_id } = start.json().data;
    await answer(question, await buildUser(t));
    const after = (await t.app.inject({ url: url(last_id), headers })).json().data;
    expect(after.messages).toHaveLength(1);
    expect(after.messages[0].data).toMatchObject({ type: 'notifications', unread: 1 });
    expect(after.resets).toEqual([]);
    const nothing = (await t.app.inject({ url: url(after.last_id), headers })).json().data;
    expect(nothing.messages).toEqual([]);
    // Someone else's channel is refused as on the stream.
    const other = await t.app.inject({ url: `/v1/live/poll?channels=/user/${a.id + 1000}`, headers });
    expect(other.statusCode).toBe(403);
  });
});
