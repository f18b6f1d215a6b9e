// community-app §2 "/account/referrals" and §4 "If a refcode query parameter is present…": a member's referral
// code, the refcode recorded at registration, and the count of sign-ups through it.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, signIn } from '../../test/factories.js';

const t = useTestApp();

function csrfFrom(html: string): string {
  return /name="csrf" value="([^"]+)"/.exec(html)![1]!;
}

describe('referrals', () => {
  it('gives a member their referral code and counts the sign-ups that arrived with it', async () => {
    const referrer = await buildUser(t);
    const headers = await signIn(t, referrer);
    const first = await t.app.inject({ method: 'GET', url: `/v1/users/${referrer.slug}/referrals`, headers });
    expect(first.statusCode).toBe(200);
    const { referral_code: code, signups_count } = first.json();
    expect(code).toMatch(/^[a-z2-7]{10}$/);
    expect(signups_count).toBe(0);
    // the code is stable
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/users/${referrer.slug}/referrals`, headers })).json()
        .referral_code,
    ).toBe(code);

    // JSON registration with the refcode
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        email: 'ref1@example.test',
        username: 'referred_one',
        password: 'long enough password',
        refcode: code,
      },
    });
    expect(json.statusCode).toBe(201);

    // The sign-in page carries the refcode through the registration form.
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/login?type=register&refcode=${code}&success_redirect=http://localhost:3000/community`,
    });
    expect(page.body).toContain(`<input type="hidden" name="refcode" value="${code}">`);
    const cookie = page.cookies.find((c) => c.name === 'reef_login_csrf')!;
    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      cookies: { reef_login_csrf: cookie.value },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        csrf: csrfFrom(page.body),
        type: 'register',
        success_redirect: 'http://localhost:3000/community',
        email: 'ref2@example.test',
        username: 'referred_two',
        password: 'long enough password',
        refcode: code,
      }).toString(),
    });
    expect(form.statusCode).toBe(303);

    // A registration without a code, or with someone else's, does not count.
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { email: 'plain@example.test', username: 'not_referred', password: 'long enough password' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        email: 'cloud@example.test',
        username: 'cloud_code',
        password: 'long enough password',
        refcode: 'CLOUDPANEL123',
      },
    });

    const after = await t.app.inject({ method: 'GET', url: `/v1/users/${referrer.slug}/referrals`, headers });
    expect(after.json()).toEqual({ referral_code: code, signups_count: 2 });
  });

  it('refuses a malformed refcode at registration with the field named', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        email: 'bad@example.test',
        username: 'bad_ref',
        password: 'long enough password',
        refcode: '<script>',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('refcode');
  });

  it('ignores a malformed refcode on the sign-in page rather than refusing the page', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/login?type=register&refcode=${encodeURIComponent('"><b>x')}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('name="refcode"');
  });

  it('only the member may read their referrals', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    expect((await t.app.inject({ method: 'GET', url: `/v1/users/${owner.slug}/referrals` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/users/${owner.slug}/referrals`,
          headers: await signIn(t, other),
        })
      ).statusCode,
    ).toBe(403);
  });
});
