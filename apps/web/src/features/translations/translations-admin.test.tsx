// Issue #31: the translators' screen says its column heads, filters, empty states and "Mark up to date" in the page's
// language, and its English without words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions } from '@reef/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { translatorOf } from '@/i18n/translate';
import type { SiteLocale } from '@/i18n/locale-path';
import { stateWordsOf } from '@/features/admin/shell/state-words';
import { TranslationsAdmin } from './translations-admin';
import { translationsWordsOf } from './translations-words-server';

const ITEM = {
  kind: 'tutorial',
  translation: {
    id: 8,
    slug: 'nginx-de',
    title: 'Nginx installieren',
    language: 'de',
    state: 'draft',
    path: '/de/x',
  },
  original: { id: 3, slug: 'nginx', title: 'Install Nginx', version: 4, path: '/community/tutorials/nginx' },
  tracked: false,
  blocks: [
    { key: 's0.text.0', kind: 'text', change: 'changed', since_version: 3, section_title: null },
    { key: 's2.code.1', kind: 'code', change: 'added', since_version: null, section_title: 'Schritt 2' },
  ],
};
const COVERAGE = {
  data: [{ kind: 'tutorial', language: 'de', originals: 1200, translated: 5, up_to_date: 4 }],
};

const wordsIn = (locale: SiteLocale) =>
  translationsWordsOf(
    translatorOf('admin-content', locale),
    locale,
    stateWordsOf(translatorOf('admin', locale)).content,
  );

function signIn(queue: unknown[]) {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'ada', permissions: Permissions.from(['MANAGE_TUTORIALS']).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ada') return [200, { id: 9, slug: 'ada' }];
    if (call.path === '/v1/admin/translations/stale') return [200, { data: queue }];
    if (call.path === '/v1/admin/translations/coverage') return [200, COVERAGE];
    if (call.path === '/v1/tutorials/8/blocks_up_to_date')
      return [200, { marked: ['s0.text.0', 's2.code.1'] }];
    return undefined;
  });
}

describe('the translators’ screen in the page’s language', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('speaks German: the queue, its columns, its blocks, the coverage and the marking', async () => {
    signIn([ITEM]);
    renderWithFrame(<TranslationsAdmin words={wordsIn('de')} />);
    const table = await screen.findByRole('table', { name: 'Veraltete Blöcke von Nginx installieren' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Schritt', 'Block', 'Seit Version', 'Aktionen']);
    expect(within(table).getByText('Einleitung')).toBeTruthy();
    expect(within(table).getByText('Text 1, geändert')).toBeTruthy();
    expect(within(table).getByText('Code 2, hinzugefügt')).toBeTruthy();
    expect(screen.getByText('(Deutsch, Entwurf)')).toBeTruthy();
    expect(screen.getByText(/^Original: .*, Version 4 – verglichen mit dem Original/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Alle Sprachen' })).toBeTruthy();
    expect(screen.getByText('5 von 1.200 übersetzt, 4 aktuell')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Beiträge' })).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Alle Blöcke von „Nginx installieren“ als aktuell markieren' }),
    );
    await waitFor(() =>
      expect(screen.getByText('Nginx installieren: 2 Blöcke als aktuell markiert.')).toBeTruthy(),
    );
  });

  it('says an empty queue in Japanese', async () => {
    signIn([]);
    renderWithFrame(<TranslationsAdmin words={wordsIn('ja')} />);
    expect(await screen.findByText('すべての翻訳が最新です。')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'カバー率' })).toBeTruthy();
    expect(screen.getByText('1,200 件中 5 件翻訳済み、4 件が最新')).toBeTruthy();
  });

  it('keeps its English without words', async () => {
    signIn([ITEM]);
    renderWithFrame(<TranslationsAdmin />);
    await screen.findByRole('table', { name: 'Stale blocks of Nginx installieren' });
    expect(screen.getByText('(Deutsch, draft)')).toBeTruthy();
    expect(screen.getByText('5 of 1200 translated, 4 up to date')).toBeTruthy();
    expect(screen.getByText('Text 1, changed')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark every block of “Nginx installieren” up to date' }),
    );
    await waitFor(() =>
      expect(screen.getByText('Nginx installieren: 2 blocks marked up to date.')).toBeTruthy(),
    );
  });
});
