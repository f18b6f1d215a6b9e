// Issue #31, item 2: "Visitors are offered their Accept-Language language through a visible switcher (never an
// automatic redirect, which would hide pages from crawlers)".
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@/i18n/locale-context';
import { setPathname } from '@/test/navigation-mock';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { LanguageOffer } from './language-offer-gate';
import { LANGUAGE_CHOICE_KEY, preferredLocale } from './language-storage';
import { LanguageSwitcher } from './language-switcher';

const LOCALES = ['en', 'de', 'es', 'id', 'pt', 'ru', 'fr', 'ja', 'zh'] as const;
/** The web server's answer to /_reef/offer/<locale>: the offer's words, worded in that language. */
function offerWords(call: ApiCall): [number, unknown] | undefined {
  const locale = /^\/_reef\/offer\/([a-z]{2})$/.exec(call.path)?.[1];
  return locale && (LOCALES as readonly string[]).includes(locale)
    ? [200, { offer: `offer ${locale}`, switch: `switch ${locale}`, dismiss: `no ${locale}` }]
    : undefined;
}

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('preferredLocale', () => {
  it('takes the first of the browser’s languages that is one of the nine, by its primary subtag', () => {
    expect(preferredLocale(['de-AT', 'en'], LOCALES)).toBe('de');
    expect(preferredLocale(['nl-NL', 'pt-BR', 'en'], LOCALES)).toBe('pt');
    expect(preferredLocale(['ZH-Hans-CN'], LOCALES)).toBe('zh');
    expect(preferredLocale(['nl', 'sv'], LOCALES)).toBeUndefined();
  });
});

describe('the language menu', () => {
  it('links the page the reader is on in each of the nine languages, named in its own, the current one marked', () => {
    setPathname('/de/community/questions');
    render(
      <LocaleProvider locale="de">
        <LanguageSwitcher label="Sprache" />
      </LocaleProvider>,
    );
    const menu = screen.getByRole('navigation', { name: 'Sprache' });
    const links = menu.querySelectorAll('a');
    expect(links).toHaveLength(9);
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/community/questions');
    expect(english.getAttribute('hreflang')).toBe('en');
    const japanese = screen.getByRole('link', { name: '日本語' });
    expect(japanese.getAttribute('href')).toBe('/ja/community/questions');
    expect(japanese.getAttribute('lang')).toBe('ja');
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(japanese);
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('ja');
  });
});

describe('the offer of the visitor’s language', () => {
  it('offers the browser’s first language, worded in it, on a page in another; never redirects', async () => {
    const calls = stubApi(offerWords);
    setBrowserLanguages(['ja-JP', 'en']);
    await act(async () => {
      renderWithFrame(<LanguageOffer />, { pathname: '/community/tutorials' });
    });
    // The bar's code is loaded only when there is something to offer.
    const offer = await screen.findByRole('region', { name: 'offer ja' });
    expect(offer.getAttribute('lang')).toBe('ja');
    // Its words were fetched in the language it offers, without the reader's cookies; only that language's.
    expect(calls.map((call) => [call.path, call.credentials])).toEqual([['/_reef/offer/ja', 'omit']]);
    expect(screen.getByRole('link', { name: 'switch ja' }).getAttribute('href')).toBe(
      '/ja/community/tutorials',
    );
    expect(location.pathname).not.toBe('/ja/community/tutorials');
    fireEvent.click(screen.getByRole('button', { name: 'no ja' }));
    expect(screen.queryByRole('region', { name: /^offer/ })).toBeNull();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
  });

  it('offers a signed-in member the language of their settings first', async () => {
    localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    stubApi((call) =>
      call.path === '/v1/users/sam'
        ? [200, { user: { slug: 'sam', username: 'sam', has_seen_registration_at: 'x', language: 'de' } }]
        : offerWords(call),
    );
    setBrowserLanguages(['ja-JP']);
    await act(async () => {
      renderWithFrame(<LanguageOffer />, { pathname: '/community/questions' });
    });
    expect((await screen.findByRole('link', { name: 'switch de' })).getAttribute('href')).toBe(
      '/de/community/questions',
    );
  });

  it('takes English, every member’s default, for no choice: a German page is not offered in English', async () => {
    localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
    const calls = stubApi((call) =>
      call.path === '/v1/users/sam'
        ? [200, { user: { slug: 'sam', username: 'sam', has_seen_registration_at: 'x', language: 'en' } }]
        : offerWords(call),
    );
    setBrowserLanguages(['de-DE']);
    await act(async () => {
      renderWithFrame(<LanguageOffer />, { pathname: '/community', locale: 'de' });
    });
    // The member is known (their language read) before the check.
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/users/sam')).toBe(true));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: /^offer/ })).toBeNull();
  });

  it('offers the language the reader picked on pages in another, until they say no there', async () => {
    stubApi(offerWords);
    localStorage.setItem(LANGUAGE_CHOICE_KEY, 'de');
    setBrowserLanguages(['en-US']);
    const { unmount } = await act(async () => renderWithFrame(<LanguageOffer />, { pathname: '/pricing' }));
    fireEvent.click(await screen.findByRole('button', { name: 'no de' }));
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
    unmount();
    await act(async () => {
      renderWithFrame(<LanguageOffer />, { pathname: '/pricing' });
    });
    expect(screen.queryByRole('region', { name: /^offer/ })).toBeNull();
  });

  it('says nothing when the page is in the browser’s language, or once the reader has chosen', async () => {
    const calls = stubApi(offerWords);
    setBrowserLanguages(['de-DE']);
    const { unmount } = await act(async () =>
      renderWithFrame(<LanguageOffer />, { pathname: '/community', locale: 'de' }),
    );
    expect(screen.queryByRole('region', { name: /^offer/ })).toBeNull();
    unmount();
    localStorage.setItem(LANGUAGE_CHOICE_KEY, 'de');
    setBrowserLanguages(['fr-FR']);
    await act(async () => {
      renderWithFrame(<LanguageOffer />, { pathname: '/community', locale: 'de' });
    });
    expect(screen.queryByRole('region', { name: /^offer/ })).toBeNull();
    // Nothing to offer: no words fetched.
    expect(calls).toEqual([]);
  });

  it('makes no offer when its words cannot be fetched (offline, an error), and the page goes on', async () => {
    const calls = stubApi(() => [503, { error: 'unavailable' }]);
    setBrowserLanguages(['fr-FR']);
    await act(async () => {
      renderWithFrame(<LanguageOffer />, { pathname: '/community' });
    });
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/_reef/offer/fr']));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: /^offer/ })).toBeNull();
  });
});
