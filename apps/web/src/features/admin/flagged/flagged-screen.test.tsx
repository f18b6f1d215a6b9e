import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { AdminShell } from '@/features/admin/shell/admin-shell';
import { FlaggedScreen } from './flagged-screen';
import { flaggedWordsIn } from './flagged-words';
import { deliver, stubEventSource } from '@/test/live';

type Entry = {
  reportable_type: 'comment' | 'question';
  reportable_id: number;
  object: Record<string, unknown>;
  reports_count: number;
  reasons: { reason: string; count: number }[];
  reports: Record<string, unknown>[];
  first_reported_at: string;
  last_reported_at: string;
};

const reporter = { id: 5, slug: 'rita', username: 'rita', first_name: 'Rita', gravatar: '' };

function entry(id: number, title: string, html: string): Entry {
  return {
    reportable_type: 'comment',
    reportable_id: id,
    object: {
      type: 'comment',
      id,
      title,
      state: 'published',
      url: `/community/questions/q?comment=${id}`,
      author: { id: 9, slug: 'sam', username: 'sam', first_name: 'Sam', gravatar: '' },
      author_state: 'active',
      body_html: html,
      context: { type: 'question', title: 'How do I rotate logs?', url: '/community/questions/q' },
      created_at: '2026-01-01T00:00:00.000Z',
    },
    reports_count: 1,
    reasons: [{ reason: 'spam', count: 1 }],
    reports: [
      {
        id: id * 10,
        reportable_type: 'comment',
        reportable_id: id,
        reason: 'spam',
        details: 'An advert',
        state: 'open',
        reporter,
        resolved_by: null,
        resolved_at: null,
        created_at: '2026-01-02T00:00:00.000Z',
      },
    ],
    first_reported_at: '2026-01-02T00:00:00.000Z',
    last_reported_at: '2026-01-02T00:00:00.000Z',
  };
}

/** A queue of three reported comments behind a scripted API that closes them as asked. */
function scriptedQueue(flags: Parameters<typeof Permissions.from>[0] = ['MANAGE_REPORTS']) {
  let queue = [
    entry(1, 'Buy followers', '<p>Buy <strong>cheap</strong> followers</p>'),
    entry(2, 'Visit my shop', '<p>Visit my shop</p>'),
    entry(3, 'You are all wrong', '<p>You are all wrong</p>'),
  ];
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'mod', permissions: Permissions.from(flags).toString() }),
  );
  const calls = stubApi((call: ApiCall) => {
    if (call.path === '/v1/users/mod') return [200, { id: 1, slug: 'mod' }];
    if (call.path === '/v1/user_reports/queue')
      return [
        200,
        {
          data: queue,
          meta: { pagination: { page: { current: 1, count: 1 }, per_page: 20, total: queue.length } },
        },
      ];
    const match = /^\/v1\/user_reports\/comment\/(\d+)$/.exec(call.path);
    if (match && call.method === 'PATCH') {
      const id = Number(match[1]);
      const closed = queue.find((e) => e.reportable_id === id)!;
      queue = queue.filter((e) => e.reportable_id !== id);
      const body = call.body as { user_report: { state: string; object_state?: string } };
      return [
        200,
        {
          data: closed.reports.map((r) => ({ ...r, reportable: null, state: body.user_report.state })),
          object_state: body.user_report.object_state ?? null,
        },
      ];
    }
    if (call.path === '/v1/live/ticket') return [201, { ticket: 't'.repeat(32), expires_at: '' }];
    return undefined;
  });
  // A report filed elsewhere, while the screen is open.
  return Object.assign(calls, {
    file(e: Entry) {
      queue = [e, ...queue];
    },
  });
}

function renderQueue(locale: 'en' | 'de' | 'ja' = 'en') {
  window.history.replaceState(null, '', '/community/admin/flagged');
  return renderWithFrame(
    <AdminShell>
      <FlaggedScreen words={flaggedWordsIn(locale)} />
    </AdminShell>,
    { pathname: '/community/admin/flagged', locale },
  );
}

const patches = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body] as const);

describe('FlaggedScreen (the report queue)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the queues live: a report filed elsewhere shows without a reload (issue #32, item 1)', async () => {
    const sources = stubEventSource();
    const queue = scriptedQueue();
    renderQueue();
    await screen.findByRole('article', { name: 'Buy followers' });
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(new URL(sources[0]!.url).searchParams.get('channels')).toBe('/admin/queues');
    expect(screen.queryByRole('article', { name: 'Spam link farm' })).toBeNull();
    queue.file(entry(4, 'Spam link farm', '<p>Spam link farm</p>'));
    act(() => {
      deliver(sources[0]!, '/admin/queues', 1, { type: 'queues', counts: { flags: 4 } });
    });
    expect(await screen.findByRole('article', { name: 'Spam link farm' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('"a queue of reports grouped by the reported object": the stored HTML inline, the reporters and the reason', async () => {
    scriptedQueue();
    renderQueue();
    const first = await screen.findByRole('article', { name: 'Buy followers' });
    const content = within(first).getByRole('region', { name: /^Content of the reported comment “/ });
    expect(content.querySelector('strong')?.textContent).toBe('cheap');
    const reports = within(first).getByRole('table', { name: /^Reports on this comment “/ });
    expect(within(reports).getByRole('rowheader', { name: 'Rita' })).toBeTruthy();
    expect(within(reports).getByRole('cell', { name: 'An advert' })).toBeTruthy();
    expect(within(first).getByText(/1 report/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'How do I rotate logs?' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Open reports: 3 posts' })).toBeTruthy();
    // A report moderator may trash or spam a comment, never mark its author (MANAGE_USERS).
    expect(within(first).getByRole('button', { name: 'Trash comment' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Mark comment as spam' })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /spammer/ })).toBeNull();
  });

  it('speaks German on a German page: the heading, the entry and its decisions', async () => {
    scriptedQueue();
    renderQueue('de');
    const first = await screen.findByRole('article', { name: 'Buy followers' });
    expect(screen.getByRole('heading', { name: 'Offene Meldungen: 3 Beiträge' })).toBeTruthy();
    expect(within(first).getByRole('region', { name: /^Inhalt des gemeldeten Kommentars „/ })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Kommentar löschen' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Kommentar als Spam markieren' })).toBeTruthy();
    expect(within(first).getByText('1 Meldung')).toBeTruthy();
  });

  it('"a keyboard flow (j/k to move between items, a/d/s for the actions)": focus moves visibly and results are announced', async () => {
    const calls = scriptedQueue();
    renderQueue();
    await screen.findByRole('article', { name: 'Buy followers' });
    const user = userEvent.setup();

    await user.keyboard('j');
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Buy followers' }));
    expect(document.activeElement?.getAttribute('data-active')).toBe('true');
    await user.keyboard('j');
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Visit my shop' }));
    await user.keyboard('k');
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Buy followers' }));

    // a: agree — the comment is trashed and its reports resolved; the next entry takes its place and focus.
    await user.keyboard('a');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Buy followers' })).toBeNull());
    expect(patches(calls)).toEqual([
      ['/v1/user_reports/comment/1', { user_report: { state: 'resolved', object_state: 'trashed' } }],
    ]);
    expect(
      await screen.findByText('Trashed the comment “Buy followers” and resolved 1 report.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Visit my shop' })),
    );

    // d: dismiss; s: spam.
    await user.keyboard('d');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Visit my shop' })).toBeNull());
    await user.keyboard('s');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'You are all wrong' })).toBeNull());
    expect(patches(calls).slice(1)).toEqual([
      ['/v1/user_reports/comment/2', { user_report: { state: 'dismissed' } }],
      ['/v1/user_reports/comment/3', { user_report: { state: 'resolved', object_state: 'spam' } }],
    ]);
    expect(await screen.findByText('No open reports')).toBeTruthy();
  });

  it('"shortcuts must not fire while typing in a field"; ? shows the shortcuts', async () => {
    const calls = scriptedQueue(['MANAGE_REPORTS', 'MANAGE_COMMENTS']);
    renderQueue();
    const first = await screen.findByRole('article', { name: 'Buy followers' });
    // A moderator of comments may also move it elsewhere: that select is a field.
    const select = within(first).getByLabelText('Or move it to');
    select.focus();
    fireEvent.keyDown(select, { key: 'a' });
    fireEvent.keyDown(screen.getByLabelText('Reported from'), { key: 'd' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(patches(calls)).toEqual([]);

    const user = userEvent.setup();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByRole('rowheader', { name: 'j' })).toBeTruthy();
    // While the dialog is open the keys are the dialog's.
    await user.keyboard('a');
    expect(patches(calls)).toEqual([]);
  });
});
