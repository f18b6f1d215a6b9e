// Issue #32 items 3 and 4: "every edit of a question, answer, comment and tutorial is a revision"; "authors and
// moderators roll back; moderators hide a revision (for leaked secrets), audited"; "any member may suggest an edit to
// a tutorial or an answer; the author (or a moderator) reviews the diff and accepts, edits or declines it with a
// reason; accepted contributors are credited on the page".
import { DEFAULT_MEMBER_PERMISSIONS } from '@reef/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildComment, buildQuestion, buildTutorial, buildUser, signIn } from '../../test/factories.js';

const t = useTestApp();

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers?: Record<string, string>,
  body?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read what each answer holds
  return { status: res.statusCode, json: res.json() as Record<string, any> };
}

describe('revisions: every edit of a question, answer, comment and tutorial is a revision', () => {
  it('records the original and each edit of a question, with diffs of the rendered text and of the markdown', async () => {
    const asker = await buildUser(t);
    const question = await buildQuestion(t, { author: asker, body: 'My server refuses SSH on port 22.' });
    const h = await signIn(t, asker);
    const edit = await call('PATCH', `/v1/questions/${question.id}`, h, {
      question: { body: 'My droplet refuses SSH on port 2222.' },
    });
    expect(edit.status).toBe(200);

    const rendered = await call('GET', `/v1/questions/${question.slug}/revisions`);
    expect(rendered.status).toBe(200);
    expect(rendered.json.data.map((r: { number: number }) => r.number)).toEqual([2, 1]);
    expect(rendered.json.data[0].is_current).toBe(true);
    expect(rendered.json.data[0].diff.inline_html).toContain('<del>server</del>');
    expect(rendered.json.data[0].diff.inline_html).toContain('<ins>droplet</ins>');
    expect(rendered.json.data[0].diff.right_html).not.toContain('<del>');
    // A visitor may read the history but do nothing with it.
    expect(rendered.json.abilities).toEqual({ rollback: false, hide: false });

    const markdown = await call('GET', `/v1/questions/${question.id}/revisions?view=markdown`);
    expect(markdown.json.view).toBe('markdown');
    expect(markdown.json.data[0].diff.inline_html).toContain(
      '<del>My server refuses SSH on port 22.\n</del><ins>My droplet refuses SSH on port 2222.\n</ins>',
    );
  });

  it('records answers, comments and tutorials, and not a save that leaves the text alone', async () => {
    const author = await buildUser(t, { permissions: DEFAULT_MEMBER_PERMISSIONS.add('CREATE_TUTORIALS') });
    const h = await signIn(t, author);
    const question = await buildQuestion(t);
    const answer = await buildComment(t, { type: 'question', id: question.id }, { author, type: 'answer' });
    const comment = await buildComment(t, { type: 'question', id: question.id }, { author });
    const tutorial = await buildTutorial(t, { author });
    const edits = [
      await call('PATCH', `/v1/comments/${answer.id}`, h, {
        comment: { body: 'A better answer: open port 22.' },
      }),
      await call('PATCH', `/v1/comments/${comment.id}`, h, { comment: { body: 'An edited comment here.' } }),
      await call('PATCH', `/v1/tutorials/${tutorial.id}`, h, { tutorial: { title: 'A new title for it' } }),
      // Tags only: no new revision.
      await call('PATCH', `/v1/tutorials/${tutorial.id}`, h, { tutorial: { tags: [] } }),
    ];
    expect(
      edits.map((e) => e.status),
      JSON.stringify(edits.map((e) => e.json.error)),
    ).toEqual([200, 200, 200, 200]);
    for (const url of [
      `/v1/comments/${answer.id}/revisions`,
      `/v1/comments/${comment.id}/revisions`,
      `/v1/tutorials/${tutorial.slug}/revisions`,
    ]) {
      const list = await call('GET', url);
      expect(list.status, url).toBe(200);
      expect(list.json.data).toHaveLength(2);
    }
    const credits = await call('GET', `/v1/tutorials/${tutorial.id}/credits`);
    expect(credits.json).toEqual({ revisions_count: 2, improved_by: [] });
  });

  it('lets the author roll back (a new revision), and refuses a member who is not the author', async () => {
    const asker = await buildUser(t);
    const other = await buildUser(t);
    const question = await buildQuestion(t, { author: asker, title: 'How do I open port 22 on my server?' });
    const h = await signIn(t, asker);
    await call('PATCH', `/v1/questions/${question.id}`, h, {
      question: { title: 'Spam spam spam title here' },
    });

    const refused = await call(
      'POST',
      `/v1/questions/${question.id}/revisions/1/rollback`,
      await signIn(t, other),
    );
    expect(refused.status).toBe(403);
    const anonymous = await call('POST', `/v1/questions/${question.id}/revisions/1/rollback`);
    expect(anonymous.status).toBe(401);

    const rolled = await call('POST', `/v1/questions/${question.id}/revisions/1/rollback`, h);
    expect(rolled.status).toBe(200);
    expect(rolled.json.data[0]).toMatchObject({
      number: 3,
      title: 'How do I open port 22 on my server?',
      summary: 'Rolled back to revision 1',
    });
    const page = await call('GET', `/v1/questions/${question.id}`);
    expect(page.json.title).toBe('How do I open port 22 on my server?');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'question.rollback'), eq(auditLog.subjectId, String(question.id))));
    expect(entry?.actorId).toBe(asker.id);
    // Back to the current revision: nothing to do.
    const again = await call('POST', `/v1/questions/${question.id}/revisions/3/rollback`, h);
    expect(again.json.data).toHaveLength(3);
  });

  it('lets a moderator hide a revision: its text is served to nobody but moderators, and the hiding is audited', async () => {
    const author = await buildUser(t);
    const moderator = await buildUser(t, { permissions: ['MANAGE_COMMENTS'] });
    const question = await buildQuestion(t);
    const answer = await buildComment(
      t,
      { type: 'question', id: question.id },
      { author, type: 'answer', body: 'Use the token sk_live_SECRET123 to log in.' },
    );
    const h = await signIn(t, author);
    await call('PATCH', `/v1/comments/${answer.id}`, h, {
      comment: { body: 'Use your own token to log in.' },
    });

    const byAuthor = await call('POST', `/v1/comments/${answer.id}/revisions/1/hide`, h, {
      revision: { reason: 'leaked secret' },
    });
    expect(byAuthor.status).toBe(403);
    const m = await signIn(t, moderator);
    const current = await call('POST', `/v1/comments/${answer.id}/revisions/2/hide`, m, {
      revision: { reason: 'leaked secret' },
    });
    expect(current.status).toBe(422);
    const noReason = await call('POST', `/v1/comments/${answer.id}/revisions/1/hide`, m, { revision: {} });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.json)).toContain('reason');

    const hidden = await call('POST', `/v1/comments/${answer.id}/revisions/1/hide`, m, {
      revision: { reason: 'leaked secret' },
    });
    expect(hidden.status).toBe(200);
    expect(JSON.stringify(hidden.json)).toContain('SECRET123');

    for (const headers of [undefined, h]) {
      const list = await call('GET', `/v1/comments/${answer.id}/revisions?view=markdown`, headers);
      expect(JSON.stringify(list.json)).not.toContain('SECRET123');
      const first = list.json.data[1];
      expect(first).toMatchObject({ number: 1, body_markdown: null, diff: null });
      expect(first.hidden.reason).toBe('leaked secret');
      expect(list.json.data[0].diff).toBeNull();
    }
    const restore = await call('POST', `/v1/comments/${answer.id}/revisions/1/rollback`, m);
    expect(restore.status).toBe(422);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'comment.revision_hide'));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).not.toContain('SECRET123');
  });
  it('a hidden tutorial revision is not served through the tutorial’s saved versions either, but to moderators', async () => {
    const author = await buildUser(t, { permissions: DEFAULT_MEMBER_PERMISSIONS.add('CREATE_TUTORIALS') });
    const editor = await buildUser(t, { permissions: ['MANAGE_TUTORIALS'] });
    const tutorial = await buildTutorial(t, { author, body: 'Set TOKEN=sk_live_LEAKED in the file.' });
    const h = await signIn(t, author);
    await call('PATCH', `/v1/tutorials/${tutorial.id}`, h, {
      tutorial: { body: 'Set TOKEN to your own token.' },
    });
    const e = await signIn(t, editor);
    const hidden = await call('POST', `/v1/tutorials/${tutorial.id}/revisions/1/hide`, e, {
      revision: { reason: 'leaked token' },
    });
    expect(hidden.status).toBe(200);
    const own = await call('GET', `/v1/tutorials/${tutorial.id}/versions/1`, h);
    expect(own.status).toBe(404);
    expect(JSON.stringify(own.json)).not.toContain('LEAKED');
    const history = await call('GET', `/v1/tutorials/${tutorial.id}/revisions`, h);
    expect(JSON.stringify(history.json)).not.toContain('LEAKED');
    const asModerator = await call('GET', `/v1/tutorials/${tutorial.id}/versions/1`, e);
    expect(asModerator.json.body_markdown).toContain('LEAKED');
  });
});

describe('suggested edits', () => {
  it('a member suggests an edit to a tutorial; the author hears of it, accepts it, and the suggester is credited', async () => {
    const author = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const member = await buildUser(t);
    const tutorial = await buildTutorial(t, { author, body: '## Step 1\n\nRun `apt install ngnix`.' });
    const mh = await signIn(t, member);
    const sent = await call('POST', `/v1/tutorials/${tutorial.slug}/suggested-edits`, mh, {
      suggested_edit: { body: '## Step 1\n\nRun `apt install nginx`.', comment: 'Typo in the package name' },
    });
    expect(sent.status).toBe(201);
    expect(sent.json.state).toBe('pending');
    expect(sent.json.diff.inline_html).toContain('<del>');
    expect(sent.json.abilities.review).toBe(false);
    const heard = await t.db.select().from(notifications).where(eq(notifications.userId, author.id));
    expect(heard.some((n) => n.actorId === member.id && n.notifiableType === 'tutorial')).toBe(true);
    const bell = await call('GET', `/v1/users/${author.slug}/notifications`, await signIn(t, author));
    expect(bell.status).toBe(200);
    expect(JSON.stringify(bell.json)).toContain(tutorial.title);

    // The suggester cannot accept their own suggestion to someone else's tutorial.
    const selfReview = await call('POST', `/v1/suggested-edits/${sent.json.id}/review`, mh, {
      suggested_edit: { decision: 'accept' },
    });
    expect(selfReview.status).toBe(403);

    const ah = await signIn(t, author);
    const pending = await call('GET', `/v1/tutorials/${tutorial.id}/suggested-edits?state=pending`, ah);
    expect(pending.json.data).toHaveLength(1);
    expect(pending.json.data[0].abilities.review).toBe(true);
    const accepted = await call('POST', `/v1/suggested-edits/${sent.json.id}/review`, ah, {
      suggested_edit: { decision: 'accept' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ state: 'accepted', revision_number: 2 });
    const page = await call('GET', `/v1/tutorials/${tutorial.id}`);
    expect(page.json.body_html).toContain('apt install nginx');
    const credits = await call('GET', `/v1/tutorials/${tutorial.id}/credits`);
    expect(credits.json.improved_by.map((u: { id: number }) => u.id)).toEqual([member.id]);
    const history = await call('GET', `/v1/tutorials/${tutorial.id}/revisions`);
    expect(history.json.data[0].author.id).toBe(member.id);
    expect(history.json.data[0].summary).toContain('accepted');
    const twice = await call('POST', `/v1/suggested-edits/${sent.json.id}/review`, ah, {
      suggested_edit: { decision: 'decline', reason: 'Changed my mind' },
    });
    expect(twice.status).toBe(409);
  });

  it('a member cannot accept a suggestion to someone else’s answer; the author edits it before accepting or declines with a reason', async () => {
    const author = await buildUser(t);
    const suggester = await buildUser(t);
    const bystander = await buildUser(t);
    const question = await buildQuestion(t);
    const answer = await buildComment(
      t,
      { type: 'question', id: question.id },
      { author, type: 'answer', body: 'Open port 22 in the firewal.' },
    );
    const sh = await signIn(t, suggester);
    const first = await call('POST', `/v1/comments/${answer.id}/suggested-edits`, sh, {
      suggested_edit: { body: 'Open port 22 in the firewall.' },
    });
    const second = await call('POST', `/v1/comments/${answer.id}/suggested-edits`, sh, {
      suggested_edit: { body: 'Close the firewall.' },
    });
    expect([first.status, second.status]).toEqual([201, 201]);

    const bh = await signIn(t, bystander);
    const refused = await call('POST', `/v1/suggested-edits/${first.json.id}/review`, bh, {
      suggested_edit: { decision: 'accept' },
    });
    expect(refused.status).toBe(404);
    const list = await call('GET', `/v1/comments/${answer.id}/suggested-edits`, bh);
    expect(list.json.data).toEqual([]);

    const ah = await signIn(t, author);
    const noReason = await call('POST', `/v1/suggested-edits/${second.json.id}/review`, ah, {
      suggested_edit: { decision: 'decline' },
    });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.json)).toContain('reason');
    const declined = await call('POST', `/v1/suggested-edits/${second.json.id}/review`, ah, {
      suggested_edit: { decision: 'decline', reason: 'That would leave the server open' },
    });
    expect(declined.json).toMatchObject({
      state: 'declined',
      review_reason: 'That would leave the server open',
    });

    const edited = await call('POST', `/v1/suggested-edits/${first.json.id}/review`, ah, {
      suggested_edit: { decision: 'accept', body: 'Open port 22 in the firewall (ufw allow 22).' },
    });
    expect(edited.json.state).toBe('accepted');
    const history = await call('GET', `/v1/comments/${answer.id}/revisions?view=markdown`);
    expect(history.json.data[0].body_markdown).toBe('Open port 22 in the firewall (ufw allow 22).');
    expect(history.json.data[0].summary).toContain('with changes');
    const credits = await call('GET', `/v1/comments/${answer.id}/credits`);
    expect(credits.json.improved_by.map((u: { id: number }) => u.id)).toEqual([suggester.id]);
  });

  it('refuses a suggestion to a comment that is not an answer, and one to one’s own text', async () => {
    const author = await buildUser(t);
    const question = await buildQuestion(t);
    const comment = await buildComment(t, { type: 'question', id: question.id }, { author });
    const answer = await buildComment(t, { type: 'question', id: question.id }, { author, type: 'answer' });
    const other = await signIn(t, await buildUser(t));
    const notAnswer = await call('POST', `/v1/comments/${comment.id}/suggested-edits`, other, {
      suggested_edit: { body: 'Better text' },
    });
    expect(notAnswer.status).toBe(422);
    const own = await call('POST', `/v1/comments/${answer.id}/suggested-edits`, await signIn(t, author), {
      suggested_edit: { body: 'Better text' },
    });
    expect(own.status).toBe(422);
    const many = [];
    for (let n = 0; n < 4; n++)
      many.push(
        await call('POST', `/v1/comments/${answer.id}/suggested-edits`, other, {
          suggested_edit: { body: `Better text number ${n}` },
        }),
      );
    // One member cannot flood an author: the fourth waiting suggestion to one answer is refused.
    expect(many.map((r) => r.status)).toEqual([201, 201, 201, 422]);
    const anonymous = await call('POST', `/v1/comments/${answer.id}/suggested-edits`, undefined, {
      suggested_edit: { body: 'Better text' },
    });
    expect(anonymous.status).toBe(401);
  });
});
