// The not-found pages in the page's language (issue #31): the site's and the community's.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFrame } from '@/test/render';
import NotFound from './not-found';
import CommunityNotFound from './community/not-found';
import type * as PageLocale from '@/i18n/page-locale';

const locale = vi.hoisted(() => ({ current: 'en' }));
vi.mock('@/i18n/page-locale', async (original) => ({
  ...(await original<typeof PageLocale>()),
  pageLocale: async () => locale.current,
}));

afterEach(() => {
  locale.current = 'en';
});

describe('not found', () => {
  it('says "Page not found" and leads home and to the community', async () => {
    render(await NotFound());
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'visit the community' }).getAttribute('href')).toBe('/community');
  });

  it('speaks Japanese on a Japanese page, its links kept in the sentence', async () => {
    locale.current = 'ja';
    render(await NotFound());
    expect(screen.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ホームページへ移動する' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'コミュニティをご覧ください' })).toBeTruthy();
  });

  it('the community’s not-found page offers search and the lists in German', async () => {
    locale.current = 'de';
    renderWithFrame(await CommunityNotFound(), { locale: 'de' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Diese Seite konnten wir nicht finden' }),
    ).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Die Community durchsuchen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fragen ansehen' })).toBeTruthy();
  });
});
