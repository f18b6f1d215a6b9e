import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildTutorial, buildUser, buildUserWith, signIn } from '../../test/factories.js';
import { createRevalidator } from './revalidate.js';

// A real HTTP server standing in for the web app's /api/revalidate: the app's own revalidator posts to it.
type Call = { auth: string | undefined; tags: string[]; paths: string[] };
const calls: Call[] = [];
let web: Server;
let webUrl = '';
beforeAll(async () => {
  web = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { tags: string[]; paths: string[] };
      calls.push({ auth: req.headers.authorization, tags: parsed.tags, paths: parsed.paths });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}/api/revalidate`;
});
afterAll(() => new Promise<void>((resolve) => web.close(() => resolve())));

const t = useTestApp();

beforeEach(() => {
  calls.length = 0;
  // The harness records calls in memory; here the real revalidator posts over HTTP.
  t.app.ctx.revalidate = createRevalidator({ ...t.env, REVALIDATE_URL: webUrl }, t.app.log, {
    repeatAfterMs: 0,
  });
});

/** The tags of the next call the web stand-in receives containing `tag` (the revalidator is fire-and-forget). */
async function receivedWith(tag: string): Promise<Call> {
  for (let i = 0; i < 200; i++) {
    const call = calls.find((c) => c.tags.includes(tag));
    if (call) return call;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no revalidation with ${tag}; got ${JSON.stringify(calls)}`);
}

describe('revalidation after writes', () => {
  it('an answer revalidates the question page, its thread and the question lists that show answer counts', async () => {
    const question = await buildQuestion(t);
    // Publishing the fixture revalidates its page too (the question service's event): let it land first.
    await receivedWith(`question:${question.slug}`);
    calls.length = 0;
    const answerer = await buildUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: await signIn(t, answerer),
      payload: {
        comment: {
          body: 'Restart sshd and check the firewall.',
          type: 'answer',
          parent_type: 'question',
          parent_id: question.id,
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const call = await receivedWith(`question:${question.slug}`);
    expect(call.tags).toEqual(
      expect.arrayContaining([`question:${question.slug}`, 'questions', `comments:question:${question.id}`]),
    );
    expect(call.auth).toBe(`Bearer ${t.env.REVALIDATE_SECRET}`);
  });

  it('a comment on a tutorial revalidates the tutorial page and its thread', async () => {
    const tutorial = await buildTutorial(t);
    await receivedWith(`tutorial:${tutorial.slug}`);
    calls.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: await signIn(t, await buildUser(t)),
      payload: {
        comment: {
          body: 'Worked on the first try, thanks.',
          type: 'comment',
          parent_type: 'tutorial',
          parent_id: tutorial.id,
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const call = await receivedWith(`tutorial:${tutorial.slug}`);
    expect(call.tags).toEqual(
      expect.arrayContaining([`tutorial:${tutorial.slug}`, `comments:tutorial:${tutorial.id}`]),
    );
  });

  it('a static page write revalidates static_page:{type}/{slug} (the tag the web caches community pages under)', async () => {
    const editor = await buildUserWith(t, 'MANAGE_STATIC_PAGES');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/static_pages',
      headers: await signIn(t, editor),
      payload: {
        static_page: {
          type: 'legal',
          slug: 'privacy',
          title: 'Privacy',
          state: 'published',
          slices: [{ slice_type: 'content', primary: { body: 'We keep little.' }, items: [] }],
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const call = await receivedWith('static_page:legal/privacy');
    expect(call.tags).toContain('static_pages');
    expect(call.paths).toContain('/legal/privacy');
  });
});
