// The static-content API: public statuses only, caching headers, the query parameters of content-and-presentation §7.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { comments, tags, tutorials } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildTag,
  buildTutorial,
  buildUser,
  signIn,
} from '../../test/factories.js';

const t = useTestApp();

describe('static-content API', () => {
  it('serves a published tutorial by slug or id with Cache-Control, ETag and 304', async () => {
    const tag = await buildTag(t, { name: 'Nginx' });
    const tutorial = await buildTutorial(t, {
      title: 'How To Install Nginx on Ubuntu 24.04',
      tags: [tag.slug],
    });
    const bySlug = await t.app.inject({ method: 'GET', url: `/content/v1/tutorials/${tutorial.slug}` });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(bySlug.headers.etag).toMatch(/^"[\w-]+"$/);
    const body = bySlug.json();
    expect(body).toMatchObject({
      id: tutorial.id,
      type: 'tutorial',
      sub_type: 'tutorial',
      state: 'published',
      tags: [{ slug: 'nginx' }],
    });
    expect(body.body_html).toContain('<h2');
    expect(body.headings.map((h: { slug: string }) => h.slug)).toEqual(['prerequisites', 'step-1']);
    expect(body).not.toHaveProperty('body_markdown');
    const byId = await t.app.inject({ method: 'GET', url: `/content/v1/tutorials/${tutorial.id}` });
    expect(byId.json().slug).toBe(tutorial.slug);
    const cached = await t.app.inject({
      method: 'GET',
      url: `/content/v1/tutorials/${tutorial.slug}`,
      headers: { 'if-none-match': bySlug.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const fields = await t.app.inject({
      method: 'GET',
      url: `/content/v1/tutorials/${tutorial.slug}?fields=title,tags`,
    });
    expect(Object.keys(fields.json()).sort()).toEqual(['id', 'slug', 'tags', 'title']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/content/v1/tutorials/${tutorial.slug}?type=cheatsheet` }))
        .statusCode,
    ).toBe(404);
  });

  it('hides drafts and trashed content from everyone on the public API, even with a token', async () => {
    const author = await buildUser(t, {
      permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS', 'ADMINISTRATOR'],
    });
    const draft = await buildTutorial(t, { author, state: 'draft' });
    const headers = await signIn(t, author);
    expect(
      (await t.app.inject({ method: 'GET', url: `/content/v1/tutorials/${draft.slug}`, headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/tutorials/${draft.slug}`, headers })).statusCode,
    ).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/content/v1/tutorials?limit=1000' });
    expect(list.json().data.map((x: { id: number }) => x.id)).not.toContain(draft.id);
    const unlisted = await buildTutorial(t, { state: 'unlisted' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/content/v1/tutorials/${unlisted.slug}` })).statusCode,
    ).toBe(200);
    const list2 = await t.app.inject({ method: 'GET', url: '/content/v1/tutorials?limit=1000' });
    expect(list2.json().data.map((x: { id: number }) => x.id)).not.toContain(unlisted.id);
  });

  it('an old slug still resolves after an editor renames a tutorial', async () => {
    const editor = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const tutorial = await buildTutorial(t, { author: editor });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tutorials/${tutorial.id}`,
      headers: await signIn(t, editor),
      payload: { tutorial: { slug: 'a-brand-new-slug' } },
    });
    expect(renamed.json().slug).toBe('a-brand-new-slug');
    const old = await t.app.inject({ method: 'GET', url: `/content/v1/tutorials/${tutorial.slug}` });
    expect(old.json()).toMatchObject({ id: tutorial.id, slug: 'a-brand-new-slug' });
    const versions = await t.app.inject({
      method: 'GET',
      url: `/v1/tutorials/${tutorial.id}/versions`,
      headers: await signIn(t, editor),
    });
    expect(versions.json().data.map((v: { version: number }) => v.version)).toEqual([1]);
    // a content change saves version 2 and tells the subscribers
    const reader = await buildUser(t);
    const readerHeaders = await signIn(t, reader);
    await t.app.inject({
      method: 'POST',
      url: `/v1/users/${reader.slug}/subscriptions`,
      headers: readerHeaders,
      payload: { subscription: { type: 'tutorial', id: tutorial.id } },
    });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tutorials/${tutorial.id}`,
      headers: await signIn(t, editor),
      payload: { tutorial: { body: '## New\n\nRewritten.' } },
    });
    expect(edited.json()).toMatchObject({ version: 2, headings: [expect.objectContaining({ slug: 'new' })] });
    const v1 = await t.app.inject({
      method: 'GET',
      url: `/v1/tutorials/${tutorial.id}/versions/1`,
      headers: await signIn(t, editor),
    });
    expect(v1.json().body_markdown).toContain('Prerequisites');
    const notes = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${reader.slug}/notifications?type=tutorial_updated`,
      headers: readerHeaders,
    });
    expect(notes.json().data).toHaveLength(1);
  });

  it('paginates lists with meta.pagination.page', async () => {
    for (let i = 0; i < 3; i++) await buildTutorial(t, { subType: 'cheatsheet' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/content/v1/tutorials?type=cheatsheet&limit=2&page=2',
    });
    expect(res.json().meta.pagination).toMatchObject({
      page: { current: 2, count: 2 },
      per_page: 2,
      total: 3,
    });
    expect(res.json().data).toHaveLength(1);
    const tooBig = await t.app.inject({ method: 'GET', url: '/content/v1/tutorials?limit=5000' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.details[0].path).toBe('querystring.limit');
  });

  it('lists only public comments, with replies, featured first and excluded left out', async () => {
    const question = await buildQuestion(t);
    const a = await buildComment(t, { type: 'question', id: question.id });
    const b = await buildComment(t, { type: 'question', id: question.id });
    const c = await buildComment(t, { type: 'question', id: question.id });
    await buildComment(t, { type: 'comment', id: a.id });
    await t.db.update(comments).set({ state: 'spam' }).where(eq(comments.id, c.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/content/v1/comments/question/${question.id}?featured=${b.id}&perPage=10&page=0`,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((x: { id: number }) => x.id);
    expect(ids).toEqual([b.id, a.id]);
    expect(res.json().data[1].replies).toHaveLength(1);
    const excluded = await t.app.inject({
      method: 'GET',
      url: `/content/v1/comments/question/${question.slug}?exclude=${a.id}`,
    });
    expect(excluded.json().data.map((x: { id: number }) => x.id)).toEqual([b.id]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/content/v1/comments/question/${question.id}?exclude=abc`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('[R1-15] serves profiles, contributions (public only) and stats', async () => {
    const user = await buildUser(t);
    const question = await buildQuestion(t, { author: user });
    await buildQuestion(t, { author: user, state: 'spam' });
    await buildComment(t, { type: 'question', id: question.id }, { author: user, type: 'answer' });
    const profile = await t.app.inject({ method: 'GET', url: `/content/v1/users/${user.slug}` });
    expect(profile.json()).toMatchObject({
      slug: user.slug,
      // Reef draws members' generated avatars itself (resources/avatars), never a third party (issue #30, item 13).
      gravatar: expect.stringMatching(/\/content\/v1\/avatars\/[0-9a-f]{32}\.svg$/),
    });
    expect(profile.json()).not.toHaveProperty('email');
    // The avatar must not be a hash of the email (md5(email) reverses to the address by dictionary).
    const emailMd5 = createHash('md5').update(user.email.trim().toLowerCase()).digest('hex');
    expect(profile.json().gravatar).not.toContain(emailMd5);
    const other = await buildUser(t);
    const otherProfile = await t.app.inject({ method: 'GET', url: `/content/v1/users/${other.slug}` });
    expect(otherProfile.json().gravatar).not.toBe(profile.json().gravatar);
    expect(
      (await t.app.inject({ method: 'GET', url: `/content/v1/users/${user.slug}` })).json().gravatar,
    ).toBe(profile.json().gravatar);
    const contributions = await t.app.inject({
      method: 'GET',
      url: `/content/v1/users/${user.slug}/contributions`,
    });
    expect(
      contributions
        .json()
        .data.map((c: { type: string }) => c.type)
        .sort(),
    ).toEqual(['answer', 'question']);
    expect(contributions.json().data.find((c: { type: string }) => c.type === 'answer').url).toMatch(
      /^\/community\/questions\/.+\?comment=\d+$/,
    );
    const stats = await t.app.inject({ method: 'GET', url: `/content/v1/users/${user.slug}/stats` });
    expect(stats.json()).toMatchObject({ language: 'en', questions: 1, answers: 1 });
  });

  it('tags, tag search (usable), questions of a tutorial, upvotes, translations', async () => {
    const used = await buildTag(t, { name: 'Docker' });
    await buildTag(t, { name: 'Dormant' });
    const tutorial = await buildTutorial(t, { tags: [used.slug] });
    const all = await t.app.inject({ method: 'GET', url: '/content/v1/search/tags?search=do' });
    expect(all.json().data.map((x: { slug: string }) => x.slug)).toEqual(
      expect.arrayContaining(['docker', 'dormant']),
    );
    const usable = await t.app.inject({
      method: 'GET',
      url: '/content/v1/search/tags?search=do&usable=true',
    });
    expect(usable.json().data.map((x: { slug: string }) => x.slug)).toEqual(['docker']);
    expect(usable.json().meta.pagination.page.current).toBe(0);
    const tag = await t.app.inject({ method: 'GET', url: '/content/v1/tags/docker' });
    expect(tag.json()).toMatchObject({ slug: 'docker', tutorials_count: 1 });

    const member = await signIn(t, await buildUser(t));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/questions',
      headers: member,
      payload: {
        question: {
          title: 'Step 2 of this tutorial fails for me',
          body: 'The command in step 2 exits with code 1 on my machine.',
          tutorial_id: tutorial.id,
        },
      },
    });
    expect(asked.statusCode).toBe(201);
    const related = await t.app.inject({
      method: 'GET',
      url: `/content/v1/questions/tutorial/${tutorial.slug}`,
    });
    expect(related.json().data.map((q: { id: number }) => q.id)).toEqual([asked.json().id]);

    await t.app.inject({ method: 'POST', url: `/v1/upvotes/tutorial/${tutorial.id}`, headers: member });
    const votes = await t.app.inject({ method: 'GET', url: `/content/v1/upvotes/tutorial/${tutorial.slug}` });
    expect(votes.json()).toEqual({ upvotable_type: 'tutorial', upvotable_id: tutorial.id, upvotes_count: 1 });

    const german = await buildTutorial(t, { language: 'de', title: 'Docker installieren' });
    await t.db.update(tutorials).set({ translationOfId: tutorial.id }).where(eq(tutorials.id, german.id));
    const translations = await t.app.inject({
      method: 'GET',
      url: `/content/v1/tutorials/${tutorial.slug}/translations`,
    });
    expect(translations.json().data).toEqual([
      expect.objectContaining({ language: 'de', slug: german.slug }),
    ]);
  });
});

describe('search', () => {
  it('finds by weighted full text with highlighted snippets, filters and sorts', async () => {
    const tag = await buildTag(t, { name: 'PostgreSQL' });
    const hit = await buildTutorial(t, {
      title: 'How To Tune PostgreSQL Autovacuum',
      body: 'Autovacuum keeps <b>tables</b> healthy. Tune autovacuum_naptime carefully.',
      tags: [tag.slug],
    });
    await buildTutorial(t, { title: 'Unrelated guide to Go modules', body: 'Modules and packages.' });
    await buildQuestion(t, {
      title: 'Autovacuum never runs on my big table',
      body: 'I see bloat growing although autovacuum is on.',
    });
    const res = await t.app.inject({ method: 'GET', url: '/content/v1/search?query=autovacuum' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((d: { type: string }) => d.type).sort()).toEqual(['question', 'tutorial']);
    const tutorialHit = data.find((d: { id: number; type: string }) => d.type === 'tutorial');
    expect(tutorialHit.id).toBe(hit.id);
    expect(tutorialHit.title_highlighted).toBe('How To Tune PostgreSQL <mark>Autovacuum</mark>');
    expect(tutorialHit.snippet).toContain('<mark>');
    expect(tutorialHit.snippet).not.toContain('<b>');
    expect(tutorialHit.url).toBe(`/community/tutorials/${hit.slug}`);
    const onlyTutorials = await t.app.inject({
      method: 'GET',
      url: '/content/v1/search?query=autovacuum&type=tutorial&tag=postgresql&sort_by=newest&time_range=86400',
    });
    expect(onlyTutorials.json().data.map((d: { id: number }) => d.id)).toEqual([hit.id]);
    const old = await t.app.inject({
      method: 'GET',
      url: '/content/v1/search?query=autovacuum&time_range=day&language=de',
    });
    expect(old.json().data).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/content/v1/search?time_range=soon' })).statusCode,
    ).toBe(400);
  });

  it('quotes the rendered text in snippets, not the markdown source', async () => {
    const body =
      '### Introduction\n\nPlan the hibernation window first.\n\n<$>[note]\n**Note:** hibernation pauses the droplet.\n<$>\n\n```command\n[label setup.sh]\nsudo systemctl hibernate\n```\n';
    const hit = await buildTutorial(t, { title: 'Managing sleep states', body });
    const res = await t.app.inject({ method: 'GET', url: '/content/v1/search?query=hibernation' });
    const found = res
      .json()
      .data.find((d: { id: number; type: string }) => d.type === 'tutorial' && d.id === hit.id);
    const snippet: string = found.snippet;
    expect(snippet).toContain('<mark>hibernation</mark>');
    expect(snippet).not.toMatch(/#|<\$>|&lt;|```|\[note\]|setup\.sh/);
    // The only markup left is the highlight itself.
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('suggests close spellings when nothing matches', async () => {
    await buildTag(t, { name: 'Kubernetes' });
    await buildTutorial(t, { title: 'Deploying Kubernetes clusters', body: 'Kubernetes everywhere.' });
    const res = await t.app.inject({ method: 'GET', url: '/content/v1/search?query=kubernetez' });
    expect(res.json().data).toEqual([]);
    expect(res.json().meta.suggestions[0]).toBe('kubernetes');
  });

  it('never shows non-public content in search', async () => {
    await buildTutorial(t, { title: 'Secret draft about zeppelins', state: 'draft' });
    await buildQuestion(t, { title: 'Spammy zeppelins question for sale', state: 'spam' });
    const res = await t.app.inject({ method: 'GET', url: '/content/v1/search?query=zeppelins' });
    expect(res.json().data).toEqual([]);
  });
});

describe('GET /content/v1/questions/{id}', () => {
  it('shows a public question by slug or id with its author and its published tags, and hides one that is not public', async () => {
    const author = await buildUser(t);
    const nginx = await buildTag(t, { name: 'Page Nginx' });
    const apache = await buildTag(t, { name: 'Page Apache' });
    const old = await buildTag(t, { name: 'Page Old Tag' });
    const question = await buildQuestion(t, { author, tags: [nginx.slug, apache.slug, old.slug] });
    await t.db.update(tags).set({ state: 'trashed' }).where(eq(tags.id, old.id));
    const other = await buildQuestion(t);
    const hidden = await buildQuestion(t, { state: 'under_review' });
    for (const key of [question.slug, question.slug.toUpperCase(), String(question.id)]) {
      const res = await t.app.inject({ method: 'GET', url: `/content/v1/questions/${key}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.id).toBe(question.id);
      expect(body.author.slug).toBe(author.slug);
      expect(body.tags.map((tag: { slug: string }) => tag.slug)).toEqual([apache.slug, nginx.slug]);
    }
    // Read right after it through the same statement: its own row and author, no tags.
    const second = await t.app.inject({ method: 'GET', url: `/content/v1/questions/${other.slug}` });
    expect(second.json()).toMatchObject({ id: other.id, tags: [] });
    expect(second.json().author.slug).not.toBe(author.slug);
    for (const key of [hidden.slug, String(hidden.id), 'no-such-question']) {
      const res = await t.app.inject({ method: 'GET', url: `/content/v1/questions/${key}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error ?? res.json().message).toBeTruthy();
    }
  });
});
