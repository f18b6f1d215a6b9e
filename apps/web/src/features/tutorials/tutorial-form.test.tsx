// Issue #31, item 1: the community's tutorial editor says its labels, kinds, states, buttons and messages in the
// page's language, and its English without words.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions, type PermissionFlag } from '@reef/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { pushed } from '@/test/navigation-mock';
import { translatorOf } from '@/i18n/translate';
import type { SiteLocale } from '@/i18n/locale-path';
import { stateWordsOf } from '@/features/admin/shell/state-words';
import { tutorialFormWords } from '@/features/content-form/member-form-words-server';
import { TutorialForm } from './tutorial-form';

const TUTORIAL = {
  id: 7,
  slug: 'nginx-installieren',
  title: 'Nginx installieren',
  description: 'Schritt für Schritt.',
  body_markdown: 'Zuerst …',
  sub_type: 'tutorial',
  language: 'de',
  state: 'draft',
  author: { id: 9, slug: 'ada' },
  tags: [],
};

const wordsIn = (locale: SiteLocale) =>
  tutorialFormWords(translatorOf('community', locale), stateWordsOf(translatorOf('admin', locale)).content);

function signIn(flags: PermissionFlag[], handler: (call: ApiCall) => [number, unknown] | undefined) {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'ada', permissions: Permissions.from(flags).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ada') return [200, { id: 9, slug: 'ada' }];
    if (call.path.startsWith('/v1/tags')) return [200, { data: [] }];
    return handler(call);
  });
}

describe('the tutorial form in the page’s language', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('speaks German: labels, kinds, states, the button and the saved message', async () => {
    const calls = signIn(['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'], (call) =>
      call.path === '/v1/tutorials' && call.method === 'POST' ? [201, { tutorial: TUTORIAL }] : undefined,
    );
    renderWithFrame(<TutorialForm words={wordsIn('de')} />);
    await userEvent.type(await screen.findByLabelText('Titel'), 'Nginx installieren');
    expect(
      screen.getByText('Ein oder zwei Sätze, die in Listen und Suchergebnissen erscheinen.'),
    ).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Art'), 'Konzeptartikel');
    expect(screen.getByRole('option', { name: 'Veröffentlicht' })).toBeTruthy();
    expect(screen.getByLabelText('Sprache')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Inhalt'), 'Zuerst …');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Veröffentlicht');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Entwurf');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    await screen.findByText('Entwurf gespeichert');
    await waitFor(() => expect(pushed.at(-1)).toBe('/community/tutorials/nginx-installieren/edit'));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      tutorial: { sub_type: 'conceptual-article', state: 'draft' },
    });
  });

  it('refuses someone else’s tutorial in Russian', async () => {
    signIn(['CREATE_TUTORIALS'], (call) =>
      call.path === `/v1/tutorials/${TUTORIAL.slug}`
        ? [200, { tutorial: { ...TUTORIAL, author: { id: 3, slug: 'sam' } } }]
        : undefined,
    );
    renderWithFrame(<TutorialForm slug={TUTORIAL.slug} words={wordsIn('ru')} />);
    expect(await screen.findByText('Вы не можете изменить это руководство')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Назад к руководству' })).toBeTruthy();
  });

  it('asks a signed-out visitor to log in, in Russian and, without words, in English as before', async () => {
    stubApi(() => undefined);
    const { unmount } = renderWithFrame(<TutorialForm words={wordsIn('ru')} />);
    const link = await screen.findByRole('link', { name: 'Войдите' });
    expect(link.parentElement?.textContent).toBe(
      'Войдите, чтобы написать руководство. Всё, что вы вводите, хранится на этом устройстве.',
    );
    unmount();
    renderWithFrame(<TutorialForm />);
    const english = await screen.findByRole('link', { name: 'Log in' });
    expect(english.parentElement?.textContent).toBe(
      'Log in to write a tutorial. Anything you type is kept on this device.',
    );
  });
});
