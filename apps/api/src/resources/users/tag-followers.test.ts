import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildTag, buildUser, buildUserWith, signIn, type UserRow } from '../../test/factories.js';

const t = useTestApp();

async function followTag(user: UserRow, tagId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/users/${user.slug}/subscriptions`,
    headers: await signIn(t, user),
    payload: { subscription: { type: 'tag', id: tagId } },
  });
  expect(res.statusCode).toBe(201);
}

async function ask(
  author: UserRow,
  title: string,
  tags: string[],
  body = 'The service will not start after the upgrade. What should I check?',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/questions',
    headers: await signIn(t, author),
    payload: { question: { title, body, tags, language: 'en' } },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; state: string };
}

const newQuestionNotes = (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.name, 'new_question')));

describe('tag followers', () => {
  it('members following a tag get new_question (context: the tag) when a question is published with it, once each', async () => {
    const nginx = await buildTag(t, { name: 'Nginx' });
    const ubuntu = await buildTag(t, { name: 'Ubuntu' });
    const both = await buildUser(t);
    const onlyUbuntu = await buildUser(t);
    const nobody = await buildUser(t);
    await followTag(both, nginx.id);
    await followTag(both, ubuntu.id);
    await followTag(onlyUbuntu, ubuntu.id);
    const author = await buildUser(t);
    await followTag(author, nginx.id);

    const question = await ask(author, 'Nginx fails to start after the Ubuntu upgrade', [
      nginx.slug,
      ubuntu.slug,
    ]);
    expect(question.state).toBe('published');

    const forBoth = await newQuestionNotes(both.id);
    expect(forBoth).toHaveLength(1);
    expect(forBoth[0]).toMatchObject({
      notifiableType: 'question',
      notifiableId: question.id,
      notificationContextType: 'tag',
      actorId: author.id,
    });
    const forUbuntu = await newQuestionNotes(onlyUbuntu.id);
    expect(forUbuntu).toHaveLength(1);
    expect(forUbuntu[0]).toMatchObject({
      notifiableId: question.id,
      notificationContextType: 'tag',
      notificationContextId: ubuntu.id,
    });
    expect(await newQuestionNotes(nobody.id)).toHaveLength(0);
    // The author follows the tag too, but is not told of their own question.
    expect(await newQuestionNotes(author.id)).toHaveLength(0);
  });

  it('a question held for review notifies the followers only when a moderator approves it', async () => {
    const moderator = await buildUserWith(t, 'MANAGE_QUESTIONS');
    const modHeaders = await signIn(t, moderator);
    await t.app.inject({
      method: 'POST',
      url: '/v1/spam_phrases',
      headers: modHeaders,
      payload: { spam_phrase: { phrase: 'cheap watches' } },
    });
    const redis = await buildTag(t, { name: 'Redis' });
    const follower = await buildUser(t);
    await followTag(follower, redis.id);

    const held = await ask(
      await buildUser(t),
      'Redis keeps evicting keys',
      [redis.slug],
      'Also selling cheap watches here.',
    );
    expect(held.state).toBe('spam');
    expect(await newQuestionNotes(follower.id)).toHaveLength(0);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/v1/moderation/queue/question/${held.id}`,
      headers: modHeaders,
      payload: { action: 'approve' },
    });
    expect(approved.statusCode).toBe(200);
    const notes = await newQuestionNotes(follower.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ notifiableId: held.id, notificationContextId: redis.id });
  });
});
