// "The footer's "Featured tutorials" are tutorials from data, not three generic links (community-app §2)" (issue #30).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const listTutorials = vi.fn();
vi.mock('@reef/client', () => ({ listTutorials: (...args: unknown[]) => listTutorials(...args) }));
vi.mock('@/lib/api', () => ({ serverApi: () => ({ baseUrl: 'http://api.test' }) }));

const { readFeaturedTutorials } = await import('./featured-tutorials');
const { defaultTutorials } = await import('./footer');

describe('the footer’s featured tutorials', () => {
  beforeEach(() => listTutorials.mockReset());

  it('are the most viewed published tutorials in the site’s language (English), each linking to its page', async () => {
    listTutorials.mockResolvedValue({
      data: [
        { title: 'How To Install Nginx', slug: 'how-to-install-nginx' },
        { title: 'Docker Basics', slug: 'docker-basics' },
      ],
    });
    expect(await readFeaturedTutorials()).toEqual([
      { title: 'How To Install Nginx', href: '/community/tutorials/how-to-install-nginx' },
      { title: 'Docker Basics', href: '/community/tutorials/docker-basics' },
    ]);
    expect(listTutorials).toHaveBeenCalledWith(expect.anything(), {
      sort_by: 'views_count',
      sort_direction: 'desc',
      language: 'en',
      limit: 3,
    });
  });

  it('fall back to the tutorial lists when the API has none or cannot answer', async () => {
    listTutorials.mockResolvedValueOnce({ data: [] });
    expect(await readFeaturedTutorials()).toEqual(await defaultTutorials());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    listTutorials.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    expect(await readFeaturedTutorials()).toEqual(await defaultTutorials());
  });
});
