// The report queue behind /community/admin/flagged (issue #11): "a queue of reports grouped by the reported
// object, with the reason, reporter(s), the object's content rendered inline", its filters (state, object type,
// reason, date), and "resolve all reports of an object" in one call, which may trash the object through the
// same rules as one report.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, comments, userReports } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildTutorial,
  buildUser,
  buildUserWith,
  signIn,
  type UserRow,
} from '../../test/factories.js';

const t = useTestApp();

type Group = {
  reportable_type: string;
  reportable_id: number;
  reports_count: number;
  reasons: { reason: string; count: number }[];
  reports: {
    id: number;
    reason: string;
    details: string;
    state: string;
    reporter: { slug: string } | null;
  }[];
  object: {
    title: string;
    state: string;
    url: string;
    body_html: string;
    author: { slug: string } | null;
    author_state: string | null;
    context: { type: string; title: string; url: string } | null;
  } | null;
  first_reported_at: string;
  last_reported_at: string;
};

async function report(reporter: UserRow, type: string, id: number, reason: string, details = '') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/user_reports',
    headers: await signIn(t, reporter),
    payload: { user_report: { reportable_type: type, reportable_id: id, reason, details } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

async function queue(headers: { authorization: string }, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/v1/user_reports/queue${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Group[]; meta: { pagination: { total: number } } };
}

async function publicThread(questionId: number): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/content/v1/comments/question/${questionId}` });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** A question with a reported comment (three reports) and the question itself reported once. */
async function reportedThread() {
  const author = await buildUser(t);
  const question = await buildQuestion(t, { author });
  const spammer = await buildUser(t);
  const comment = await buildComment(
    t,
    { type: 'question', id: question.id },
    { author: spammer, body: 'Buy **cheap** followers at my shop today' },
  );
  const reporters = [await buildUser(t), await buildUser(t), await buildUser(t)];
  await report(reporters[0]!, 'comment', comment.id, 'spam', 'An advert');
  await report(reporters[1]!, 'comment', comment.id, 'offensive');
  await report(reporters[2]!, 'comment', comment.id, 'spam');
  await report(reporters[0]!, 'question', question.id, 'off-topic');
  return { author, question, spammer, comment, reporters };
}

describe('GET /v1/user_reports/queue', () => {
  it('"a queue of reports grouped by the reported object, with the reason, reporter(s), the object\'s content rendered inline"', async () => {
    const { question, spammer, comment, reporters } = await reportedThread();
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_REPORTS'));
    const body = await queue(moderator, `?type=comment`);
    const entry = body.data.find((g) => g.reportable_id === comment.id)!;
    expect(entry).toMatchObject({
      reportable_type: 'comment',
      reports_count: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'offensive', count: 1 },
      ],
    });
    // Every reporter, newest report first, with the reason and details.
    expect(entry.reports.map((r) => r.reporter?.slug)).toEqual([
      reporters[2]!.slug,
      reporters[1]!.slug,
      reporters[0]!.slug,
    ]);
    expect(entry.reports[2]).toMatchObject({ reason: 'spam', details: 'An advert', state: 'open' });
    // The stored rendering the API made at write time, never markdown for the browser to render.
    expect(entry.object!.body_html).toContain('<strong>cheap</strong>');
    expect(entry.object).toMatchObject({
      state: 'published',
      url: `/community/questions/${question.slug}?comment=${comment.id}`,
      author: { slug: spammer.slug },
      author_state: 'active',
      context: { type: 'question', title: question.title, url: `/community/questions/${question.slug}` },
    });
    expect(body.data.every((g) => g.reportable_type === 'comment')).toBe(true);

    // Without a type filter the question is its own entry.
    const all = await queue(moderator);
    const questionEntry = all.data.find(
      (g) => g.reportable_type === 'question' && g.reportable_id === question.id,
    );
    expect(questionEntry).toMatchObject({
      reports_count: 1,
      object: { title: question.title, context: null },
    });
  });

  it('filters by reason and by the days reports were filed on, sorts by how many reports, and counts entries', async () => {
    const { comment } = await reportedThread();
    const tutorial = await buildTutorial(t);
    const old = await report(await buildUser(t), 'tutorial', tutorial.id, 'other', 'Outdated');
    await t.db
      .update(userReports)
      .set({ createdAt: new Date('2024-02-10T12:00:00Z') })
      .where(eq(userReports.id, old.id));
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_REPORTS'));

    const offensive = await queue(moderator, '?reason=offensive');
    const entry = offensive.data.find((g) => g.reportable_id === comment.id)!;
    expect(entry.reports_count).toBe(1);
    expect(entry.reports.map((r) => r.reason)).toEqual(['offensive']);
    expect(offensive.data.some((g) => g.reportable_type === 'question')).toBe(false);

    const february = await queue(moderator, '?from=2024-02-10&to=2024-02-10');
    expect(february.data.map((g) => [g.reportable_type, g.reportable_id])).toEqual([
      ['tutorial', tutorial.id],
    ]);
    expect(february.meta.pagination.total).toBe(1);
    expect((await queue(moderator, '?from=2024-02-11&to=2024-02-28')).data).toEqual([]);
    expect((await queue(moderator, '?to=2024-02-09')).data).toEqual([]);

    const most = await queue(moderator, '?sort=reports_count&sort_direction=desc&limit=1');
    expect(most.data).toHaveLength(1);
    expect(most.data[0]!.reports_count).toBeGreaterThanOrEqual(3);
    expect(most.meta.pagination.total).toBeGreaterThanOrEqual(3);
    const oldest = await queue(moderator, '?sort=first_reported_at&sort_direction=asc&limit=1');
    expect(oldest.data[0]).toMatchObject({ reportable_type: 'tutorial', reportable_id: tutorial.id });
  });

  it('needs MANAGE_REPORTS, and a wrong filter is a 400 naming it', async () => {
    const member = await signIn(t, await buildUser(t));
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/user_reports/queue', headers: member })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/user_reports/queue' })).statusCode).toBe(401);
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_REPORTS'));
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/user_reports/queue?from=last-week',
      headers: moderator,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('from');
  });

  it('an object that no longer exists is an entry without an object, so its reports can still be closed', async () => {
    const question = await buildQuestion(t);
    const comment = await buildComment(t, { type: 'question', id: question.id });
    await report(await buildUser(t), 'comment', comment.id, 'spam');
    await t.db.delete(comments).where(eq(comments.id, comment.id));
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_REPORTS'));
    const entry = (await queue(moderator, '?type=comment')).data.find((g) => g.reportable_id === comment.id);
    expect(entry).toMatchObject({ reports_count: 1, object: null });
    const dismissed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/comment/${comment.id}`,
      headers: moderator,
      payload: { user_report: { state: 'dismissed' } },
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
  });
});

describe('PATCH /v1/user_reports/{type}/{id}', () => {
  it('"resolve all reports of an object": every open report closes, the comment is trashed and leaves the public page', async () => {
    const { question, comment } = await reportedThread();
    expect(await publicThread(question.id)).toContain('cheap');
    const moderatorRow = await buildUserWith(t, 'MANAGE_REPORTS');
    const moderator = await signIn(t, moderatorRow);
    const before = t.revalidations.length;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/comment/${comment.id}`,
      headers: moderator,
      payload: { user_report: { state: 'resolved', object_state: 'trashed' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      data: { state: string; resolved_by: { slug: string } }[];
      object_state: string;
    };
    expect(body.object_state).toBe('trashed');
    expect(body.data).toHaveLength(3);
    expect(body.data.every((r) => r.state === 'resolved' && r.resolved_by.slug === moderatorRow.slug)).toBe(
      true,
    );
    expect(await publicThread(question.id)).not.toContain('cheap');
    // The question's page was asked to refresh.
    expect(
      t.revalidations
        .slice(before)
        .flatMap((r) => r.tags)
        .some((tag) => tag.includes(question.slug) || tag.includes(String(question.id))),
    ).toBe(true);

    // Off the open queue, on the resolved one; the question's own report is untouched.
    const open = await queue(moderator, '?type=comment');
    expect(open.data.some((g) => g.reportable_id === comment.id)).toBe(false);
    const resolved = await queue(moderator, '?state=resolved&type=comment');
    expect(resolved.data.find((g) => g.reportable_id === comment.id)).toMatchObject({
      reports_count: 3,
      object: { state: 'trashed' },
    });
    const questionEntry = (await queue(moderator, '?type=question')).data.find(
      (g) => g.reportable_id === question.id,
    );
    expect(questionEntry?.reports_count).toBe(1);

    // One audit entry per report, the object's move on the first.
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user_report.update'));
    const mine = audited.filter((e) =>
      body.data.some((r) => String((r as { id?: number }).id) === e.subjectId),
    );
    expect(mine).toHaveLength(3);
    expect(mine.filter((e) => e.summary.includes('comment published → trashed'))).toHaveLength(1);

    // A second moderator acting on the same entry learns it was closed already.
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/comment/${comment.id}`,
      headers: moderator,
      payload: { user_report: { state: 'dismissed' } },
    });
    expect(again.statusCode).toBe(409);
  });

  it('dismissing leaves the object as it is', async () => {
    const { question } = await reportedThread();
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_REPORTS'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/question/${question.id}`,
      headers: moderator,
      payload: { user_report: { state: 'dismissed' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ object_state: null, data: [{ state: 'dismissed' }] });
    const page = await t.app.inject({ method: 'GET', url: `/content/v1/questions/${question.slug}` });
    expect(page.statusCode).toBe(200);
  });

  it('a report moderator may only hide the object; another state needs the moderator of its type; nothing changes on a refusal', async () => {
    const { question, comment } = await reportedThread();
    const reportsOnly = await signIn(t, await buildUserWith(t, 'MANAGE_REPORTS'));
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/question/${question.id}`,
      headers: reportsOnly,
      payload: { user_report: { state: 'resolved', object_state: 'unlisted' } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('user_report.object_state');
    expect(
      (await queue(reportsOnly, '?type=question')).data.some((g) => g.reportable_id === question.id),
    ).toBe(true);

    const notAStatus = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/comment/${comment.id}`,
      headers: reportsOnly,
      payload: { user_report: { state: 'resolved', object_state: 'draft' } },
    });
    expect(notAStatus.statusCode).toBe(422);
    expect(notAStatus.json().error.details[0].path).toBe('user_report.object_state');

    const both = await signIn(t, await buildUserWith(t, 'MANAGE_REPORTS', 'MANAGE_QUESTIONS'));
    const unlisted = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/question/${question.id}`,
      headers: both,
      payload: { user_report: { state: 'resolved', object_state: 'unlisted' } },
    });
    expect(unlisted.statusCode, unlisted.body).toBe(200);
    expect(unlisted.json().object_state).toBe('unlisted');

    const member = await signIn(t, await buildUser(t));
    const memberTry = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/comment/${comment.id}`,
      headers: member,
      payload: { user_report: { state: 'resolved' } },
    });
    expect(memberTry.statusCode).toBe(403);
    const badBody = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/comment/${comment.id}`,
      headers: reportsOnly,
      payload: { user_report: { state: 'open' } },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.body).toContain('user_report.state');
  });
});
