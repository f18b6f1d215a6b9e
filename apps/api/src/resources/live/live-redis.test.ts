// Live updates on several API instances sharing Redis (issue #32, item 1: "fanned out through Redis pub/sub when
// REDIS_URL is set … any instance answers, no sticky sessions"): a write through one instance reaches a stream open
// on another, a ticket issued by one opens a stream on another, and a reader resumes on either.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildUser, signIn } from '../../test/factories.js';
import { openStream, portOf, quiet, type Stream } from '../../test/live.js';
import { reachableRedis } from '../../test/redis.js';

const redis = await reachableRedis();
const shared: Record<string, string> = redis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.prefix } : {};
const t = useTestApp(shared);
afterAll(async () => redis?.cleanup());

const opened: Stream[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

describe.skipIf(!redis)('live updates across instances sharing Redis', () => {
  it('a write through instance 2 reaches a stream open on instance 1, and a reader resumes on instance 2', async () => {
    const one = t.app;
    const two = await t.startInstance(shared);
    await one.live.bus.ready();
    await two.live.bus.ready();
    const asker = await buildUser(t);
    const headers = await signIn(t, asker);
    const question = await buildQuestion(t, { author: asker });

    // The ticket is asked of instance 2 and opens the stream on instance 1.
    const ticket = (await two.inject({ method: 'POST', url: '/v1/live/ticket', headers })).json().ticket;
    const onOne = await openStream(await portOf(one), `/v1/live?channels=/user/${asker.id}&ticket=${ticket}`);
    opened.push(onOne);
    expect(onOne.status).toBe(200);
    await onOne.next((e) => e.event === 'ready');

    const answerer = await signIn(t, await buildUser(t));
    const post = (body: string) =>
      two.inject({
        method: 'POST',
        url: '/v1/comments',
        headers: answerer,
        payload: { comment: { body, type: 'answer', parent_type: 'question', parent_id: question.id } },
      });
    const res = await post('Open port 22 in the droplet firewall, then restart sshd.');
    expect(res.statusCode, res.body).toBe(201);
    const heard = await onOne.next((e) => e.event === 'message');
    expect(heard.data).toMatchObject({
      channel: `/user/${asker.id}`,
      data: { type: 'notifications', unread: 1 },
    });

    // The network drops; the browser reconnects through the balancer to instance 2 and misses nothing.
    const lastId = onOne.lastId()!;
    onOne.close();
    expect((await post('Check that the droplet has your SSH key in authorized_keys.')).statusCode).toBe(201);
    const onTwo = await openStream(await portOf(two), `/v1/live?channels=/user/${asker.id}`, {
      ...headers,
      'last-event-id': lastId,
    });
    opened.push(onTwo);
    const missed = await onTwo.next((e) => e.event === 'message');
    expect(missed.data).toMatchObject({ id: heard.data.id + 1, data: { unread: 2 } });
    await quiet(100);
    expect(onTwo.messages()).toHaveLength(1);
  });
});
