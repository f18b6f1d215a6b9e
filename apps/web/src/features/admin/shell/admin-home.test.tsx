// The admin home says what needs attention now (issue #30, item 6: "a home with what needs attention now (flags
// waiting, held posts, failed deliveries, scheduled pages)").
import { Permissions } from '@reef/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { AdminHome } from './admin-home';
import { AdminShell } from './admin-shell';
import { deliver, stubEventSource } from '@/test/live';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_LOCALES } from '@/i18n/locale-path';
import { adminHomeWordsIn } from './admin-home-words';

function signInWith(attention: { key: string; label: string; count: number; href: string }[]) {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'mod', permissions: Permissions.from(['ADMINISTRATOR']).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/mod') return [200, { slug: 'mod' }];
    if (call.path === '/v1/admin_attention') return [200, { data: attention }];
    return undefined;
  });
}

describe('AdminHome', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('lists the queues that wait, busiest first, each a link to the screen that clears it', async () => {
    signInWith([
      { key: 'flags', label: 'Open reports in Flagged', count: 2, href: '/community/admin/flagged' },
      { key: 'held_questions', label: 'Questions held for review', count: 0, href: '/community/admin/spam' },
      {
        key: 'failed_mail',
        label: 'Emails that could not be delivered',
        count: 1204,
        href: '/community/admin/outbox',
      },
    ]);
    renderWithFrame(
      <AdminShell>
        <AdminHome />
      </AdminShell>,
      { pathname: '/community/admin' },
    );
    const section = await screen.findByRole('region', { name: 'Needs attention' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1,204Emails that could not be delivered', '/community/admin/outbox'],
      ['2Open reports in Flagged', '/community/admin/flagged'],
    ]);
  });

  it('says "All clear" when nothing waits', async () => {
    signInWith([
      { key: 'flags', label: 'Open reports in Flagged', count: 0, href: '/community/admin/flagged' },
    ]);
    renderWithFrame(
      <AdminShell>
        <AdminHome />
      </AdminShell>,
      { pathname: '/community/admin' },
    );
    // The section holds its place while the counts load (no layout shift), then says what it found.
    expect(await screen.findByText('Checking what waits for you…')).toBeTruthy();
    expect(await screen.findByText(/All clear/)).toBeTruthy();
    expect(screen.queryByText('Checking what waits for you…')).toBeNull();
  });

  it('follows the moderation queues live: a report filed elsewhere shows without a reload (issue #32, item 1)', async () => {
    const sources = stubEventSource();
    let flags = 1;
    window.localStorage.setItem(
      'jwt',
      makeToken({ slug: 'mod', permissions: Permissions.from(['MANAGE_REPORTS']).toString() }),
    );
    stubApi((call) => {
      if (call.path === '/v1/users/mod') return [200, { slug: 'mod' }];
      if (call.path === '/v1/admin_attention')
        return [
          200,
          {
            data: [
              {
                key: 'flags',
                label: 'Open reports in Flagged',
                count: flags,
                href: '/community/admin/flagged',
              },
            ],
          },
        ];
      if (call.path === '/v1/live/ticket') return [201, { ticket: 't'.repeat(32), expires_at: '' }];
      return undefined;
    });
    renderWithFrame(
      <AdminShell>
        <AdminHome />
      </AdminShell>,
      { pathname: '/community/admin' },
    );
    const section = await screen.findByRole('region', { name: 'Needs attention' });
    expect((await within(section).findByRole('link')).textContent).toBe('1Open reports in Flagged');
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(new URL(sources[0]!.url).searchParams.get('channels')).toBe('/admin/queues');
    flags = 2;
    act(() => {
      deliver(sources[0]!, '/admin/queues', 1, { type: 'queues', counts: { flags: 2 } });
    });
    await waitFor(() =>
      expect(within(section).getByRole('link').textContent).toBe('2Open reports in Flagged'),
    );
  });

  it('names every queue the API lists in every language, English as the API words it', () => {
    const service = readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        '../../../../../api/src/resources/admin-attention/service.ts',
      ),
      'utf8',
    );
    const queues = [...service.matchAll(/key: '(\w+)',\s*label: '([^']+)'/g)].map((m): [string, string] => [
      m[1]!,
      m[2]!,
    ]);
    expect(queues.length).toBeGreaterThan(5);
    for (const locale of SITE_LOCALES) {
      const words = adminHomeWordsIn(locale);
      for (const [key] of queues) expect(words.queues?.[key]).not.toMatch(/^admin\.|^$/);
    }
    expect(Object.entries(adminHomeWordsIn('en').queues ?? {})).toEqual(queues);
  });

  it('names the queues in German and in Russian', async () => {
    for (const [locale, word] of [
      ['de', 'E-Mails, die nicht zugestellt werden konnten'],
      ['ru', 'Письма, которые не удалось доставить'],
    ] as const) {
      signInWith([
        {
          key: 'failed_mail',
          label: 'Emails that could not be delivered',
          count: 3,
          href: '/community/admin/outbox',
        },
      ]);
      const words = adminHomeWordsIn(locale);
      const { unmount } = renderWithFrame(
        <AdminShell>
          <AdminHome words={words} />
        </AdminShell>,
        { pathname: '/community/admin', locale },
      );
      const section = await screen.findByRole('region', { name: words.needsAttention });
      expect((await within(section).findByRole('link')).textContent).toBe(`3${word}`);
      unmount();
    }
  });
});
