// /community/notifications (issue #30, item 5: "a full notifications page with filters by category, grouped rows
// ('3 people answered…'), the actor's name and avatar").
import type { ApiNotification } from '@reef/client';
import { notificationNamesIn } from '@reef/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { translatorOf } from '@/i18n/translate';
import { NotificationsPage } from './notifications-page';
import { notificationsPageWordsOf } from './notifications-words';

const WORDS = notificationsPageWordsOf(translatorOf('members', 'en'), 'en');

function answerOn(id: number, questionId: number, actor: string | null, viewed = false): ApiNotification {
  return {
    id,
    name: 'new_answer',
    category: 'answers',
    notifiable_type: 'comment',
    notifiable_id: 1000 + id,
    notifiable: { name: null, slug: null },
    notification_context: { name: `Question ${questionId}`, slug: `question-${questionId}` },
    notification_context_type: 'question',
    notification_context_id: questionId,
    actor: actor ? { slug: actor, username: actor } : null,
    viewed_at: viewed ? '2026-11-01T00:00:00Z' : null,
    created_at: new Date().toISOString(),
  } as unknown as ApiNotification;
}

function signedIn(list: (query: URLSearchParams) => ApiNotification[]) {
  window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
  return stubApi((call) => {
    if (call.path === '/v1/users/sam') return [200, { user: { slug: 'sam', username: 'sam' } }];
    if (call.path === '/v1/users/sam/notifications') {
      const data = list(new URLSearchParams(call.search));
      return [200, { data, meta: { unread_count: data.filter((n) => !n.viewed_at).length } }];
    }
    if (call.method === 'POST' && call.path.startsWith('/v1/users/sam/notifications/read'))
      return [200, { updated: 1 }];
    return undefined;
  });
}

describe('the notifications page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('joins answers to one question into one row naming who answered, and keeps other rows apart', async () => {
    signedIn(() => [answerOn(4, 7, 'ada'), answerOn(3, 7, 'bo'), answerOn(2, 7, 'cy'), answerOn(1, 8, null)]);
    renderWithFrame(<NotificationsPage words={WORDS} />, { pathname: '/community/notifications' });
    const list = (await screen.findByText(/Question 7/)).closest('ol')!;
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('ada, bo and cy: New answer to “Question 7” (3)');
    expect(rows[0]!.querySelector('a')!.getAttribute('href')).toBe(
      '/community/questions/question-7?comment=1004',
    );
    expect(rows[1]!.textContent).toContain('New answer to “Question 8”');
    expect(rows[1]!.textContent).not.toContain(':');
    expect(screen.getByText('4 unread notifications').getAttribute('role')).toBe('status');
  });

  it('filters by category and by unread through the API, and marks a row read when it is opened', async () => {
    const calls = signedIn((query) =>
      query.get('unread') === 'true'
        ? [answerOn(5, 9, 'ada')]
        : [answerOn(5, 9, 'ada'), answerOn(6, 10, 'bo', true)],
    );
    renderWithFrame(<NotificationsPage words={WORDS} />, { pathname: '/community/notifications' });
    await screen.findByText(/Question 10/);

    fireEvent.click(screen.getByRole('button', { name: 'Mentions' }));
    await waitFor(() => {
      const last = new URLSearchParams(calls.filter((c) => c.path.endsWith('/notifications')).at(-1)!.search);
      expect(last.get('type')).toBe(notificationNamesIn('mentions').join(','));
    });
    expect(screen.getByRole('button', { name: 'Mentions' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(screen.queryByText(/Question 10/)).toBeNull());
    const unreadCall = new URLSearchParams(
      calls.filter((c) => c.path.endsWith('/notifications')).at(-1)!.search,
    );
    expect(unreadCall.get('unread')).toBe('true');

    const row = screen.getByText(/Question 9/).closest('li')!;
    expect(row.getAttribute('data-unread')).toBe('true');
    fireEvent.click(within(row).getByRole('link'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/users/sam/notifications/read/5')).toBe(
        true,
      ),
    );
  });

  it('asks a visitor to log in', async () => {
    stubApi(() => undefined);
    renderWithFrame(<NotificationsPage words={WORDS} />, { pathname: '/community/notifications' });
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toContain('login');
  });

  it('speaks German on a German page: the sentence, who acted, the count and the filters', async () => {
    signedIn(() => [
      answerOn(6, 7, 'ada'),
      answerOn(5, 7, 'bo'),
      answerOn(4, 7, 'cy'),
      answerOn(3, 7, 'di'),
      answerOn(2, 7, 'ed'),
      answerOn(1, 8, 'fay', true),
    ]);
    renderWithFrame(
      <NotificationsPage words={notificationsPageWordsOf(translatorOf('members', 'de'), 'de')} />,
      {
        pathname: '/community/notifications',
        locale: 'de',
      },
    );
    const list = (await screen.findByText(/Question 7/)).closest('ol')!;
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain(
      'ada, bo und 3 weitere Personen: Neue Antwort auf „Question 7“ (5)',
    );
    expect(screen.getByText('5 ungelesene Benachrichtigungen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle' })).toBeTruthy();
    expect(screen.getByLabelText('Nur ungelesene')).toBeTruthy();
  });
});
