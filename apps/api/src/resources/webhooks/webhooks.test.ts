// Issue #32, item 5: "an administrator subscribes an endpoint to any of the closed event types …, each delivery
// signed as lead webhooks are, with a delivery log, retries with backoff, redelivery by hand, and an automatic pause
// after repeated failures with an email to the admins. Payloads are versioned and documented in the OpenAPI
// document." Deliveries go to a real HTTP server on loopback that checks each signature, on the file's own queue:
// graphile-worker on PostgreSQL, the in-process runner on PGlite.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_EVENT_TYPES } from '@reef/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users, webhookDeliveries } from '../../db/schema/index.js';
import { verifyWebhookSignature } from '../marketing-forms/index.js';
import { useTestApp } from '../../test/app.js';
import { buildQuestion, buildTutorial, buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp({
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOK_MAX_ATTEMPTS: '2',
  WEBHOOK_PAUSE_AFTER: '2',
});

type Received = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Whether the signature verified with the secret of the endpoint at this path. */
  verified: boolean;
};
let server: Server;
let base = '';
const received: Received[] = [];
/** The secret of each receiving path (set when the endpoint is created). */
const secrets = new Map<string, string>();
/** Paths that answer 500 until removed. */
const failing = new Set<string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      const signature = req.headers['reef-signature'];
      const verified = verifyWebhookSignature(
        secrets.get(path) ?? '',
        typeof signature === 'string' ? signature : null,
        body,
      );
      received.push({ path, headers: req.headers, body, verified });
      res.statusCode = failing.has(path) ? 500 : verified ? 204 : 401;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let adminHeaders: { authorization: string } | undefined;
async function admin() {
  adminHeaders ??= await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
  return adminHeaders;
}

type Webhook = { id: number; secret: string; state: string; events: string[] };

async function subscribe(path: string, events: string[]): Promise<Webhook> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/webhooks',
    headers: await admin(),
    payload: { webhook: { url: `${base}${path}`, events, description: `Receiver ${path}` } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const webhook = res.json<Webhook>();
  secrets.set(path, webhook.secret);
  return webhook;
}

async function unsubscribe(webhook: Webhook) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/v1/admin/webhooks/${webhook.id}`,
    headers: await admin(),
  });
  expect(res.statusCode).toBe(200);
}

type Delivery = {
  id: number;
  event_id: string;
  event_type: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  redelivery_of: number | null;
  payload: Record<string, unknown>;
};

async function deliveries(webhook: Webhook): Promise<Delivery[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/admin/webhooks/${webhook.id}/deliveries`,
    headers: await admin(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Delivery[] }>().data;
}

async function webhook(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/admin/webhooks/${id}`, headers: await admin() });
  expect(res.statusCode).toBe(200);
  return res.json<Webhook & { paused_reason: string | null; consecutive_failures: number }>();
}

/**
 * Runs the webhook worker until `done()` holds. On PostgreSQL a pass of the job runner right after a job was added
 * or rescheduled now and then claims nothing (the running app would take it at its next poll): a pass is repeated,
 * at most five times.
 */
async function runUntil(done: () => boolean | Promise<boolean>) {
  for (let pass = 0; pass < 5 && !(await done()); pass += 1) {
    // A first try the job runner put back a few seconds (one delivery per endpoint at a time) is due now.
    const firstTries = await t.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), eq(webhookDeliveries.attempts, 0)));
    for (const { id } of firstTries) await makeDue(id);
    await t.app.ctx.webhooks.runOnce();
  }
}

/** Makes a delivery waiting for its retry due now (the row's time, and its job's on PostgreSQL). */
async function makeDue(deliveryId: number) {
  await t.db
    .update(webhookDeliveries)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(webhookDeliveries.id, deliveryId));
  if (t.databaseUrl)
    await t.db.execute(
      sql`select graphile_worker.reschedule_jobs(array(select id from graphile_worker.jobs where key = ${`webhook_delivery:${deliveryId}`}), run_at := now())`,
    );
}

async function attemptsOf(id: number) {
  const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row!.attempts;
}

/** Makes a delivery due and runs the worker until it made one more attempt. */
async function attemptNow(id: number) {
  const before = await attemptsOf(id);
  for (let pass = 0; pass < 5 && (await attemptsOf(id)) === before; pass += 1) {
    await makeDue(id);
    await t.app.ctx.webhooks.runOnce();
  }
}

async function answer(questionId: number, body: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/comments',
    headers: await signIn(t, await buildUser(t)),
    payload: { comment: { body, type: 'answer', parent_type: 'question', parent_id: questionId } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>();
}

describe('webhooks for domain events', () => {
  it('an answer posted reaches the endpoint subscribed to answer.posted, signed and verifiable; an endpoint not subscribed to it gets nothing', async () => {
    const answers = await subscribe('/answers', ['answer.posted']);
    const questionsOnly = await subscribe('/questions', ['question.asked']);
    // The secret is answered once: never by a read.
    expect(answers.secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    expect(JSON.stringify(await webhook(answers.id))).not.toContain(answers.secret);

    received.length = 0;
    const asker = await buildUser(t);
    const question = await buildQuestion(t, {
      author: asker,
      title: 'How do I rotate the logs of a busy nginx server?',
      tags: [],
    });
    const posted = await answer(question.id, 'Use logrotate with `postrotate` sending USR1 to nginx.');
    await runUntil(() => received.length >= 2);

    const atAnswers = received.filter((r) => r.path === '/answers');
    expect(atAnswers).toHaveLength(1);
    const [request] = atAnswers;
    expect(request!.verified).toBe(true);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['reef-event']).toBe('answer.posted');
    expect(String(request!.headers['reef-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // Another key, or a changed body, does not verify.
    expect(
      verifyWebhookSignature(questionsOnly.secret, String(request!.headers['reef-signature']), request!.body),
    ).toBe(false);
    const payload = JSON.parse(request!.body);
    expect(payload).toMatchObject({
      type: 'answer.posted',
      version: 1,
      data: {
        answer: {
          id: posted.id,
          body_markdown: 'Use logrotate with `postrotate` sending USR1 to nginx.',
          url: expect.stringContaining(`?comment=${posted.id}`),
        },
        question: { id: question.id, title: 'How do I rotate the logs of a busy nginx server?' },
      },
    });
    expect(Object.keys(payload)).toEqual(['id', 'type', 'version', 'created_at', 'data']);
    expect(request!.headers['reef-event-id']).toBe(payload.id);
    // Public fields only: no address of anyone.
    expect(request!.body).not.toMatch(/@example\.test/);

    // The endpoint subscribed to questions only heard of the question, not of its answer (and the answers' endpoint
    // not of the question).
    expect(received.filter((r) => r.path === '/questions').map((r) => r.headers['reef-event'])).toEqual([
      'question.asked',
    ]);
    expect((await deliveries(questionsOnly)).map((d) => d.event_type)).toEqual(['question.asked']);

    const [log] = await deliveries(answers);
    expect(log).toMatchObject({
      event_type: 'answer.posted',
      event_id: payload.id,
      status: 'delivered',
      attempts: 1,
      last_status_code: 204,
      last_error: null,
      next_attempt_at: null,
    });
    expect(log!.payload).toEqual(payload);
    // Delivered once, never again.
    await t.app.ctx.webhooks.runOnce();
    expect(received.filter((r) => r.path === '/answers')).toHaveLength(1);
    await unsubscribe(answers);
    await unsubscribe(questionsOnly);
  });

  it('a failing receiver is retried with backoff, then the delivery is marked failed; a redelivery by hand sends the same body again', async () => {
    const flaky = await subscribe('/flaky', ['question.asked']);
    failing.add('/flaky');
    received.length = 0;
    const question = await buildQuestion(t, { title: 'Why does my cron job not run at midnight?' });
    await runUntil(() => received.length >= 1);

    const [first] = await deliveries(flaky);
    expect(first).toMatchObject({
      event_type: 'question.asked',
      status: 'pending',
      attempts: 1,
      last_status_code: 500,
      last_error: 'The receiver answered 500',
    });
    expect(first!.payload).toMatchObject({ data: { question: { id: question.id } } });
    // The retry waits (e^1 s), it is not run at once.
    expect(new Date(first!.next_attempt_at!).getTime()).toBeGreaterThan(Date.now());
    await t.app.ctx.webhooks.runOnce();
    expect(received).toHaveLength(1);

    await attemptNow(first!.id);
    expect(received).toHaveLength(2);
    expect(received.map((r) => r.headers['reef-attempt'])).toEqual(['1', '2']);
    // Every attempt of a delivery carries its id and the same signed body.
    expect(new Set(received.map((r) => r.headers['reef-delivery'])).size).toBe(1);
    expect(received.every((r) => r.verified && r.body === received[0]!.body)).toBe(true);
    const [given] = await deliveries(flaky);
    expect(given).toMatchObject({ status: 'failed', attempts: 2, next_attempt_at: null });
    // One failed delivery does not pause it (WEBHOOK_PAUSE_AFTER is 2 here).
    expect(await webhook(flaky.id)).toMatchObject({ state: 'active', consecutive_failures: 1 });

    // The receiver is fixed: a redelivery by hand succeeds, with the same event and body.
    failing.delete('/flaky');
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/webhooks/${flaky.id}/deliveries/${given!.id}/redeliver`,
      headers: await admin(),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ redelivery_of: given!.id, status: 'pending', attempts: 0 });
    await runUntil(() => received.length >= 3);
    expect(received).toHaveLength(3);
    expect(received[2]).toMatchObject({ verified: true, body: received[0]!.body });
    expect(received[2]!.headers['reef-delivery']).toBe(String(again.json().id));
    const [latest, original] = await deliveries(flaky);
    expect(latest).toMatchObject({ id: again.json().id, status: 'delivered', last_status_code: 204 });
    expect(original).toMatchObject({ id: given!.id, status: 'failed' });
    // A success starts the failure count again.
    expect((await webhook(flaky.id)).consecutive_failures).toBe(0);

    const unknown = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/webhooks/${flaky.id}/deliveries/999999/redeliver`,
      headers: await admin(),
    });
    expect(unknown.statusCode).toBe(404);
    await unsubscribe(flaky);
  });

  it('repeated failed deliveries pause the endpoint and email every administrator; a ping still goes out, and resuming sends again', async () => {
    const down = await subscribe('/down', ['question.asked']);
    failing.add('/down');
    const otherAdmin = await buildUserWith(t, 'ADMINISTRATOR');
    const member = await buildUser(t);
    received.length = 0;
    await buildQuestion(t, { title: 'Which port does PostgreSQL listen on by default?' });
    await buildQuestion(t, { title: 'How do I list the open ports of a Linux server?' });
    await runUntil(() => received.length >= 2);
    const waiting = await deliveries(down);
    expect(waiting.map((d) => d.status)).toEqual(['pending', 'pending']);
    for (const delivery of waiting) await attemptNow(delivery.id);

    const paused = await webhook(down.id);
    expect(paused).toMatchObject({ state: 'paused', consecutive_failures: 2 });
    expect(paused.paused_reason).toMatch(
      /^2 deliveries in a row failed \(the last: The receiver answered 500\)$/,
    );
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'webhook_paused')));
    const to = mails.map((m) => m.toAddress);
    expect(to).toContain(otherAdmin.email);
    expect(to).not.toContain(member.email);
    const mine = mails.find((m) => m.toAddress === otherAdmin.email)!;
    expect(mine.subject).toMatch(/webhook was paused/);
    expect(mine.text).toContain(`${base}/down`);
    expect(mine.text).toContain(`/community/admin/webhooks/${down.id}`);
    // The pause is in the audit log.
    const audit = await t.app.inject({
      method: 'GET',
      url: '/v1/audit_log',
      query: { action: 'webhook.pause' },
      headers: await admin(),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(JSON.stringify(audit.json())).toContain(`${base}/down`);

    // Paused: a new event is not queued for it.
    received.length = 0;
    await buildQuestion(t, { title: 'What does a 502 from the load balancer mean?' });
    await t.app.ctx.webhooks.runOnce();
    expect(received).toEqual([]);
    expect(await deliveries(down)).toHaveLength(2);

    // A ping is sent even while paused (an administrator asked), and never counts towards a pause.
    failing.delete('/down');
    const ping = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/webhooks/${down.id}/ping`,
      headers: await admin(),
    });
    expect(ping.statusCode, ping.body).toBe(201);
    expect(ping.json()).toMatchObject({ event_type: 'webhook.ping', status: 'pending' });
    await runUntil(() => received.length >= 1);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ verified: true, headers: { 'reef-event': 'webhook.ping' } });
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      type: 'webhook.ping',
      version: 1,
      data: { endpoint_id: down.id },
    });

    const resumed = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/webhooks/${down.id}/resume`,
      headers: await admin(),
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ state: 'active', paused_reason: null, consecutive_failures: 0 });
    received.length = 0;
    await buildQuestion(t, { title: 'How can I see which process uses port 80?' });
    await runUntil(() => received.length >= 1);
    expect(received.map((r) => JSON.parse(r.body).data.question.title)).toEqual([
      'How can I see which process uses port 80?',
    ]);

    // Paused by hand: the same, with the administrator named.
    const pause = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/webhooks/${down.id}/pause`,
      headers: await admin(),
    });
    expect(pause.json()).toMatchObject({
      state: 'paused',
      paused_reason: expect.stringMatching(/^Paused by /),
    });
    await unsubscribe(down);
  });

  it('member.registered and report.filed reach their subscribers, without email addresses or the report’s words', async () => {
    const hook = await subscribe('/people', ['member.registered', 'report.filed']);
    received.length = 0;
    const username = `newcomer${process.pid}`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { email: `${username}@example.test`, username, password: 'a long password' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const question = await buildQuestion(t);
    const report = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: { authorization: `Bearer ${registered.json().jwt}` },
      payload: {
        user_report: {
          reportable_type: 'question',
          reportable_id: question.id,
          reason: 'spam',
          details: 'The secret words of the reporter',
        },
      },
    });
    expect(report.statusCode, report.body).toBe(201);
    await runUntil(() => received.length >= 2);
    const bodies = received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type).sort()).toEqual(['member.registered', 'report.filed']);
    expect(bodies.find((b) => b.type === 'member.registered').data).toEqual({
      member: {
        id: registered.json().user.id,
        username,
        slug: username,
        url: `http://localhost:3000/community/users/${username}`,
        created_at: expect.any(String),
      },
    });
    expect(bodies.find((b) => b.type === 'report.filed').data.report).toMatchObject({
      reason: 'spam',
      reported_type: 'question',
      reported_id: question.id,
    });
    for (const r of received) {
      expect(r.verified).toBe(true);
      expect(r.body).not.toMatch(/@example\.test|secret words/);
    }
    await unsubscribe(hook);
  });

  it('an accepted answer is answer.accepted; a draft tutorial is tutorial.published when it is published, not before', async () => {
    const hook = await subscribe('/editorial', ['answer.accepted', 'tutorial.published']);
    const asker = await buildUser(t);
    const question = await buildQuestion(t, { author: asker, title: 'How do I keep SSH sessions alive?' });
    const posted = await answer(question.id, 'Set ServerAliveInterval 60 in your ssh config.');
    received.length = 0;
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/v1/questions/${question.id}`,
      headers: await signIn(t, asker),
      payload: { question: { accepted_answer_id: posted.id } },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const draft = await buildTutorial(t, { title: 'How to install Caddy on Debian', state: 'draft' });
    await runUntil(() => received.length >= 1);
    expect(received.map((r) => r.headers['reef-event'])).toEqual(['answer.accepted']);
    expect(JSON.parse(received[0]!.body).data).toMatchObject({
      question: { id: question.id },
      answer: { id: posted.id },
    });

    const publish = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tutorials/${draft.id}`,
      headers: await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS')),
      payload: { tutorial: { state: 'published' } },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    await runUntil(() => received.length >= 2);
    expect(received.map((r) => r.headers['reef-event'])).toEqual(['answer.accepted', 'tutorial.published']);
    expect(JSON.parse(received[1]!.body).data.tutorial).toMatchObject({
      id: draft.id,
      title: 'How to install Caddy on Debian',
      url: expect.stringMatching(/\/community\/tutorials\//),
    });
    expect(received.every((r) => r.verified)).toBe(true);
    await unsubscribe(hook);
  });

  it('a question held as spam is not sent; it is sent as question.asked when a moderator approves it', async () => {
    const hook = await subscribe('/held', ['question.asked']);
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_QUESTIONS'));
    await t.app.inject({
      method: 'POST',
      url: '/v1/spam_phrases',
      headers: moderator,
      payload: { spam_phrase: { phrase: 'cheap watches' } },
    });
    received.length = 0;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/questions',
      headers: await signIn(t, await buildUser(t)),
      payload: {
        question: {
          title: 'Redis keeps evicting my keys',
          body: 'It evicts keys after the upgrade. Also selling cheap watches here.',
          tags: [],
          language: 'en',
        },
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().state).toBe('spam');
    await t.app.ctx.webhooks.runOnce();
    expect(received).toEqual([]);
    expect(await deliveries(hook)).toEqual([]);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/v1/moderation/queue/question/${asked.json().id}`,
      headers: moderator,
      payload: { action: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await runUntil(() => received.length >= 1);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      type: 'question.asked',
      data: { question: { id: asked.json().id, title: 'Redis keeps evicting my keys' } },
    });
    await unsubscribe(hook);
  });
});

describe('the webhooks admin API', () => {
  const routes = (id: number, deliveryId: number) =>
    [
      ['GET', '/v1/admin/webhooks'],
      ['POST', '/v1/admin/webhooks'],
      ['GET', `/v1/admin/webhooks/${id}`],
      ['PATCH', `/v1/admin/webhooks/${id}`],
      ['DELETE', `/v1/admin/webhooks/${id}`],
      ['POST', `/v1/admin/webhooks/${id}/pause`],
      ['POST', `/v1/admin/webhooks/${id}/resume`],
      ['POST', `/v1/admin/webhooks/${id}/ping`],
      ['GET', `/v1/admin/webhooks/${id}/deliveries`],
      ['POST', `/v1/admin/webhooks/${id}/deliveries/${deliveryId}/redeliver`],
    ] as const;

  it('is for administrators only: anonymous 401, a member (even a manager of marketing forms) 403 on every route', async () => {
    const hook = await subscribe('/guarded', ['comment.posted']);
    const ping = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/webhooks/${hook.id}/ping`,
      headers: await admin(),
    });
    const member = await signIn(t, await buildUser(t));
    const marketer = await signIn(t, await buildUserWith(t, 'MANAGE_MARKETING'));
    for (const [method, url] of routes(hook.id, ping.json().id)) {
      const payload = method === 'POST' || method === 'PATCH' ? { webhook: { url: `${base}/x` } } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      for (const headers of [member, marketer]) {
        const res = await t.app.inject({ method, url, headers, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // Still there, unchanged.
    expect(await webhook(hook.id)).toMatchObject({ state: 'active', events: ['comment.posted'] });
    await unsubscribe(hook);
  });

  it('bad input is a 4xx naming the field', async () => {
    const post = (webhook: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/webhooks',
        headers: adminHeaders,
        payload: { webhook },
      });
    await admin();
    const paths = (res: { json(): unknown }) =>
      (res.json() as { error: { details: { path: string }[] } }).error.details.map((d) => d.path);

    const badUrl = await post({ url: 'not an address', events: ['question.asked'] });
    expect(badUrl.statusCode).toBe(400);
    expect(paths(badUrl)).toContain('body.webhook.url');
    const ftp = await post({ url: 'ftp://hooks.example.test/in', events: ['question.asked'] });
    expect(ftp.statusCode).toBe(400);
    expect(paths(ftp)).toContain('body.webhook.url');
    const unknownEvent = await post({ url: `${base}/x`, events: ['question.asked', 'question.deleted'] });
    expect(unknownEvent.statusCode).toBe(400);
    expect(paths(unknownEvent)).toContain('body.webhook.events.1');
    expect(unknownEvent.body).toContain('question.asked');
    const none = await post({ url: `${base}/x`, events: [] });
    expect(none.statusCode).toBe(400);
    expect(paths(none)).toContain('body.webhook.events');
    const missing = await post({ url: `${base}/x` });
    expect(missing.statusCode).toBe(400);
    expect(paths(missing)).toContain('body.webhook.events');

    const badId = await t.app.inject({ method: 'GET', url: '/v1/admin/webhooks/abc', headers: adminHeaders });
    expect(badId.statusCode).toBe(400);
    const absent = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/webhooks/424242',
      headers: adminHeaders,
    });
    expect(absent.statusCode).toBe(404);

    // Without WEBHOOK_ALLOW_PRIVATE_NETWORKS, an address inside the network is refused, naming the field.
    const strict = await t.startInstance({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' });
    const internal = await strict.inject({
      method: 'POST',
      url: '/v1/admin/webhooks',
      headers: adminHeaders,
      payload: { webhook: { url: 'https://169.254.169.254/latest', events: ['question.asked'] } },
    });
    expect(internal.statusCode).toBe(422);
    expect(internal.json().error.details[0]).toEqual({
      path: 'webhook.url',
      message: 'The address is not on the public internet',
    });

    // The address's problem follows the reader's language (a German, then a Japanese administrator).
    const german = await buildUserWith(t, 'ADMINISTRATOR');
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, german.id));
    const plainHttp = await strict.inject({
      method: 'POST',
      url: '/v1/admin/webhooks',
      headers: await signIn(t, german),
      payload: { webhook: { url: 'http://example.com/hook', events: ['question.asked'] } },
    });
    expect(plainHttp.statusCode).toBe(422);
    expect(plainHttp.json().error.details[0]).toEqual({
      path: 'webhook.url',
      message: 'Webhooks werden nur über https gesendet',
    });
    await t.db.update(users).set({ language: 'ja' }).where(eq(users.id, german.id));
    const internalJa = await strict.inject({
      method: 'POST',
      url: '/v1/admin/webhooks',
      headers: await signIn(t, german),
      payload: { webhook: { url: 'https://169.254.169.254/latest', events: ['question.asked'] } },
    });
    expect(internalJa.json().error.details[0]).toEqual({
      path: 'webhook.url',
      message: 'このアドレスは公開インターネット上にありません',
    });
  });

  it('updates an endpoint, rotates its secret (answered once), lists it, and deletes it with its log', async () => {
    const hook = await subscribe('/rotating', ['question.asked']);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/admin/webhooks/${hook.id}`,
      headers: await admin(),
      payload: {
        webhook: {
          events: ['tutorial.published', 'question.asked', 'tutorial.published'],
          rotate_secret: true,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().events).toEqual(['tutorial.published', 'question.asked']);
    expect(res.json().secret).toMatch(/^whsec_/);
    expect(res.json().secret).not.toBe(hook.secret);
    const list = await t.app.inject({ method: 'GET', url: '/v1/admin/webhooks', headers: await admin() });
    expect(list.json().data.map((w: { id: number }) => w.id)).toContain(hook.id);
    expect(list.body).not.toContain(res.json().secret);
    await unsubscribe(hook);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/webhooks/${hook.id}`,
      headers: await admin(),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('the OpenAPI document lists the routes and each event’s payload, version 1', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
      webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
    };
    expect(doc.paths['/v1/admin/webhooks']!.post!.operationId).toBe('createWebhook');
    expect(doc.paths['/v1/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver']!.post!.tags).toEqual([
      'webhooks',
    ]);
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, 'webhook.ping'].sort());
    const schema = doc.webhooks['answer.posted']!.post.requestBody.content['application/json']!.schema as {
      properties: Record<string, { const?: unknown; properties?: Record<string, unknown> }>;
      required: string[];
    };
    expect(schema.properties.version!.const).toBe(1);
    expect(schema.properties.type!.const).toBe('answer.posted');
    expect(schema.required).toEqual(expect.arrayContaining(['id', 'type', 'version', 'created_at', 'data']));
    expect(Object.keys(schema.properties.data!.properties!)).toEqual(['answer', 'question']);
  });
});
