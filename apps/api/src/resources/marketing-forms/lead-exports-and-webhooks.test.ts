// Issue #12: "Marketing forms keep their rate limit and store leads; add a CSV export of leads and, where a form
// has a destination, deliver to it (a webhook with retries and a signature header) instead of only storing."
// Webhooks go to a real HTTP server on loopback, on the file's own queue: graphile-worker on PostgreSQL, the
// in-process runner on PGlite.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadDeliveries } from '../../db/schema/index.js';
import {
  isPrivateAddress,
  signWebhook,
  verifyWebhookSignature,
  webhookUrlProblem,
} from './lead-deliveries-service.js';
import { LEAD_TASK } from '../../jobs/lead-delivery-worker.js';
import { csvLine } from './service.js';
import { useTestApp } from '../../test/app.js';
import { buildUser, buildUserWith, signIn } from '../../test/factories.js';

const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_MAX_ATTEMPTS: '3' });
const SECRET = 'whsec-test-0123456789abcdef';

type Received = { headers: Record<string, string | string[] | undefined>; body: string };
let server: Server;
let receiverUrl = '';
const received: Received[] = [];
/** Status codes the receiver answers with, in turn (200 once they run out). */
const answers: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const FIELDS = [
  { name: 'email', type: 'email', label: 'Email', required: true },
  { name: 'company', type: 'text', label: 'Company' },
  { name: 'note', type: 'textarea', label: 'Note' },
  { name: 'seats', type: 'number', label: 'Seats' },
  { name: 'source', type: 'hidden', value: 'test-page' },
];

async function manager() {
  return signIn(t, await buildUserWith(t, 'MANAGE_MARKETING'));
}

async function createForm(
  headers: Record<string, string>,
  slug: string,
  extra: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/marketing_forms',
    headers,
    payload: { marketing_form: { slug, title: slug, state: 'published', fields: FIELDS, ...extra } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function submit(slug: string, lead: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/v1/marketing_forms/${slug}/leads`, payload: { lead } });
}

/** Makes a failed delivery due now instead of after its backoff (the row's time, and the job's on PostgreSQL). */
async function makeDue(deliveryId: number) {
  await t.db
    .update(leadDeliveries)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(sql`${leadDeliveries.id} = ${deliveryId}`);
  if (t.databaseUrl)
    await t.db.execute(
      sql`select graphile_worker.reschedule_jobs(array(select id from graphile_worker.jobs where key = ${`lead_delivery:${deliveryId}`}), run_at := now())`,
    );
}

/**
 * Makes a delivery due and runs the lead worker until it has made one attempt. On PostgreSQL a pass of the job runner
 * right after the job was rescheduled now and then claims nothing (the running app would take the job at its next
 * poll), so a pass that attempted nothing is repeated, at most five times.
 */
async function attemptNow(deliveryId: number) {
  for (let pass = 0; pass < 5; pass += 1) {
    await makeDue(deliveryId);
    if ((await t.app.ctx.leads.runOnce()) > 0) return;
  }
}

// Issue #12: "leads per form with search and CSV export".
describe('GET /v1/marketing_forms/{id}/leads?q=', () => {
  it('finds the leads with the text in any answer, case-insensitively, with % and _ taken literally', async () => {
    const headers = await manager();
    await createForm(headers, 'search-form');
    await submit('search-form', { email: 'ada@example.test', company: 'Analytical Engines' });
    await submit('search-form', { email: 'grace@example.test', company: 'Navy 100%' });
    await submit('search-form', { email: 'alan@example.test', company: 'Bletchley' });
    const list = async (q?: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/marketing_forms/search-form/leads',
        query: q === undefined ? {} : { q },
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ data: { data: Record<string, unknown> }[]; meta: unknown }>();
      return body.data.map((lead) => lead.data.email);
    };
    expect(await list()).toHaveLength(3);
    expect(await list('ENGINES')).toEqual(['ada@example.test']);
    expect(await list('100%')).toEqual(['grace@example.test']);
    expect(await list('%')).toEqual(['grace@example.test']);
    expect(await list('a_a')).toEqual([]);
    expect(await list('nobody')).toEqual([]);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: '/v1/marketing_forms/search-form/leads',
      query: { q: 'x'.repeat(201) },
      headers,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('q');
  });
});

describe('GET /v1/marketing_forms/{id}/leads.csv', () => {
  it('exports every lead as CSV with a column per field, escaped, formula cells defused', async () => {
    const headers = await manager();
    await createForm(headers, 'export-form');
    expect(
      (await submit('export-form', { email: 'ada@example.test', company: 'Ada, Inc.' })).statusCode,
    ).toBe(201);
    expect(
      (
        await submit('export-form', {
          email: 'bob@example.test',
          company: '=HYPERLINK("http://evil.test","click")',
          note: 'line one\nline "two"',
          seats: '-3',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await submit('export-form', { email: 'cy@example.test', company: '@SUM(A1)', note: '+1' })).statusCode,
    ).toBe(201);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/v1/marketing_forms/export-form/leads.csv',
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="leads-export-form.csv"');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('lead_id,created_at,destination,email,company,note,seats,source');
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d\d-\d\dT[^,]+,none,ada@example.test,"Ada, Inc.",,,test-page$/);
    // Quotes doubled, the newline kept inside quotes, the formula prefixed, the number -3 left a number.
    expect(csv.body).toContain(
      `,"'=HYPERLINK(""http://evil.test"",""click"")","line one\nline ""two""",-3,test-page\r\n`,
    );
    expect(csv.body).toContain(`,'@SUM(A1),'+1,,test-page\r\n`);
    expect(csv.body.endsWith('\r\n')).toBe(true);
  });

  it('is for MANAGE_MARKETING only: anonymous 401, a member 403', async () => {
    const headers = await manager();
    await createForm(headers, 'private-form');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/v1/marketing_forms/private-form/leads.csv',
    });
    expect(anonymous.statusCode).toBe(401);
    const member = await signIn(t, await buildUser(t));
    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/marketing_forms/private-form/leads.csv',
      headers: member,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/json/);
  });

  it('writes cells as RFC 4180 with the formula guard (unit)', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 12, -4, '-4', null, undefined, '\tx'])).toBe(
      `a,"b,c","say ""hi""",12,-4,'-4,,,'\tx\r\n`,
    );
  });
});

describe('lead webhooks', () => {
  it('a lead is POSTed to the form’s webhook as JSON whose signature header verifies', async () => {
    const headers = await manager();
    const form = await createForm(headers, 'hooked-form', {
      webhook_url: receiverUrl,
      webhook_secret: SECRET,
    });
    // The secret is write-only.
    expect(form).toMatchObject({ webhook_url: receiverUrl, webhook_secret_set: true });
    expect(JSON.stringify(form)).not.toContain(SECRET);

    received.length = 0;
    const lead = await submit('hooked-form', { email: 'Grace@Example.test', company: 'Navy' });
    expect(lead.statusCode).toBe(201);
    expect(await t.app.ctx.leads.runOnce()).toBe(1);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['reef-event']).toBe('lead.created');
    const signature = String(request!.headers['reef-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(request!.headers['reef-timestamp']).toBe(/^t=(\d+)/.exec(signature)![1]);
    expect(verifyWebhookSignature(SECRET, signature, request!.body)).toBe(true);
    expect(verifyWebhookSignature('another-secret-0123456789', signature, request!.body)).toBe(false);
    expect(verifyWebhookSignature(SECRET, signature, request!.body.replace('Navy', 'Army'))).toBe(false);
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      event: 'lead.created',
      form: { slug: 'hooked-form' },
      lead: {
        id: lead.json().id,
        data: { email: 'grace@example.test', company: 'Navy', source: 'test-page' },
      },
    });
    expect(request!.headers['reef-delivery']).toBe(String(body.delivery_id));

    const log = await t.app.inject({
      method: 'GET',
      url: '/v1/marketing_forms/hooked-form/deliveries',
      headers,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().data[0]).toMatchObject({
      lead_id: lead.json().id,
      status: 'delivered',
      attempts: 1,
      log: [{ attempt: 1, status_code: 200, ok: true, error: null }],
    });
    // Nothing more is sent: a delivered lead is never delivered twice.
    expect(await t.app.ctx.leads.runOnce()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('a failing receiver is retried with backoff until it answers; the log shows every attempt', async () => {
    const headers = await manager();
    await createForm(headers, 'flaky-form', { webhook_url: receiverUrl, webhook_secret: SECRET });
    received.length = 0;
    answers.push(500, 503);
    expect((await submit('flaky-form', { email: 'flaky@example.test' })).statusCode).toBe(201);

    await t.app.ctx.leads.runOnce();
    const first = (
      await t.app.inject({ method: 'GET', url: '/v1/marketing_forms/flaky-form/deliveries', headers })
    ).json().data[0];
    expect(first).toMatchObject({ status: 'failed', attempts: 1, last_error: 'The receiver answered 500' });
    // The next attempt waits (e^1 s), it is not run at once.
    expect(new Date(first.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    if (t.databaseUrl) {
      const jobs = await t.db.execute(
        sql`select attempts, run_at from graphile_worker.jobs where task_identifier = ${LEAD_TASK} and key = ${`lead_delivery:${first.id}`}`,
      );
      const rows = ((jobs as { rows?: unknown }).rows ?? jobs) as { run_at: string }[];
      expect(new Date(rows[0]!.run_at).getTime()).toBeGreaterThan(Date.now());
    }

    await attemptNow(first.id);
    await attemptNow(first.id);

    expect(received).toHaveLength(3);
    // Every attempt carries the same delivery id, so a receiver can drop one it already handled.
    expect(new Set(received.map((r) => r.headers['reef-delivery'])).size).toBe(1);
    expect(received.map((r) => r.headers['reef-attempt'])).toEqual(['1', '2', '3']);
    const done = (
      await t.app.inject({ method: 'GET', url: '/v1/marketing_forms/flaky-form/deliveries', headers })
    ).json().data[0];
    expect(done).toMatchObject({ status: 'delivered', attempts: 3, last_error: null, next_attempt_at: null });
    expect(done.log.map((a: { status_code: number; ok: boolean }) => [a.status_code, a.ok])).toEqual([
      [500, false],
      [503, false],
      [200, true],
    ]);
    expect(done.log.every((a: { started_at: string }) => !Number.isNaN(Date.parse(a.started_at)))).toBe(true);
  });

  it('gives up after WEBHOOK_MAX_ATTEMPTS and keeps the errors; a receiver that is down is logged too', async () => {
    const headers = await manager();
    // A port nothing listens on: the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    // Its own slug each run, so a retried run does not meet the form of the first.
    const slug = `down-form-${Date.now()}`;
    await createForm(headers, slug, { webhook_url: deadUrl, webhook_secret: SECRET });
    await submit(slug, { email: 'down@example.test' });
    const [row] = await t.db
      .select()
      .from(leadDeliveries)
      .where(sql`${leadDeliveries.url} = ${deadUrl}`);
    for (let attempt = 1; attempt <= 3; attempt += 1) await attemptNow(row!.id);
    const dead = (
      await t.app.inject({ method: 'GET', url: `/v1/marketing_forms/${slug}/deliveries`, headers })
    ).json().data[0];
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, next_attempt_at: null });
    expect(dead.log).toHaveLength(3);
    expect(dead.log[0]).toMatchObject({ status_code: null, ok: false });
    expect(dead.log[0].error).toMatch(/ECONNREFUSED/);
    const member = await signIn(t, await buildUser(t));
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/marketing_forms/${slug}/deliveries`,
          headers: member,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('bad input is a 4xx naming the field', async () => {
    const headers = await manager();
    const noSecret = await t.app.inject({
      method: 'POST',
      url: '/v1/marketing_forms',
      headers,
      payload: { marketing_form: { slug: 'no-secret', title: 'x', webhook_url: receiverUrl } },
    });
    expect(noSecret.statusCode).toBe(422);
    expect(noSecret.json().error.details[0].path).toBe('marketing_form.webhook_secret');
    const badUrl = await t.app.inject({
      method: 'POST',
      url: '/v1/marketing_forms',
      headers,
      payload: {
        marketing_form: {
          slug: 'bad-url',
          title: 'x',
          webhook_url: 'ftp://example.test/x',
          webhook_secret: SECRET,
        },
      },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(JSON.stringify(badUrl.json().error.details)).toContain('webhook_url');
    const shortSecret = await t.app.inject({
      method: 'POST',
      url: '/v1/marketing_forms',
      headers,
      payload: {
        marketing_form: { slug: 'short', title: 'x', webhook_url: receiverUrl, webhook_secret: 'abc' },
      },
    });
    expect(shortSecret.statusCode).toBe(400);
    expect(JSON.stringify(shortSecret.json().error.details)).toContain('webhook_secret');
    const badLead = await submit('hooked-form', { email: 'not-an-email', seats: 'many' });
    expect(badLead.statusCode).toBe(422);
    expect(badLead.json().error.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['lead.email', 'lead.seats']),
    );
  });
});

describe('webhook address policy (server-side request forgery)', () => {
  it('without WEBHOOK_ALLOW_PRIVATE_NETWORKS only https to public addresses', () => {
    expect(webhookUrlProblem('http://hooks.example.com/x', false)).toBe('Webhooks are sent over https only');
    expect(webhookUrlProblem('https://127.0.0.1/x', false)).toBe('The address is not on the public internet');
    expect(webhookUrlProblem('https://[::1]/x', false)).toBe('The address is not on the public internet');
    expect(webhookUrlProblem('https://169.254.169.254/latest', false)).toBe(
      'The address is not on the public internet',
    );
    expect(webhookUrlProblem('https://localhost/x', false)).toBe('The address is not on the public internet');
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/', false)).toMatch(/user name/);
    expect(webhookUrlProblem('https://hooks.example.com/x', false)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:9/x', true)).toBeNull();
  });

  it('knows private, loopback, link-local and mapped addresses', () => {
    for (const address of [
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('[R2-15] refuses webhooks to the IPv6 transition ranges (NAT64, 6to4, Teredo) and what they embed', () => {
    for (const address of [
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::a00:1',
      '2002:a9fe:a9fe::1',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
      '::ffff:0:7f00:1',
      '2001:db8::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
      expect(webhookUrlProblem(`https://[${address}]/hook`, false), address).toBe(
        'The address is not on the public internet',
      );
    }
  });

  it('refuses a form whose webhook points inside the network when private networks are not allowed', async () => {
    const strict = await t.startInstance({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' });
    const headers = await manager();
    const refused = await strict.inject({
      method: 'POST',
      url: '/v1/marketing_forms',
      headers,
      payload: {
        marketing_form: {
          slug: 'internal-hook',
          title: 'x',
          webhook_url: 'https://169.254.169.254/latest/meta-data',
          webhook_secret: SECRET,
        },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details[0]).toEqual({
      path: 'marketing_form.webhook_url',
      message: 'The address is not on the public internet',
    });
  });

  it('signs `<timestamp>.<body>` and refuses stale timestamps', () => {
    const header = signWebhook(SECRET, 1_800_000_000, '{"a":1}');
    expect(verifyWebhookSignature(SECRET, header, '{"a":1}', { now: 1_800_000_100 })).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, '{"a":1}', { now: 1_800_000_400 })).toBe(false);
    expect(verifyWebhookSignature(SECRET, 'garbage', '{"a":1}')).toBe(false);
  });
});

describe('[R2-10] a slow webhook receiver does not hold up the others', () => {
  // Three real receivers on loopback: one that never answers, one that trickles its answer a byte at a time, and
  // a healthy one.
  let slow: Server;
  let slowBase = '';
  const pending = new Set<ServerResponse>();
  const healthyAt: number[] = [];
  let visitor = 0;

  beforeAll(async () => {
    slow = createServer((req, res) => {
      pending.add(res);
      res.on('close', () => pending.delete(res));
      req.resume();
      if (req.url === '/never') return;
      if (req.url === '/trickle') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => res.write('.'), 200);
        res.on('close', () => clearInterval(timer));
        return;
      }
      req.on('end', () => {
        healthyAt.push(Date.now());
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    slowBase = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const res of pending) res.destroy();
    await new Promise((resolve) => slow.close(resolve));
  });

  it('[R2-10] a receiver that never answers and one that trickles are cut off, and a healthy form gets its lead within a second or two', async () => {
    // Three slots, and more leads of the stalled form than slots: they must not take them all.
    // One attempt each (no retries to wait for).
    const instance = await t.startInstance({
      WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_CONCURRENCY: '3',
      WEBHOOK_MAX_ATTEMPTS: '1',
    });
    const headers = await manager();
    for (const [slug, path] of [
      ['never-form', '/never'],
      ['trickle-form', '/trickle'],
      ['healthy-form', '/healthy'],
    ] as const)
      await createForm(headers, slug, { webhook_url: `${slowBase}${path}`, webhook_secret: SECRET });
    // The stalled forms' leads are older, so a runner working in order meets them first.
    for (const slug of ['never-form', 'never-form', 'never-form', 'trickle-form', 'healthy-form'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/v1/marketing_forms/${slug}/leads`,
            payload: { lead: { email: `${slug}@example.test` } },
            // Visitors of their own (the leads' rate limit is per visitor).
            remoteAddress: `10.9.0.${++visitor}`,
          })
        ).statusCode,
      ).toBe(201);

    const started = Date.now();
    const run = instance.ctx.leads.runOnce();
    await expect.poll(() => healthyAt.length, { timeout: 2500, interval: 50 }).toBe(1);
    expect(healthyAt[0]! - started).toBeLessThan(1500);
    await run;
    // Every slow attempt ended by WEBHOOK_TIMEOUT_MS (2 s; the never-answering form's three leads go one after the
    // other, 6 s at most).
    expect(Date.now() - started).toBeLessThan(10_000);

    const status = async (slug: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/marketing_forms/${slug}/deliveries`, headers })).json()
        .data as {
        status: string;
        log: { error: string | null; status_code: number | null; duration_ms: number }[];
      }[];
    const never = await status('never-form');
    expect(never.length).toBeGreaterThan(0);
    // Tried one at a time (on the job queue, a delivery of the busy form put itself back for a few seconds and may
    // still be waiting when runOnce returns).
    expect(never.filter((d) => d.log.length === 1).length).toBeGreaterThanOrEqual(2);
    for (const delivery of never)
      for (const attempt of delivery.log) {
        expect(attempt.error).toMatch(/No (complete )?answer within 2 s/);
        expect(attempt.duration_ms).toBeLessThan(3000);
      }
    const [trickle] = await status('trickle-form');
    expect(trickle!.log[0]!.error).toBe('No complete answer within 2 s');
    const [healthy] = await status('healthy-form');
    expect(healthy).toMatchObject({ status: 'delivered', log: [{ status_code: 200, ok: true }] });
    // Nothing of these forms is left to retry in the other tests of this file.
    await t.db.execute(
      sql`update lead_deliveries set status = 'dead' where status <> 'delivered' and url like ${`${slowBase}%`}`,
    );
  }, 30_000);
});
