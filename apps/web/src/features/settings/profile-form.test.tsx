// Saving the profile (issue #30, item 7: "saving settings shows a visible confirmation and moves focus to the first
// invalid field").
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { pushed } from '@/test/navigation-mock';
import { LANGUAGE_CHOICE_KEY } from '@/features/language/language-storage';
import { translatorOf } from '@/i18n/translate';
import { ProfileForm } from './profile-form';
import { notificationSettingsWordsOf, profileFormWordsOf } from './settings-words';
import { NotificationSettings } from './notification-settings';

const WORDS = profileFormWordsOf(translatorOf('members', 'en'));

describe('the profile form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('a refused save puts the focus in the first field to fix, with its error beside it', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    stubApi((call) =>
      call.path === '/v1/users/sam'
        ? [200, { user: { slug: 'sam', username: 'sam', has_seen_registration_at: 'x' } }]
        : undefined,
    );
    renderWithFrame(<ProfileForm words={WORDS} />, { pathname: '/community/settings/profile' });
    const website = await screen.findByLabelText('Website');
    fireEvent.change(website, { target: { value: 'not a web address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(document.activeElement).toBe(website));
    expect(website.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').some((alert) => /fix/i.test(alert.textContent ?? ''))).toBe(true);
  });

  it('"members choose a language in settings, which their emails follow": the choice is saved with the profile', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    const calls = stubApi((call) =>
      call.path === '/v1/users/sam'
        ? [
            200,
            {
              user: {
                slug: 'sam',
                username: 'sam',
                has_seen_registration_at: 'x',
                language: call.method === 'PATCH' ? 'ja' : 'de',
              },
            },
          ]
        : undefined,
    );
    renderWithFrame(<ProfileForm words={WORDS} />, { pathname: '/community/settings/profile' });
    const language = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    await waitFor(() => expect(language.value).toBe('de'));
    expect(screen.getByRole('option', { name: '日本語' }).getAttribute('lang')).toBe('ja');
    fireEvent.change(language, { target: { value: 'ja' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const saved = calls.find((call) => call.method === 'PATCH')!.body as { user: { language: string } };
    expect(saved.user.language).toBe('ja');
    expect(await screen.findByText('Your profile is saved')).toBeTruthy();
    // …and the interface follows it: the same page in Japanese, remembered on this browser.
    await waitFor(() => expect(pushed.at(-1)).toBe('/ja/community/settings/profile'));
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('ja');
  });

  it('saving other fields on a German page leaves the member there, though their language is still the default', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    const calls = stubApi((call) =>
      call.path === '/v1/users/sam'
        ? [200, { user: { slug: 'sam', username: 'sam', has_seen_registration_at: 'x', language: 'en' } }]
        : undefined,
    );
    renderWithFrame(<ProfileForm words={WORDS} />, { pathname: '/community/settings/profile', locale: 'de' });
    const pushedBefore = pushed.length;
    fireEvent.change(await screen.findByLabelText('Website'), { target: { value: 'https://sam.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(true);
    expect(pushed.length).toBe(pushedBefore);
  });

  it('speaks German on a German page: labels, hints and the signed-out prompt', async () => {
    window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    stubApi((call) =>
      call.path === '/v1/users/sam'
        ? [200, { user: { slug: 'sam', username: 'sam', has_seen_registration_at: 'x' } }]
        : undefined,
    );
    renderWithFrame(<ProfileForm words={profileFormWordsOf(translatorOf('members', 'de'))} />, {
      pathname: '/community/settings/profile',
      locale: 'de',
    });
    expect(await screen.findByLabelText('Vorname')).toBeTruthy();
    expect(screen.getByText('Ein paar Worte über dich, die auf deinem Profil stehen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Profil speichern' })).toBeTruthy();
  });

  it('the notification emails tab asks a signed-out visitor to log in, in Japanese', async () => {
    stubApi(() => undefined);
    renderWithFrame(
      <NotificationSettings words={notificationSettingsWordsOf(translatorOf('members', 'ja'))} />,
      {
        pathname: '/community/settings/notifications',
        locale: 'ja',
      },
    );
    await waitFor(() =>
      expect(document.body.textContent).toContain('受け取るメールを選ぶにはログインしてください。'),
    );
  });
});
