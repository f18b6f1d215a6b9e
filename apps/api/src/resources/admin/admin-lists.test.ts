// The list parameters the admin screens use besides the descriptors' own (issue #11): a search box on tags, and a
// state filter and title search on tutorial series (every state for MANAGE_TUTORIALS, published for others).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

describe('admin list parameters', () => {
  it('GET /v1/tags?search= finds tags by name or slug start', async () => {
    const admin = await signIn(t, await buildUserWith(t, 'MANAGE_TAGS'));
    for (const name of ['Kubernetes basics', 'Kafka', 'Ruby'])
      await t.app.inject({ method: 'POST', url: '/v1/tags', headers: admin, payload: { tag: { name } } });
    const found = await t.app.inject({ method: 'GET', url: '/v1/tags?search=ka', headers: admin });
    expect(found.statusCode).toBe(200);
    expect((found.json().data as { name: string }[]).map((tag) => tag.name)).toEqual(['Kafka']);
    const bySlug = await t.app.inject({ method: 'GET', url: '/v1/tags?search=kubernetes-b' });
    expect((bySlug.json().data as { name: string }[]).map((tag) => tag.name)).toEqual(['Kubernetes basics']);
  });

  it('GET /v1/tutorial-series filters by state and searches titles; drafts only for MANAGE_TUTORIALS', async () => {
    const manager = await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS'));
    const member = await signIn(t, await buildUser(t));
    for (const [title, state] of [
      ['Deploying with Docker', 'draft'],
      ['Docker in production', 'published'],
      ['Learning Go', 'published'],
    ])
      await t.app.inject({
        method: 'POST',
        url: '/v1/tutorial-series',
        headers: manager,
        payload: { tutorialSeries: { title, state } },
      });
    const titles = async (query: string, headers = manager) =>
      (
        (await t.app.inject({ method: 'GET', url: `/v1/tutorial-series?${query}`, headers })).json().data as {
          title: string;
        }[]
      )
        .map((s) => s.title)
        .sort();
    expect(await titles('state=draft')).toEqual(['Deploying with Docker']);
    expect(await titles('search=docker')).toEqual(['Deploying with Docker', 'Docker in production']);
    expect(await titles('search=docker', member)).toEqual(['Docker in production']);
    expect((await t.app.inject({ method: 'GET', url: '/v1/tutorial-series?state=gone' })).statusCode).toBe(
      400,
    );
  });
});
