// Security round 2, finding 8: public counters count once per visitor per item per day, whatever the client sends.
// The visitor is what the server derives (the client address through TRUST_PROXY, IPv6 by its /64, and the user
// agent; or the member): paths, query strings, referrers, extra properties, forged forwarding headers and the
// client's own "signed in" claim never make a second count. Every public counter is replayed here.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions, tools, tutorials } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildTutorial, buildUser, signIn } from '../../test/factories.js';

const t = useTestApp({ TRUST_PROXY: '127.0.0.1' });

const TABLES = { tutorial: tutorials, question: questions, tool: tools } as const;

async function viewsOf(type: keyof typeof TABLES, id: number): Promise<number> {
  const table = TABLES[type];
  return (await t.db.select({ n: table.viewsCount }).from(table).where(eq(table.id, id)))[0]!.n;
}

const viewed = (type: string, id: number, extra: Record<string, unknown> = {}) => ({
  type: 'track',
  messageId: randomUUID(),
  event: 'user_viewed',
  properties: { type, id, ...extra },
});

async function send(events: unknown[], headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/analytics/events',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 counter-test',
      'x-forwarded-for': '198.51.100.60',
      ...headers,
    },
    payload: JSON.stringify({ events }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('[R2-8] view counters', () => {
  it('[R2-8] one anonymous request naming 50 paths adds one view to the tutorial, not 50', async () => {
    const tutorial = await buildTutorial(t);
    const before = await viewsOf('tutorial', tutorial.id);
    await send(
      Array.from({ length: 50 }, (_, i) =>
        viewed('tutorial', tutorial.id, { path: `/community/tutorials/${tutorial.slug}/${i}` }),
      ),
    );
    expect(await viewsOf('tutorial', tutorial.id)).toBe(before + 1);
  });

  it('[R2-8] replays with other paths, query strings, referrers, properties, signed_in claims and forged client headers add nothing more the same day', async () => {
    for (const item of [
      { type: 'tutorial' as const, id: (await buildTutorial(t)).id },
      { type: 'question' as const, id: (await buildQuestion(t)).id },
    ]) {
      const before = await viewsOf(item.type, item.id);
      await send([viewed(item.type, item.id, { path: '/a' })]);
      const variants: [Record<string, unknown>, Record<string, string>][] = [
        [{ path: '/b?x=1' }, {}],
        [{ path: `/c#${randomUUID()}` }, { referer: 'https://elsewhere.example/' }],
        [{ path: '/d', signed_in: false, title: 'other', url: 'https://x.example/' }, {}],
        [{}, { 'x-real-ip': '192.0.2.9', 'cf-connecting-ip': '192.0.2.10', forwarded: 'for=192.0.2.11' }],
        [{ path: '/e' }, { 'accept-language': 'fr', cookie: `visitor=${randomUUID()}` }],
        // The proxy appends the client's address; what the client wrote before it is not believed.
        [{ path: '/f' }, { 'x-forwarded-for': '192.0.2.50, 198.51.100.60' }],
      ];
      for (const [properties, headers] of variants)
        await send([viewed(item.type, item.id, properties)], headers);
      expect(await viewsOf(item.type, item.id), `${item.type} views`).toBe(before + 1);
    }
  });

  it('[R2-8] rotating addresses inside one IPv6 /64 is one visitor', async () => {
    const tutorial = await buildTutorial(t);
    const before = await viewsOf('tutorial', tutorial.id);
    for (let i = 1; i <= 10; i++)
      await send([viewed('tutorial', tutorial.id, { path: '/p' })], {
        'x-forwarded-for': `2001:db8:1:2::${i.toString(16)}`,
      });
    expect(await viewsOf('tutorial', tutorial.id)).toBe(before + 1);
    // Another /64 is another visitor.
    await send([viewed('tutorial', tutorial.id)], { 'x-forwarded-for': '2001:db8:1:3::1' });
    expect(await viewsOf('tutorial', tutorial.id)).toBe(before + 2);
  });

  it('[R2-8] a signed-in member who also sends an anonymous-looking analytics view is counted once', async () => {
    const tutorial = await buildTutorial(t);
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    const before = await viewsOf('tutorial', tutorial.id);
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/v1/user_viewed/${member.id}`,
      headers,
      payload: { type: 'tutorial', id: tutorial.id },
    });
    expect(recorded.statusCode).toBe(200);
    await send([viewed('tutorial', tutorial.id, { signed_in: false })], {
      ...headers,
      'x-forwarded-for': '198.51.100.77',
    });
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'POST',
        url: `/v1/user_viewed/${member.id}`,
        headers,
        payload: { type: 'tutorial', id: tutorial.id },
      });
    expect(await viewsOf('tutorial', tutorial.id)).toBe(before + 1);
  });

  it('[R2-8] the count is kept in the database: a second API instance does not count the same visitor again', async () => {
    const tutorial = await buildTutorial(t);
    const before = await viewsOf('tutorial', tutorial.id);
    await send([viewed('tutorial', tutorial.id, { path: '/one' })]);
    const other = await t.startInstance({ TRUST_PROXY: '127.0.0.1' });
    const res = await other.inject({
      method: 'POST',
      url: '/v1/analytics/events',
      remoteAddress: '127.0.0.1',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 counter-test',
        'x-forwarded-for': '198.51.100.60',
      },
      payload: JSON.stringify({ events: [viewed('tutorial', tutorial.id, { path: '/two' })] }),
    });
    expect(res.statusCode).toBe(200);
    expect(await viewsOf('tutorial', tutorial.id)).toBe(before + 1);
  });
});

describe('[R2-8] upvote counters', () => {
  it('[R2-8] replaying an upvote with other client-chosen fields adds one', async () => {
    const question = await buildQuestion(t);
    const headers = await signIn(t, await buildUser(t));
    for (const extra of [{}, { referer: 'https://x.example/' }, { 'x-forwarded-for': '192.0.2.1' }])
      await t.app.inject({
        method: 'POST',
        url: `/v1/upvotes/question/${question.id}?again=${randomUUID()}`,
        headers: { ...headers, ...extra },
      });
    const [row] = await t.db
      .select({ n: questions.upvotesCount })
      .from(questions)
      .where(eq(questions.id, question.id));
    expect(row!.n).toBe(1);
  });
});
