// The ask form suggests the questions already asked while the title is typed (issue #30, item 7).
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFrame, stubApi } from '@/test/render';
import { SimilarQuestions } from './similar-questions';

function Harness() {
  const [title, setTitle] = useState('');
  return (
    <>
      <label>
        Title
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <SimilarQuestions
        title={title}
        words={{ heading: 'Similar questions', lede: 'One of these may already have your answer.' }}
      />
    </>
  );
}

describe('similar questions under the title', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the questions that match the title once it says enough, each a link to the question', async () => {
    const calls = stubApi((call) =>
      call.path === '/content/v1/search'
        ? [
            200,
            {
              data: [
                {
                  type: 'question',
                  id: 3,
                  slug: 'nginx-502-after-reboot',
                  title: 'Nginx gives 502 after a reboot',
                },
              ],
              meta: { pagination: { page: { current: 0, count: 1 }, total: 1 } },
            },
          ]
        : undefined,
    );
    renderWithFrame(<Harness />);
    const title = screen.getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'nginx 502' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Too short to say what it is about: nothing asked, nothing shown.
    expect(calls.filter((call) => call.path === '/content/v1/search')).toHaveLength(0);
    fireEvent.change(title, { target: { value: 'nginx 502 bad gateway after reboot' } });
    const link = await screen.findByRole(
      'link',
      { name: 'Nginx gives 502 after a reboot' },
      { timeout: 3000 },
    );
    expect(link.getAttribute('href')).toBe('/community/questions/nginx-502-after-reboot');
    expect(screen.getByRole('region', { name: 'Similar questions' })).toBeTruthy();
    const search = calls.find((call) => call.path === '/content/v1/search')!;
    expect(search.search).toContain('type=question');
    expect(search.search).toMatch(/query=nginx(\+|%20)502/);
  });
});
