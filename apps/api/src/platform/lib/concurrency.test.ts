// Optimistic concurrency of admin edits (issue #11): "the second of two admins saving the same row sees a conflict,
// not a silent overwrite". Each editor sends the updated_at it loaded as If-Match; the generic descriptor update
// and the bespoke tag, tool and series updates all check it.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

type Case = { path: string; wrapper: string; create: Record<string, unknown>; field: string };

const CASES: Case[] = [
  { path: 'feature_flags', wrapper: 'feature_flag', create: { name: 'race_flag' }, field: 'description' },
  {
    path: 'distributions',
    wrapper: 'distribution',
    create: { name: 'Race OS', slug: 'race-os' },
    field: 'name',
  },
  { path: 'tags', wrapper: 'tag', create: { name: 'Race tag' }, field: 'description' },
  { path: 'tools', wrapper: 'tool', create: { name: 'Race tool' }, field: 'description' },
  { path: 'tutorial-series', wrapper: 'tutorialSeries', create: { title: 'Race series' }, field: 'title' },
];

describe('editing an object two admins have open', () => {
  for (const { path, wrapper, create, field } of CASES) {
    it(`${path}: "the second of two admins saving the same row sees a conflict, not a silent overwrite"`, async () => {
      const first = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
      const second = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
      const created = await t.app.inject({
        method: 'POST',
        url: `/v1/${path}`,
        headers: first,
        payload: { [wrapper]: create },
      });
      expect(created.statusCode, created.body).toBe(201);
      const loaded = created.json() as { id: number; updated_at: string };
      const url = `/v1/${path}/${loaded.id}`;
      const save = (headers: { authorization: string }, value: string, version?: string) =>
        t.app.inject({
          method: 'PATCH',
          url,
          headers: { ...headers, ...(version === undefined ? {} : { 'if-match': version }) },
          payload: { [wrapper]: { [field]: value } },
        });

      // Both opened the same version; the first save wins.
      const saved = await save(first, 'First admin wins', `"${loaded.updated_at}"`);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().updated_at).not.toBe(loaded.updated_at);

      const refused = await save(second, 'Second admin overwrites', `"${loaded.updated_at}"`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('edit_conflict');
      expect(refused.json().error.message).toMatch(/changed by someone else since you opened it/);
      const now = await t.app.inject({ method: 'GET', url, headers: first });
      expect(now.json()[field]).toBe('First admin wins');

      // Reloaded, the second admin saves on the current version.
      const retried = await save(second, 'Second admin, after reloading', `"${saved.json().updated_at}"`);
      expect(retried.statusCode, retried.body).toBe(200);

      // Without If-Match a write behaves as before; a malformed one is a 400 naming the header.
      expect((await save(first, 'A script without If-Match')).statusCode).toBe(200);
      const malformed = await save(first, 'Malformed version', 'yesterday');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.details[0].path).toBe('headers.if-match');
    });
  }

  it('two saves racing on the same version: exactly one wins', async () => {
    const admin = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/feature_flags',
      headers: admin,
      payload: { feature_flag: { name: 'race_both' } },
    });
    const { id, updated_at: version } = created.json() as { id: number; updated_at: string };
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((description) =>
        t.app.inject({
          method: 'PATCH',
          url: `/v1/feature_flags/${id}`,
          headers: { ...admin, 'if-match': `"${version}"` },
          payload: { feature_flag: { description } },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('If-Match from the browser', () => {
  it('the site may send it across origins (CORS preflight allows the header)', async () => {
    const origin = t.env.CORS_ORIGINS[0]!;
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/tags/1',
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type,if-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('if-match');
  });
});
