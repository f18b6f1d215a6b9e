// The "done when" path: register, sign in, ask, answer, comment, vote, subscribe and get notified.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildTag,
  buildUser,
  buildUserWith,
  signIn,
} from '../../test/factories.js';

const t = useTestApp();

async function register(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { email: `${username}@example.test`, username, password: 'a long password' },
  });
  expect(res.statusCode).toBe(201);
  return { slug: res.json().user.slug as string, headers: { authorization: `Bearer ${res.json().jwt}` } };
}

describe('a member asks, others answer and comment, everyone is notified', () => {
  it('runs the whole flow through the API', async () => {
    await buildTag(t, { name: 'Ubuntu' });
    const asker = await register('asker');
    const helper = await register('helper');
    const third = await register('third');

    const ask = await t.app.inject({
      method: 'POST',
      url: '/v1/questions',
      headers: asker.headers,
      payload: {
        question: {
          title: 'How do I open port 80 with ufw?',
          body: 'My nginx is not reachable from outside. @helper any idea?',
          tags: ['ubuntu'],
        },
      },
    });
    expect(ask.statusCode).toBe(201);
    const question = ask.json();
    expect(question).toMatchObject({
      state: 'published',
      tags: [{ slug: 'ubuntu' }],
      is_subscribed: true,
      answers_count: 0,
    });
    expect(question.body_html).toContain('nginx');
    expect(t.revalidations.at(-1)?.tags).toContain(`question:${question.slug}`);

    const answer = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: helper.headers,
      payload: {
        comment: {
          type: 'answer',
          parent_type: 'question',
          parent_id: question.id,
          body: 'Run `sudo ufw allow 80/tcp` and reload.',
        },
      },
    });
    expect(answer.statusCode).toBe(201);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: third.headers,
      payload: {
        comment: {
          parent_type: 'comment',
          parent_id: answer.json().id,
          body: 'Also check the cloud firewall.',
        },
      },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      root_type: 'question',
      root_id: question.id,
      parent_type: 'comment',
    });

    const thread = await t.app.inject({
      method: 'GET',
      url: `/v1/comments/question/${question.slug}?type=answer`,
    });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().data).toHaveLength(1);
    expect(thread.json().data[0].replies).toHaveLength(1);
    expect(thread.json().meta.pagination.page).toEqual({ current: 0, count: 1 });

    const q = await t.app.inject({ method: 'GET', url: `/v1/questions/${question.id}` });
    expect(q.json()).toMatchObject({ answers_count: 1, comments_count: 2 });

    // notifications: helper was mentioned, then the asker got the answer and the reply
    const helperNotes = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${helper.slug}/notifications`,
      headers: helper.headers,
    });
    expect(helperNotes.json().data.map((n: { name: string }) => n.name)).toEqual([
      'comment_reply',
      'mention',
    ]);
    const askerNotes = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${asker.slug}/notifications`,
      headers: asker.headers,
    });
    const names = askerNotes.json().data.map((n: { name: string }) => n.name);
    expect(names).toEqual(['new_comment', 'new_answer']);
    const first = askerNotes.json().data[1];
    expect(first).toMatchObject({
      name: 'new_answer',
      category: 'answers',
      notifiable_type: 'comment',
      notification_context_type: 'question',
      notification_context_id: question.id,
      notification_context: { name: question.title, slug: question.slug },
      viewed_at: null,
    });
    expect(askerNotes.json().meta.unread_count).toBe(2);
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${asker.slug}/notifications?type=new_answer,mention`,
      headers: asker.headers,
    });
    expect(filtered.json().data).toHaveLength(1);

    const readOne = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${asker.slug}/notifications/read/${first.id}`,
      headers: asker.headers,
    });
    expect(readOne.json()).toEqual({ updated: 1 });
    const readAll = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${asker.slug}/notifications/read`,
      headers: asker.headers,
    });
    expect(readAll.json()).toEqual({ updated: 1 });
    // nobody reads someone else's notifications
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/users/${asker.slug}/notifications`,
          headers: helper.headers,
        })
      ).statusCode,
    ).toBe(403);

    // votes are idempotent and counted
    for (let i = 0; i < 2; i++) {
      const vote = await t.app.inject({
        method: 'POST',
        url: `/v1/upvotes/question/${question.id}`,
        headers: helper.headers,
      });
      expect(vote.json()).toMatchObject({ upvotes_count: 1, upvoted: true });
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/upvotes/question/${question.id}`,
          headers: asker.headers,
        })
      ).statusCode,
    ).toBe(403);
    const unvote = await t.app.inject({
      method: 'DELETE',
      url: `/v1/upvotes/question/${question.id}`,
      headers: helper.headers,
    });
    expect(unvote.json()).toMatchObject({ upvotes_count: 0, upvoted: false });

    // subscriptions
    const sub = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${third.slug}/subscriptions`,
      headers: third.headers,
      payload: { subscription: { type: 'question', id: question.id } },
    });
    expect(sub.statusCode).toBe(201);
    const status = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${third.slug}/subscriptions/question/${question.slug}`,
      headers: third.headers,
    });
    expect(status.json()).toMatchObject({
      subscribed: true,
      subscription: { subscribable: { slug: question.slug } },
    });
    await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: helper.headers,
      payload: {
        comment: { parent_type: 'question', parent_id: question.id, body: 'Did that work for you?' },
      },
    });
    const thirdNotes = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${third.slug}/notifications?type=subscription_activity`,
      headers: third.headers,
    });
    expect(thirdNotes.json().data).toHaveLength(1);
    const unsub = await t.app.inject({
      method: 'DELETE',
      url: `/v1/users/${third.slug}/subscriptions/question/${question.id}`,
      headers: third.headers,
    });
    expect(unsub.json().subscribed).toBe(false);

    // the asker accepts the answer
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/v1/questions/${question.id}`,
      headers: asker.headers,
      payload: { question: { accepted_answer_id: answer.json().id } },
    });
    expect(accept.json().accepted_answer_id).toBe(answer.json().id);
  });

  it('counts stay right under concurrent votes', async () => {
    const question = await buildQuestion(t);
    const voters = await Promise.all(Array.from({ length: 8 }, () => buildUser(t)));
    const headers = await Promise.all(voters.map((v) => signIn(t, v)));
    await Promise.all(
      headers.flatMap((h) =>
        [1, 2].map(() =>
          t.app.inject({ method: 'POST', url: `/v1/upvotes/question/${question.id}`, headers: h }),
        ),
      ),
    );
    const res = await t.app.inject({ method: 'GET', url: `/v1/upvotes/question/${question.id}` });
    expect(res.json().upvotes_count).toBe(8);
  });

  it('only moderators move content to spam, and the author is told', async () => {
    const author = await buildUser(t);
    const question = await buildQuestion(t, { author });
    const comment = await buildComment(t, { type: 'question', id: question.id });
    const member = await signIn(t, await buildUser(t));
    const owner = await signIn(t, author);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/v1/questions/${question.id}`,
          headers: member,
          payload: { question: { title: 'A title I chose myself' } },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/v1/questions/${question.id}`,
          headers: owner,
          payload: { question: { state: 'spam' } },
        })
      ).statusCode,
    ).toBe(403);
    const mod = await signIn(t, await buildUserWith(t, 'MANAGE_QUESTIONS', 'MANAGE_COMMENTS'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/questions/${question.id}`,
      headers: mod,
      payload: { question: { state: 'spam' } },
    });
    expect(res.json().state).toBe('spam');
    expect((await t.app.inject({ method: 'GET', url: `/v1/questions/${question.id}` })).statusCode).toBe(404);
    const c = await t.app.inject({
      method: 'PATCH',
      url: `/v1/comments/${comment.id}`,
      headers: mod,
      payload: { comment: { state: 'trashed' } },
    });
    expect(c.json().state).toBe('trashed');
    const notes = await t.app.inject({
      method: 'GET',
      url: `/v1/users/${author.slug}/notifications?type=question_moderated`,
      headers: owner,
    });
    expect(notes.json().data).toHaveLength(1);
  });

  it('bad input names the field; unknown ids are 404; anonymous writes are 401', async () => {
    const member = await signIn(t, await buildUser(t));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/questions',
      headers: member,
      payload: { question: { title: 'short', body: '' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.question.title', 'body.question.body']),
    );
    const unknownTag = await t.app.inject({
      method: 'POST',
      url: '/v1/questions',
      headers: member,
      payload: {
        question: {
          title: 'A perfectly fine title',
          body: 'A body that is long enough to pass.',
          tags: ['no-such-tag'],
        },
      },
    });
    expect(unknownTag.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/v1/questions/999999' })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/comments',
          payload: { comment: { parent_type: 'question', parent_id: 1, body: 'hi there' } },
        })
      ).statusCode,
    ).toBe(401);
    const orphan = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: member,
      payload: { comment: { parent_type: 'question', parent_id: 999999, body: 'hi there' } },
    });
    expect(orphan.statusCode).toBe(404);
  });
});
