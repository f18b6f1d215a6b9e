// Issue #31: a member whose account is gone is named in the page's language ("Gelöschtes Mitglied"), in search hits,
// author lines and lists; English keeps "Deleted member".
import type { SearchHitItem } from '@reef/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translatorOf } from '@/i18n/translate';
import { displayName } from '@/lib/format';
import { AuthorLine } from './author-line';
import { authorLineWords } from './author-line-words';
import { SearchHit } from './search-hit';

vi.mock('@/i18n/page-locale', () => ({ pageLocale: async () => 'de' }));

describe('a deleted member in the page’s language', () => {
  it('is named in German in a search hit and an author line', async () => {
    const hit = {
      type: 'question',
      id: 1,
      slug: 'q',
      title: 'Nginx startet nicht',
      title_highlighted: '',
      snippet: '',
      sub_type: null,
      language: 'de',
      tags: [],
      author: null,
      url: '/de/community/questions/q',
      score: 1,
      published_at: null,
    } as unknown as SearchHitItem;
    const { unmount } = render(await SearchHit({ hit }));
    expect(screen.getByText('Gelöschtes Mitglied')).toBeTruthy();
    unmount();
    render(<AuthorLine author={null} words={await authorLineWords()} locale="de" />);
    expect(screen.getByText('Gelöschtes Mitglied')).toBeTruthy();
  });

  it('is named in Russian from the catalogue, and in English by default', () => {
    expect(displayName(null, translatorOf('common', 'ru')('author_line.deleted_member'))).toBe(
      'Удалённый участник',
    );
    expect(displayName(null)).toBe(translatorOf('common', 'en')('author_line.deleted_member'));
    expect(displayName({ first_name: 'Ada', username: 'ada' }, 'Gelöschtes Mitglied')).toBe('Ada');
  });
});
