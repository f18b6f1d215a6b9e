import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildUser, signIn } from '../../test/factories.js';

// A deliberately low limit; the defaults are generous enough that other suites never reach them.
const t = useTestApp({ RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_WRITE_MAX: '3' });

describe('rate limits', () => {
  it('sign-in attempts per IP get 429 with Retry-After', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'nobody@example.test', password: 'wrong password' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
  });

  it('writes are limited per member, reads are not', async () => {
    const question = await buildQuestion(t);
    const headers = await signIn(t, await buildUser(t));
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await t.app.inject({ method: 'POST', url: `/v1/upvotes/question/${question.id}`, headers }))
          .statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    // another member still may write
    const other = await signIn(t, await buildUser(t));
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/upvotes/question/${question.id}`, headers: other }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i++)
      expect(
        (await t.app.inject({ method: 'GET', url: `/v1/questions/${question.id}`, headers })).statusCode,
      ).toBe(200);
  });
});
