// The page shown when a page fails to render, in the page's language (issue #31): English without a provider (an English
// page carries no copy of its words), and the words the root layout provides on a page in another language.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFrame } from '@/test/render';
import { translatorOf } from '@/i18n/translate';
import { ENGLISH_ERROR_PAGE_WORDS, ErrorPageWordsProvider } from '@/components/layout/error-page-words';
import { errorPageWordsOf } from '@/components/layout/error-page-words-server';
import ErrorPage from './error';

const failure = Object.assign(new Error('boom'), { digest: '1' });

function renderIn(locale: 'en' | 'de' | 'ja') {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const words = locale === 'en' ? undefined : errorPageWordsOf(translatorOf('frame', locale));
  return renderWithFrame(
    <ErrorPageWordsProvider words={words}>
      <ErrorPage error={failure} reset={() => undefined} />
    </ErrorPageWordsProvider>,
    { locale },
  );
}

describe('error page', () => {
  it('keeps its English words equal to the catalogue’s', () => {
    expect(errorPageWordsOf(translatorOf('frame', 'en'))).toEqual(ENGLISH_ERROR_PAGE_WORDS);
  });

  it('says what happened in English, with a retry and the way to the community', () => {
    const { container } = renderIn('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'community home' }).getAttribute('href')).toBe('/community');
    expect(container.textContent).toContain('Try again or go to the community home.');
  });

  it('speaks German on a German page, its link in the page’s language', () => {
    renderIn('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Startseite der Community' }).getAttribute('href')).toBe(
      '/de/community',
    );
  });

  it('speaks Japanese on a Japanese page', () => {
    renderIn('ja');
    expect(screen.getByRole('heading', { level: 1, name: '問題が発生しました' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '再試行' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'コミュニティのホーム' })).toBeTruthy();
  });
});
