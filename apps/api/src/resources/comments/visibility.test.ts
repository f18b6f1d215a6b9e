// Regression tests of a live security review: hidden content stays hidden on every path (private
// comments, comments under hidden roots, unlisted lists) and view counts count each member once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions, tutorials } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildTutorial,
  buildUser,
  buildUserWith,
  signIn,
} from '../../test/factories.js';

const t = useTestApp();

async function privateNote(questionId: number, body: string) {
  const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/comments',
    headers: moderator,
    payload: { comment: { type: 'private_note', body, parent_type: 'question', parent_id: questionId } },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

describe("moderators' private notes stay private on every path", () => {
  const secret = 'Moderator note: the reporter is a sock puppet of account 1234, keep watching';

  it('[R1-6] subscribing to a private note is a 404 and does not echo its text', async () => {
    const question = await buildQuestion(t);
    const note = await privateNote(question.id, secret);
    const member = await buildUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${member.slug}/subscriptions`,
      headers: await signIn(t, member),
      payload: { subscription: { type: 'comment', id: note.id } },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('sock puppet');
  });

  it('[R1-6] reporting a private note is a 404 and does not echo its text', async () => {
    const question = await buildQuestion(t);
    const note = await privateNote(question.id, secret);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: await signIn(t, await buildUser(t)),
      payload: {
        user_report: { reportable_type: 'comment', reportable_id: note.id, reason: 'spam', details: '' },
      },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('sock puppet');
  });

  it('[R1-6] GET /v1/upvotes/comment/{id} answers a private note as if it did not exist', async () => {
    const question = await buildQuestion(t);
    const note = await privateNote(question.id, secret);
    const missing = await t.app.inject({ method: 'GET', url: '/v1/upvotes/comment/999999' });
    const hidden = await t.app.inject({ method: 'GET', url: `/v1/upvotes/comment/${note.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/v1/upvotes/comment/${note.id}`,
      headers: await signIn(t, await buildUser(t)),
    });
    expect(asMember.statusCode).toBe(404);
    // The moderators who read notes still reach it.
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS'));
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/upvotes/comment/${note.id}`, headers: moderator }))
        .statusCode,
    ).toBe(200);
  });
});

describe('comments under a hidden root are hidden with it', () => {
  it('[R1-7] GET /v1/comments?include_top_level=true leaves out comments on a draft tutorial and a trashed question, and their titles', async () => {
    const tutorial = await buildTutorial(t, { title: 'Unreleased launch tutorial for Project Orca' });
    const question = await buildQuestion(t, {
      title: 'Why is the trashed question about Project Narwhal slow?',
    });
    const onTutorial = await buildComment(
      t,
      { type: 'tutorial', id: tutorial.id },
      { body: 'Comment under the soon-hidden tutorial.' },
    );
    const onQuestion = await buildComment(
      t,
      { type: 'question', id: question.id },
      { body: 'Comment under the soon-trashed question.' },
    );
    const visibleQuestion = await buildQuestion(t);
    const visible = await buildComment(t, { type: 'question', id: visibleQuestion.id });
    await t.db.update(tutorials).set({ state: 'draft' }).where(eq(tutorials.id, tutorial.id));
    await t.db.update(questions).set({ state: 'trashed' }).where(eq(questions.id, question.id));

    for (const headers of [{}, await signIn(t, await buildUser(t))]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/comments?include_top_level=true&limit=100',
        headers,
      });
      expect(res.statusCode).toBe(200);
      const ids = (res.json().data as { id: number }[]).map((c) => c.id);
      expect(ids).toContain(visible.id);
      expect(ids).not.toContain(onTutorial.id);
      expect(ids).not.toContain(onQuestion.id);
      expect(res.body).not.toContain('Project Orca');
      expect(res.body).not.toContain('Project Narwhal');
    }
    // One comment, its replies thread and its upvotes follow the same rule.
    expect((await t.app.inject({ method: 'GET', url: `/v1/comments/${onTutorial.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/comments/comment/${onQuestion.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/upvotes/comment/${onQuestion.id}` })).statusCode,
    ).toBe(404);
    // Those who may read the root still see its comments.
    const editor = await signIn(t, await buildUserWith(t, 'VIEW_TUTORIALS'));
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/comments/${onTutorial.id}`, headers: editor }))
        .statusCode,
    ).toBe(200);
  });
});

describe('"unlisted" is readable by link but never listed', () => {
  it('[R1-11] ?state=unlisted lists no unlisted tutorial or question to visitors and members, only to their authors', async () => {
    const author = await buildUserWith(t, 'CREATE_TUTORIALS');
    const tutorial = await buildTutorial(t, { author, state: 'unlisted' });
    const question = await buildQuestion(t, { author, state: 'unlisted' });
    for (const headers of [{}, await signIn(t, await buildUser(t))]) {
      for (const url of ['/v1/tutorials?state=unlisted', '/v1/questions?state=unlisted']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect([url, res.statusCode, res.json().data]).toEqual([url, 200, []]);
      }
    }
    const own = await signIn(t, author);
    const ownTutorials = await t.app.inject({
      method: 'GET',
      url: '/v1/tutorials?state=unlisted',
      headers: own,
    });
    expect(ownTutorials.json().data.map((x: { id: number }) => x.id)).toEqual([tutorial.id]);
    const ownQuestions = await t.app.inject({
      method: 'GET',
      url: '/v1/questions?state=unlisted',
      headers: own,
    });
    expect(ownQuestions.json().data.map((x: { id: number }) => x.id)).toEqual([question.id]);
    // By link it still reads.
    expect((await t.app.inject({ method: 'GET', url: `/v1/tutorials/${tutorial.slug}` })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: `/v1/questions/${question.slug}` })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /v1/user_viewed counts a view once per member', () => {
  it('[R1-13] repeating the call does not inflate views_count; another member counts; a visitor without a token cannot', async () => {
    const tutorial = await buildTutorial(t);
    const count = async () =>
      (
        await t.db.select({ n: tutorials.viewsCount }).from(tutorials).where(eq(tutorials.id, tutorial.id))
      )[0]!.n;
    const viewer = await buildUser(t);
    const headers = await signIn(t, viewer);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/user_viewed/${viewer.slug}`,
        headers,
        payload: { type: 'tutorial', id: tutorial.id },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await count()).toBe(1);
    // The recently-viewed list still moves.
    const recent = await t.app.inject({ method: 'GET', url: `/v1/user_viewed/${viewer.slug}`, headers });
    expect(recent.json().data.map((x: { id: number }) => x.id)).toEqual([tutorial.id]);
    const other = await buildUser(t);
    await t.app.inject({
      method: 'POST',
      url: `/v1/user_viewed/${other.slug}`,
      headers: await signIn(t, other),
      payload: { type: 'tutorial', id: tutorial.id },
    });
    expect(await count()).toBe(2);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/v1/user_viewed/${viewer.slug}`,
      payload: { type: 'tutorial', id: tutorial.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await count()).toBe(2);
  });
});
