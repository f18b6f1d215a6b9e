// A tutorial in a list on a German page (issue #31): its type, votes, date and tag list speak German.
import type { TutorialItem } from '@reef/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TutorialListItem } from './tutorial-item';
import { LanguageVersions } from './language-versions';

vi.mock('@/i18n/page-locale', () => ({ pageLocale: async () => 'de' }));

const tutorial = {
  id: 1,
  slug: 'ein-konzept',
  title: 'Ein Konzept',
  description: null,
  sub_type: 'conceptual-article',
  state: 'deprecated',
  language: 'en',
  upvotes_count: 1204,
  published_at: '2026-01-05T10:00:00.000Z',
  created_at: '2026-01-04T10:00:00.000Z',
  author: { id: 1, username: 'sammy', first_name: 'Sammy', slug: 'sammy' },
  tags: [{ id: 3, name: 'Nginx', slug: 'nginx' }],
} as unknown as TutorialItem;

describe('a tutorial in a list on a German page', () => {
  it('names its type, state, votes and tags in German, with a German date', async () => {
    render(await TutorialListItem({ tutorial }));
    expect(screen.getByText('Konzeptartikel')).toBeTruthy();
    expect(screen.getByText('Veraltet')).toBeTruthy();
    expect(screen.getByText('1.204 positive Stimmen')).toBeTruthy();
    expect(screen.getByText('5. Jan. 2026')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Tags' })).toBeTruthy();
  });

  it('offers the other language versions with "Lesen auf"', async () => {
    const { container } = render(
      await LanguageVersions({ versions: [{ id: 2, language: 'ja', href: '/community/tutorials/x-ja' }] }),
    );
    expect(container.textContent).toContain('Lesen auf: 日本語');
  });
});
