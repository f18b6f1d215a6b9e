// Content held for review stays readable by its author and moderators through /v1 (with their token), never through
// the public /content/v1; the author's profile lists it as pending, for them and moderators only.
import { describe, expect, it } from 'vitest';
import { permittedDomains } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

async function heldQuestion() {
  // One permitted domain turns the link rule on; a brand-new member linking elsewhere is held.
  await t.db.insert(permittedDomains).values({ domain: 'docs.example' }).onConflictDoNothing();
  const author = await buildUser(t);
  const headers = await signIn(t, author);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/questions',
    headers,
    payload: {
      question: {
        title: 'Why does my reverse proxy answer 502?',
        body: 'I followed https://blog.elsewhere.test/nginx-proxy and now every request answers 502 Bad Gateway.',
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().state).toBe('under_review');
  return { author, headers, question: res.json() as { id: number; slug: string } };
}

describe('a question held for review', () => {
  it('its author reads it through /v1 with their token; the public API and other members get 404', async () => {
    const { headers, question } = await heldQuestion();
    const own = await t.app.inject({ method: 'GET', url: `/v1/questions/${question.slug}`, headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ slug: question.slug, state: 'under_review' });
    expect(own.json().body_html).toContain('502 Bad Gateway');

    const other = await buildUser(t);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/questions/${question.slug}`,
          headers: await signIn(t, other),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v1/questions/${question.slug}` })).statusCode).toBe(
      404,
    );
    // /content/v1 is public-only, even with the author's token.
    expect(
      (await t.app.inject({ method: 'GET', url: `/content/v1/questions/${question.slug}`, headers }))
        .statusCode,
    ).toBe(404);
  });

  it('a moderator reads it through /v1', async () => {
    const { question } = await heldQuestion();
    const moderator = await buildUserWith(t, 'MANAGE_QUESTIONS');
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/questions/${question.slug}`,
      headers: await signIn(t, moderator),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('under_review');
  });

  it('GET /v1/users/{slug}/pending lists it for the author and moderators only', async () => {
    const { author, headers, question } = await heldQuestion();
    const own = await t.app.inject({ method: 'GET', url: `/v1/users/${author.slug}/pending`, headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([
      expect.objectContaining({
        type: 'question',
        id: question.id,
        state: 'under_review',
        url: `/community/questions/${question.slug}`,
        title: 'Why does my reverse proxy answer 502?',
      }),
    ]);
    const other = await buildUser(t);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/users/${author.slug}/pending`,
          headers: await signIn(t, other),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/v1/users/${author.slug}/pending` })).statusCode).toBe(
      401,
    );
    const moderator = await buildUserWith(t, 'MANAGE_COMMENTS');
    const mod = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${author.slug}/pending`,
      headers: await signIn(t, moderator),
    });
    expect(mod.json().data).toHaveLength(1);
    // Public contributions leave it out.
    const pub = await t.app.inject({ method: 'GET', url: `/content/v1/users/${author.slug}/contributions` });
    expect(pub.json().data).toEqual([]);
  });

  it('a held answer shows in the thread its author reads with their token, not in the public thread', async () => {
    await t.db.insert(permittedDomains).values({ domain: 'docs.example' }).onConflictDoNothing();
    const asker = await buildUser(t);
    const ask = await t.app.inject({
      method: 'POST',
      url: '/v1/questions',
      headers: await signIn(t, asker),
      payload: {
        question: {
          title: 'How do I rotate nginx logs daily?',
          body: 'The logs fill the disk within a week on my small server.',
        },
      },
    });
    const question = ask.json() as { id: number; slug: string };
    const { author, headers } = await heldQuestion();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers,
      payload: {
        comment: {
          type: 'answer',
          parent_type: 'question',
          parent_id: question.id,
          body: 'Use logrotate, see https://blog.elsewhere.test/logrotate for a daily setup.',
        },
      },
    });
    expect(answer.json().state).toBe('under_review');
    const own = await t.app.inject({
      method: 'GET',
      url: `/v1/comments/question/${question.id}?type=answer`,
      headers,
    });
    expect(own.json().data.map((c: { id: number }) => c.id)).toContain(answer.json().id);
    const pub = await t.app.inject({
      method: 'GET',
      url: `/content/v1/comments/question/${question.id}?type=answer`,
    });
    expect(pub.json().data).toEqual([]);
    const pending = await t.app.inject({ method: 'GET', url: `/v1/users/${author.slug}/pending`, headers });
    expect(
      pending
        .json()
        .data.map((p: { type: string }) => p.type)
        .sort(),
    ).toEqual(['answer', 'question']);
  });
});
