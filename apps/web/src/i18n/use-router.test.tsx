// Issue #31, item 2: links (and so the router's moves) keep the reader in the language they are reading.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pushed } from '@/test/navigation-mock';
import { LocaleProvider } from './locale-context';
import type { SiteLocale } from './locale-path';
import { useRouter } from './use-router';

function Mover({ to, how = 'push' }: { to: string; how?: 'push' | 'replace' }) {
  const router = useRouter();
  return (
    <button type="button" onClick={() => router[how](to)}>
      go
    </button>
  );
}

function go(locale: SiteLocale, to: string, how?: 'push' | 'replace'): string | undefined {
  const { unmount } = render(
    <LocaleProvider locale={locale}>
      <Mover to={to} how={how} />
    </LocaleProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'go' }));
  unmount();
  return pushed.at(-1);
}

describe('the router in the page’s language', () => {
  it('sends a site path from a German page to its German address, by push or replace', () => {
    expect(go('de', '/community')).toBe('/de/community');
    expect(go('de', '/community/questions?sort=new#top', 'replace')).toBe(
      '/de/community/questions?sort=new#top',
    );
  });

  it('leaves an address alone that names a language, has none, or is on an English page', () => {
    expect(go('de', '/ja/community')).toBe('/ja/community');
    expect(go('de', '/feeds/blog.rss')).toBe('/feeds/blog.rss');
    expect(go('en', '/community')).toBe('/community');
  });
});
