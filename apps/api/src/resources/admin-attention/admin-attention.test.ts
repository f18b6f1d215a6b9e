// The admin home's "needs attention now" (issue #30, item 6: "a home with what needs attention now (flags waiting,
// held posts, failed deliveries, scheduled pages)"): counts of exactly the queues the member may clear.
import { describe, expect, it } from 'vitest';
import { mailOutbox, userReports } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildUser, signIn } from '../../test/factories.js';

const t = useTestApp();

async function attentionOf(permissions: NonNullable<Parameters<typeof buildUser>[1]>['permissions']) {
  const member = await buildUser(t, { permissions });
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/admin_attention',
    headers: await signIn(t, member),
  });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().data as { key: string; count: number; href: string }[]).map((item) => [item.key, item]),
  );
}

describe('GET /v1/admin_attention', () => {
  it('counts each queue the member may clear, and only those', async () => {
    const reporter = await buildUser(t);
    const question = await buildQuestion(t);
    await buildQuestion(t, { state: 'under_review' });
    await t.db.insert(userReports).values({
      reporterId: reporter.id,
      reportableType: 'question',
      reportableId: question.id,
      reason: 'spam',
      state: 'open',
    } as typeof userReports.$inferInsert);

    const reports = await attentionOf(['MANAGE_REPORTS']);
    expect(Object.keys(reports)).toEqual(['flags']);
    expect(reports.flags).toMatchObject({ count: 1, href: '/community/admin/flagged' });

    const questions = await attentionOf(['MANAGE_QUESTIONS']);
    expect(Object.keys(questions)).toEqual(['held_questions']);
    expect(questions.held_questions!.count).toBeGreaterThanOrEqual(1);

    // Nothing for a member who manages nothing: the queues' sizes are not theirs to know.
    expect(await attentionOf([])).toEqual({});
  });

  it('an administrator sees every queue, failed emails among them', async () => {
    await t.db.insert(mailOutbox).values({
      idempotencyKey: `attention-${Date.now()}`,
      kind: 'test',
      toAddress: 'bounce@example.test',
      subject: 'Undeliverable',
      html: '<p>x</p>',
      text: 'x',
      status: 'dead',
    } as typeof mailOutbox.$inferInsert);
    const all = await attentionOf(['ADMINISTRATOR']);
    expect(Object.keys(all).sort()).toEqual(
      [
        'failed_mail',
        'failed_webhooks',
        'flags',
        'held_comments',
        'held_questions',
        'scheduled_pages',
        'scheduled_posts',
      ].sort(),
    );
    expect(all.failed_mail!.count).toBeGreaterThanOrEqual(1);
  });

  it('asks a visitor to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin_attention' });
    expect(res.statusCode).toBe(401);
  });
});
