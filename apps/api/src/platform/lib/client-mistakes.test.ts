// Client mistakes are 4xx in the one error shape, naming the field — never a 500 (the database would
// refuse a NUL character, an id above PostgreSQL's integer range or a reference to a missing row).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildUser, signIn } from '../../test/factories.js';

const t = useTestApp();

type Probe = { method: 'GET' | 'POST' | 'PATCH' | 'OPTIONS'; url: string; payload?: object; auth?: boolean };

async function send(probe: Probe, headers: Record<string, string>) {
  return t.app.inject({
    method: probe.method,
    url: probe.url,
    headers: probe.auth === false ? {} : headers,
    ...(probe.payload ? { payload: probe.payload } : {}),
  });
}

function expectClientError(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  path?: string,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = res.json() as { error: { code: string; message: string; details?: { path: string }[] } };
  expect(body.error).toEqual(
    expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  );
  if (path) expect(body.error.details?.map((d) => d.path)).toContain(path);
}

describe('client mistakes are 4xx naming the field, never 500', () => {
  it('[R1-12] a NUL character in a slug, a search, a comment body or a sign-in email', async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    const question = await buildQuestion(t, { author: member });
    const cases: [Probe, string][] = [
      [{ method: 'GET', url: '/content/v1/tutorials/abc%00def' }, 'params.id'],
      [{ method: 'GET', url: '/content/v1/search?q=nginx%00' }, 'querystring.q'],
      [
        {
          method: 'POST',
          url: '/v1/comments',
          payload: {
            comment: {
              body: 'a thoughtful answer\u0000 with a NUL',
              type: 'answer',
              parent_type: 'question',
              parent_id: question.id,
            },
          },
        },
        'body.comment.body',
      ],
      [
        {
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: 'someone\u0000@example.test', password: 'whatever' },
          auth: false,
        },
        'body.email',
      ],
    ];
    for (const [probe, path] of cases) expectClientError(await send(probe, headers), 400, path);
  });

  it('[R1-12] ids above 2^31−1 in exclude, featured, user_viewed and subscriptions', async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    const question = await buildQuestion(t, { author: member });
    const huge = 2 ** 31;
    expectClientError(
      await send({ method: 'GET', url: `/v1/comments/question/${question.id}?featured=${huge}` }, headers),
      400,
      'querystring.featured.0',
    );
    expectClientError(
      await send({ method: 'GET', url: `/v1/comments/question/${question.id}?exclude=1,${huge}` }, headers),
      400,
      'querystring.exclude.1',
    );
    expectClientError(
      await send(
        { method: 'POST', url: `/v1/user_viewed/${member.slug}`, payload: { type: 'question', id: huge } },
        headers,
      ),
      400,
      'body.id',
    );
    expectClientError(
      await send(
        {
          method: 'POST',
          url: `/v1/users/${member.slug}/subscriptions`,
          payload: { subscription: { type: 'question', id: huge } },
        },
        headers,
      ),
      400,
      'body.subscription.id',
    );
    // In a path an out-of-range number is not an id but a slug that matches nothing.
    expectClientError(
      await send({ method: 'GET', url: `/v1/users/${member.slug}/subscriptions/question/${huge}` }, headers),
      404,
    );
  });

  it('[R1-12] a reference to a row that does not exist is 422 naming the field', async () => {
    const admin = await buildUser(t, { permissions: ['ADMINISTRATOR'] });
    const question = await buildQuestion(t, { author: admin });
    const res = await send(
      {
        method: 'PATCH',
        url: `/v1/questions/${question.id}`,
        payload: { question: { tutorial_id: 987_654 } },
      },
      await signIn(t, admin),
    );
    expectClientError(res, 422, 'question.tutorial_id');
  });

  it('[R1-12] a path parameter over 500 characters, a malformed URL and an OPTIONS without Origin answer JSON', async () => {
    expectClientError(
      await send({ method: 'GET', url: `/content/v1/tutorials/${'a'.repeat(501)}` }, {}),
      414,
    );
    expectClientError(await send({ method: 'GET', url: '/content/v1/tutorials/%E0%A4%A' }, {}), 400, 'url');
    expectClientError(await send({ method: 'OPTIONS', url: '/v1/questions' }, {}), 400, 'headers.origin');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/questions',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});
