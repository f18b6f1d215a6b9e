// Domain events: notifications and the audit entry are written in the write's transaction (a write
// that fails leaves neither), and cache revalidation runs only once that transaction has committed.
import { AUDIT_ACTIONS, isAuditAction, type AuditAction } from '@reef/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { auditLog, comments, notifications } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { actorFor, buildQuestion, buildUser, buildUserWith, signIn } from '../../test/factories.js';
import { emit, transaction } from './bus.js';
import { writeAuditEntry } from './subscribers/audit.js';

const t = useTestApp();

/** A published comment row on a fresh question (written directly, so no event has run for it yet). */
async function fixture() {
  const owner = await buildUser(t);
  const moderator = await buildUserWith(t, 'MANAGE_COMMENTS');
  const question = await buildQuestion(t, { author: owner });
  const actor = await actorFor(t, moderator);
  const root = { type: 'question', id: question.id, slug: question.slug, authorId: owner.id };
  const values = {
    type: 'comment',
    parentType: 'question',
    parentId: question.id,
    rootType: 'question',
    rootId: question.id,
    authorId: moderator.id,
    state: 'published',
    bodyMarkdown: 'Try restarting the service.',
    bodyHtml: '<p>Try restarting the service.</p>',
  } as const;
  return { owner, moderator, question, actor, root, values };
}

async function notificationsOf(userId: number) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function auditOf(actorId: number) {
  return t.db.select().from(auditLog).where(eq(auditLog.actorId, actorId));
}

describe('domain events', () => {
  it('a write commits its notification and its audit entry with it', async () => {
    const { owner, moderator, actor, root, values } = await fixture();
    await transaction(t.db, async (tx) => {
      const [comment] = await tx.insert(comments).values(values).returning();
      await emit(tx, { type: 'comment.created', actor, comment: comment!, root, parent: null, mentions: [] });
    });
    expect((await notificationsOf(owner.id)).map((n) => n.name)).toEqual(['new_comment']);
    expect((await auditOf(moderator.id)).map((e) => [e.action, e.subjectType])).toEqual([
      ['comment.create', 'comment'],
    ]);
  });

  it('a write that fails after its event leaves neither the notification nor the audit entry', async () => {
    const { owner, moderator, question, actor, root, values } = await fixture();
    await expect(
      transaction(t.db, async (tx) => {
        const [comment] = await tx.insert(comments).values(values).returning();
        await emit(tx, {
          type: 'comment.created',
          actor,
          comment: comment!,
          root,
          parent: null,
          mentions: [],
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await notificationsOf(owner.id)).toEqual([]);
    expect(await auditOf(moderator.id)).toEqual([]);
    const left = await t.db
      .select()
      .from(comments)
      .where(and(eq(comments.rootType, 'question'), eq(comments.rootId, question.id)));
    expect(left).toEqual([]);
  });

  it('revalidates only after the transaction commits, and never for one rolled back', async () => {
    const { question, actor, root, values } = await fixture();
    const before = t.revalidations.length;
    await transaction(t.db, async (tx) => {
      const [comment] = await tx.insert(comments).values(values).returning();
      await emit(tx, { type: 'comment.created', actor, comment: comment!, root, parent: null, mentions: [] });
      expect(t.revalidations.length, 'nothing is revalidated inside the transaction').toBe(before);
    });
    expect(t.revalidations.length).toBe(before + 1);
    expect(t.revalidations.at(-1)?.tags).toEqual([
      `question:${question.slug}`,
      'questions',
      `comments:question:${question.id}`,
    ]);

    await transaction(t.db, async (tx) => {
      const [comment] = await tx.insert(comments).values(values).returning();
      await emit(tx, { type: 'comment.created', actor, comment: comment!, root, parent: null, mentions: [] });
      throw new Error('rolled back');
    }).catch(() => undefined);
    expect(t.revalidations.length).toBe(before + 1);
  });

  it('refuses an event emitted on a transaction nobody will report the commit of', async () => {
    const { actor, root, values } = await fixture();
    await expect(
      t.db.transaction(async (tx) => {
        const [comment] = await tx.insert(comments).values(values).returning();
        await emit(tx, {
          type: 'comment.created',
          actor,
          comment: comment!,
          root,
          parent: null,
          mentions: [],
        });
      }),
    ).rejects.toThrow(/not opened by transaction\(\)/);
  });

  it('refuses an event emitted outside a transaction, before it writes anything', async () => {
    const { owner, moderator, actor, root, values } = await fixture();
    const [comment] = await t.db.insert(comments).values(values).returning();
    await expect(
      emit(t.db, { type: 'comment.created', actor, comment: comment!, root, parent: null, mentions: [] }),
    ).rejects.toThrow(/outside a transaction/);
    expect(await notificationsOf(owner.id)).toEqual([]);
    expect(await auditOf(moderator.id)).toEqual([]);
  });

  it('a comment posted through the API by a moderator is audited and notifies the asker', async () => {
    const { owner, moderator, question } = await fixture();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: await signIn(t, moderator),
      payload: {
        comment: {
          body: 'Looks fixed now.',
          type: 'comment',
          parent_type: 'question',
          parent_id: question.id,
        },
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await notificationsOf(owner.id)).map((n) => n.notifiableId)).toContain(res.json().id);
    expect((await auditOf(moderator.id)).map((e) => e.subjectId)).toContain(String(res.json().id));
  });
});

describe('services emit, routes do not', () => {
  it('a moderator holding a question back is audited, the asker told, and the page revalidated after commit', async () => {
    const asker = await buildUser(t);
    const moderator = await buildUserWith(t, 'MANAGE_QUESTIONS');
    const question = await buildQuestion(t, { author: asker });
    const before = t.revalidations.length;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/questions/${question.id}`,
      headers: await signIn(t, moderator),
      payload: { question: { state: 'under_review' } },
    });
    expect(res.statusCode).toBe(200);
    expect((await auditOf(moderator.id)).map((e) => [e.action, e.summary])).toEqual([
      ['question.moderate', 'published → under_review'],
    ]);
    expect((await notificationsOf(asker.id)).map((n) => n.name)).toContain('question_moderated');
    expect(t.revalidations.slice(before).flatMap((r) => r.tags)).toContain(`question:${question.slug}`);
  });

  it('no catch-all entry: a staff member reading their notifications leaves no request.* entry', async () => {
    const admin = await buildUserWith(t, 'ADMINISTRATOR');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${admin.slug}/notifications/read`,
      headers: await signIn(t, admin),
    });
    expect(res.statusCode).toBe(200);
    expect((await auditOf(admin.id)).map((e) => e.action)).toEqual([]);
  });
});

describe('audit actions', () => {
  it('are a closed list: an unknown action does not typecheck and is refused at run time', async () => {
    const actor = await actorFor(t, await buildUserWith(t, 'ADMINISTRATOR'));
    expectTypeOf<'static_page.update'>().toExtend<AuditAction>();
    expectTypeOf<'static_page.explode'>().not.toExtend<AuditAction>();
    expect(isAuditAction('static_page.update')).toBe(true);
    expect(isAuditAction('request.post')).toBe(false);
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    await expect(
      // @ts-expect-error: not an audit action
      writeAuditEntry(t.db, { actor }, { action: 'static_page.explode', subjectId: 1 }),
    ).rejects.toThrow('Unknown audit action: static_page.explode');
    expect(await auditOf(actor.id)).toEqual([]);
  });
});
