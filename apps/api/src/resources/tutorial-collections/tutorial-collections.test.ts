// "Tutorial collections (content-and-presentation §2/§7) have public pages, an admin screen and can be created
// there, not only by the seed" (issue #30): the admin API of the descriptor, and what the public reads then show.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildTutorial, buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp();

describe('tutorial collections in the admin area', () => {
  it('an editor with MANAGE_TUTORIALS creates a collection, publishes it, and its public page lists its tutorials in order', async () => {
    const editor = await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS'));
    const first = await buildTutorial(t, { title: 'Install a web server' });
    const second = await buildTutorial(t, { title: 'Secure it with TLS' });
    const draft = await buildTutorial(t, { title: 'Unpublished part', state: 'draft' });

    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/tutorial-collections',
      headers: editor,
      payload: {
        tutorialCollection: {
          title: 'Web servers from scratch',
          tutorial_ids: [second.id, first.id, draft.id],
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const collection = created.json();
    expect(collection).toMatchObject({
      slug: 'web-servers-from-scratch',
      state: 'draft',
      tutorials_count: 3,
    });
    // A draft has no public page.
    expect(
      (await t.app.inject({ method: 'GET', url: `/content/v1/tutorial-collections/${collection.slug}` }))
        .statusCode,
    ).toBe(404);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/v1/tutorial-collections?search=web',
      headers: editor,
    });
    expect(listed.statusCode).toBe(200);
    expect((listed.json().data as { id: number }[]).map((row) => row.id)).toEqual([collection.id]);

    const published = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tutorial-collections/${collection.id}`,
      headers: editor,
      payload: { tutorialCollection: { state: 'published', description: 'Serve a site, then secure it.' } },
    });
    expect(published.statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: `/content/v1/tutorial-collections/${collection.slug}`,
    });
    expect(page.statusCode).toBe(200);
    // Public tutorials only, in the collection's order.
    expect((page.json().tutorials as { title: string }[]).map((tutorial) => tutorial.title)).toEqual([
      'Secure it with TLS',
      'Install a web server',
    ]);
    const index = await t.app.inject({ method: 'GET', url: '/content/v1/tutorial-collections' });
    expect((index.json().data as { slug: string }[]).map((row) => row.slug)).toContain(collection.slug);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/tutorial-collections/${collection.id}`,
      headers: editor,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(
      (await t.app.inject({ method: 'GET', url: `/content/v1/tutorial-collections/${collection.slug}` }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses unknown or repeated tutorials and a taken slug with a 4xx naming the field', async () => {
    const editor = await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS'));
    const tutorial = await buildTutorial(t);
    const post = (tutorialCollection: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/tutorial-collections',
        headers: editor,
        payload: { tutorialCollection },
      });

    const unknown = await post({ title: 'Has a ghost', tutorial_ids: [tutorial.id, 999_999] });
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json())).toContain('tutorialCollection.tutorial_ids');
    const twice = await post({ title: 'Twice over', tutorial_ids: [tutorial.id, tutorial.id] });
    expect(twice.statusCode).toBe(422);
    expect(JSON.stringify(twice.json())).toContain('tutorialCollection.tutorial_ids');
    const short = await post({ title: 'No' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('title');

    expect((await post({ title: 'Same slug', slug: 'same-slug' })).statusCode).toBe(201);
    const taken = await post({ title: 'Same slug again', slug: 'same-slug' });
    expect(taken.statusCode).toBe(409);
    expect(JSON.stringify(taken.json())).toContain('tutorialCollection.slug');
  });

  it('is closed to members without MANAGE_TUTORIALS and to visitors', async () => {
    const member = await signIn(t, await buildUser(t));
    const payload = { tutorialCollection: { title: 'Not mine to make' } };
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/tutorial-collections', headers: member, payload }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/tutorial-collections', payload })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/tutorial-collections', headers: member })).statusCode,
    ).toBe(403);
  });
});
