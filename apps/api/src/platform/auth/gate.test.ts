// The route gate: the route rule comes from the core rules table, the handler gets a signed-in actor
// (typed as such), and refusals keep their statuses and bodies: 401 anonymous, 403 a member the rules
// refuse, 404 an object the actor may not see.
import { DEFAULT_MEMBER_PERMISSIONS, type Actor } from '@reef/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { rules } from '../lib/route-rules.js';
import { useTestApp } from '../../test/app.js';
import { buildComment, buildQuestion, buildUser, buildUserWith, signIn } from '../../test/factories.js';
import { gated, type SignedInActor } from './gate.js';

const t = useTestApp();

describe('gated()', () => {
  it('derives the route rule from the rules table', () => {
    const noop = async () => null;
    expect(gated({ access: { can: 'create', on: 'comment' }, schema: {} }, noop).config.rule).toEqual(
      rules.permission('CREATE_COMMENTS', 'MANAGE_COMMENTS'),
    );
    expect(gated({ access: { can: 'update', on: 'comment' }, schema: {} }, noop).config.rule).toEqual(
      rules.owner,
    );
    expect(gated({ access: { can: 'manage', on: 'regeneration' }, schema: {} }, noop).config.rule).toEqual(
      rules.permission('MANAGE_REGENERATION'),
    );
    expect(gated({ access: 'member', schema: {} }, noop).config.rule).toEqual(rules.member);
    expect(gated({ access: 'public', schema: {} }, noop).config.rule).toEqual(rules.public);
  });

  it('hands the handler a narrowed actor: signed in unless the route is public', () => {
    const schema = { params: z.object({ id: z.coerce.number() }) };
    gated({ access: { can: 'update', on: 'comment' }, schema }, async (req, { actor }) => {
      expectTypeOf(actor).toEqualTypeOf<SignedInActor>();
      expectTypeOf(req.params.id).toEqualTypeOf<number>();
      return actor.id;
    });
    gated({ access: 'member', schema }, async (_req, { actor, user }) => {
      expectTypeOf(actor).toEqualTypeOf<SignedInActor>();
      return user.username;
    });
    gated({ access: 'public', schema }, async (_req, { actor }) => {
      expectTypeOf(actor).toEqualTypeOf<Actor>();
      return null;
    });
  });
});

describe('a gated route (PATCH /v1/comments/{id})', () => {
  it('answers 401, 403 and 404 with the same bodies as before, and lets the owner through', async () => {
    const author = await buildUser(t);
    const question = await buildQuestion(t);
    const comment = await buildComment(t, { type: 'question', id: question.id }, { author });
    const url = `/v1/comments/${comment.id}`;
    const payload = { comment: { body: 'An edited comment.' } };

    const anonymous = await t.app.inject({ method: 'PATCH', url, payload });
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([
      401,
      { code: 'unauthorized', message: 'Authentication required' },
    ]);

    const other = await t.app.inject({
      method: 'PATCH',
      url,
      payload,
      headers: await signIn(t, await buildUser(t)),
    });
    expect([other.statusCode, other.json().error]).toEqual([
      403,
      { code: 'forbidden', message: 'You are not allowed to do this' },
    ]);

    const muted = await buildUser(t, { permissions: DEFAULT_MEMBER_PERMISSIONS.remove('CREATE_COMMENTS') });
    const post = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: await signIn(t, muted),
      payload: {
        comment: { body: 'Hello', type: 'comment', parent_type: 'question', parent_id: question.id },
      },
    });
    expect([post.statusCode, post.json().error]).toEqual([
      403,
      { code: 'forbidden', message: 'This needs one of: CREATE_COMMENTS, MANAGE_COMMENTS' },
    ]);

    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/v1/comments/987654',
      payload,
      headers: await signIn(t, await buildUserWith(t, 'MANAGE_COMMENTS')),
    });
    expect(missing.statusCode).toBe(404);

    const own = await t.app.inject({ method: 'PATCH', url, payload, headers: await signIn(t, author) });
    expect([own.statusCode, own.json().body_markdown]).toEqual([200, 'An edited comment.']);
  });
});
