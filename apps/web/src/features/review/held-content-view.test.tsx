// Issue #31, item 1: a held question a moderator opens from its address speaks the page's language, its author line
// too (the dates, and the name of an author whose account is gone).
import { screen } from '@testing-library/react';
import { DEFAULT_MEMBER_PERMISSIONS } from '@reef/core';
import { describe, expect, it, vi } from 'vitest';
import { authorLineWords } from '@/components/content/author-line-words';
import { translatorOf } from '@/i18n/translate';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { HeldContentView } from './held-content-view';
import { heldWords } from './review-words-server';

vi.mock('@/i18n/page-locale', () => ({ pageLocale: async () => 'de' }));

const question = {
  id: 7,
  slug: 'why-502',
  title: 'Why does my proxy answer 502?',
  state: 'under_review',
  author: null,
  created_at: '2026-03-02T10:00:00Z',
  updated_at: '2026-04-15T10:00:00Z',
  body_html: '<p>Since this morning.</p>',
  tags: [],
};

function openAsModerator() {
  const permissions = DEFAULT_MEMBER_PERMISSIONS.add('MANAGE_QUESTIONS').toString();
  window.localStorage.setItem('jwt', makeToken({ slug: 'mod', permissions }));
  stubApi((call) => {
    if (call.path === '/v1/users/mod') return [200, { id: 3, slug: 'mod' }];
    if (call.path === '/v1/questions/why-502') return [200, { question }];
    return undefined;
  });
}

describe("a held item's author line", () => {
  it("names a deleted author and says the dates in the page's language (German)", async () => {
    openAsModerator();
    // As the community's not-found page builds them for a German page.
    const words = heldWords(translatorOf('community', 'de'), 'de', await authorLineWords());
    renderWithFrame(
      <HeldContentView kind="questions" slug="why-502" words={words}>
        <p>Not found</p>
      </HeldContentView>,
    );
    await screen.findByRole('heading', { name: question.title, level: 1 });
    expect(screen.getByText('Gelöschtes Mitglied')).toBeTruthy();
    expect(screen.queryByText('Deleted member')).toBeNull();
    const dates = [...document.querySelectorAll('time')].map((time) => time.textContent);
    expect(dates).toEqual(['2. März 2026', '15. Apr. 2026']);
    expect(document.body.textContent).toContain('Gefragt 2. März 2026 · Aktualisiert am 15. Apr. 2026');
  });

  it('keeps its English words without the page giving any', async () => {
    openAsModerator();
    renderWithFrame(
      <HeldContentView kind="questions" slug="why-502">
        <p>Not found</p>
      </HeldContentView>,
    );
    await screen.findByRole('heading', { name: question.title, level: 1 });
    expect(screen.getByText('Deleted member')).toBeTruthy();
    expect([...document.querySelectorAll('time')].map((time) => time.textContent)).toEqual([
      'Mar 2, 2026',
      'Apr 15, 2026',
    ]);
  });
});
