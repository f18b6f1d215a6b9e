// The spam lists act (community-app §7): proven end to end through the member write endpoints and the
// public pages' API.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { linkedHosts } from '../../platform/services/spam-checks.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, nextId, signIn, type UserRow } from '../../test/factories.js';

const t = useTestApp();

async function ask(
  user: UserRow,
  body = 'I would like to know how this works, please help.',
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/questions',
    headers: await signIn(t, user),
    payload: { question: { title: `A question numbered ${nextId()}`, body } },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function comment(user: UserRow, questionId: number, body: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/comments',
    headers: await signIn(t, user),
    payload: { comment: { body, parent_type: 'question', parent_id: questionId } },
  });
}

async function publicThread(questionId: number): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/content/v1/comments/question/${questionId}` });
  expect(res.statusCode).toBe(200);
  return JSON.stringify(res.json()).match(/"body_html":"[^"]*"/g) ?? [];
}

async function ageAccount(user: UserRow, days: number) {
  await t.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(users.id, user.id));
}

describe('spam defences, end to end', () => {
  it('a listed phrase keeps a comment off the public page; a moderator approving it puts it back', async () => {
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/spam_phrases',
      headers: moderator,
      payload: { spam_phrase: { phrase: 'Discount Sunglasses' } },
    });
    const question = (await ask(await buildUser(t))).json();
    const spammer = await buildUser(t);
    const spam = await comment(spammer, question.id, 'Get your DISCOUNT sunglasses here today');
    expect(spam.statusCode).toBe(201);
    expect(spam.json().state).toBe('spam');
    const fine = await comment(spammer, question.id, 'Have you tried restarting the service?');
    expect(fine.json().state).toBe('published');
    const thread = await publicThread(question.id);
    expect(thread.join()).toContain('restarting');
    expect(thread.join()).not.toMatch(/sunglasses/i);

    const queue = await t.app.inject({
      method: 'GET',
      url: '/v1/moderation/queue?type=comment',
      headers: moderator,
    });
    expect(queue.json().data.map((i: { id: number }) => i.id)).toContain(spam.json().id);
    await t.app.inject({
      method: 'POST',
      url: `/v1/moderation/queue/comment/${spam.json().id}`,
      headers: moderator,
      payload: { action: 'approve' },
    });
    expect((await publicThread(question.id)).join()).toMatch(/sunglasses/i);
  });

  it('a question from a listed IP range is stored as spam and not listed publicly', async () => {
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_QUESTIONS'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/spam_ips',
      headers: moderator,
      payload: { spam_ip: { ip: '192.0.2.0/24' } },
    });
    const res = await ask(await buildUser(t), undefined, '192.0.2.77');
    expect(res.json().state).toBe('spam');
    const other = await ask(await buildUser(t), undefined, '198.18.0.1');
    expect(other.json().state).toBe('published');
    expect(
      (await t.app.inject({ method: 'GET', url: `/content/v1/questions/${res.json().slug}` })).statusCode,
    ).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/content/v1/questions?limit=100' });
    const ids = list.json().data.map((q: { id: number }) => q.id);
    expect(ids).toContain(other.json().id);
    expect(ids).not.toContain(res.json().id);
  });

  it('a new member linking outside the permitted domains goes to under_review; subdomains and older members pass', async () => {
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/permitted_domains',
      headers: moderator,
      payload: { permitted_domain: { domain: 'github.com' } },
    });
    const question = (await ask(await buildUser(t))).json();
    const newcomer = await buildUser(t);
    const outside = await comment(newcomer, question.id, 'Best deals at https://deals.example.net/now');
    expect(outside.json().state).toBe('under_review');
    const inside = await comment(newcomer, question.id, 'See https://gist.github.com/someone/abc for a fix');
    expect(inside.json().state).toBe('published');
    const veteran = await buildUser(t);
    await ageAccount(veteran, 30);
    expect(
      (await comment(veteran, question.id, 'My write-up: https://blog.example.org/fix')).json().state,
    ).toBe('published');
    const mod = await comment(
      await buildUserWith(t, 'MANAGE_COMMENTS'),
      question.id,
      'Also https://deals.example.net is fine',
    );
    expect(mod.json().state).toBe('published');
    expect((await publicThread(question.id)).join()).not.toContain('deals.example.net/now');
  });

  it('/users/{slug}/spam_all marks all of a member content spam and hides it', async () => {
    const spammer = await buildUser(t);
    const question = (await ask(spammer)).json();
    const host = (await ask(await buildUser(t))).json();
    await comment(spammer, host.id, 'A perfectly ordinary looking comment');
    const admin = await signIn(
      t,
      await buildUserWith(t, 'MANAGE_USERS', 'MANAGE_QUESTIONS', 'MANAGE_COMMENTS'),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${spammer.slug}/spam_all`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/content/v1/questions/${question.slug}` })).statusCode,
    ).toBe(404);
    expect((await publicThread(host.id)).join()).not.toContain('ordinary');
    const queue = await t.app.inject({
      method: 'GET',
      url: '/v1/moderation/queue?state=spam',
      headers: admin,
    });
    expect(queue.json().data.map((i: { id: number }) => i.id)).toContain(question.id);
  });

  it('reads the hosts of scheme and www links, not code comments', () => {
    expect(
      linkedHosts('a https://Evil.com:8080/x b www.spam.net/y // not a link http://u@docs.github.com'),
    ).toEqual(['evil.com', 'www.spam.net', 'docs.github.com']);
  });
});
