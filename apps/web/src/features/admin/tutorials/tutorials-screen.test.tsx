import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions, type PermissionFlag } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminGate } from '@/features/admin/shell/admin-gate';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { setPathname } from '@/test/navigation-mock';
import { describeBulkResult, TutorialsScreen } from './tutorials-screen';
import { tutorialListQuery } from './list-query';
import { translatorOf } from '@/i18n/translate';
import { tutorialWordsOf } from './tutorial-words';

const WORDS = tutorialWordsOf(translatorOf('admin-content', 'en'), 'en');

function tutorial(id: number, state: string, title = `Tutorial ${id}`) {
  return {
    id,
    type: 'tutorial',
    slug: `tutorial-${id}`,
    title,
    description: '',
    sub_type: 'tutorial',
    state,
    language: 'en',
    author: { id: 50, slug: 'ada', username: 'ada', first_name: 'Ada' },
    tags: [{ id: 1, name: 'Nginx', slug: 'nginx' }],
    upvotes_count: 0,
    views_count: 1200,
    comments_count: 0,
    published_at: state === 'draft' ? null : '2026-11-01T10:00:00.000Z',
    created_at: '2026-10-01T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };
}

const COUNTS = {
  data: [
    { state: 'draft', count: 1 },
    { state: 'published', count: 1 },
    { state: 'trashed', count: 0 },
    { state: 'deprecated', count: 0 },
    { state: 'unlisted', count: 0 },
  ],
  total: 2,
};

function serve(flags: PermissionFlag[], onBulk?: (call: ApiCall) => [number, unknown]): ApiCall[] {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'ed', permissions: Permissions.from(flags).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ed') return [200, { id: 9, slug: 'ed' }];
    if (call.path === '/v1/tutorials/state_counts') return [200, COUNTS];
    if (call.path === '/v1/tutorials' && call.method === 'GET')
      return [
        200,
        {
          data: [tutorial(1, 'draft', 'Set up Nginx'), tutorial(2, 'published', 'Tune Postgres')],
          meta: { pagination: { page: { current: 1, count: 1 }, per_page: 20, total: 2 } },
        },
      ];
    if (call.path === '/v1/tutorials/bulk_state' && onBulk) return onBulk(call);
    return undefined;
  });
}

function open(address: string) {
  window.history.replaceState(null, '', address);
  setPathname(new URL(address, window.location.href).pathname);
  return renderWithFrame(
    <AdminGate>
      <TutorialsScreen words={WORDS} />
    </AdminGate>,
    { pathname: new URL(address, window.location.href).pathname },
  );
}

describe('the admin tutorial list (community-app §2: "VIEW_TUTORIALS or MANAGE_TUTORIALS")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('"VIEW_TUTORIALS holders see everything read-only": every state, no checkboxes, no moves, no edit links', async () => {
    serve(['VIEW_TUTORIALS']);
    open('/community/admin/tutorials');
    const table = await screen.findByRole('table', { name: 'Tutorials (read-only)' });
    expect(await within(table).findByRole('rowheader', { name: 'Set up Nginx' })).toBeTruthy();
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(table).queryByRole('link', { name: /^Edit/ })).toBeNull();
    // The public page only for the tutorial the site shows.
    expect(within(table).getAllByRole('link', { name: /^Public page/ })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'New tutorial' })).toBeNull();
  });

  it("speaks the page's language: a Japanese reader gets the table, tabs and states in Japanese", async () => {
    serve(['VIEW_TUTORIALS']);
    const japanese = tutorialWordsOf(translatorOf('admin-content', 'ja'), 'ja');
    window.history.replaceState(null, '', '/ja/community/admin/tutorials');
    setPathname('/ja/community/admin/tutorials');
    renderWithFrame(
      <AdminGate>
        <TutorialsScreen words={japanese} />
      </AdminGate>,
      { pathname: '/community/admin/tutorials', locale: 'ja' },
    );
    const table = await screen.findByRole('table', { name: 'チュートリアル（閲覧のみ）' });
    expect(await within(table).findByText('下書き')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'タイトル' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'チュートリアルの状態' })).toBeTruthy();
  });

  it('shows the per-state counts as links that keep the other filters', async () => {
    serve(['MANAGE_TUTORIALS']);
    open('/community/admin/tutorials?query=nginx');
    const states = await screen.findByRole('navigation', { name: 'Tutorial states' });
    const draft = await within(states).findByRole('link', { name: /^Draft\s*:\s*1$/ });
    expect(draft.getAttribute('href')).toBe('/community/admin/tutorials?query=nginx&state=draft');
    expect(
      within(states)
        .getByRole('link', { name: /^All\s*:\s*2$/ })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('an editor selects tutorials and gets only the moves the status-transition table allows; the move is confirmed and reported', async () => {
    const calls = serve(['MANAGE_TUTORIALS'], () => [
      200,
      { data: [{ id: 1, outcome: 'moved', state: 'published' }], moved: 1 },
    ]);
    open('/community/admin/tutorials');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Set up Nginx' }));
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    // From draft an editor may go anywhere but draft.
    expect(within(bar).queryByRole('button', { name: 'Move to draft' })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish 1 tutorial?' });
    expect(within(dialog).getByText(/On the site, in lists, tag pages and search/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/tutorials/bulk_state')).toBe(true));
    const bulk = calls.find((call) => call.path === '/v1/tutorials/bulk_state')!;
    expect(bulk.body).toEqual({ tutorial_ids: [1], state: 'published' });
    expect(await screen.findByText('Published 1 tutorial.')).toBeTruthy();
  });

  it('"URLs that keep the filter state": the address becomes the API query', async () => {
    const calls = serve(['MANAGE_TUTORIALS']);
    open('/community/admin/tutorials?state=trashed&sort=-updated_at&since=2026-01-01&page=2&limit=50');
    await screen.findByRole('table', { name: 'Tutorials' });
    // The table can show before both reads are sent on a busy machine: wait for them.
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual(
        expect.arrayContaining(['/v1/tutorials', '/v1/tutorials/state_counts']),
      ),
    );
    const list = calls.find((call) => call.path === '/v1/tutorials')!;
    expect(Object.fromEntries(new URLSearchParams(list.search))).toEqual({
      state: 'trashed',
      sort_by: 'updated_at',
      sort_direction: 'desc',
      since: '2026-01-01',
      page: '2',
      limit: '50',
      // The editorial list keeps what the editor muted (issue #32).
      include_muted: 'true',
    });
    const counts = calls.find((call) => call.path === '/v1/tutorials/state_counts')!;
    expect(new URLSearchParams(counts.search).get('state')).toBeNull();
    expect(new URLSearchParams(counts.search).get('include_muted')).toBe('true');
    await act(async () => undefined);
  });
});

describe('list query and bulk wording', () => {
  it('drops values the API would refuse instead of sending them', () => {
    expect(tutorialListQuery({ state: 'archived', since: 'yesterday', sort: '-password' }, 1, 20)).toEqual({
      page: 1,
      limit: 20,
    });
  });

  it('says what happened to each tutorial of a bulk move', () => {
    expect(
      describeBulkResult(
        {
          data: [
            { id: 1, outcome: 'moved', state: 'trashed' },
            { id: 2, outcome: 'moved', state: 'trashed' },
            { id: 3, outcome: 'unchanged', state: 'trashed' },
            { id: 4, outcome: 'not_found', message: 'Tutorial not found' },
          ],
          moved: 2,
        },
        'trashed',
        WORDS,
      ),
    ).toBe('Trashed 2 tutorials. 1 was already trashed; 1 was not found.');
  });

  it("says it in the page's language, with its plural forms", () => {
    const result = {
      data: [
        { id: 1, outcome: 'moved' as const, state: 'published' as const },
        { id: 2, outcome: 'refused' as const, state: 'draft' as const },
      ],
      moved: 1,
    };
    const german = tutorialWordsOf(translatorOf('admin-content', 'de'), 'de');
    expect(describeBulkResult(result, 'published', german)).toBe(
      '1 Tutorial veröffentlicht. 1 wurde von den Statusregeln abgelehnt.',
    );
    const russian = tutorialWordsOf(translatorOf('admin-content', 'ru'), 'ru');
    expect(describeBulkResult({ ...result, moved: 5 }, 'published', russian)).toBe(
      'Опубликовано 5 руководств. 1 отклонено правилами статусов.',
    );
  });
});
