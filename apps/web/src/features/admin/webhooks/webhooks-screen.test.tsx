// The webhooks admin screens (issue #32, item 5: "an administrator subscribes an endpoint to any of the closed event
// types …, each delivery signed …, with a delivery log, retries with backoff, redelivery by hand, and an automatic
// pause after repeated failures").
import { Permissions, type PermissionFlag } from '@reef/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeToken, renderWithFrame, stubApi, type ApiHandler } from '@/test/render';
import { AdminShell } from '../shell/admin-shell';
import { WebhookDetail } from './webhook-detail';
import { WebhooksScreen } from './webhooks-screen';
import { webhookDetailWordsIn, webhooksWordsIn } from './webhooks-words';

const endpoint = {
  id: 7,
  url: 'https://hooks.example.com/reef',
  description: 'Chat bridge',
  events: ['answer.posted'],
  state: 'active',
  paused_reason: null,
  paused_at: null,
  consecutive_failures: 0,
  created_by: { id: 1, username: 'root' },
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
};

function delivery(id: number, fields: Record<string, unknown>) {
  return {
    id,
    webhook_id: 7,
    event_id: `event-${id}`,
    event_type: 'answer.posted',
    status: 'delivered',
    attempts: 1,
    last_status_code: 200,
    last_error: null,
    last_attempt_at: '2026-11-29T11:00:00.000Z',
    next_attempt_at: null,
    delivered_at: '2026-11-29T11:00:00.000Z',
    redelivery_of: null,
    payload: {},
    created_at: '2026-11-29T11:00:00.000Z',
    ...fields,
  };
}

const page = (data: unknown[]) => ({
  data,
  meta: { pagination: { page: { current: 1, count: 1 }, per_page: 20, total: data.length } },
});

function setUp(
  ui: ReactElement,
  pathname: string,
  handler: ApiHandler,
  flags: PermissionFlag[] = ['ADMINISTRATOR'],
) {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'root', permissions: Permissions.from(flags).toString() }),
  );
  const calls = stubApi(async (call) => {
    if (call.path === '/v1/users/root') return [200, { slug: 'root' }];
    return handler(call);
  });
  renderWithFrame(<AdminShell>{ui}</AdminShell>, { pathname });
  return calls;
}

/** The list screen over an API holding `endpoints` (a create adds one). */
function setUpList(answerCreate?: (body: unknown) => [number, unknown]) {
  const endpoints: (typeof endpoint)[] = [];
  return setUp(<WebhooksScreen words={webhooksWordsIn('en')} />, '/community/admin/webhooks', (call) => {
    if (call.path === '/v1/admin/webhooks' && call.method === 'GET') return [200, page(endpoints)];
    if (call.path === '/v1/admin/webhooks' && call.method === 'POST') {
      if (answerCreate) return answerCreate(call.body);
      endpoints.push(endpoint);
      return [201, { ...endpoint, secret: 'whsec_0123456789abcdef' }];
    }
    if (call.path === '/v1/admin/webhooks/7/deliveries') return [200, page([])];
    if (call.path === '/v1/admin/webhooks/7' && call.method === 'DELETE') {
      endpoints.length = 0;
      return [200, endpoint];
    }
    return undefined;
  });
}

afterEach(() => window.localStorage.clear());

describe('WebhooksScreen', () => {
  it('adding an endpoint sends its URL and chosen events, and shows the secret once, focused, with a copy button', async () => {
    const calls = setUpList();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Endpoint URL/), 'https://hooks.example.com/reef');
    await user.click(screen.getByLabelText('answer.posted'));
    await user.click(screen.getByLabelText('question.asked'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const box = await screen.findByRole('region', { name: 'Copy the signing secret now' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      webhook: {
        url: 'https://hooks.example.com/reef',
        events: ['question.asked', 'answer.posted'],
        description: '',
      },
    });
    expect((within(box).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(
      'whsec_0123456789abcdef',
    );
    expect(within(box).getByText('It will not be shown again')).toBeTruthy();
    expect(within(box).getByRole('button', { name: /Copy/ })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(box).getByRole('heading', { name: /signing secret/ })),
    );
    // The list shows the new endpoint (without its secret), linked to its page.
    const link = await screen.findByRole('link', { name: 'https://hooks.example.com/reef' });
    expect(link.getAttribute('href')).toBe('/community/admin/webhooks/7');

    await user.click(within(box).getByRole('button', { name: 'I have copied it' }));
    expect(document.body.innerHTML).not.toContain('whsec_0123456789abcdef');
  });

  it("the API's 400 naming the URL is shown at the URL field, which takes focus", async () => {
    setUpList(() => [
      400,
      {
        error: {
          code: 'validation_failed',
          message: 'The request is not valid.',
          details: [{ path: 'body.webhook.url', message: 'Private network addresses are not allowed' }],
        },
      },
    ]);
    const user = userEvent.setup();
    const url = await screen.findByLabelText(/^Endpoint URL/);
    await user.type(url, 'http://10.0.0.5/hook');
    await user.click(screen.getByLabelText('answer.posted'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    const errorId = url.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(errorId)?.textContent).toBe('Private network addresses are not allowed');
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(screen.queryByRole('region', { name: /signing secret/ })).toBeNull();
  });

  it('no event chosen: said at the events before anything is sent', async () => {
    const calls = setUpList();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Endpoint URL/), 'https://hooks.example.com/reef');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findAllByText('Choose at least one event type')).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('question.asked')));
  });

  it('Delete asks first, says what is lost, and is not the primary button', async () => {
    const calls = setUpList();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Endpoint URL/), 'https://hooks.example.com/reef');
    await user.click(screen.getByLabelText('answer.posted'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await user.click(await screen.findByRole('button', { name: 'I have copied it' }));

    const remove = await screen.findByRole('button', { name: 'Delete https://hooks.example.com/reef' });
    // issue #30, item 6: a destructive action is never the primary button.
    expect(remove.className).not.toMatch(/primary/);
    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/its delivery log is deleted with it/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete https://hooks.example.com/reef' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete endpoint' }),
    );
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/v1/admin/webhooks/7'),
    );
    expect(await screen.findByText(/There are no webhook endpoints yet/)).toBeTruthy();
  });

  it('a member without ADMINISTRATOR sees the access page, and the API is not asked for the endpoints', async () => {
    const calls = setUp(
      <WebhooksScreen words={webhooksWordsIn('en')} />,
      '/community/admin/webhooks',
      () => undefined,
      ['MANAGE_TAGS'],
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this section' }),
    ).toBeTruthy();
    expect(screen.getByText('ADMINISTRATOR')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/v1/admin/webhooks'))).toBe(false);
  });
});

describe('WebhookDetail', () => {
  function setUpDetail() {
    const deliveries = [
      delivery(13, {
        status: 'pending',
        attempts: 2,
        last_status_code: 503,
        next_attempt_at: '2026-11-29T11:05:00.000Z',
      }),
      delivery(12, {
        status: 'failed',
        attempts: 10,
        last_status_code: null,
        last_error: 'connect ECONNREFUSED',
      }),
      delivery(11, { event_type: 'webhook.ping' }),
    ];
    return setUp(
      <WebhookDetail id="7" words={webhookDetailWordsIn('en')} />,
      '/community/admin/webhooks/7',
      (call) => {
        if (call.path === '/v1/admin/webhooks/7' && call.method === 'GET') return [200, endpoint];
        if (call.path === '/v1/admin/webhooks/7/deliveries') {
          const status = new URLSearchParams(call.search).get('status');
          return [200, page(deliveries.filter((d) => !status || d.status === status))];
        }
        if (call.path === '/v1/admin/webhooks/7/deliveries/12/redeliver' && call.method === 'POST')
          return [201, delivery(14, { status: 'pending', attempts: 0, redelivery_of: 12 })];
        if (call.path === '/v1/admin/webhooks/7' && call.method === 'PATCH')
          return [200, { ...endpoint, secret: 'whsec_rotated_secret' }];
        return undefined;
      },
    );
  }

  it('lists the deliveries with status, attempts and last answer; Redeliver calls the redeliver endpoint', async () => {
    const calls = setUpDetail();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Deliveries, newest first' });
    const failed = within(table).getByRole('row', { name: /delivery 12/ });
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('10')).toBeTruthy();
    expect(within(failed).getByText('connect ECONNREFUSED')).toBeTruthy();
    expect(within(table).getByText('HTTP 200')).toBeTruthy();
    // Only a delivered or failed one can be sent again; a pending one still has retries to come.
    const pending = within(table).getByRole('row', { name: /delivery 13/ });
    expect(within(pending).queryByRole('button', { name: /Redeliver/ })).toBeNull();

    await user.click(within(failed).getByRole('button', { name: 'Redeliver delivery 12' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.method === 'POST' && call.path === '/v1/admin/webhooks/7/deliveries/12/redeliver',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText(/sent again as delivery 14/)).toBeTruthy();
  });

  it('the status filter asks the API for that status only', async () => {
    const calls = setUpDetail();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Deliveries, newest first' });
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() =>
      expect(
        calls.some((call) => call.path.endsWith('/deliveries') && call.search.includes('status=failed')),
      ).toBe(true),
    );
  });

  it('rotating the secret asks first, then shows the new secret once', async () => {
    const calls = setUpDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rotate the secret' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rotate the secret' }),
    );
    const box = await screen.findByRole('region', { name: 'Copy the new signing secret now' });
    expect((within(box).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(
      'whsec_rotated_secret',
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ webhook: { rotate_secret: true } });
  });

  it('says a missing endpoint in German', async () => {
    setUp(
      <WebhookDetail id="new" words={webhookDetailWordsIn('de')} />,
      '/community/admin/webhooks/new',
      () => undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Endpunkt nicht gefunden' })).toBeTruthy();
    expect(screen.getByText(/Es gibt keinen Webhook-Endpunkt „new“/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zu den Webhooks' })).toBeTruthy();
  });

  it('/community/admin/webhooks/new is no endpoint: it says so without asking the API', async () => {
    const calls = setUp(
      <WebhookDetail id="new" words={webhookDetailWordsIn('en')} />,
      '/community/admin/webhooks/new',
      () => undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Endpoint not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the webhooks' }).getAttribute('href')).toBe(
      '/community/admin/webhooks',
    );
    expect(calls.some((call) => call.path.startsWith('/v1/admin/webhooks'))).toBe(false);
  });
});
