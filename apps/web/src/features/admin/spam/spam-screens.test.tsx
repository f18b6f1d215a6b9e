import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions, type PermissionFlag } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi, type ApiCall, type ApiHandler } from '@/test/render';
import { AdminShell } from '@/features/admin/shell/admin-shell';
import { HeldQueueScreen } from './held-queue-screen';
import { spamWordsIn } from './spam-words';

const HELD = spamWordsIn('en').held;
import { SpamListScreen } from './spam-list-screen';

const page = (total: number) => ({ pagination: { page: { current: 1, count: 1 }, per_page: 20, total } });

function signIn(flags: PermissionFlag[], handler: ApiHandler): ApiCall[] {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'mod', permissions: Permissions.from(flags).toString() }),
  );
  return stubApi((call) => (call.path === '/v1/users/mod' ? [200, { id: 1, slug: 'mod' }] : handler(call)));
}

function renderAt(pathname: string, ui: React.ReactElement) {
  window.history.replaceState(null, '', pathname);
  return renderWithFrame(<AdminShell>{ui}</AdminShell>, { pathname });
}

function held(id: number, title: string) {
  return {
    type: 'comment',
    id,
    state: 'under_review',
    title,
    excerpt: `Comment ${id} with a link`,
    url: `/community/questions/q?comment=${id}`,
    author: { id: 9, slug: 'sam', username: 'sam', first_name: 'Sam', gravatar: '' },
    created_ip: '198.51.100.7',
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

describe('HeldQueueScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('"a holder of only MANAGE_COMMENTS sees and acts on comments only": no type choice, and a bulk approve of the selected rows', async () => {
    let queue = [held(1, 'How do I rotate logs?'), held(2, 'Why is nginx slow?')];
    const calls = signIn(['MANAGE_COMMENTS'], (call) => {
      if (call.path === '/v1/moderation/queue' && call.method === 'GET')
        return [200, { data: queue, meta: page(queue.length) }];
      if (call.path === '/v1/moderation/queue' && call.method === 'POST') {
        const ids = (call.body as { items: { id: number }[] }).items.map((item) => item.id);
        queue = queue.filter((item) => !ids.includes(item.id));
        return [200, { data: ids.map((id) => ({ type: 'comment', id, state: 'published' })) }];
      }
      return undefined;
    });
    renderAt('/community/admin/spam', <HeldQueueScreen words={HELD} />);
    const table = await screen.findByRole('table', { name: 'Held posts' });
    expect(await within(table).findByRole('rowheader', { name: /How do I rotate logs\?/ })).toBeTruthy();
    expect(screen.queryByLabelText('Post type')).toBeNull();
    expect(screen.getByText(/You moderate comments/)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', {
        name: 'Approve selected',
      }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        action: 'approve',
        items: [
          { type: 'comment', id: 1 },
          { type: 'comment', id: 2 },
        ],
      }),
    );
    expect(await screen.findByText('2 posts approved: they are public now.')).toBeTruthy();
    expect(await screen.findByText('There are no held posts yet')).toBeTruthy();
  });

  it('speaks Japanese on a Japanese page', async () => {
    signIn(['MANAGE_COMMENTS'], (call) =>
      call.path === '/v1/moderation/queue' && call.method === 'GET'
        ? [200, { data: [held(1, 'Logs')], meta: page(1) }]
        : undefined,
    );
    window.history.replaceState(null, '', '/ja/community/admin/spam');
    renderWithFrame(
      <AdminShell>
        <HeldQueueScreen words={spamWordsIn('ja').held} />
      </AdminShell>,
      { pathname: '/community/admin/spam', locale: 'ja' },
    );
    const table = await screen.findByRole('table', { name: '保留中の投稿' });
    expect((await within(table).findAllByRole('button', { name: /^承認/ }))[0]!.textContent).toBe(
      '承認 「Logs」へのコメント 1',
    );
    expect(screen.getByText(/あなたはコメントのモデレーターです/)).toBeTruthy();
  });

  it('a moderator of both types may filter by type; one row is rejected with its own button', async () => {
    const calls = signIn(['MANAGE_COMMENTS', 'MANAGE_QUESTIONS'], (call) => {
      if (call.path === '/v1/moderation/queue' && call.method === 'GET')
        return [200, { data: [held(3, 'Backups')], meta: page(1) }];
      if (call.method === 'POST') return [200, { data: [{ type: 'comment', id: 3, state: 'trashed' }] }];
      return undefined;
    });
    renderAt('/community/admin/spam', <HeldQueueScreen words={HELD} />);
    expect(await screen.findByLabelText('Post type')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject comment 3 on “Backups”' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        action: 'trash',
        items: [{ type: 'comment', id: 3 }],
      }),
    );
    expect(
      await screen.findByText('The comment on “Backups” was rejected: moved to the trash.'),
    ).toBeTruthy();
  });
});

describe('SpamListScreen and the test box', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds a phrase (the API’s 409 shown at the field) and "the test box names the rule"', async () => {
    const phrases = [{ id: 1, phrase: 'free crypto', created_at: '2026-01-01T00:00:00.000Z' }];
    const calls = signIn(['MANAGE_QUESTIONS'], (call) => {
      if (call.path === '/v1/spam_phrases' && call.method === 'GET')
        return [200, { data: phrases, meta: page(phrases.length) }];
      if (call.path === '/v1/spam_phrases' && call.method === 'POST') {
        const phrase = (call.body as { spam_phrase: { phrase: string } }).spam_phrase.phrase;
        if (phrases.some((p) => p.phrase === phrase))
          return [
            409,
            {
              error: {
                code: 'conflict',
                message: 'This phrase is already listed',
                details: [{ path: 'spam_phrase.phrase', message: 'This phrase is already listed' }],
              },
            },
          ];
        const created = { id: 2, phrase, created_at: '2026-01-02T00:00:00.000Z' };
        phrases.push(created);
        return [201, created];
      }
      if (call.path === '/v1/moderation/spam_check')
        return [
          200,
          {
            verdict: 'spam',
            rule: { kind: 'spam_phrase', id: 2, value: 'cheap watches' },
            hosts: [],
            permitted_domains: 0,
          },
        ];
      return undefined;
    });
    renderAt(
      '/community/admin/spam/phrases',
      <SpamListScreen kind="phrases" words={spamWordsIn('en').phrases} />,
    );
    const table = await screen.findByRole('table', { name: 'Spam phrases' });
    expect(await within(table).findByRole('rowheader', { name: 'free crypto' })).toBeTruthy();

    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: /Phrase/ });
    await user.type(input, 'free crypto');
    await user.click(screen.getByRole('button', { name: 'Add phrase' }));
    expect(await screen.findByText('Phrase: This phrase is already listed')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await user.clear(input);
    await user.type(input, 'cheap watches');
    await user.click(screen.getByRole('button', { name: 'Add phrase' }));
    expect(
      await screen.findByText(
        'Added the phrase “cheap watches”: new posts containing it are stored as spam.',
      ),
    ).toBeTruthy();
    expect(await within(table).findByRole('rowheader', { name: 'cheap watches' })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Buy Cheap Watches now');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('It would be stored as spam.')).toBeTruthy();
    expect(screen.getByText(/Rule: the spam phrase “cheap watches”/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/v1/moderation/spam_check')?.body).toEqual({
      spam_check: { text: 'Buy Cheap Watches now', new_member: true },
    });
  });

  it('the test box checks its input with the API’s schema first and names the field', async () => {
    const calls = signIn(['MANAGE_COMMENTS'], (call) =>
      call.path === '/v1/spam_ips' ? [200, { data: [], meta: page(0) }] : undefined,
    );
    renderAt('/community/admin/spam/ips', <SpamListScreen kind="ips" words={spamWordsIn('en').ips} />);
    expect(await screen.findByText('There are no spam IPs yet')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'IP address' }), '300.1.2.3');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('IP address: Enter an IP address such as 203.0.113.7')).toBeTruthy();
    expect(calls.some((c) => c.path === '/v1/moderation/spam_check')).toBe(false);
  });
});
