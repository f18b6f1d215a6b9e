// "A digest job that gathers what a member missed … skipped when there is nothing", received by a real
// SMTP server; one digest per member and period however often the job runs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, users } from '../db/schema/index.js';
import { deliverTo, useTestApp } from '../test/app.js';
import { buildQuestion, buildUser, signIn } from '../test/factories.js';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp.js';
import { periodKey, queueDigests } from './digests.js';

const t = useTestApp({ PUBLIC_API_URL: 'http://api.test' });
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  await deliverTo(t, smtp);
});
afterAll(async () => smtp?.close());
beforeEach(() => {
  smtp.messages.length = 0;
});

describe('digests', () => {
  it('names the day and the ISO week it covers', () => {
    expect(periodKey('daily', new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23');
    expect(periodKey('weekly', new Date('2026-11-23T10:00:00Z'))).toBe('2026-W48');
    expect(periodKey('weekly', new Date('2027-01-01T10:00:00Z'))).toBe('2026-W53');
  });

  it('a daily digest gathers the answers a member missed, once, and skips members with nothing new', async () => {
    const asker = await buildUser(t, { email: 'digest@example.test' });
    const quiet = await buildUser(t, { email: 'quiet@example.test' });
    const headers = await signIn(t, asker);
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/notification_preferences',
      headers,
      payload: { preferences: { answers: 'daily' } },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/notification_preferences',
      headers: await signIn(t, quiet),
      payload: { preferences: { answers: 'daily' } },
    });
    const question = await buildQuestion(t, {
      author: asker,
      title: 'Which file system suits a small database server?',
    });
    const helper = await buildUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/comments',
      headers: await signIn(t, helper),
      payload: {
        comment: {
          body: 'ext4 is a safe default; XFS for very large files.',
          type: 'answer',
          parent_type: 'question',
          parent_id: question.id,
        },
      },
    });
    expect(res.statusCode).toBe(201);
    await t.app.ctx.mail.runOnce();
    // Daily, not immediately: nothing yet.
    expect(smtp.messages.filter((m) => m.to.includes('digest@example.test'))).toHaveLength(0);

    await queueDigests(t.db, t.env, 'daily');
    await queueDigests(t.db, t.env, 'daily');
    await t.app.ctx.mail.runOnce();
    const digests = smtp.messages.filter((m) => m.to.includes('digest@example.test'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe(`Your daily digest from ${t.env.BRAND_NAME}: 1 new item`);
    expect(digests[0]!.text).toContain('New answer to “Which file system suits a small database server?”');
    expect(digests[0]!.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(smtp.messages.filter((m) => m.to.includes('quiet@example.test'))).toHaveLength(0);
  });

  it('"what a member missed since their last visit": a visit, not the last sign-in, ends what is new', async () => {
    const member = await buildUser(t, { email: 'visitor@example.test' });
    const headers = await signIn(t, member);
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/account/notification_preferences',
      headers,
      payload: { preferences: { answers: 'daily' } },
    });
    const question = await buildQuestion(t, { author: member, title: 'How do I rotate SSH host keys?' });
    const now = Date.now();
    // Signed in long ago and never again; an answer came 3 hours ago, another 1 hour ago.
    await t.db
      .update(users)
      .set({ lastSignedInAt: new Date(now - 10 * 86_400_000), lastSeenAt: null })
      .where(eq(users.id, member.id));
    const answer = (hoursAgo: number) => ({
      userId: member.id,
      name: 'new_answer',
      notifiableType: 'question',
      notifiableId: question.id,
      createdAt: new Date(now - hoursAgo * 3_600_000),
    });
    await t.db.insert(notifications).values([answer(3), answer(1)]);
    // The member opened the site 2 hours ago (any request with their session is a visit).
    const visit = await t.app.inject({ method: 'GET', url: '/v1/account', headers });
    expect(visit.statusCode).toBe(200);
    const [seen] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(seen!.lastSeenAt!.getTime()).toBeGreaterThan(now - 60_000);
    await t.db
      .update(users)
      .set({ lastSeenAt: new Date(now - 2 * 3_600_000) })
      .where(eq(users.id, member.id));

    await queueDigests(t.db, t.env, 'daily');
    await t.app.ctx.mail.runOnce();
    const digests = smtp.messages.filter((m) => m.to.includes('visitor@example.test'));
    expect(digests).toHaveLength(1);
    // Only the answer after the visit; the one before it was there to see.
    expect(digests[0]!.subject).toBe(`Your daily digest from ${t.env.BRAND_NAME}: 1 new item`);
  });

  it('a visit is written at most every few minutes, not on every request', async () => {
    const member = await buildUser(t);
    const headers = await signIn(t, member);
    await t.app.inject({ method: 'GET', url: '/v1/account', headers });
    const [first] = await t.db.select().from(users).where(eq(users.id, member.id));
    await t.app.inject({ method: 'GET', url: '/v1/account', headers });
    const [second] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(second!.lastSeenAt!.getTime()).toBe(first!.lastSeenAt!.getTime());
  });
});
