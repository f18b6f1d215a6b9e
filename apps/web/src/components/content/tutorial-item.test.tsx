// A tutorial in a list says its votes the way a reader would ("1 upvote", "1,204 upvotes"), with the same date
// format as the rest of the site (issue #30, item 4: counts and dates formatted one way).
import type { TutorialItem } from '@reef/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TutorialListItem } from './tutorial-item';

function tutorial(upvotes: number): TutorialItem {
  return {
    id: 1,
    slug: 'how-to-serve-a-site',
    title: 'How To Serve a Site',
    description: 'Serve a site with a web server.',
    sub_type: 'tutorial',
    state: 'published',
    language: 'en',
    upvotes_count: upvotes,
    published_at: '2026-01-05T10:00:00.000Z',
    created_at: '2026-01-04T10:00:00.000Z',
    author: { id: 1, username: 'sammy', first_name: 'Sammy', slug: 'sammy' },
    tags: [],
  } as unknown as TutorialItem;
}

describe('TutorialListItem', () => {
  it('says "1 upvote" for one vote and groups the digits of larger counts', async () => {
    const { unmount } = render(await TutorialListItem({ tutorial: tutorial(1) }));
    expect(screen.getByText('1 upvote')).toBeTruthy();
    unmount();
    render(await TutorialListItem({ tutorial: tutorial(1204) }));
    expect(screen.getByText('1,204 upvotes')).toBeTruthy();
  });

  it('prints its date as the rest of the site does', async () => {
    render(await TutorialListItem({ tutorial: tutorial(0) }));
    expect(screen.getByText('Jan 5, 2026')).toBeTruthy();
    expect(screen.queryByText(/upvote/)).toBeNull();
  });
});
