// The admin frame in the page's language (issue #31, item 1): the layout's words reach the gate, the access page,
// the breadcrumbs and the home's sections.
import { Permissions } from '@reef/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { AdminHome } from './admin-home';
import { AdminShell } from './admin-shell';
import { AdminWordsProvider } from './admin-words';
import { adminWordsIn } from './admin-words-server';

function signIn(permissions: string) {
  window.localStorage.setItem('jwt', makeToken({ slug: 'mod', permissions }));
  stubApi((call) => {
    if (call.path === '/v1/users/mod') return [200, { slug: 'mod' }];
    if (call.path === '/v1/admin_attention') return [200, { data: [] }];
    return undefined;
  });
}

describe('the admin frame in German and Japanese', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('names the home, its crumbs and the sidebar sections in German', async () => {
    signIn(Permissions.from(['MANAGE_USERS']).toString());
    renderWithFrame(
      <AdminWordsProvider words={adminWordsIn('de')}>
        <AdminShell>
          <AdminHome />
        </AdminShell>
      </AdminWordsProvider>,
      { pathname: '/community/admin', locale: 'de' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Mitglieder' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mitglieder' }).getAttribute('href')).toBe(
      '/de/community/admin/users',
    );
    expect(screen.getByText('Mitgliedergruppen')).toBeTruthy();
    expect(screen.getByText('Statische Seiten')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Community' })).toBeTruthy();
  });

  it('says the access page in Japanese', async () => {
    signIn(Permissions.from(['CREATE_QUESTIONS']).toString());
    renderWithFrame(
      <AdminWordsProvider words={adminWordsIn('ja')}>
        <AdminShell>
          <p>section</p>
        </AdminShell>
      </AdminWordsProvider>,
      { pathname: '/community/admin/tags', locale: 'ja' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'このセクションへのアクセス権がありません' }),
    ).toBeTruthy();
    expect(screen.getByText('エラー 403')).toBeTruthy();
    expect(screen.getByText('MANAGE_TAGS')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'コミュニティに戻る' })).toBeTruthy();
  });
});
