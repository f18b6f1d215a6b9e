// A search hit of the site's own posts and pages (issue #30, item 3: "blog and resource posts and marketing pages
// cannot be found"): labelled by its post type, linked to its public page, with no member named when none wrote it.
import type { SearchHitItem } from '@reef/client';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchHit } from './search-hit';

function hit(overrides: Partial<SearchHitItem>): SearchHitItem {
  return {
    type: 'post',
    id: 1,
    slug: 'load-balancers',
    title: 'How we rebuilt our load balancers',
    title_highlighted: 'How we rebuilt our <mark>load balancers</mark>',
    snippet: 'Step 1 · <mark>Load balancers</mark> first',
    sub_type: 'blog',
    language: 'en',
    tags: [],
    author: null,
    url: '/blog/load-balancers',
    score: 1,
    published_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  } as SearchHitItem;
}

describe('SearchHit', () => {
  afterEach(cleanup);

  it('labels a blog post and a resource by their post type and links to their public page', async () => {
    render(await SearchHit({ hit: hit({}) }));
    expect(screen.getByText('Blog post')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/blog/load-balancers');
    expect(screen.queryByText('Deleted member')).toBeNull();
    expect(screen.getByText('Jan 5, 2026')).toBeTruthy();
    cleanup();
    render(await SearchHit({ hit: hit({ sub_type: 'resources-video', url: '/resources/video/k8s' }) }));
    expect(screen.getByText('Video')).toBeTruthy();
  });

  it('labels a marketing page as a page and still names a deleted member of community content', async () => {
    render(await SearchHit({ hit: hit({ type: 'static_page', sub_type: 'legal', url: '/legal/terms' }) }));
    expect(screen.getByText('Page')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/legal/terms');
    cleanup();
    render(
      await SearchHit({ hit: hit({ type: 'question', sub_type: null, url: '/community/questions/q' }) }),
    );
    expect(screen.getByText('Deleted member')).toBeTruthy();
  });
});
