// A list's page links: the server's Pagination in the page's language, and the addresses that keep the filters.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, listHref } from './pagination';

const locale = vi.hoisted(() => ({ current: 'en' }));
vi.mock('@/i18n/page-locale', () => ({ pageLocale: async () => locale.current }));

afterEach(() => {
  locale.current = 'en';
});

describe('Pagination', () => {
  it('links the pages around the current one, keeping the filters, with a gap for the rest', async () => {
    render(
      await Pagination({ basePath: '/community/questions', values: { tag: 'nginx' }, current: 5, count: 12 }),
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/community/questions?tag=nginx&page=4',
    );
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/community/questions?tag=nginx',
    );
    expect(screen.getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Page 2' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 12' })).toBeTruthy();
  });

  it('says nothing for a single page', async () => {
    expect(await Pagination({ basePath: '/x', values: {}, current: 1, count: 1 })).toBeNull();
  });

  it('speaks German on a German page', async () => {
    locale.current = 'de';
    render(await Pagination({ basePath: '/community/questions', values: {}, current: 2, count: 3 }));
    expect(screen.getByRole('link', { name: 'Zurück' })).toBeTruthy();
  });

  it('drops empty filter values from the address', () => {
    expect(listHref('/community/tutorials', { q: '', sort: 'newest', tag: undefined })).toBe(
      '/community/tutorials?sort=newest',
    );
  });
});
