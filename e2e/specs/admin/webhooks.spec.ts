// /community/admin/webhooks (issue #32, item 5: "an administrator subscribes an endpoint to any of the closed event
// types …, each delivery signed …, with a delivery log"). The receiver is a plain HTTP server on loopback started
// here; the e2e API allows private addresses for it (WEBHOOK_ALLOW_PRIVATE_NETWORKS in e2e/serve.mjs).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, api, registerMember } from '../../fixtures/index.js';
import { administratorJwt, expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

type Received = { headers: IncomingHttpHeaders; raw: string };

/** docs/webhooks.md: `Reef-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
function isGenuine(secret: string, header: string, rawBody: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('='))) as {
    t?: string;
    v1?: string;
  };
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A receiver on 127.0.0.1 that keeps every request and answers 204. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/reef-hooks`, received };
}

test('an administrator adds an endpoint; an answer posted by a member reaches it signed, and shows in the log', async ({
  page,
  request,
}) => {
  test.slow(); // two pages, each checked with axe at two widths, and a delivery to wait for
  const receiver = await startReceiver();
  const admin = { authorization: `Bearer ${await administratorJwt(request)}` };
  const administrator = await memberWith(request, ['ADMINISTRATOR'], 'hooks');
  let endpointId: number | undefined;
  try {
    await openAs(page, administrator, '/community/admin/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await page.getByLabel(/^Endpoint URL/).fill(receiver.url);
    await page.getByLabel('answer.posted').check();
    await page.getByLabel(/^Description/).fill('e2e receiver');
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    // The secret is shown once, focused, with a copy button.
    const shown = page.getByRole('region', { name: 'Copy the signing secret now' });
    await expect(shown).toBeVisible();
    await expect(shown.getByRole('heading')).toBeFocused();
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expect(shown.getByText('It will not be shown again')).toBeVisible();
    await expectAxeCleanAtBothWidths(page, () => expect(shown).toBeVisible());

    const link = page
      .getByRole('table', { name: /Webhook endpoints/ })
      .getByRole('link', { name: receiver.url });
    await expect(link).toBeVisible();
    endpointId = Number((await link.getAttribute('href'))!.split('/').pop());

    // A member answers a question: the receiver gets answer.posted, signed with the secret.
    const asker = await registerMember(request, 'asker');
    const asked = await request.post(`${api.apiUrl}/v1/questions`, {
      headers: { authorization: `Bearer ${asker.jwt}` },
      data: {
        question: {
          title: `How do I verify a webhook signature ${Date.now().toString(36)}?`,
          body: 'Which bytes does the HMAC cover: the parsed JSON or the raw body?',
        },
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const { id: questionId } = (await asked.json()) as { id: number };
    const helper = await registerMember(request, 'helper');
    const answered = await request.post(`${api.apiUrl}/v1/comments`, {
      headers: { authorization: `Bearer ${helper.jwt}` },
      data: {
        comment: {
          body: 'The raw body, before parsing: compare the HMAC of "<t>.<body>" in constant time.',
          type: 'answer',
          parent_type: 'question',
          parent_id: questionId,
        },
      },
    });
    expect(answered.status(), await answered.text()).toBe(201);

    const ours = () =>
      receiver.received.find((request) => {
        if (request.headers['reef-event'] !== 'answer.posted') return false;
        const body = JSON.parse(request.raw) as { data: { question: { id: number } } };
        return body.data.question.id === questionId;
      });
    await expect.poll(() => Boolean(ours()), { timeout: 30_000 }).toBe(true);
    const delivery = ours()!;
    expect(isGenuine(secret, String(delivery.headers['reef-signature']), delivery.raw)).toBe(true);
    expect(isGenuine(`${secret}x`, String(delivery.headers['reef-signature']), delivery.raw)).toBe(false);
    const body = JSON.parse(delivery.raw) as { id: string; type: string; version: number };
    expect(body).toMatchObject({ type: 'answer.posted', version: 1 });
    expect(delivery.headers['reef-event-id']).toBe(body.id);

    // The endpoint's page lists the delivery as delivered, with the receiver's status code.
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: receiver.url })).toBeVisible();
    const log = page.getByRole('table', { name: 'Deliveries, newest first' });
    await expect(async () => {
      await page.reload();
      await expect(log.getByRole('row', { name: /answer\.posted/ }).first()).toContainText('Delivered', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(log.getByRole('row', { name: /answer\.posted/ }).first()).toContainText('HTTP 204');
    await expectAxeCleanAtBothWidths(page, () => expect(log).toBeVisible());
  } finally {
    if (endpointId) await request.delete(`${api.apiUrl}/v1/admin/webhooks/${endpointId}`, { headers: admin });
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});

test('a member without ADMINISTRATOR gets the access page', async ({ page, request }) => {
  const member = await memberWith(request, ['MANAGE_TAGS'], 'nohooks');
  await openAs(page, member, '/community/admin/webhooks');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
});
