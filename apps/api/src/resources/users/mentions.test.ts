// Who a post notifies as mentioned: the members its rendered body links as mentions, nobody else.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildUser, signIn } from '../../test/factories.js';

const t = useTestApp();

async function notificationNames(user: { id: number; slug: string }): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/users/${user.slug}/notifications`,
    headers: await signIn(t, user),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((n: { name: string }) => n.name);
}

describe('mention notifications', () => {
  it('"Mentions … are not made inside links": a name in a link, a code span or a code block notifies nobody', async () => {
    const [shown, inLink, inCode, inBlock] = await Promise.all(
      ['mshown', 'mlink', 'mcode', 'mblock'].map((username) => buildUser(t, { username })),
    );
    const asker = await buildUser(t);
    const question = await buildQuestion(t, { author: asker });
    const body = [
      'Thanks @MShown, and [see what @mlink wrote](https://example.com/a).',
      '',
      'Run ``echo @mcode`` then:',
      '',
      '    ssh @mblock',
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: await signIn(t, asker),
      payload: { comment: { type: 'answer', parent_type: 'question', parent_id: question.id, body } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().body_html).toContain('>@MShown</a>');

    expect(await notificationNames(shown!)).toEqual(['mention']);
    for (const user of [inLink!, inCode!, inBlock!]) expect(await notificationNames(user)).toEqual([]);
  });
});
