// What /community/admin/spam (issue #11) needs besides the queue and the lists it already had: one decision on
// several held items (all or none, each type by its own moderators), the queue oldest first, and "a 'test this
// text/IP' box that says which rule would fire", running the real spam checks without posting.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, comments, questions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, nextId, signIn, type UserRow } from '../../test/factories.js';

const t = useTestApp();

async function heldQuestion(author: UserRow, state = 'under_review') {
  const n = nextId();
  const [row] = await t.db
    .insert(questions)
    .values({
      slug: `held-${n}`,
      title: `Held question ${n}`,
      state,
      authorId: author.id,
      bodyMarkdown: 'Hi',
    })
    .returning();
  return row!;
}

async function heldComment(author: UserRow, questionId: number, state = 'under_review', createdAt?: Date) {
  const [row] = await t.db
    .insert(comments)
    .values({
      parentType: 'question',
      parentId: questionId,
      rootType: 'question',
      rootId: questionId,
      authorId: author.id,
      state,
      bodyMarkdown: `Held comment ${nextId()}`,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning();
  return row!;
}

async function spamCheck(headers: { authorization: string }, spam_check: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/v1/moderation/spam_check', headers, payload: { spam_check } });
}

describe('POST /v1/moderation/queue (bulk)', () => {
  it('approves several held comments at once; a type the moderator does not moderate refuses the whole request', async () => {
    const author = await buildUser(t);
    const host = await heldQuestion(author, 'published');
    const a = await heldComment(author, host.id);
    const b = await heldComment(author, host.id, 'spam');
    const question = await heldQuestion(author);
    const commentsMod = await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS'));

    const mixed = await t.app.inject({
      method: 'POST',
      url: '/v1/moderation/queue',
      headers: commentsMod,
      payload: {
        action: 'approve',
        items: [
          { type: 'comment', id: a.id },
          { type: 'question', id: question.id },
        ],
      },
    });
    expect(mixed.statusCode).toBe(403);
    const [unchanged] = await t.db.select().from(comments).where(eq(comments.id, a.id));
    expect(unchanged!.state).toBe('under_review');

    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/moderation/queue',
      headers: commentsMod,
      payload: {
        action: 'approve',
        items: [
          { type: 'comment', id: a.id },
          { type: 'comment', id: b.id },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { type: 'comment', id: a.id, state: 'published' },
      { type: 'comment', id: b.id, state: 'published' },
    ]);
    const thread = await t.app.inject({ method: 'GET', url: `/content/v1/comments/question/${host.id}` });
    const shown = (thread.json() as { data: { id: number }[] }).data.map((c) => c.id);
    expect(shown).toEqual(expect.arrayContaining([a.id, b.id]));
    // Each decision is audited like a single one.
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'comment.moderate'));
    expect(audited.filter((e) => [String(a.id), String(b.id)].includes(e.subjectId ?? ''))).toHaveLength(2);
  });

  it('all or none: a missing item is a 404 naming it and nothing moves; the body is validated', async () => {
    const author = await buildUser(t);
    const question = await heldQuestion(author);
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_QUESTIONS'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/moderation/queue',
      headers: moderator,
      payload: {
        action: 'spam',
        items: [
          { type: 'question', id: question.id },
          { type: 'question', id: 987654321 },
        ],
      },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toContain('987654321');
    const [row] = await t.db.select().from(questions).where(eq(questions.id, question.id));
    expect(row!.state).toBe('under_review');

    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/moderation/queue',
      headers: moderator,
      payload: { action: 'spam', items: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('items');
    const member = await signIn(t, await buildUser(t));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/moderation/queue',
      headers: member,
      payload: { action: 'spam', items: [{ type: 'question', id: question.id }] },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /v1/moderation/queue?sort_direction=asc', () => {
  it('lists the oldest held item first when asked (newest first stays the default)', async () => {
    const author = await buildUser(t);
    const host = await heldQuestion(author, 'published');
    const older = await heldComment(author, host.id, 'under_review', new Date('2020-01-01T00:00:00Z'));
    await heldComment(author, host.id, 'under_review');
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS'));
    const asc = await t.app.inject({
      method: 'GET',
      url: '/v1/moderation/queue?type=comment&sort_direction=asc',
      headers: moderator,
    });
    expect(asc.json().data[0].id).toBe(older.id);
    const desc = await t.app.inject({
      method: 'GET',
      url: '/v1/moderation/queue?type=comment',
      headers: moderator,
    });
    expect(desc.json().data.at(-1).id).toBe(older.id);
  });
});

describe('POST /v1/moderation/spam_check', () => {
  it('"says which rule would fire": the listed phrase, the listed range, or the links outside the permitted domains', async () => {
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS'));
    const phrase = await t.app.inject({
      method: 'POST',
      url: '/v1/spam_phrases',
      headers: moderator,
      payload: { spam_phrase: { phrase: 'Cheap Watches' } },
    });
    const range = await t.app.inject({
      method: 'POST',
      url: '/v1/spam_ips',
      headers: moderator,
      payload: { spam_ip: { ip: '198.51.100.0/24' } },
    });
    await t.app.inject({
      method: 'POST',
      url: '/v1/permitted_domains',
      headers: moderator,
      payload: { permitted_domain: { domain: 'example.org' } },
    });

    const byPhrase = await spamCheck(moderator, { text: 'Get CHEAP watches here' });
    expect(byPhrase.statusCode, byPhrase.body).toBe(200);
    expect(byPhrase.json()).toMatchObject({
      verdict: 'spam',
      rule: { kind: 'spam_phrase', id: phrase.json().id, value: 'Cheap Watches' },
    });

    const byIp = await spamCheck(moderator, { text: 'A fine question', ip: '198.51.100.23' });
    expect(byIp.json()).toMatchObject({
      verdict: 'spam',
      rule: { kind: 'spam_ip', id: range.json().id, value: '198.51.100.0/24' },
    });
    // The address is checked first, as for a real post.
    expect((await spamCheck(moderator, { text: 'cheap watches', ip: '198.51.100.1' })).json().rule.kind).toBe(
      'spam_ip',
    );

    const links = await spamCheck(moderator, {
      text: 'See https://docs.example.org/a and https://shop.example.net/b, not `http://inside.code.test`',
    });
    expect(links.json()).toEqual({
      verdict: 'under_review',
      rule: { kind: 'permitted_domains', hosts: ['shop.example.net'] },
      hosts: ['docs.example.org', 'shop.example.net'],
      permitted_domains: 1,
    });
    // Members past the new-member period are not held for links.
    const veteran = await spamCheck(moderator, { text: 'https://shop.example.net/b', new_member: false });
    expect(veteran.json()).toMatchObject({ verdict: 'published', rule: null });

    const clean = await spamCheck(moderator, { text: 'How do I rotate logs?', ip: '203.0.113.9' });
    expect(clean.json()).toMatchObject({ verdict: 'published', rule: null, hosts: [] });
  });

  it('agrees with a real post: the comment the test calls spam is stored as spam', async () => {
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_QUESTIONS'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/spam_phrases',
      headers: moderator,
      payload: { spam_phrase: { phrase: 'free crypto' } },
    });
    const text = 'Claim your FREE crypto today';
    expect((await spamCheck(moderator, { text })).json().verdict).toBe('spam');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/v1/questions',
      headers: await signIn(t, await buildUser(t)),
      payload: { question: { title: `A question about wallets ${nextId()}`, body: text } },
    });
    expect(posted.json().state).toBe('spam');
  });

  it('needs MANAGE_QUESTIONS or MANAGE_COMMENTS; an empty test or a wrong address is a 400 naming the field', async () => {
    const member = await signIn(t, await buildUser(t));
    expect((await spamCheck(member, { text: 'hello' })).statusCode).toBe(403);
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_QUESTIONS'));
    const empty = await spamCheck(moderator, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('spam_check.text');
    const badIp = await spamCheck(moderator, { ip: '300.1.2.3' });
    expect(badIp.statusCode).toBe(400);
    expect(badIp.body).toContain('spam_check.ip');
  });
});
