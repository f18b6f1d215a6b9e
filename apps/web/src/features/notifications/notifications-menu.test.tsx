import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_NAMES } from '@reef/core';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { HEADER_NOTIFICATIONS_PAGE_SIZE, NotificationsMenu } from './notifications-menu';

function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <NotificationsMenu
      isOpen={isOpen}
      onToggle={() => setIsOpen((open) => !open)}
      onClose={() => setIsOpen(false)}
    />
  );
}

function notification(id: number, viewed: boolean) {
  return {
    id,
    name: id % 2 ? 'new_answer' : 'mention',
    notifiable_type: 'Comment',
    notifiable_id: 100 + id,
    notifiable: { name: null, slug: null },
    notification_context: { name: `Question ${id}`, slug: `question-${id}` },
    notification_context_type: 'Question',
    notification_context_id: id,
    viewed_at: viewed ? '2026-01-01T00:00:00Z' : null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  };
}

function api(pages: Record<string, unknown[]>) {
  return stubApi((call: ApiCall) => {
    if (call.path === '/v1/users/sam') return [200, { user: { id: 1, slug: 'sam' } }];
    if (call.path === '/v1/users/sam/notifications') {
      const page = new URLSearchParams(call.search).get('page') ?? '1';
      return [200, { data: pages[page] ?? [] }];
    }
    if (call.path.startsWith('/v1/users/sam/notifications/read')) return [204, undefined];
    return undefined;
  });
}

async function openMenu() {
  const bell = await screen.findByRole('button', { name: /Notifications/ });
  fireEvent.click(bell);
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('NotificationsMenu', () => {
  beforeEach(() => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
  });

  it('asks for page, limit and every known notification name', async () => {
    const calls = api({ '1': [] });
    renderWithFrame(<Harness />);
    await openMenu();
    const list = calls.find((call) => call.path.endsWith('/notifications'))!;
    const query = new URLSearchParams(list.search);
    expect(query.get('limit')).toBe(String(HEADER_NOTIFICATIONS_PAGE_SIZE));
    expect(query.get('page')).toBe('1');
    expect(query.get('type')).toBe(NOTIFICATION_NAMES.join(','));
  });

  it('shows "You have no notifications" for an empty list', async () => {
    api({ '1': [] });
    renderWithFrame(<Harness />);
    const panel = await openMenu();
    await within(panel).findByText('You have no notifications');
  });

  it('shows "Loading..." while the list loads', async () => {
    let release: () => void = () => undefined;
    stubApi(async (call) => {
      if (call.path === '/v1/users/sam') return [200, { user: { slug: 'sam' } }];
      await new Promise<void>((resolve) => (release = resolve));
      return [200, { data: [] }];
    });
    renderWithFrame(<Harness />);
    const panel = await openMenu();
    await within(panel).findByText('Loading...');
    release();
  });

  it('in the page’s language: its name, the count, categories and times (issue #31)', async () => {
    api({ '1': [notification(1, false), notification(2, true)] });
    renderWithFrame(<Harness />, { locale: 'de' });
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen (1 ungelesen)' });
    fireEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Benachrichtigungen' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Antworten');
    expect(items[0]!.textContent).toContain('vor 5 Minuten');
    expect(items[0]!.textContent).toContain('(ungelesen)');
    expect(items[1]!.textContent).toContain('Erwähnungen');
    expect(within(panel).getByRole('button', { name: 'Alle als gelesen markieren' })).toBeTruthy();
  });

  it('lists notifications with category, sentence and relative time; unread until viewed', async () => {
    api({ '1': [notification(1, false), notification(2, true)] });
    renderWithFrame(<Harness />);
    await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    const panel = await openMenu();
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Answers');
    expect(items[0]!.textContent).toContain('New answer to “Question 1”');
    expect(items[0]!.textContent).toContain('5 minutes ago');
    expect(items[0]!.getAttribute('data-unread')).toBe('true');
    expect(items[1]!.textContent).toContain('Mentions');
    expect(items[1]!.getAttribute('data-unread')).toBe('false');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      '/community/questions/question-1?comment=101',
    );
  });

  it('"Clicking an unread item marks that one as read"', async () => {
    const calls = api({ '1': [notification(1, false), notification(3, false)] });
    renderWithFrame(<Harness />);
    const panel = await openMenu();
    const [first] = await within(panel).findAllByRole('listitem');
    const link = within(first!).getByRole('link');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/v1/users/sam/notifications/read/1')).toBe(true),
    );
    expect(calls.find((call) => call.path === '/v1/users/sam/notifications/read/1')!.method).toBe('POST');
    await screen.findByRole('button', { name: 'Notifications (1 unread)' });
  });

  it('"Mark all as read" marks all', async () => {
    const calls = api({ '1': [notification(1, false), notification(3, false)] });
    renderWithFrame(<Harness />);
    const panel = await openMenu();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/v1/users/sam/notifications/read')).toBe(true),
    );
    expect(panel.querySelectorAll('[data-unread="true"]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('a list that answers after "Mark all as read" does not turn the read ones unread again', async () => {
    // The server's state: unread until the mark reaches it. The list asked for when the panel opens is
    // held back until after the member has clicked "Mark all as read" (a slow network).
    let read = false;
    let listsAsked = 0;
    let releaseSlowList: () => void = () => undefined;
    const calls = stubApi(async (call: ApiCall) => {
      if (call.path === '/v1/users/sam') return [200, { user: { id: 1, slug: 'sam' } }];
      if (call.path === '/v1/users/sam/notifications/read') {
        read = true;
        return [204, undefined];
      }
      if (call.path === '/v1/users/sam/notifications') {
        listsAsked += 1;
        const answer = {
          data: [notification(1, read), notification(3, read)],
          meta: { unread_count: read ? 0 : 2 },
        };
        if (listsAsked === 2) await new Promise<void>((resolve) => (releaseSlowList = resolve));
        return [200, answer];
      }
      return undefined;
    });
    renderWithFrame(<Harness />);
    await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    const panel = await openMenu();
    await waitFor(() => expect(listsAsked).toBe(2));
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/v1/users/sam/notifications/read')).toBe(true),
    );
    releaseSlowList();
    // The stale answer is dropped and the list is read again after the mark.
    await waitFor(() => expect(listsAsked).toBe(3));
    await waitFor(() => expect(panel.querySelectorAll('[data-unread="true"]')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('"Load more appears when a full page returns" and appends the next page', async () => {
    const full = Array.from({ length: HEADER_NOTIFICATIONS_PAGE_SIZE }, (_, index) =>
      notification(index + 1, true),
    );
    api({ '1': full, '2': [notification(99, true)] });
    renderWithFrame(<Harness />);
    const panel = await openMenu();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(panel).getAllByRole('listitem')).toHaveLength(HEADER_NOTIFICATIONS_PAGE_SIZE + 1),
    );
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
