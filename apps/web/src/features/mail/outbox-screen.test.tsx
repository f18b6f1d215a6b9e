// The mail outbox in the admin's language (issue #31): its frame, the statuses (keys derived from core's
// MAIL_STATUSES) and the preview; English as the e2e tests read it.
import { MAIL_STATUSES, Permissions } from '@reef/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES, type SiteLocale } from '@/i18n/locale-path';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { ENGLISH_OUTBOX_WORDS, OutboxScreen } from './outbox-screen';
import { outboxWordsIn } from './outbox-words';

const item = {
  id: 3,
  kind: 'confirm_email',
  category: null,
  to: 'ada@example.com',
  subject: 'Confirm your email address',
  status: 'dead',
  attempts: 5,
  last_error: null,
  run_at: '2026-11-20T10:00:00.000Z',
  sent_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

function setUp(locale: SiteLocale, words = locale === 'en' ? undefined : outboxWordsIn(locale)) {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'root', permissions: Permissions.from(['ADMINISTRATOR']).toString() }),
  );
  stubApi((call) => {
    if (call.path === '/v1/users/root') return [200, { slug: 'root' }];
    if (call.path === '/v1/mail_outbox')
      return [
        200,
        { data: [item], meta: { pagination: { page: { current: 1, count: 1 }, per_page: 25, total: 1 } } },
      ];
    if (call.path === '/v1/mail_outbox/3')
      return [200, { ...item, html: '<p>Hi</p>', text: 'Hi', headers: {} }];
    return undefined;
  });
  renderWithFrame(<OutboxScreen words={words} />, { pathname: '/community/admin/outbox', locale });
}

describe('OutboxScreen', () => {
  it('names every delivery status of core in every language', () => {
    for (const locale of SITE_LOCALES) {
      const { statuses } = outboxWordsIn(locale);
      for (const status of MAIL_STATUSES) expect(statuses[status]).not.toMatch(/^admin\./);
    }
    expect(outboxWordsIn('en')).toMatchObject({
      statuses: { dead: 'Dead letter', logged: 'Kept (no SMTP server)' },
    });
  });

  it('keeps its English words equal to the catalogue’s', async () => {
    expect(outboxWordsIn('en')).toEqual(ENGLISH_OUTBOX_WORDS);
    setUp('en');
    const row = (await screen.findByRole('button', { name: 'Confirm your email address' })).closest('tr')!;
    expect(within(row).getByText('Dead letter')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Recipient' })).toBeTruthy();
  });

  it('speaks German: statuses, columns and the preview', async () => {
    setUp('de');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm your email address' }));
    expect(screen.getByRole('columnheader', { name: 'Empfänger' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Aufbewahrt (kein SMTP-Server)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Erneut senden' })).toBeTruthy();
    expect(screen.getByTitle('Vorschau von „Confirm your email address“')).toBeTruthy();
    expect(screen.getByText('Textteil')).toBeTruthy();
  });

  it('speaks Russian', async () => {
    setUp('ru');
    const row = (await screen.findByRole('button', { name: 'Confirm your email address' })).closest('tr')!;
    expect(within(row).getByText('Недоставляемое')).toBeTruthy();
    expect(screen.getByLabelText('Статус')).toBeTruthy();
  });
});
