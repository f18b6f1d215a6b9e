// "what an unconfirmed member may do is a documented, configurable rule (e.g. may read and comment,
// may not post links until confirmed)": UNCONFIRMED_MEMBERS=no_links (the default) and read_only.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { buildQuestion, buildUser, signIn } from '../../test/factories.js';

const question = (body: string) => ({ question: { title: 'How do I rotate my server logs?', body } });

describe('the rule for unconfirmed members', () => {
  it('no_links (default): they may post and comment, but not links, until they confirm', async () => {
    const t = await createTestApp();
    try {
      const unconfirmed = await buildUser(t, { emailConfirmed: false });
      const headers = await signIn(t, unconfirmed);
      const withLink = await t.app.inject({
        method: 'POST',
        url: '/v1/questions',
        headers,
        payload: question('See https://spam.example/cheap for details, then tell me what to do.'),
      });
      expect(withLink.statusCode).toBe(422);
      expect(withLink.json().error).toMatchObject({
        code: 'email_unconfirmed',
        details: [expect.objectContaining({ path: 'question.body' })],
      });

      const plain = await t.app.inject({
        method: 'POST',
        url: '/v1/questions',
        headers,
        payload: question('My logs fill the disk every week. What is the usual way to rotate them?'),
      });
      expect(plain.statusCode).toBe(201);

      const target = await buildQuestion(t);
      const comment = await t.app.inject({
        method: 'POST',
        url: '/v1/comments',
        headers,
        payload: {
          comment: { body: 'Try www.spam.example today', parent_type: 'question', parent_id: target.id },
        },
      });
      expect(comment.statusCode).toBe(422);

      const confirmed = await buildUser(t);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/v1/questions',
        headers: await signIn(t, confirmed),
        payload: question('See https://docs.example/logs for details, then tell me what to do.'),
      });
      expect(ok.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('read_only: they may not post at all until they confirm', async () => {
    const t = await createTestApp({ UNCONFIRMED_MEMBERS: 'read_only' });
    try {
      const unconfirmed = await buildUser(t, { emailConfirmed: false });
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/questions',
        headers: await signIn(t, unconfirmed),
        payload: question('My logs fill the disk every week. What is the usual way to rotate them?'),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('email_unconfirmed');
    } finally {
      await t.close();
    }
  });
});
